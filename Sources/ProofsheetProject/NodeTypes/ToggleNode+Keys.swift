import ProofsheetJSON

extension ToggleNode {
    /// The keys a `toggle` node takes beside the common ones (docs/spec.md): what the decoder accepts and what
    /// docs/schema/screen.schema.json says of them.
    package static let keyTable = JSONKeyTable("Control: a labelled on/off switch.", [
        JSONKey("label", .ref("text"), "The toggle's label (a text)."),
        JSONKey("on", .boolean, default: false, "Whether the switch is on."),
        JSONKey("disabled", .boolean, default: false, "Render disabled."),
    ])
}
