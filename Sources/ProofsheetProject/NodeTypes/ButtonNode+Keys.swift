import ProofsheetJSON

extension ButtonNode {
    /// The keys a `button` node takes beside the common ones (docs/spec.md): what the decoder accepts and what
    /// docs/schema/screen.schema.json says of them.
    package static let keyTable = JSONKeyTable("Control: a button.", [
        JSONKey("label", .ref("text"), "The button's text (also its accessible name)."),
        JSONKey("icon", .ref("icon"), "An icon shown before the label."),
        JSONKey("variant", .oneOf(["primary", "secondary", "tonal", "destructive", "plain"]), default: "primary", "Visual style. Default primary. tonal: a tinted button (accentTint fill, accent ink; Material's filled tonal button on Android). On Android: primary filled, secondary outlined, plain a text button (docs/platform-controls.md)."),
        JSONKey("disabled", .boolean, default: false, "Render disabled."),
    ])
}
