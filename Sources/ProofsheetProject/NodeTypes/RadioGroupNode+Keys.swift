import ProofsheetJSON

extension RadioGroupNode {
    /// The keys a `radioGroup` node takes beside the common ones (docs/spec.md): what the decoder accepts and what
    /// docs/schema/screen.schema.json says of them.
    package static let keyTable = JSONKeyTable("Control: a group of options of which exactly one is selected, one row (touch target) per option.", [
        JSONKey("label", .ref("text"), "The group's caption (a text); names the group for screen readers."),
        JSONKey("options", ["type": "array", "minItems": 1, "items": JSONSchemaFragment.object(RadioOption.keyTable).value], required: true, "The options, in order; at least one; no value twice."),
        JSONKey("selected", .string, required: true, "The value of the one selected option (must name an option)."),
        JSONKey("disabled", .boolean, default: false, "Render every option disabled."),
    ])
}
