import ProofsheetRaster
import ProofsheetProject
import ProofsheetSpec

/// Checks every declared `ContrastPair` of a set of design tokens in every theme mode (`proofsheet tokens`).
///
/// For each pair, mode and background role the audit measures the colours actually seen:
///
/// 1. Background: the role's value in the mode (high-contrast values fall back as `ColorToken.value(in:)` does).
///    If it is translucent (a tint such as `warningTint`) it is composited over the first role of `baseRoles`
///    (`surface`), and if still translucent over the next (`background`), skipping the role itself; a
///    translucent `surface` therefore sits on `background`. A result still translucent is reported as
///    `TokenContrastProblem.translucentBase` and measured over white (light modes) or black (dark modes).
/// 2. Foreground: the role's value, composited over that opaque background if translucent.
/// 3. Ratio and pass/fail by WCAG 2.2 §1.4.3 (text, large text), §1.4.6 (AAA) or §1.4.11 (non-text).
///
/// Compositing is 8-bit straight-alpha source-over (`Color.composited(over:)`).
public struct TokenContrastAudit: Sendable {
    public var tokens: DesignTokens
    public var level: ConformanceLevel
    public var modes: [ThemeMode]
    /// Roles a translucent background is laid on, innermost first.
    public var baseRoles: [String]

    public init(tokens: DesignTokens, level: ConformanceLevel = .aa, modes: [ThemeMode] = ThemeMode.allCases,
                baseRoles: [String] = ["surface", "background"]) {
        self.tokens = tokens
        self.level = level
        self.modes = modes
        self.baseRoles = baseRoles
    }

    /// Measures every pair in every mode and lists roles missing high-contrast values.
    public func run() -> TokenContrastReport {
        var problems: [TokenContrastProblem] = []
        var results: [TokenContrastPairResult] = []
        for (index, pair) in tokens.contrastPairs.enumerated() {
            let requirement = ContrastRequirement(level, for: pair.kind)
            var unknown: [String] = []
            for role in [pair.foreground] + pair.backgrounds where tokens.colors[role] == nil && !unknown.contains(role) {
                unknown.append(role)
                problems.append(.unknownRole(role, pair: index))
            }
            if pair.backgrounds.isEmpty { problems.append(.noBackgrounds(pair: index)) }
            var measurements: [ContrastMeasurement] = []
            if unknown.isEmpty, let foreground = tokens.colors[pair.foreground] {
                for mode in modes {
                    for role in pair.backgrounds {
                        let seen = seenBackground(role, in: mode)
                        if let problem = seen.problem, !problems.contains(problem) { problems.append(problem) }
                        measurements.append(ContrastMeasurement(
                            mode: mode, background: role,
                            foregroundColor: foreground.value(in: mode).composited(over: seen.color),
                            backgroundColor: seen.color, requirement: requirement))
                    }
                }
            }
            results.append(TokenContrastPairResult(pair: pair, requirement: requirement,
                                                   measurements: measurements, unknownRoles: unknown))
        }
        let missing = tokens.colors.keys.sorted().compactMap { role -> TokenContrastReport.MissingValues? in
            let modes = tokens.colors[role]?.missingModes ?? []
            return modes.isEmpty ? nil : TokenContrastReport.MissingValues(role: role, modes: modes)
        }
        return TokenContrastReport(level: level, modes: modes, pairs: results, missingHighContrast: missing,
                                   problems: problems)
    }

    /// The opaque colour seen for background `role` in `mode` by the rule above, and the problem if the base
    /// roles could not make it opaque. `role` must be defined in `tokens.colors`.
    package func seenBackground(_ role: String, in mode: ThemeMode) -> (color: Color, problem: TokenContrastProblem?) {
        var color = tokens.colors[role]?.value(in: mode) ?? .transparent
        var usedBases: [String] = []
        let bases = baseRoles.firstIndex(of: role).map { Array(baseRoles[($0 + 1)...]) } ?? baseRoles
        for base in bases where !color.isOpaque {
            guard let token = tokens.colors[base] else { continue }
            color = color.composited(over: token.value(in: mode))
            usedBases.append(base)
        }
        if color.isOpaque { return (color, nil) }
        let backdrop: Color = mode.isDark ? .black : .white
        return (color.composited(over: backdrop), .translucentBase(role: role, mode: mode, bases: usedBases))
    }
}
