import ProofsheetJSON

extension SegmentedNode {
    /// The keys a `segmented` node takes beside the common ones (docs/spec.md): what the decoder accepts and what
    /// docs/schema/screen.schema.json says of them.
    package static let keyTable = JSONKeyTable("Control: a segmented picker.", [
        JSONKey("options", .json(##"{"type": "array", "minItems": 1, "items": {"$ref": "#/$defs/text"}}"##), required: true, "The segments' labels (texts); at least one."),
        JSONKey("selected", .integer(minimum: 0), default: 0, "Index of the selected option (from 0; must be less than the number of options). Default 0."),
    ])
}
