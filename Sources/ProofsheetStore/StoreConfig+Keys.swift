import ProofsheetJSON
import ProofsheetKit
import ProofsheetSpec

extension StoreConfig {
    /// proofsheet.json `store` (docs/store.md).
    package static let keyTable = JSONKeyTable("App-store screenshot drafts drawn by `proofsheet store`: per preset and locale, each shot is a caption over a background with the screen in a device frame. See docs/store.md.", [
        JSONKey("presets", ["type": "array", "minItems": 1, "uniqueItems": true, "items": presetNames],
                default: JSONValue(.array(StorePreset.builtIn.map { .string($0.name) })), "Store sizes to draw, each once. Default: all three (appStore69, appStore65, googlePlayPhone)."),
        JSONKey("device", .string, "The device from `devices` whose screens are framed. Every shot's screen must be drawable on it. Default: the first matrix device."),
        JSONKey("captionStyle", .string, default: "largeTitle", "Typography token in tokens.json whose family and weight the caption uses (its size is the store layout's). Default \"largeTitle\"."),
        JSONKey("subtitleStyle", .string, default: "body", "Typography token in tokens.json whose family and weight the subtitle uses. Default \"body\"."),
        JSONKey("captionMaxLines", .integer(minimum: 2, maximum: 3), default: 2, "Lines the caption may wrap to before it shrinks: 2 or 3. Default 2."),
        JSONKey("background", .ref("storeBackground"), "Background of every shot that sets none: a colour role or a gradient. Default \"background\"."),
        JSONKey("captionColor", .ref("storeColorRole"), "Caption colour role of every shot that sets none. Default \"textPrimary\"."),
        JSONKey("subtitleColor", .ref("storeColorRole"), "Subtitle colour role of every shot that sets none. Default \"textSecondary\", or the caption colour when tokens.json has no textSecondary."),
        JSONKey("shots", .json(##"{"type": "array", "minItems": 1, "maxItems": \##(StoreConfig.maxShots), "items": {"$ref": "#/$defs/storeShot"}}"##), required: true, "The shots in listing order (01, 02, …): 1 to 10, at most 8 when googlePlayPhone is drawn (as it is by default)."),
    ], rules: [
        .rule("if", #"{"anyOf": [{"not": {"required": ["presets"]}}, {"required": ["presets"], "properties": {"presets": {"type": "array", "contains": {"const": "googlePlayPhone"}}}}]}"#),
        .rule("then", #"{"properties": {"shots": {"not": {"minItems": 9}, "errorMessage": "Google Play takes at most 8 shots, and googlePlayPhone is drawn (it is by default); remove shots or list only App Store presets."}}}"#),
    ])

    /// One shot of `store.shots`.
    package static let shotKeyTable = JSONKeyTable("One screenshot of the listing: a screen in a mode, with a caption (and optional subtitle) over a background.", [
        JSONKey("screen", .string, required: true, "A screen id of the project (screens/<id>.json). Required."),
        JSONKey("mode", .cases(of: ThemeMode.self), default: "light", "The theme mode the screen and the colours are drawn in. Default \"light\"."),
        JSONKey("caption", .string, required: true, "String key of the headline; every locale's strings file must have it. Required."),
        JSONKey("subtitle", .string, "String key of the line under the headline; every locale's strings file must have it. Default: none."),
        JSONKey("background", .ref("storeBackground"), "Overrides the section's background for this shot."),
        JSONKey("captionColor", .ref("storeColorRole"), "Overrides the section's caption colour for this shot."),
        JSONKey("subtitleColor", .ref("storeColorRole"), "Overrides the section's subtitle colour for this shot."),
    ], rules: [
        .rule("defaultSnippets", #"[{"label": "shot", "description": "A screen with a caption and a subtitle.", "body": {"screen": "$1", "caption": "$2", "subtitle": "$3"}}]"#),
    ])

    /// `presets`' values: the built-in presets, each with its size and shot limit.
    private static var presetNames: JSONValue {
        let descriptions = StorePreset.builtIn.map { preset -> JSONValue in
            let exactly = preset.sizeRule == .exact ? " exactly" : ""
            return .string("\(preset.title): \(preset.width) × \(preset.height) px\(exactly); at most \(preset.maxShots) shots.")
        }
        return ["enum": JSONValue(.array(StorePreset.builtIn.map { .string($0.name) })), "enumDescriptions": JSONValue(.array(descriptions))]
    }
}
