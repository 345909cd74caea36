import ProofsheetJSON
import ProofsheetRaster
import ProofsheetText

extension DesignTokens {
    package static let topLevelKeys = keyTable.names
    package static let modeKeys = ThemeMode.allCases.map(\.rawValue)
    package static let typographyKeys = typographyKeyTable.names

    /// Decodes `tokens.json`; every error names the file, line:column and path (`colors.accent.dark`).
    public init(decoding reader: JSONValueReader) throws {
        let object = try reader.object()
        try object.rejectUnknownKeys(allowed: DesignTokens.topLevelKeys)
        self.init()

        if let colorObject = try object.optionalObject("colors") {
            for member in colorObject.members {
                colors[member.key] = try DesignTokens.colorToken(member.value)
            }
        }
        if let typography = try object.optionalObject("typography") {
            for member in typography.members {
                self.typography[member.key] = try DesignTokens.typographyToken(member.value)
            }
        }
        space = try DesignTokens.sizes(object.optionalObject("space"))
        radius = try DesignTokens.sizes(object.optionalObject("radius"))
        if let touch = try object.optionalObject("touch") {
            try touch.rejectUnknownKeys(of: DesignTokens.touchKeyTable)
            self.touch = TouchTokens(
                minTarget: try DesignTokens.positive(touch.optionalValue("minTarget")),
                minSpacing: try DesignTokens.nonNegative(touch.optionalValue("minSpacing")) ?? 8)
        }
        if let pairs = try object.optionalArray("contrastPairs") {
            contrastPairs = try pairs.map { try DesignTokens.contrastPair($0, colors: colors) }
        }
    }

    /// Reads a colour written as `#RRGGBB` or `#RRGGBBAA`.
    package static func color(_ reader: JSONValueReader) throws -> Color {
        let text = try reader.string()
        guard let color = Color(hex: text) else {
            throw reader.expected("a colour written as #RRGGBB or #RRGGBBAA")
        }
        return color
    }

    package static func colorToken(_ reader: JSONValueReader) throws -> ColorToken {
        let object = try reader.object()
        try object.rejectUnknownKeys(of: colorKeyTable)
        return ColorToken(
            light: try color(object.requiredValue("light")),
            dark: try color(object.requiredValue("dark")),
            highContrastLight: try object.optionalValue("highContrastLight").map(color),
            highContrastDark: try object.optionalValue("highContrastDark").map(color))
    }

    package static func typographyToken(_ reader: JSONValueReader) throws -> TypographyToken {
        let object = try reader.object()
        try object.rejectUnknownKeys(allowed: typographyKeys)
        let size = try positive(object.requiredValue("size")) ?? 17
        let weight = try object.optionalValue("weight").map(fontWeight) ?? .regular
        return TypographyToken(
            family: try object.requiredString("family"),
            size: size,
            lineHeight: try positive(object.optionalValue("lineHeight")) ?? (size * 1.3).rounded(),
            weight: weight,
            maxScale: try positive(object.optionalValue("maxScale")),
            dynamicType: try object.optionalCase("dynamicType", DynamicTypeStyle.self))
    }

    /// A text style's `weight`: a keyword of CSS Fonts 4 §2.2's table (`regular`, `medium`, `semibold`, `bold`, …) or
    /// a whole number from 1 to 1000; the face drawn is the family's nearest (docs/fonts.md).
    package static func fontWeight(_ reader: JSONValueReader) throws -> FontWeight {
        if case .number = reader.value.kind {
            guard let weight = FontWeight(try reader.int()) else {
                throw reader.expected("a font weight from 1 to 1000")
            }
            return weight
        }
        let keyword = try reader.string(oneOf: FontWeight.names)
        guard let weight = FontWeight(rawValue: keyword) else { preconditionFailure("string(oneOf:) admitted '\(keyword)'") }
        return weight
    }

    package static func sizes(_ object: JSONObjectReader?) throws -> [String: Double] {
        var sizes: [String: Double] = [:]
        for member in object?.members ?? [] {
            sizes[member.key] = try nonNegative(member.value)
        }
        return sizes
    }

    package static func contrastPair(_ reader: JSONValueReader, colors: [String: ColorToken]) throws -> ContrastPair {
        let object = try reader.object()
        try object.rejectUnknownKeys(of: DesignTokens.contrastPairKeyTable)
        let foreground = try role(object.requiredValue("foreground"), colors: colors)
        let backgroundValue = try object.requiredValue("background")
        let backgrounds: [String]
        if case .array = backgroundValue.value.kind {
            backgrounds = try backgroundValue.array().map { try role($0, colors: colors) }
        } else {
            backgrounds = [try role(backgroundValue, colors: colors)]
        }
        let kind = try object.optionalString("kind", oneOf: ["text", "largeText", "nonText"]) ?? "text"
        return ContrastPair(foreground: foreground, backgrounds: backgrounds, kind: ContrastPair.Kind(rawValue: kind) ?? .text)
    }

    package static func role(_ reader: JSONValueReader, colors: [String: ColorToken]) throws -> String {
        let name = try reader.string()
        guard colors[name] != nil else {
            throw SpecError(location: reader.location, path: reader.path,
                            problem: .notOneOf(name, suggestion: SpellingSuggestion.closest(to: name, among: colors.keys.sorted()), allowed: colors.keys.sorted()))
        }
        return name
    }

    /// A finite number > 0 and at most 100,000, or nil when absent.
    package static func positive(_ reader: JSONValueReader?) throws -> Double? {
        guard let reader else { return nil }
        let value = try reader.number()
        guard value.isFinite, value > 0, value <= 100_000 else {
            throw reader.invalid("expected a number greater than 0 and at most 100000, found \(reader.value.briefDescription)")
        }
        return value
    }

    /// A finite number ≥ 0 and at most 100,000, or nil when absent.
    package static func nonNegative(_ reader: JSONValueReader?) throws -> Double? {
        guard let reader else { return nil }
        let value = try reader.number()
        guard value.isFinite, value >= 0, value <= 100_000 else {
            throw reader.invalid("expected a number from 0 to 100000, found \(reader.value.briefDescription)")
        }
        return value
    }
}
