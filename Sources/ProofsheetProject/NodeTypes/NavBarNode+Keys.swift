import ProofsheetJSON

extension NavBarNode {
    /// The keys a `navBar` node takes beside the common ones (docs/spec.md): what the decoder accepts and what
    /// docs/schema/screen.schema.json says of them.
    package static let keyTable = JSONKeyTable("Control: a navigation bar with title, back button and actions.", [
        JSONKey("title", .ref("text"), "The bar's title (a text)."),
        JSONKey("back", .boolean, default: false, "Show a back button."),
        JSONKey("actions", .json(##"{"type": "array", "items": {"$ref": "#/$defs/node", "description": "An iconButton node.", "properties": {"type": {"const": "iconButton", "description": "navBar actions must be iconButton nodes."}}}}"##), "Action buttons: iconButton nodes only."),
        JSONKey("variant", .cases(of: AppBarVariant.self), default: "small", "The Material 3 top app bar drawn on Android devices: small (64 dp, default), centerAligned (64 dp, title centred), medium (112 dp), large (152 dp). iOS draws its bar and large title for each (docs/platform-controls.md)."),
    ])
}
