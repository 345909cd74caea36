import ProofsheetJSON

extension SearchFieldNode {
    /// The keys a `searchField` node takes beside the common ones (docs/spec.md): what the decoder accepts and what
    /// docs/schema/screen.schema.json says of them.
    package static let keyTable = JSONKeyTable("Control: a search field (iOS search bar; Material 3 search bar on Android) with a leading magnifier, its text or placeholder, a clear button while it has text, and an optional cancel action.", [
        JSONKey("placeholder", .ref("text"), "Shown in textSecondary while there is no value; the field's accessible name unless a11y.label gives one."),
        JSONKey("value", .ref("text"), "The text typed in the field; a clear button is drawn while there is one."),
        JSONKey("clear", .ref("text"), "The clear button's accessible name (a text). Without it the clear button is unlabelled and audited as missingName."),
        JSONKey("cancel", .ref("text"), "The cancel action's label: iOS draws a text button after the field; Android the search view's back arrow before the text, named by it."),
    ])
}
