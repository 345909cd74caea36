/// How bad a finding is. Only an `error` of an enforced criterion that no waiver covers fails a check
/// (`Finding.isBlocking`); warnings and info are reported.
public enum FindingSeverity: String, CaseIterable, Hashable, Sendable, Comparable, CustomStringConvertible {
    case error
    case warning
    case info

    public var description: String { rawValue }

    /// Most severe first: error < warning < info.
    public static func < (lhs: FindingSeverity, rhs: FindingSeverity) -> Bool {
        let order = FindingSeverity.allCases
        return order.firstIndex(of: lhs)! < order.firstIndex(of: rhs)!
    }
}
