import ProofsheetRaster
import ProofsheetText

/// The design tokens of a project (`tokens.json`): the one place raw colours and sizes live.
///
/// Sizes are in points. Screens refer to tokens by name; nothing downstream of theme resolution
/// looks a token up.
public struct DesignTokens: Sendable {
    package var colors: [String: ColorToken]
    public var typography: [String: TypographyToken]
    public var space: [String: Double]
    public var radius: [String: Double]
    public var touch: TouchTokens
    public var contrastPairs: [ContrastPair]

    package init(
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
package struct ColorToken: Hashable, Sendable {
    package var light: Color
    package var dark: Color
    package var highContrastLight: Color?
    package var highContrastDark: Color?

    package init(light: Color, dark: Color, highContrastLight: Color? = nil, highContrastDark: Color? = nil) {
        self.light = light
        self.dark = dark
        self.highContrastLight = highContrastLight
        self.highContrastDark = highContrastDark
    }

    /// The colour in `mode`, falling back from a missing high-contrast value to its base mode.
    package func value(in mode: ThemeMode) -> Color {
        switch mode {
        case .light: return light
        case .dark: return dark
        case .highContrastLight: return highContrastLight ?? light
        case .highContrastDark: return highContrastDark ?? dark
        }
    }

    /// The high-contrast modes that have no value of their own.
    package var missingModes: [ThemeMode] {
        var modes: [ThemeMode] = []
        if highContrastLight == nil { modes.append(.highContrastLight) }
        if highContrastDark == nil { modes.append(.highContrastDark) }
        return modes
    }
}

/// A text style: family, weight, size and line height in points at text scale 1, the largest text scale it
/// follows, and the Apple text style it scales as (docs/spec.md, "Text sizes").
public struct TypographyToken: Hashable, Sendable {
    /// The cap a multiplier meets when a style writes no `maxScale`.
    public static let defaultMaxScale = 3.1

    public var family: String
    public var size: Double
    public var lineHeight: Double
    public var weight: FontWeight
    /// The project's own cap on how far this style grows, as a multiple of `size` (as Dynamic Type caps some
    /// styles); nil when not written: multipliers then stop at `defaultMaxScale`, platform sizes not at all.
    public var maxScale: Double?
    /// The Apple text style whose Dynamic Type sizes this style follows (`"dynamicType": "body"`); nil: the
    /// style's name when it is one of Apple's (`body`, `caption2`), else Body, as `UIFontMetrics.default` scales.
    public var dynamicType: DynamicTypeStyle?

    public init(family: String, size: Double, lineHeight: Double, weight: FontWeight, maxScale: Double? = nil,
                dynamicType: DynamicTypeStyle? = nil) {
        self.family = family
        self.size = size
        self.lineHeight = lineHeight
        self.weight = weight
        self.maxScale = maxScale
        self.dynamicType = dynamicType
    }

    /// The multiplier actually applied for a requested multiplier (`matrix.textScales` numbers).
    public func effectiveScale(_ textScale: Double) -> Double { min(textScale, maxScale ?? Self.defaultMaxScale) }
}

/// Touch-target minimums in points (WCAG 2.5.8 and platform guidance).
public struct TouchTokens: Hashable, Sendable {
    /// 44 when the tokens write none (controls are at least this tall).
    public var minTarget: Double
    public var minSpacing: Double
    /// Whether the tokens write `minTarget`: only then does it replace the platform's minimum in the audits.
    package var isMinTargetWritten: Bool

    /// `minTarget` nil: not written (44 for control sizes; the audits take each platform's).
    public init(minTarget: Double? = nil, minSpacing: Double = 8) {
        self.minTarget = minTarget ?? 44
        self.minSpacing = minSpacing
        isMinTargetWritten = minTarget != nil
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
