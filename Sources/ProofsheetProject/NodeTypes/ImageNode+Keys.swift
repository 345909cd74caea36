import ProofsheetJSON

extension ImageNode {
    /// The keys a `image` node takes beside the common ones (docs/spec.md): what the decoder accepts and what
    /// docs/schema/screen.schema.json says of them.
    package static let keyTable = JSONKeyTable("Leaf: a PNG from the assets folder.", [
        JSONKey("src", .json(#"{"type": "string", "minLength": 1, "pattern": "^(?!/)(?!(?:.*/)?\\.\\.(?:/|$))"}"#), required: true, "A PNG path relative to paths.assets; no absolute paths and no '..'."),
        JSONKey("contentMode", .oneOf(["fill", "fit"]), default: "fill", "fill covers the frame (cropping), fit shows the whole image. Default fill."),
        JSONKey("scrim", .object(scrimKeyTable), "A colour laid over the image, e.g. to keep text on it readable."),
    ])

    /// A colour laid over the image, e.g. to keep text on it readable.
    package static let scrimKeyTable = JSONKeyTable([
        JSONKey("color", .ref("colorRole"), required: true, "The scrim's colour role."),
        JSONKey("opacity", .number(minimum: 0, maximum: 1), default: 0.4, "Scrim opacity, 0 to 1. Default 0.4."),
    ])
}
