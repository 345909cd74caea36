import ProofsheetJSON

extension DesignTokens {
    /// The top-level keys of tokens.json.
    package static let keyTable = JSONKeyTable([
        JSONKey("colors", .json(##"{"type": "object", "additionalProperties": {"$ref": "#/$defs/colorToken"}}"##), "Colour role → value per theme mode. Roles controls use when present: background, surface, textPrimary, textSecondary, accent, onAccent, danger, onDanger, success, warning, info, border, divider, statusBar, disabledText, disabledSurface, fieldBackground, trackOff, thumb."),
        JSONKey("typography", .json(##"{"type": "object", "additionalProperties": {"$ref": "#/$defs/typographyToken"}}"##), "Text style → font family, size, line height, weight and maxScale. Text nodes default to the style `body`."),
        JSONKey("space", .json(#"{"type": "object", "additionalProperties": {"type": "number", "description": "Points, 0 to 100,000.", "minimum": 0, "maximum": 100000}}"#), "Space token → points (0 to 100,000); used by padding and spacing."),
        JSONKey("radius", .json(#"{"type": "object", "additionalProperties": {"type": "number", "description": "Points, 0 to 100,000.", "minimum": 0, "maximum": 100000}}"#), "Radius token → points (0 to 100,000); used by cornerRadius."),
        JSONKey("touch", .object(DesignTokens.touchKeyTable), "Touch-target rules for the audits."),
        JSONKey("elevation", .json(#"{}"#), "Reserved: accepted and ignored by this version."),
        JSONKey("contrastPairs", .json(##"{"type": "array", "items": {"$ref": "#/$defs/contrastPair"}}"##), "Foreground/background role pairs `proofsheet tokens` checks for contrast in every mode (WCAG 2.2 AA)."),
    ])

    /// tokens.json `touch`.
    package static let touchKeyTable = JSONKeyTable([
        JSONKey("minTarget", .number(exclusiveMinimum: 0, maximum: 100000), default: 44, "Least touch-target side in points (> 0). Default 44."),
        JSONKey("minSpacing", .number(minimum: 0, maximum: 100000), default: 8, "Least gap between touch targets in points. Default 8."),
    ])

    /// A colour token: its value per theme mode.
    package static let colorKeyTable = JSONKeyTable("A colour per theme mode; the high-contrast modes fall back to light/dark when missing.", [
        JSONKey("light", .json(#"{"type": "string", "pattern": "^#(?:[0-9A-Fa-f]{6}|[0-9A-Fa-f]{8})$"}"#), required: true, "Colour in light mode: #RRGGBB or #RRGGBBAA."),
        JSONKey("dark", .json(#"{"type": "string", "pattern": "^#(?:[0-9A-Fa-f]{6}|[0-9A-Fa-f]{8})$"}"#), required: true, "Colour in dark mode: #RRGGBB or #RRGGBBAA."),
        JSONKey("highContrastLight", .json(#"{"type": "string", "pattern": "^#(?:[0-9A-Fa-f]{6}|[0-9A-Fa-f]{8})$"}"#), "Colour in high-contrast light mode; default: the light value."),
        JSONKey("highContrastDark", .json(#"{"type": "string", "pattern": "^#(?:[0-9A-Fa-f]{6}|[0-9A-Fa-f]{8})$"}"#), "Colour in high-contrast dark mode; default: the dark value."),
    ])

    /// A text style.
    package static let typographyKeyTable = JSONKeyTable("A text style. Multipliers scale size and lineHeight, clamped to maxScale; iOS and Android text sizes follow the platforms' tables (docs/spec.md, \"Text sizes\").", [
        JSONKey("family", .json(#"{"type": "string", "examples": ["sans"]}"#), required: true, "A font family from proofsheet.json `fonts`."),
        JSONKey("size", .number(exclusiveMinimum: 0, maximum: 100000), required: true, "Font size in points (> 0)."),
        JSONKey("lineHeight", .number(exclusiveMinimum: 0, maximum: 100000), "Line height in points (> 0). Default: size × 1.3, rounded."),
        JSONKey("weight", .json(#"{"anyOf": [{"enum": ["thin", "extraLight", "light", "regular", "medium", "semibold", "bold", "extraBold", "black"]}, {"type": "integer", "minimum": 1, "maximum": 1000}]}"#), default: "regular", "Font weight: a keyword (CSS Fonts 4 §2.2: thin 100 … regular 400, medium 500, semibold 600, bold 700 … black 900) or a number from 1 to 1000; the face drawn is the family's nearest (CSS Fonts 4 §5.2, docs/fonts.md). Default regular."),
        JSONKey("maxScale", .number(exclusiveMinimum: 0, maximum: 100000), "The largest growth applied to this style, as a multiple of its size (> 0). Default 3.1 for multipliers; no cap at platform text sizes."),
        JSONKey("dynamicType", .cases(of: DynamicTypeStyle.self), "The Apple text style this style follows at iOS Dynamic Type sizes (docs/spec.md, \"Text sizes\"). Default: the style's name when Apple has it, else body."),
    ])

    /// One pair of `contrastPairs`.
    package static let contrastPairKeyTable = JSONKeyTable("A foreground role checked against one or more background roles.", [
        JSONKey("foreground", .string, required: true, "A colour role from `colors`."),
        JSONKey("background", .json(#"{"anyOf": [{"type": "string", "description": "A colour role."}, {"type": "array", "items": {"type": "string"}, "description": "Colour roles."}]}"#), required: true, "A colour role from `colors`, or a list of them. A translucent background is measured composited over surface, then background."),
        JSONKey("kind", .oneOf(["text", "largeText", "nonText"]), default: "text", "Which WCAG 2.2 AA threshold applies: text 4.5:1, largeText 3:1, nonText 3:1. Default text."),
    ])
}
