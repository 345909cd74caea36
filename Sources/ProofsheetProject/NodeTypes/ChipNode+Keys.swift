import ProofsheetJSON

extension ChipNode {
    /// The keys a `chip` node takes beside the common ones (docs/spec.md): what the decoder accepts and what
    /// docs/schema/screen.schema.json says of them.
    package static let keyTable = JSONKeyTable("Control: a compact labelled chip: assist (an action), filter (selected or not, a checkmark when selected) or input (an entered item with a remove button).", [
        JSONKey("label", .ref("text"), required: true, "The chip's label (a text; also its accessible name). Required."),
        JSONKey("variant", .cases(of: ChipVariant.self), default: "assist", "assist (default), filter or input."),
        JSONKey("icon", .ref("icon"), "A leading icon (a selected filter chip shows its checkmark instead)."),
        JSONKey("selected", .boolean, default: false, "A filter chip's state: selected chips show a checkmark and are announced selected. Only for filter chips."),
        JSONKey("removeLabel", .ref("text"), "The accessible name of an input chip's remove button (e.g. \"Remove Running\"). Only for input chips; without it the button is reported as missingName."),
        JSONKey("disabled", .boolean, default: false, "Render disabled."),
    ])
}
