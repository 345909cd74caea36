import ProofsheetJSON

extension DialogNode {
    /// The keys a `dialog` node takes beside the common ones (docs/spec.md): what the decoder accepts and what
    /// docs/schema/screen.schema.json says of them.
    package static let keyTable = JSONKeyTable("Overlay: an alert (title, message, up to three actions) over a scrim, or a full-screen dialog, placed over the rest of the screen.", [
        JSONKey("title", .ref("text"), "The dialog's title: a heading, and the modal's name unless a11y.label gives one."),
        JSONKey("message", .ref("text"), "The message under the title."),
        JSONKey("actions", .json(##"{"type": "array", "maxItems": 3, "items": {"$ref": "#/$defs/node"}}"##), "Up to three button nodes, drawn as written (docs/spec.md \"Overlays\")."),
        JSONKey("variant", .cases(of: DialogVariant.self), default: "alert", "alert: a centred card over a scrim; fullScreen: covers the screen, its actions in a top bar. Default alert."),
    ])
}
