import ProofsheetJSON

extension ListRowNode {
    /// The keys a `listRow` node takes beside the common ones (docs/spec.md): what the decoder accepts and what
    /// docs/schema/screen.schema.json says of them.
    package static let keyTable = JSONKeyTable("Control: a list row with icon, title, subtitle, value and chevron.", [
        JSONKey("icon", .ref("icon"), "A leading icon."),
        JSONKey("title", .ref("text"), "The row's title (a text)."),
        JSONKey("subtitle", .ref("text"), "A second line under the title (a text)."),
        JSONKey("value", .ref("text"), "A value on the trailing side (a text)."),
        JSONKey("chevron", .boolean, default: true, "Show a trailing chevron. Default true."),
    ])
}
