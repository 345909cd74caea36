import ProofsheetRaster
import ProofsheetText
import ProofsheetJSON
import ProofsheetSupport
import ProofsheetSpec

/// Tokens and strings resolved for one cell's mode, text size, Bold Text and locale.
///
/// Built once per cell by `ResolvedTheme(tokens:strings:mode:textSize:boldText:locale:)`; the scene
/// resolver reads values from it and nothing after the scene resolver reads it at all.
///
/// Every value read through it is recorded in `recorder` (token roles for this mode, string keys for this
/// locale, text styles with their fonts, touch tokens), found or not: that is the cell's input record.
package struct ResolvedTheme {
    /// From this text scale on, controls switch to their stacked accessibility layouts (iOS's AX sizes start
    /// at about 1.8× the default body size).
    package static let accessibilityTextScale = 2.0

    package let mode: ThemeMode
    package let textSize: TextSize
    /// The platform's Bold Text setting: every style drawn a weight heavier (`FontWeight.withBoldText(at:among:)`).
    package let boldText: Bool
    package let locale: LocaleID
    /// The cell's device platform: Android cells draw the built-in controls in their Material 3 look
    /// (docs/platform-controls.md), and formatted numbers take the platform's default digits (`PlatformDigits`).
    package let platform: Platform
    /// Where this cell's reads are recorded.
    package let recorder: InputRecorder
    package let touchTokens: TouchTokens
    package let colors: [String: Color]
    package let typography: [String: TypographyToken]
    /// The font families this cell's platform draws with (`ProjectConfig.fontFamilies(for:)`): which weights a
    /// family has (for Bold Text) and which files draw a weight (for the input record).
    package let fontFamilies: FontFamilyTable
    package let spaces: [String: Double]
    package let radii: [String: Double]
    package let strings: [String: String]
    /// Formats keys with arguments (`TextSource.formatted`) and tells missing translations; nil: plain texts only.
    package let catalog: StringCatalog?

    package init(tokens: DesignTokens, strings: [String: String], mode: ThemeMode, textSize: TextSize, boldText: Bool = false, locale: LocaleID,
         platform: Platform = .ios, fontFamilies: FontFamilyTable, catalog: StringCatalog? = nil, recorder: InputRecorder = InputRecorder(digests: nil)) {
        self.catalog = catalog
        self.platform = platform
        self.fontFamilies = fontFamilies
        self.mode = mode
        self.textSize = textSize
        self.boldText = boldText
        self.locale = locale
        self.recorder = recorder
        self.touchTokens = tokens.touch
        self.colors = tokens.colors.mapValues { $0.value(in: mode) }
        self.typography = tokens.typography
        self.spaces = tokens.space
        self.radii = tokens.radius
        self.strings = strings
    }

    /// A theme at a text scale multiplier, Bold Text off.
    package init(tokens: DesignTokens, strings: [String: String], mode: ThemeMode, textScale: Double, locale: LocaleID,
         platform: Platform = .ios, fontFamilies: FontFamilyTable, catalog: StringCatalog? = nil, recorder: InputRecorder = InputRecorder(digests: nil)) {
        self.init(tokens: tokens, strings: strings, mode: mode, textSize: .multiplier(textScale), locale: locale, platform: platform, fontFamilies: fontFamilies,
                  catalog: catalog, recorder: recorder)
    }

    /// The text size as one number (`TextSize.equivalentScale`).
    package var textScale: Double { textSize.equivalentScale }

    /// Whether controls take their stacked accessibility layouts: from `accessibilityTextScale` for multipliers and
    /// font scales, from AX1 for iOS categories (`UIContentSizeCategory.isAccessibilityCategory`).
    package var usesAccessibilityLayouts: Bool {
        if case .category(let category) = textSize { return category.isAccessibilityCategory }
        return textScale >= Self.accessibilityTextScale
    }

    /// The touch-target minimums (recorded as `token:touch`).
    package var touch: TouchTokens {
        recorder.record(InputKey(.token, "touch"), touchTokens.minTarget.recordText + "/" + touchTokens.minSpacing.recordText)
        return touchTokens
    }

    /// The colour of a role in this mode.
    package func color(_ role: ColorRole) throws -> Color {
        recorder.record(InputKey(.token, role.name), colors[role.name]?.hexString ?? CellInputs.missing)
        guard let color = colors[role.name] else { throw ResolveError.unknownColorRole(role) }
        return color
    }

    /// A space token in points (`token:space <name>`): the defaults a type takes from the tokens (a card's
    /// padding and spacing); authored spaces became points when the screen was decoded.
    package func space(_ name: String) throws -> Double {
        recorder.record(InputKey(.token, "space " + name), spaces[name]?.recordText ?? CellInputs.missing)
        guard let value = spaces[name] else { throw ResolveError.unknownToken(.space(name)) }
        return value
    }

    /// A radius token in points (`token:radius <name>`), as `space(_:)`.
    package func radius(_ name: String) throws -> Double {
        recorder.record(InputKey(.token, "radius " + name), radii[name]?.recordText ?? CellInputs.missing)
        guard let value = radii[name] else { throw ResolveError.unknownToken(.radius(name)) }
        return value
    }

    package func hasColor(_ role: ColorRole) -> Bool {
        recorder.record(InputKey(.token, role.name), colors[role.name]?.hexString ?? CellInputs.missing)
        return colors[role.name] != nil
    }

    /// The visible text of a source in this locale.
    package func text(_ source: TextSource) throws -> String {
        for key in source.keys { recorder.noteStringLookup(key) }
        switch source {
        case .literal(let text):
            return text
        case .key(let key):
            guard let text = strings[key] else {
                if let catalog, catalog.entries[key] != nil { return try recordText(key, catalog.text(key, in: locale, platform: platform)) }
                recorder.record(InputKey(.string, key), CellInputs.missing)
                throw ResolveError.missingString(key: key, locale: locale)
            }
            return recordText(key, text)
        case .formatted(let key, let arguments):
            guard let catalog else {
                recorder.record(InputKey(.string, key), CellInputs.missing)
                throw ResolveError.missingString(key: key, locale: locale)
            }
            guard !arguments.keys.isEmpty else { return try recordText(key, catalog.text(key, in: locale, arguments: arguments, platform: platform)) }
            // A key argument is shown in this locale and recorded as an input of its own; the message is recorded
            // with the argument's key in its place (`Sent to {transfer.me}`), so an edit of the argument's text
            // changes the cells that show it with that key alone as the cause, and an edit of the message with its own.
            let resolved = try arguments.resolvingKeys { try text(.key($0)) }
            let recorded = try catalog.text(key, in: locale, arguments: arguments.resolvingKeys { "{\($0)}" }, platform: platform)
            _ = recordText(key, recorded)
            return try catalog.text(key, in: locale, arguments: resolved, platform: platform)
        }
    }

    /// Records the text this cell shows for `key`, as drawn: after catalog fallback, plural choice, arguments
    /// and pseudo-localisation, with ` (base)` when the base locale's text stands in for a missing translation
    /// (that also decides the `missingTranslation` finding).
    private func recordText(_ key: String, _ text: String) -> String {
        let fallback = catalog?.lookup(key, in: locale)?.isFallback == true ? " (base)" : ""
        recorder.recordAlso(InputKey(.string, key), CellInputs.value(text) + fallback)
        return text
    }

    /// The string keys of `sources` this locale lacks, shown in the base locale's text (sorted, no repeats).
    package func untranslatedKeys(_ sources: [TextSource]) -> [String] {
        for key in sources.flatMap(\.keys) { recorder.noteStringLookup(key) }
        guard let catalog else { return [] }
        return Set(sources.flatMap(\.keys).filter { catalog.lookup($0, in: locale)?.isFallback == true }).sorted()
    }

    /// A text style for this cell: size and line height at the cell's text size (`TypographyToken.scaled`), and
    /// the token with the weight drawn (a heavier one with Bold Text).
    package func textStyle(_ style: TextStyleName) throws -> (token: TypographyToken, size: Double, lineHeight: Double) {
        let name = style.name
        guard var token = typography[name] else {
            recorder.record(InputKey(.token, "style " + name), CellInputs.missing)
            throw ResolveError.unknownTextStyle(style)
        }
        // A multiplier meets the default cap when none is written; platform sizes meet none (so "none").
        let isMultiplier: Bool
        if case .multiplier = textSize { isMultiplier = true } else { isMultiplier = false }
        let cap = token.maxScale?.recordText ?? (isMultiplier ? TypographyToken.defaultMaxScale.recordText : "none")
        recorder.record(InputKey(.token, "style " + name),
                        "\(token.family) \(token.weight.rawValue) \(token.size.recordText)/\(token.lineHeight.recordText) max \(cap)"
                            + (token.dynamicType.map { " dynamicType \($0.rawValue)" } ?? ""))
        if boldText { token.weight = token.weight.withBoldText(at: textSize, among: fontFamilies.weights(of: token.family)) }
        recorder.recordFont(family: token.family, weight: token.weight, files: try? fontFamilies.match(family: token.family, weight: token.weight).files)
        let scaled = token.scaled(at: textSize, named: name)
        return (token, scaled.size, scaled.lineHeight)
    }
}

