import ProofsheetJSON

extension DividerNode {
    /// The keys a `divider` node takes beside the common ones (docs/spec.md): what the decoder accepts and what
    /// docs/schema/screen.schema.json says of them.
    package static let keyTable = JSONKeyTable("Leaf: a hairline across the stack.", [
        JSONKey("color", .ref("colorRole"), default: "divider", "Line colour role. Default divider."),
        JSONKey("thickness", .ref("positivePoints"), default: 1, "Line thickness in points. Default 1."),
    ])
}
