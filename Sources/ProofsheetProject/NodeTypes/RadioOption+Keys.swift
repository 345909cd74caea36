import ProofsheetJSON

extension RadioOption {
    /// One element of `options`.
    package static let keyTable = JSONKeyTable([
        JSONKey("value", .string, required: true, "What `selected` names this option by; unique in the group."),
        JSONKey("label", .ref("text"), required: true, "The option's label (a text)."),
        JSONKey("disabled", .boolean, default: false, "The option cannot be chosen."),
    ])
}
