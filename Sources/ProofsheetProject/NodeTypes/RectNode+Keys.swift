import ProofsheetJSON

extension RectNode {
    /// The keys a `rect` node takes beside the common ones (docs/spec.md): what the decoder accepts and what
    /// docs/schema/screen.schema.json says of them.
    package static let keyTable = JSONKeyTable("Leaf: a plain box with only the common properties.", [
    ])
}
