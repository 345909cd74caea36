import ProofsheetProject
import ProofsheetSpec

/// The result of `TokenContrastAudit`: every declared pair measured in every mode, plus colour roles that lack
/// their own high-contrast values. Deterministic: pairs in declaration order, roles sorted by name.
///
/// Render it with `textTable()` (the `proofsheet tokens` output) or `jsonData()`.
public struct TokenContrastReport: Hashable, Sendable {
    /// A colour role and the high-contrast modes it has no value for (it falls back to light or dark there).
    public struct MissingValues: Hashable, Sendable {
        public var role: String
        public var modes: [ThemeMode]

        public init(role: String, modes: [ThemeMode]) {
            self.role = role
            self.modes = modes
        }
    }

    public var level: ConformanceLevel
    /// The modes audited, in order.
    public var modes: [ThemeMode]
    public var pairs: [TokenContrastPairResult]
    /// Sorted by role name.
    public var missingHighContrast: [MissingValues]
    public var problems: [TokenContrastProblem]
    /// Where the pairs came from: `declared` (the tokens' `contrastPairs`) or `drawn` (none were declared, so the
    /// pairs the screens draw were measured, `DrawnRolePairs`).
    public var pairSource = "declared"
    /// Declared pairs no screen draws, `foreground on background` (empty for drawn pairs).
    public var undrawnPairs: [String] = []
    /// Texts and icons on a gradient (`screen:node-id`), which sit on no single role and are not paired.
    public var onGradient: [String] = []

    public init(level: ConformanceLevel, modes: [ThemeMode], pairs: [TokenContrastPairResult],
                missingHighContrast: [MissingValues], problems: [TokenContrastProblem]) {
        self.level = level
        self.modes = modes
        self.pairs = pairs
        self.missingHighContrast = missingHighContrast
        self.problems = problems
    }

    /// Pairs that fail in some mode or could not be measured.
    public var failingPairs: [TokenContrastPairResult] { pairs.filter { !$0.isPassing } }

    /// Modes in which at least one pair fails, in audit order.
    public var failingModes: [ThemeMode] {
        let failing = Set(pairs.flatMap(\.failingModes))
        return modes.filter(failing.contains)
    }

    /// Every pair measurable and passing in every mode. Missing high-contrast values do not fail the audit.
    public var isPassing: Bool { failingPairs.isEmpty }

    /// "N pairs, M failing in K modes".
    public var summary: String {
        func count(_ n: Int, _ noun: String) -> String { "\(n) \(noun)\(n == 1 ? "" : "s")" }
        return "\(count(pairs.count, "pair")), \(failingPairs.count) failing in \(count(failingModes.count, "mode"))"
    }
}
