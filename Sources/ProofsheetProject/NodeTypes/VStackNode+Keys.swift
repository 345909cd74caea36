import ProofsheetJSON

extension VStackNode {
    /// The keys a `vstack` node takes beside the common ones (docs/spec.md): what the decoder accepts and what
    /// docs/schema/screen.schema.json says of them.
    package static let keyTable = JSONKeyTable("Container: children top to bottom.", [
        JSONKey("children", .json(##"{"type": "array", "items": {"$ref": "#/$defs/node"}}"##), "Child nodes, in order."),
        JSONKey("spacing", .ref("spacing"), "Space between children: points or a space token. Default 0."),
        JSONKey("alignment", .oneOf(["leading", "center", "trailing", "fill"]), default: "fill", "How children are placed across the stack: leading/center/trailing, or fill to stretch them to the stack's width. Default fill."),
    ])
}
