import ProofsheetJSON

extension TabBarNode {
    /// The keys a `tabBar` node takes beside the common ones (docs/spec.md): what the decoder accepts and what
    /// docs/schema/screen.schema.json says of them.
    package static let keyTable = JSONKeyTable("Control: a tab bar.", [
        JSONKey("items", .json(##"{"type": "array", "items": {"type": "object", "required": ["icon", "label"], "additionalProperties": false, "description": "One tab.", "properties": {"icon": {"$ref": "#/$defs/icon", "description": "The tab's icon."}, "label": {"$ref": "#/$defs/text", "description": "The tab's label (a text)."}, "selected": {"type": "boolean", "description": "Whether this tab is the current one.", "default": false}}}}"##), required: true, "The tabs, in reading order."),
    ])
}
