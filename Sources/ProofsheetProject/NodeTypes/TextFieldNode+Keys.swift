import ProofsheetJSON

extension TextFieldNode {
    /// The keys a `textField` node takes beside the common ones (docs/spec.md): what the decoder accepts and what
    /// docs/schema/screen.schema.json says of them.
    package static let keyTable = JSONKeyTable("Control: a labelled text field.", [
        JSONKey("label", .ref("text"), "The field's label (a text)."),
        JSONKey("placeholder", .ref("text"), "Placeholder shown when empty (a text)."),
        JSONKey("value", .ref("text"), "The entered value (a text)."),
        JSONKey("error", .ref("text"), "An error message shown under the field (a text)."),
        JSONKey("required", .boolean, default: false, "Mark the field as required."),
        JSONKey("variant", .cases(of: TextFieldVariant.self), default: "filled", "The Material 3 text field drawn on Android devices. Default filled. iOS draws its one field style for both (docs/platform-controls.md)."),
    ])
}
