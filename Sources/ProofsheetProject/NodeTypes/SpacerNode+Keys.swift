import ProofsheetJSON

extension SpacerNode {
    /// The keys a `spacer` node takes beside the common ones (docs/spec.md): what the decoder accepts and what
    /// docs/schema/screen.schema.json says of them.
    package static let keyTable = JSONKeyTable("Leaf: takes free space in a stack (flex 1).", [
        JSONKey("minLength", .ref("points"), default: 0, "The least length in points. Default 0."),
    ])
}
