import ProofsheetJSON

extension HStackNode {
    /// The keys a `hstack` node takes beside the common ones (docs/spec.md): what the decoder accepts and what
    /// docs/schema/screen.schema.json says of them.
    package static let keyTable = JSONKeyTable("Container: children along the reading direction (from the right in RTL locales).", [
        JSONKey("children", .json(##"{"type": "array", "items": {"$ref": "#/$defs/node"}}"##), "Child nodes, in order."),
        JSONKey("spacing", .ref("spacing"), "Space between children: points or a space token. Default 0."),
        JSONKey("alignment", .oneOf(["top", "center", "bottom", "fill"]), default: "center", "Vertical placement of children: top/center/bottom, or fill to stretch them. Default center."),
    ])
}
