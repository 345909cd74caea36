/// Which goldens `check --record` writes while checking.
public enum RecordMode: String, Sendable, CaseIterable {
    /// Write nothing: missing goldens fail (the default).
    case never
    /// Write goldens only for cells that have none.
    case missing
    /// Write goldens for cells that differ from theirs.
    case changed
    /// Write every cell's golden that is missing or differs, and re-stamp a matching golden whose stamp is stale.
    case all

    package func records(_ status: CellStatus) -> Bool {
        switch (self, status) {
        case (.missing, .new), (.all, .new), (.all, .changed), (.changed, .changed): return true
        default: return false
        }
    }
}
