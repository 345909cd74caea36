import ProofsheetJSON

extension ChipGroupNode {
    /// The keys a `chipGroup` node takes beside the common ones (docs/spec.md): what the decoder accepts and what
    /// docs/schema/screen.schema.json says of them.
    package static let keyTable = JSONKeyTable("Container: chips (or any nodes) in rows that wrap: the fewest rows, of equal count, whose widest row fits; 8 points apart.", [
        JSONKey("children", .json(##"{"type": "array", "minItems": 1, "items": {"$ref": "#/$defs/node"}}"##), required: true, "The chips, in reading order; at least one."),
    ])
}
