import ProofsheetJSON

extension ProgressNode {
    /// The keys a `progress` node takes beside the common ones (docs/spec.md): what the decoder accepts and what
    /// docs/schema/screen.schema.json says of them.
    package static let keyTable = JSONKeyTable("Control: a progress bar.", [
        JSONKey("value", .ref("unit"), required: true, "Progress from 0 to 1."),
        JSONKey("label", .ref("text"), "A label for the bar (a text; also its accessible name)."),
        JSONKey("color", .ref("colorRole"), default: "accent", "Bar colour role. Default accent."),
    ])
}
