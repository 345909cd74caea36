import ProofsheetJSON

/// The `tokens` section of `proofsheet.json`: design tokens read from DTCG files (Design Tokens Format Module
/// 2025.10), one file or set of files per theme mode, and which token each colour role, text style, space,
/// radius and touch size of Proofsheet is (docs/tokens.md).
///
/// A project has either this section or Proofsheet's own `tokens.json` (`paths.tokens`), never both.
package struct DTCGTokensConfig: Sendable {
    /// Mode → its files (absolute), in the order written. `light` and `dark` are required; a high-contrast mode
    /// without files uses its base mode's colours, as a `tokens.json` colour without a high-contrast value does.
    package var modes: [ThemeMode: [String]]
    package var colors: [String: TokenReference]
    package var typography: [String: TypographyReference]
    package var space: [String: TokenReference]
    package var radius: [String: TokenReference]
    /// `minTarget` and `minSpacing`; an absent one keeps its default (44 and 8 points).
    package var touch: [String: TokenReference]
    /// The `contrastPairs` entries, read as in `tokens.json` once the colour roles are known.
    package var contrastPairs: [JSONValueReader]

    /// Every file of every mode once, in the order of first mention (light, dark, then the high-contrast modes).
    package var files: [String] {
        var seen = Set<String>()
        return ThemeMode.allCases.flatMap { modes[$0] ?? [] }.filter { seen.insert($0).inserted }
    }
}

/// A token named by the mapping, with where the mapping names it (for errors).
package struct TokenReference: Sendable, Hashable {
    package var path: TokenPath
    /// `proofsheet.json:14:22`.
    package var place: String
    /// The mapping entry as users read it: `tokens.colors.background`.
    package var what: String
}

/// A text style's token, the largest text scale it follows and the Apple style it scales as (DTCG has neither
/// property; nil as in tokens.json).
package struct TypographyReference: Sendable, Hashable {
    package var token: TokenReference
    package var maxScale: Double?
    package var dynamicType: DynamicTypeStyle?
}
