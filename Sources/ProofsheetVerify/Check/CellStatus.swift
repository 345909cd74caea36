/// How one cell of a check ended.
public enum CellStatus: String, Sendable, CaseIterable, Codable {
    /// Identical to its golden (or within the tolerant diff's budget).
    case pass
    /// Pixels differ beyond tolerance.
    case changed
    /// No golden exists: fails unless recording.
    case new
    /// The cell could not be rendered, or its golden could not be read.
    case error

    public var isFailure: Bool { self != .pass }
}
