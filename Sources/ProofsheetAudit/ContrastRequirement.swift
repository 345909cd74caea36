import ProofsheetProject
import ProofsheetSpec

/// What a contrast is measured for: normal text, large text or a non-text graphic or UI component boundary.
///
/// Large text is at least 18 pt regular or 14 pt bold (WCAG 2.2, definition of "large scale (text)").
public typealias ContrastKind = ContrastPair.Kind

/// The minimum contrast ratio WCAG 2.2 requires for one kind of content at one conformance level.
///
/// | kind      | AA                | AAA                 |
/// |-----------|-------------------|---------------------|
/// | text      | 4.5 (§1.4.3)      | 7 (§1.4.6)          |
/// | largeText | 3 (§1.4.3)        | 4.5 (§1.4.6)        |
/// | nonText   | 3 (§1.4.11)       | 3 (§1.4.11, AA only)|
///
/// Non-text contrast has no AAA criterion, so AAA asks for the AA value.
public struct ContrastRequirement: Hashable, Sendable {
    public var level: ConformanceLevel
    public var kind: ContrastKind

    public init(_ level: ConformanceLevel = .aa, for kind: ContrastKind) {
        self.level = level
        self.kind = kind
    }

    /// The ratio (the `x` in `x:1`) a measured contrast must reach, unrounded.
    public var minimumRatio: Double {
        switch (level, kind) {
        case (.aa, .text): return 4.5
        case (.aa, .largeText): return 3
        case (.aa, .nonText): return 3
        case (.aaa, .text): return 7
        case (.aaa, .largeText): return 4.5
        case (.aaa, .nonText): return 3
        }
    }

    /// The WCAG 2.2 success criterion that sets the minimum, e.g. "1.4.3".
    public var criterion: String {
        switch (level, kind) {
        case (_, .nonText): return "1.4.11"
        case (.aa, _): return "1.4.3"
        case (.aaa, _): return "1.4.6"
        }
    }

    /// Every minimum any requirement uses; a displayed ratio never rounds up onto one of these.
    package static let thresholds: [Double] = [3, 4.5, 7]
}
