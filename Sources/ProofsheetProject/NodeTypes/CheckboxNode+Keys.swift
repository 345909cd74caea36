import ProofsheetJSON

extension CheckboxNode {
    /// The keys a `checkbox` node takes beside the common ones (docs/spec.md): what the decoder accepts and what
    /// docs/schema/screen.schema.json says of them.
    package static let keyTable = JSONKeyTable("Control: a checkbox (checked, unchecked or mixed) before its label; the whole row is the touch target.", [
        JSONKey("label", .ref("text"), "The checkbox's label (a text); also its accessible name."),
        JSONKey("checked", .json(#"{"enum": [true, false, "mixed"]}"#), default: false, "true (checked), false (unchecked) or \"mixed\" (indeterminate). Default false."),
        JSONKey("disabled", .boolean, default: false, "Render disabled."),
        JSONKey("error", .ref("text"), "A validation message shown under the row (a text); the box is drawn in `danger`."),
    ])
}
