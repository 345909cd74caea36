import ProofsheetJSON

extension SheetNode {
    /// The keys a `sheet` node takes beside the common ones (docs/spec.md): what the decoder accepts and what
    /// docs/schema/screen.schema.json says of them.
    package static let keyTable = JSONKeyTable("Overlay: a modal bottom sheet with a grabber over a scrim, placed over the rest of the screen.", [
        JSONKey("children", .json(##"{"type": "array", "items": {"$ref": "#/$defs/node"}}"##), "The sheet's content, top to bottom."),
        JSONKey("detent", .cases(of: SheetDetent.self), default: "medium", "How far the sheet is raised: medium (half the safe area) or large (the safe area, less 10 pt on iOS). Default medium."),
        JSONKey("grabber", .boolean, default: true, "Draw the grabber (drag handle) at the top of the sheet. Default true."),
        JSONKey("spacing", .ref("spacing"), "Space between children: points or a space token. Default 8."),
    ])
}
