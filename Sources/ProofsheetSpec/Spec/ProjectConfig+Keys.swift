import ProofsheetJSON

extension ProjectConfig {
    /// The top-level keys of proofsheet.json; each section decoded by another type is a `$defs` entry of the generated schema.
    package static let keyTable = JSONKeyTable([
        JSONKey("projectRoot", .string, default: "..", "The project's root, relative to this file; no path may leave it, and it must exist. Default \"..\" (the config sits in layouts/ of the project)."),
        JSONKey("paths", .object(ProjectConfig.pathKeyTable), "Where the project's files live, all relative to this file."),
        JSONKey("fonts", .json(#"{"type": "object", "additionalProperties": {"type": "object", "minProperties": 1, "additionalProperties": false, "description": "A font family: a fallback chain per weight. A text draws the chain of the weight CSS Fonts 4 §5.2 picks for the weight it asks for (docs/fonts.md).", "patternProperties": {"^(thin|extraLight|light|regular|medium|semibold|bold|extraBold|black|[1-9][0-9]{0,2}|1000)$": {"type": "array", "minItems": 1, "items": {"type": "string"}, "description": "Font files for this weight (a keyword of CSS Fonts 4 §2.2's table or a number from 1 to 1000), first choice first."}}}}"#), "Font family → weight → fallback chain of font files (in paths.fonts). Default: the device's platform default, sans with Noto Sans and Noto Sans Arabic UI on iOS, Roboto and Noto Naskh Arabic UI on Android (docs/fonts.md)."),
        JSONKey("devices", .json(##"{"type": "object", "minProperties": 1, "additionalProperties": {"anyOf": [{"$ref": "#/$defs/device"}, {"$ref": "#/$defs/devicePreset"}, {"$ref": "#/$defs/presetWithOverrides"}]}}"##), "Device name → screen size in points, pixel scale and safe-area insets, the name of a built-in preset, or a preset with overrides (`{ \"preset\": \"pixel7\", \"navigation\": \"threeButton\" }`). Default: phone 390 × 844 @2x."),
        JSONKey("matrix", .object(ProjectConfig.matrixKeyTable), "Which cells to render: screens × devices × locales × modes × text scales × orientations."),
        JSONKey("diff", .ref("diff"), ""),
        JSONKey("audits", .ref("audits"), ""),
        JSONKey("store", .ref("store"), ""),
        JSONKey("strings", .ref("strings"), ""),
        JSONKey("tokens", .ref("tokens"), ""),
        JSONKey("golden", .object(ProjectConfig.goldenKeyTable), "How goldens are stored (docs/goldens.md, \"Manifest store\")."),
    ])

    /// proofsheet.json `paths`.
    package static let pathKeyTable = JSONKeyTable([
        JSONKey("screens", .string, default: "screens", "Folder of screens/<id>.json. Relative to proofsheet.json; must stay inside projectRoot. Default \"screens\"."),
        JSONKey("tokens", .string, default: "tokens.json", "The design tokens file. Relative to proofsheet.json; must stay inside projectRoot. Default \"tokens.json\"."),
        JSONKey("strings", .string, default: "strings", "Folder of strings/<locale>.json. Relative to proofsheet.json; must stay inside projectRoot. Default \"strings\"."),
        JSONKey("assets", .string, default: "assets", "Folder of PNG images referenced by screens. Relative to proofsheet.json; must stay inside projectRoot. Default \"assets\"."),
        JSONKey("components", .string, default: "components", "Folder of component files (<name>.json) used by screens. Relative to proofsheet.json; must stay inside projectRoot; need not exist. Default \"components\"."),
        JSONKey("fonts", .string, "Folder of font files. Relative to proofsheet.json; must stay inside projectRoot. Default: the fonts installed with proofsheet (PREFIX/share/proofsheet/fonts)."),
        JSONKey("golden", .string, default: "../golden", "Folder of golden PNGs. Relative to proofsheet.json; must stay inside projectRoot. Default \"../golden\"."),
        JSONKey("output", .string, default: "../.proofsheet", "Folder for renders and reports. Relative to proofsheet.json; must stay inside projectRoot. Default \"../.proofsheet\"."),
    ])

    /// proofsheet.json `matrix`.
    package static let matrixKeyTable = JSONKeyTable([
        JSONKey("screens", .json(#"{"anyOf": [{"const": "all", "description": "Every screen."}, {"type": "array", "items": {"type": "string"}, "description": "Screen ids."}]}"#), default: "all", "\"all\" or a list of screen ids. Default \"all\"."),
        JSONKey("devices", .json(#"{"type": "array", "minItems": 1, "items": {"type": "string"}}"#), "Device names from `devices`, or built-in preset names (iPad, iPhone15, iPhone15ProMax, iPhoneSE, largePhone, phone, smallPhone, tablet, androidSmall, pixel7, pixel7Pro, pixelTablet). Default: every device."),
        JSONKey("locales", .json(#"{"type": "array", "items": {"type": "string"}}"#), "Locales (strings file names without .json), e.g. en, ar. Direction comes from the language subtag. Default: every strings file."),
        JSONKey("modes", .json(#"{"type": "array", "minItems": 1, "items": {"enum": ["light", "dark", "highContrastLight", "highContrastDark"]}}"#), "Theme modes. Default: all four."),
        JSONKey("textScales", .json(#"{"type": "array", "minItems": 1, "items": {"oneOf": [{"type": "number", "minimum": 0.5, "maximum": 4}, {"enum": ["xSmall", "small", "medium", "large", "xLarge", "xxLarge", "xxxLarge", "AX1", "AX2", "AX3", "AX4", "AX5"]}, {"type": "string", "pattern": "^fs(0\\.(8[5-9]|9[0-9]?)|1(\\.[0-9]{1,2})?|2(\\.00?)?)$"}]}}"#), "Text sizes: multipliers from 0.5 to 4, iOS Dynamic Type sizes (xSmall … AX5) or Android font scales (fs0.85 … fs2.0); docs/spec.md, \"Text sizes\". Default [1.0]."),
        JSONKey("orientations", .json(#"{"type": "array", "minItems": 1, "items": {"enum": ["portrait", "landscape"]}}"#), "Orientations; landscape swaps width and height and uses the device's landscapeSafeArea. Default [\"portrait\"]."),
        JSONKey("boldText", .json(#"{"type": "array", "minItems": 1, "items": {"type": "boolean"}}"#), "Bold Text off and/or on: [false, true] draws every cell twice (docs/spec.md, \"Bold Text\"). Default [false]."),
    ])

    /// proofsheet.json `golden`.
    package static let goldenKeyTable = JSONKeyTable([
        JSONKey("store", .cases(of: GoldenStoreKind.self), "\"png\": one stamped PNG per cell below paths.golden (default). \"manifest\": one JSON file per screen in <paths.golden>/manifest/ with each cell's pixel hash, size, stamp and findings summary; expected images are re-rendered from git (check --base REV)."),
    ])

    /// A device given by its size (`devices.<name>`).
    package static let deviceKeyTable = JSONKeyTable("A device: size in points, pixel scale and safe-area insets. The canvas (points × scale) must fit 16,384 px per side and 64 megapixels.", [
        JSONKey("width", .number(exclusiveMinimum: 0, maximum: 100000), required: true, "Width in points (> 0)."),
        JSONKey("height", .number(exclusiveMinimum: 0, maximum: 100000), required: true, "Height in points (> 0)."),
        JSONKey("scale", .number(exclusiveMinimum: 0, maximum: 8), default: 1, "Pixels per point (> 0, at most 8). Default 1."),
        JSONKey("safeArea", .object(ProjectConfig.safeAreaKeyTable), "Safe-area insets in points; each defaults to 0."),
        JSONKey("landscapeSafeArea", .object(ProjectConfig.safeAreaKeyTable), "Safe-area insets in points when the device is held in landscape; required for landscape cells. Each defaults to 0."),
        JSONKey("platform", .json(#"{"type": "string", "enum": ["ios", "android"]}"#), default: "ios", "The system the device runs: picks system bars, control styles, default fonts and icons, touch-target size, default digits and store frame (docs/platforms.md). Default \"ios\"."),
        JSONKey("navigation", .json(#"{"type": "string", "enum": ["gesture", "threeButton"]}"#), default: "gesture", "Android's navigation: a gesture handle over a 24 dp inset, or Back, Home and Overview buttons in a 48 dp bar (a 48 dp column on the right of a phone in landscape) (docs/platforms.md). Android devices only. Default \"gesture\"."),
    ], rules: [
        .rule("if", #"{"not": {"required": ["platform"], "properties": {"platform": {"const": "android"}}}}"#),
        .rule("then", #"{"not": {"required": ["navigation"]}}"#),
    ])

    /// A device's `safeArea` and `landscapeSafeArea` insets.
    package static let safeAreaKeyTable = JSONKeyTable([
        JSONKey("top", .number(minimum: 0, maximum: 100000), default: 0, "Top inset in points. Default 0."),
        JSONKey("bottom", .number(minimum: 0, maximum: 100000), default: 0, "Bottom inset in points. Default 0."),
        JSONKey("leading", .number(minimum: 0, maximum: 100000), default: 0, "Leading inset in points. Default 0."),
        JSONKey("trailing", .number(minimum: 0, maximum: 100000), default: 0, "Trailing inset in points. Default 0."),
    ])

    /// A device given as a preset with overrides.
    package static let presetKeyTable = JSONKeyTable("A built-in device with overrides: `{ \"preset\": \"pixel7\", \"navigation\": \"threeButton\" }`.", [
        JSONKey("preset", .ref("devicePreset"), required: true, ""),
        JSONKey("navigation", .json(#"{"type": "string", "enum": ["gesture", "threeButton"]}"#), default: "gesture", "Android's navigation: a gesture handle over a 24 dp inset, or Back, Home and Overview buttons in a 48 dp bar (a 48 dp column on the right of a phone in landscape) (docs/platforms.md). Android devices only. Default \"gesture\"."),
    ], rules: [
        .rule("if", #"{"required": ["navigation"]}"#),
        .rule("then", ##"{"properties": {"preset": {"$ref": "#/$defs/androidDevicePreset"}}}"##),
    ])
}
