import ProofsheetJSON

extension BadgeNode {
    /// The keys a `badge` node takes beside the common ones (docs/spec.md): what the decoder accepts and what
    /// docs/schema/screen.schema.json says of them.
    package static let keyTable = JSONKeyTable("Control: a small status badge.", [
        JSONKey("tone", .cases(of: BadgeTone.self), default: "neutral", "Colour tone. Default neutral."),
        JSONKey("icon", .ref("icon"), "An icon shown before the label."),
        JSONKey("label", .ref("text"), "The badge's text."),
    ])
}
