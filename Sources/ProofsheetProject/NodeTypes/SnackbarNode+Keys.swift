import ProofsheetJSON

extension SnackbarNode {
    /// The keys a `snackbar` node takes beside the common ones (docs/spec.md): what the decoder accepts and what
    /// docs/schema/screen.schema.json says of them.
    package static let keyTable = JSONKeyTable("A message in a bar over the screen, above its bottom bar (not modal), with an optional text action; a snackbar without an action is a design doc's toast.", [
        JSONKey("message", .ref("text"), required: true, "The message."),
        JSONKey("action", .ref("text"), "The action's label, drawn as a text button at the trailing end."),
    ])
}
