import ProofsheetJSON

extension ZStackNode {
    /// The keys a `zstack` node takes beside the common ones (docs/spec.md): what the decoder accepts and what
    /// docs/schema/screen.schema.json says of them.
    package static let keyTable = JSONKeyTable("Container: children layered, later children on top.", [
        JSONKey("children", .json(##"{"type": "array", "items": {"$ref": "#/$defs/node"}}"##), "Child nodes; later children are drawn on top."),
        JSONKey("alignment", .cases(of: StackAlignment.self), default: "center", "Where children sit in the stack's frame. Default center."),
    ])
}
