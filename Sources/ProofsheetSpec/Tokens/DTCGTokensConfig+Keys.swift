import ProofsheetJSON

extension DTCGTokensConfig {
    /// proofsheet.json `tokens` (docs/tokens.md).
    package static let keyTable = JSONKeyTable("Design tokens from W3C DTCG files (Design Tokens Format Module 2025.10) instead of tokens.json (docs/tokens.md). With this section, paths.tokens must not be set.", [
        JSONKey("format", .json(#"{"const": "dtcg"}"#), required: true, "The token file format."),
        JSONKey("modes", .object(DTCGTokensConfig.modeKeyTable), required: true, "The token files of each theme mode; light and dark are required, a high-contrast mode without files uses its base mode's colours."),
        JSONKey("colors", .json(#"{"type": "object", "additionalProperties": {"type": "string", "description": "A token path such as color.text.primary (or written as an alias, {color.text.primary}).", "pattern": "^\\{?[^{}.$][^{}.]*(\\.(\\$root|[^{}.$][^{}.]*))*\\}?$"}}"#), "Colour role → the colour token it is, looked up in every mode."),
        JSONKey("typography", .json(#"{"type": "object", "additionalProperties": {"oneOf": [{"type": "string", "description": "A token path such as color.text.primary (or written as an alias, {color.text.primary}).", "pattern": "^\\{?[^{}.$][^{}.]*(\\.(\\$root|[^{}.$][^{}.]*))*\\}?$"}, {"type": "object", "additionalProperties": false, "required": ["token"], "properties": {"token": {"type": "string", "description": "A token path such as color.text.primary (or written as an alias, {color.text.primary}).", "pattern": "^\\{?[^{}.$][^{}.]*(\\.(\\$root|[^{}.$][^{}.]*))*\\}?$"}, "maxScale": {"type": "number", "exclusiveMinimum": 0, "maximum": 100000, "description": "The largest growth applied to this style, as a multiple of its size (default 3.1 for multipliers, none at platform text sizes)."}, "dynamicType": {"enum": ["largeTitle", "title1", "title2", "title3", "headline", "body", "callout", "subheadline", "footnote", "caption1", "caption2"], "description": "The Apple text style this style follows at iOS Dynamic Type sizes."}}}]}}"#), "Text style → its typography token, or {token, maxScale}."),
        JSONKey("space", .json(#"{"type": "object", "additionalProperties": {"type": "string", "description": "A token path such as color.text.primary (or written as an alias, {color.text.primary}).", "pattern": "^\\{?[^{}.$][^{}.]*(\\.(\\$root|[^{}.$][^{}.]*))*\\}?$"}}"#), "Space token name → its dimension token."),
        JSONKey("radius", .json(#"{"type": "object", "additionalProperties": {"type": "string", "description": "A token path such as color.text.primary (or written as an alias, {color.text.primary}).", "pattern": "^\\{?[^{}.$][^{}.]*(\\.(\\$root|[^{}.$][^{}.]*))*\\}?$"}}"#), "Radius token name → its dimension token."),
        JSONKey("touch", .object(DTCGTokensConfig.touchKeyTable), "Touch-target minimums as dimension tokens (defaults 44 and 8 points)."),
        JSONKey("contrastPairs", .json(#"{"type": "array", "items": {"type": "object", "required": ["foreground", "background"], "additionalProperties": false, "description": "A foreground role checked against one or more background roles.", "properties": {"foreground": {"type": "string", "description": "A colour role from `colors`."}, "background": {"description": "A colour role from `colors`, or a list of them. A translucent background is measured composited over surface, then background.", "anyOf": [{"type": "string", "description": "A colour role."}, {"type": "array", "items": {"type": "string"}, "description": "Colour roles."}]}, "kind": {"enum": ["text", "largeText", "nonText"], "description": "Which WCAG 2.2 AA threshold applies: text 4.5:1, largeText 3:1, nonText 3:1. Default text.", "default": "text"}}}}"#), "As in tokens.json: Foreground/background role pairs `proofsheet tokens` checks for contrast in every mode (WCAG 2.2 AA)."),
    ])

    /// `tokens.modes`: the token files of each theme mode.
    package static let modeKeyTable = JSONKeyTable([
        JSONKey("light", .json(#"{"oneOf": [{"type": "string", "description": "A DTCG token file, relative to proofsheet.json; must stay inside projectRoot."}, {"type": "array", "minItems": 1, "items": {"type": "string", "description": "A DTCG token file, relative to proofsheet.json; must stay inside projectRoot."}}]}"#), required: true, "One DTCG token file or a set of them, merged (a token defined in two files of a set is an error)."),
        JSONKey("dark", .json(#"{"oneOf": [{"type": "string", "description": "A DTCG token file, relative to proofsheet.json; must stay inside projectRoot."}, {"type": "array", "minItems": 1, "items": {"type": "string", "description": "A DTCG token file, relative to proofsheet.json; must stay inside projectRoot."}}]}"#), required: true, "One DTCG token file or a set of them, merged (a token defined in two files of a set is an error)."),
        JSONKey("highContrastLight", .json(#"{"oneOf": [{"type": "string", "description": "A DTCG token file, relative to proofsheet.json; must stay inside projectRoot."}, {"type": "array", "minItems": 1, "items": {"type": "string", "description": "A DTCG token file, relative to proofsheet.json; must stay inside projectRoot."}}]}"#), "One DTCG token file or a set of them, merged (a token defined in two files of a set is an error)."),
        JSONKey("highContrastDark", .json(#"{"oneOf": [{"type": "string", "description": "A DTCG token file, relative to proofsheet.json; must stay inside projectRoot."}, {"type": "array", "minItems": 1, "items": {"type": "string", "description": "A DTCG token file, relative to proofsheet.json; must stay inside projectRoot."}}]}"#), "One DTCG token file or a set of them, merged (a token defined in two files of a set is an error)."),
    ])

    /// A text style of `tokens.typography` given as an object.
    package static let styleKeyTable = JSONKeyTable([
        JSONKey("token", .json(#"{"type": "string", "pattern": "^\\{?[^{}.$][^{}.]*(\\.(\\$root|[^{}.$][^{}.]*))*\\}?$"}"#), required: true, "A token path such as color.text.primary (or written as an alias, {color.text.primary})."),
        JSONKey("maxScale", .number(exclusiveMinimum: 0, maximum: 100000), "The largest growth applied to this style, as a multiple of its size (default 3.1 for multipliers, none at platform text sizes)."),
        JSONKey("dynamicType", .cases(of: DynamicTypeStyle.self), "The Apple text style this style follows at iOS Dynamic Type sizes."),
    ])

    /// `tokens.touch`.
    package static let touchKeyTable = JSONKeyTable([
        JSONKey("minTarget", .json(#"{"type": "string", "pattern": "^\\{?[^{}.$][^{}.]*(\\.(\\$root|[^{}.$][^{}.]*))*\\}?$"}"#), "A token path such as color.text.primary (or written as an alias, {color.text.primary})."),
        JSONKey("minSpacing", .json(#"{"type": "string", "pattern": "^\\{?[^{}.$][^{}.]*(\\.(\\$root|[^{}.$][^{}.]*))*\\}?$"}"#), "A token path such as color.text.primary (or written as an alias, {color.text.primary})."),
    ])

    /// One pair of `tokens.contrastPairs`.
    package static let contrastPairKeyTable = JSONKeyTable([
        JSONKey("foreground", .string, required: true, "A colour role from `colors`."),
        JSONKey("background", .json(#"{"anyOf": [{"type": "string", "description": "A colour role."}, {"type": "array", "items": {"type": "string"}, "description": "Colour roles."}]}"#), required: true, "A colour role from `colors`, or a list of them. A translucent background is measured composited over surface, then background."),
        JSONKey("kind", .oneOf(["text", "largeText", "nonText"]), default: "text", "Which WCAG 2.2 AA threshold applies: text 4.5:1, largeText 3:1, nonText 3:1. Default text."),
    ])
}
