import ProofsheetJSON

extension IconButtonNode {
    /// The keys a `iconButton` node takes beside the common ones (docs/spec.md): what the decoder accepts and what
    /// docs/schema/screen.schema.json says of them.
    package static let keyTable = JSONKeyTable("Control: an icon-only button; its accessible name is `a11y.label` (a missing label renders and becomes an audit finding).", [
        JSONKey("icon", .ref("icon"), required: true, "The built-in icon."),
        JSONKey("color", .ref("colorRole"), "Icon colour role."),
    ])
}
