import ProofsheetJSON

extension FABNode {
    /// The keys a `fab` node takes beside the common ones (docs/spec.md): what the decoder accepts and what
    /// docs/schema/screen.schema.json says of them.
    package static let keyTable = JSONKeyTable("Control: a floating action button.", [
        JSONKey("icon", .ref("icon"), required: true, "The FAB's icon."),
        JSONKey("label", .ref("text"), "A label after the icon: the extended FAB (a text; also its accessible name when a11y.label is absent)."),
        JSONKey("size", .cases(of: FABSize.self), default: "regular", "Container size: small 40, regular 56, large 96 (dp on Android, points on iOS). Default regular; an extended FAB is 56 high."),
    ])
}
