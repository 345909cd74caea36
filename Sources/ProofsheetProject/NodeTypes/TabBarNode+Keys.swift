import ProofsheetJSON

extension TabBarNode {
    /// The keys a `tabBar` node takes beside the common ones (docs/spec.md): what the decoder accepts and what
    /// docs/schema/screen.schema.json says of them.
    package static let keyTable = JSONKeyTable("Control: a tab bar.", [
        JSONKey("items", ["type": "array", "items": JSONSchemaFragment.object(itemKeyTable).value], required: true, "The tabs, in reading order."),
    ])

    /// One element of `items`.
    package static let itemKeyTable = JSONKeyTable("One tab.", [
        JSONKey("icon", .ref("icon"), required: true, "The tab's icon."),
        JSONKey("label", .ref("text"), required: true, "The tab's label (a text)."),
        JSONKey("selected", .boolean, default: false, "Whether this tab is the current one."),
    ])
}
