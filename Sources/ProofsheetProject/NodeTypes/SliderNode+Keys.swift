import ProofsheetJSON

extension SliderNode {
    /// The keys a `slider` node takes beside the common ones (docs/spec.md): what the decoder accepts and what
    /// docs/schema/screen.schema.json says of them.
    package static let keyTable = JSONKeyTable("Control: a value in a range on a track (a thumb, an active and an inactive part; Material tick marks at each step).", [
        JSONKey("value", .number, required: true, "The value, from min to max (required)."),
        JSONKey("min", .number, default: 0, "The range's minimum. Default 0."),
        JSONKey("max", .number, default: 1, "The range's maximum; greater than min. Default 1."),
        JSONKey("step", .number(exclusiveMinimum: 0), "The distance between allowed values; must divide max - min into at most 100 steps. Android draws a tick mark at each."),
        JSONKey("label", .ref("text"), "The caption above the track (a text; also the accessible name)."),
        JSONKey("unit", .ref("text"), "Read after the value (\"12 km\"); without it the value is read as the percentage of the range."),
        JSONKey("minIcon", .ref("icon"), "An icon at the minimum's end (leading)."),
        JSONKey("maxIcon", .ref("icon"), "An icon at the maximum's end (trailing)."),
        JSONKey("minLabel", .ref("text"), "A text at the minimum's end (not read: the value says where the thumb is)."),
        JSONKey("maxLabel", .ref("text"), "A text at the maximum's end (not read)."),
        JSONKey("color", .ref("colorRole"), default: "accent", "The active part's (and, on Android, the handle's) colour role. Default accent."),
        JSONKey("valueIndicator", .boolean, default: false, "Android: Material's value indicator, the value in a 28 dp label over the handle (as while dragging). iOS draws none."),
        JSONKey("disabled", .boolean, default: false, "Render disabled."),
    ])
}
