import ProofsheetSpec

/// What the leaf types record of themselves (`NodeKind.recordedProperties`). Names are the ones stored records
/// carry; each property names the JSON keys it is decoded from.

extension TextNode {
    package var recordedProperties: [RecordedProperty] {
        RecordedProperty.list(
            RecordedProperty("source", keys: ["text", "literal", "args", "variants"], source), RecordedProperty("style", style),
            RecordedProperty("colorRole", key: "color", colorRole), RecordedProperty("maxLines", maxLines),
            RecordedProperty("alignment", key: "align", alignment), RecordedProperty("direction", direction),
            RecordedProperty("mustNotTruncate", mustNotTruncate), RecordedProperty("truncation", key: "truncate", truncation))
    }
}

extension IconNode {
    package var recordedProperties: [RecordedProperty] {
        [RecordedProperty("name", name), RecordedProperty("size", size), RecordedProperty("colorRole", key: "color", colorRole)]
    }
}

extension ImageNode {
    package var recordedProperties: [RecordedProperty] {
        RecordedProperty.list(RecordedProperty("src", src), RecordedProperty("contentMode", contentMode), RecordedProperty("scrim", scrim))
    }
}

extension SpacerNode {
    package var recordedProperties: [RecordedProperty] { [RecordedProperty("minLength", minLength)] }
}

extension DividerNode {
    package var recordedProperties: [RecordedProperty] {
        [RecordedProperty("colorRole", key: "color", colorRole), RecordedProperty("thickness", thickness)]
    }
}

extension RectNode {
    package var recordedProperties: [RecordedProperty] { [] }
}
