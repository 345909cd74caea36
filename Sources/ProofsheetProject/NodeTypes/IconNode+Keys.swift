import ProofsheetJSON

extension IconNode {
    /// The keys a `icon` node takes beside the common ones (docs/spec.md): what the decoder accepts and what
    /// docs/schema/screen.schema.json says of them.
    package static let keyTable = JSONKeyTable("Leaf: a built-in vector icon.", [
        JSONKey("name", .ref("icon"), required: true, "The built-in icon; directional icons mirror in RTL."),
        JSONKey("size", .ref("positivePoints"), default: 24, "Icon size in points. Default 24."),
        JSONKey("color", .ref("colorRole"), default: "textPrimary", "Icon colour role. Default textPrimary."),
    ])
}
