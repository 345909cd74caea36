import ProofsheetJSON

extension CardNode {
    /// The keys a `card` node takes beside the common ones (docs/spec.md): what the decoder accepts and what
    /// docs/schema/screen.schema.json says of them.
    package static let keyTable = JSONKeyTable("Container styled as a card, laid out as a vstack. Defaults: background surface, cornerRadius lg (or 12), padding lg (or 16), border `border` 1 pt.", [
        JSONKey("children", .json(##"{"type": "array", "items": {"$ref": "#/$defs/node"}}"##), "Child nodes, in order."),
        JSONKey("spacing", .ref("spacing"), "Space between children: points or a space token. Default the `sm` space token (or 8)."),
        JSONKey("alignment", .oneOf(["leading", "center", "trailing", "fill"]), default: "fill", "How children are placed across the stack: leading/center/trailing, or fill to stretch them to the stack's width. Default fill."),
    ])
}
