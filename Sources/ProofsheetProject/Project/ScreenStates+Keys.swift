import ProofsheetJSON

extension ScreenStates {
    /// One state of a screen file's `states`.
    package static let stateKeyTable = JSONKeyTable("One state: node overrides merged into the screen's tree before decoding.", [
        JSONKey("title", .string, "The state's title in reports. Default: the screen's title followed by the state name in parentheses."),
        JSONKey("nodes", .json(#"{"type": "object", "minProperties": 1, "propertyNames": {"pattern": "^[A-Za-z0-9_.-]+$"}, "additionalProperties": {"type": ["object", "null"]}}"#), required: true, "Node id (as written in the screen file) → a JSON merge patch of that node (RFC 7396: a member replaces the node's, an object merges into an object member, null removes the member), or null to remove the node. Every id must name a node of the tree; the result is checked like any node."),
    ])
}
