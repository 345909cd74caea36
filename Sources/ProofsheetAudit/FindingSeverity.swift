import ProofsheetSupport

/// How bad a finding is. Only an `error` of an enforced criterion that no waiver covers fails a check
/// (`Finding.isBlocking`); warnings and info are reported.
public enum FindingSeverity: String, CaseIterable, Hashable, Sendable, CaseOrdered, CustomStringConvertible {
    case error
    case warning
    case info

    public var description: String { rawValue }
}
