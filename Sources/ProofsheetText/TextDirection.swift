/// The direction in which a paragraph or run of text progresses: left to right or right to left.
///
/// Used for the paragraph embedding level of UAX #9 (rules P2/P3) and for the direction of
/// each level run after rule L2 (even levels are `.ltr`, odd levels `.rtl`).
public enum TextDirection: Hashable, Sendable {
    case ltr
    case rtl

    /// The direction of text at a UAX #9 embedding level: odd levels are right to left (BD2).
    public init(level: UInt8) {
        self = level & 1 == 1 ? .rtl : .ltr
    }

    /// The paragraph embedding level for this direction: 0 for `.ltr`, 1 for `.rtl` (UAX #9 P3).
    public var paragraphLevel: UInt8 {
        self == .rtl ? 1 : 0
    }
}
