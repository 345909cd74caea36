import ProofsheetJSON

extension ScrollNode {
    /// The keys a `scroll` node takes beside the common ones (docs/spec.md): what the decoder accepts and what
    /// docs/schema/screen.schema.json says of them.
    package static let keyTable = JSONKeyTable("Container: a vstack whose content may be taller than its frame; clips.", [
        JSONKey("children", .json(##"{"type": "array", "items": {"$ref": "#/$defs/node"}}"##), "Child nodes, in order."),
        JSONKey("spacing", .ref("spacing"), "Space between children: points or a space token. Default 0."),
    ])
}
