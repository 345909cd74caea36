import ProofsheetJSON

extension BannerNode {
    /// The keys a `banner` node takes beside the common ones (docs/spec.md): what the decoder accepts and what
    /// docs/schema/screen.schema.json says of them.
    package static let keyTable = JSONKeyTable("An inline message in the flow (e.g. offline), tinted by its tone, with an optional icon and up to two actions.", [
        JSONKey("message", .ref("text"), required: true, "The message."),
        JSONKey("icon", .ref("icon"), "An icon before the message, in the tone's colour."),
        JSONKey("tone", .cases(of: BadgeTone.self), default: "info", "The tone: its tint fills the banner, its colour draws the icon. Default info."),
        JSONKey("actions", .json(##"{"type": "array", "maxItems": 2, "items": {"$ref": "#/$defs/node"}}"##), "Up to two button nodes, in a trailing row under the message."),
    ])
}
