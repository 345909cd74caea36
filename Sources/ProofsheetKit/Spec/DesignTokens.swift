/// The design tokens of a project (`tokens.json`): the one place raw colours and sizes live.
///
/// Sizes are in points. Screens refer to tokens by name; nothing downstream of theme resolution
/// looks a token up.
public struct DesignTokens: Sendable {
    var colors: [String: ColorToken]
    public var typography: [String: TypographyToken]
    public var space: [String: Double]
    public var radius: [String: Double]
    public var touch: TouchTokens
    public var contrastPairs: [ContrastPair]

    init(
        colors: [String: ColorToken] = [:],
        typography: [String: TypographyToken] = [:],
        space: [String: Double] = [:],
        radius: [String: Double] = [:],
        touch: TouchTokens = TouchTokens(),
        contrastPairs: [ContrastPair] = []
    ) {
        self.colors = colors
        self.typography = typography
        self.space = space
        self.radius = radius
        self.touch = touch
        self.contrastPairs = contrastPairs
    }
}

/// A colour role's value in each mode; high-contrast values are optional and fall back to their base mode.
struct ColorToken: Hashable, Sendable {
    var light: Color
    var dark: Color
    var highContrastLight: Color?
    var highContrastDark: Color?

    init(light: Color, dark: Color, highContrastLight: Color? = nil, highContrastDark: Color? = nil) {
        self.light = light
        self.dark = dark
        self.highContrastLight = highContrastLight
        self.highContrastDark = highContrastDark
    }

    /// The colour in `mode`, falling back from a missing high-contrast value to its base mode.
    func value(in mode: ThemeMode) -> Color {
        switch mode {
        case .light: return light
        case .dark: return dark
        case .highContrastLight: return highContrastLight ?? light
        case .highContrastDark: return highContrastDark ?? dark
        }
    }

    /// The high-contrast modes that have no value of their own.
    var missingModes: [ThemeMode] {
        var modes: [ThemeMode] = []
        if highContrastLight == nil { modes.append(.highContrastLight) }
        if highContrastDark == nil { modes.append(.highContrastDark) }
        return modes
    }
}

/// A text style: family, weight, size and line height in points at text scale 1, and the largest text scale it follows.
public struct TypographyToken: Hashable, Sendable {
    public var family: String
    public var size: Double
    public var lineHeight: Double
    public var weight: FontWeight
    /// Text scales above this are clamped for this style (as Dynamic Type caps some styles).
    public var maxScale: Double

    public init(family: String, size: Double, lineHeight: Double, weight: FontWeight, maxScale: Double = 3.1) {
        self.family = family
        self.size = size
        self.lineHeight = lineHeight
        self.weight = weight
        self.maxScale = maxScale
    }

    /// The scale actually applied for a requested text scale.
    public func effectiveScale(_ textScale: Double) -> Double { min(textScale, maxScale) }
}

/// Touch-target minimums in points (WCAG 2.5.8 and platform guidance).
public struct TouchTokens: Hashable, Sendable {
    public var minTarget: Double
    public var minSpacing: Double

    public init(minTarget: Double = 44, minSpacing: Double = 8) {
        self.minTarget = minTarget
        self.minSpacing = minSpacing
    }
}

/// A declared foreground/background pair whose contrast `proofsheet tokens` checks in every mode.
public struct ContrastPair: Hashable, Sendable {
    public enum Kind: String, Hashable, Sendable {
        case text
        case largeText
        case nonText
    }

    public var foreground: String
    public var backgrounds: [String]
    public var kind: Kind

    public init(foreground: String, backgrounds: [String], kind: Kind) {
        self.foreground = foreground
        self.backgrounds = backgrounds
        self.kind = kind
    }
}
