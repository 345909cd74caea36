/// Tokens and strings resolved for one cell's mode, text scale and locale.
///
/// Built once per cell by `ResolvedTheme(tokens:strings:mode:textScale:locale:)`; the scene
/// resolver reads values from it and nothing after the scene resolver reads it at all.
///
/// Every value read through it is recorded in `recorder` (token roles for this mode, string keys for this
/// locale, text styles with their fonts, touch tokens), found or not: that is the cell's input record.
public struct ResolvedTheme {
    /// From this text scale on, controls switch to their stacked accessibility layouts (iOS's AX sizes start
    /// at about 1.8× the default body size).
    public static let accessibilityTextScale = 2.0

    public let mode: ThemeMode
    public let textScale: Double
    public let locale: LocaleID
    /// Where this cell's reads are recorded.
    public let recorder: InputRecorder
    let touchTokens: TouchTokens
    let colors: [String: Color]
    let typography: [String: TypographyToken]
    let strings: [String: String]

    public init(tokens: DesignTokens, strings: [String: String], mode: ThemeMode, textScale: Double, locale: LocaleID,
                recorder: InputRecorder = InputRecorder(digests: nil)) {
        self.mode = mode
        self.textScale = textScale
        self.locale = locale
        self.recorder = recorder
        self.touchTokens = tokens.touch
        self.colors = tokens.colors.mapValues { $0.value(in: mode) }
        self.typography = tokens.typography
        self.strings = strings
    }

    /// The touch-target minimums (recorded as `token:touch`).
    public var touch: TouchTokens {
        recorder.record(InputKey(.token, "touch"), NodeProperties.describe(touchTokens.minTarget) + "/" + NodeProperties.describe(touchTokens.minSpacing))
        return touchTokens
    }

    /// The colour of a role in this mode.
    public func color(_ role: String) throws -> Color {
        recorder.record(InputKey(.token, role), colors[role]?.hexString ?? CellInputs.missing)
        guard let color = colors[role] else { throw ResolveError.unknownColorRole(role) }
        return color
    }

    public func hasColor(_ role: String) -> Bool {
        recorder.record(InputKey(.token, role), colors[role]?.hexString ?? CellInputs.missing)
        return colors[role] != nil
    }

    /// The visible text of a source in this locale.
    public func text(_ source: TextSource) throws -> String {
        switch source {
        case .literal(let text):
            return text
        case .key(let key):
            recorder.record(InputKey(.string, key), strings[key].map(CellInputs.value) ?? CellInputs.missing)
            guard let text = strings[key] else { throw ResolveError.missingString(key: key, locale: locale) }
            return text
        }
    }

    /// A text style scaled for this cell: size and line height multiplied by the clamped text scale.
    public func textStyle(_ name: String) throws -> (token: TypographyToken, size: Double, lineHeight: Double) {
        guard let token = typography[name] else {
            recorder.record(InputKey(.token, "style " + name), CellInputs.missing)
            throw ResolveError.unknownTextStyle(name)
        }
        recorder.record(InputKey(.token, "style " + name),
                        "\(token.family) \(token.weight.rawValue) \(NodeProperties.describe(token.size))/\(NodeProperties.describe(token.lineHeight)) max \(NodeProperties.describe(token.maxScale))")
        recorder.recordFont(family: token.family, weight: token.weight)
        let scale = token.effectiveScale(textScale)
        return (token, token.size * scale, token.lineHeight * scale)
    }
}

/// A value a screen refers to that the theme does not have. Specs are validated before resolution,
/// so these only reach users for values controls need implicitly (e.g. a token role a button uses).
public enum ResolveError: Error, Equatable, CustomStringConvertible {
    case unknownColorRole(String)
    case unknownTextStyle(String)
    case missingString(key: String, locale: LocaleID)
    case unknownIcon(String)
    case missingImage(String)

    public var description: String {
        switch self {
        case .unknownColorRole(let role): return "colour role '\(role)' is not in tokens.json colors"
        case .unknownTextStyle(let style): return "text style '\(style)' is not in tokens.json typography"
        case .missingString(let key, let locale): return "string key '\(key)' is missing in strings/\(locale).json"
        case .unknownIcon(let name): return "unknown icon '\(name)'"
        case .missingImage(let src): return "image '\(src)' was not loaded"
        }
    }
}
