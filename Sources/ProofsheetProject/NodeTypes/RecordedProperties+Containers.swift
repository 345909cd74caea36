import ProofsheetSpec

/// What the container types record of themselves (`NodeKind.recordedProperties`). Names are the ones stored
/// records carry; each property names the JSON keys it is decoded from.

extension VStackNode {
    package var recordedProperties: [RecordedProperty] {
        [RecordedProperty("spacing", spacing), RecordedProperty("alignment", alignment)]
    }
}

extension HStackNode {
    package var recordedProperties: [RecordedProperty] {
        [RecordedProperty("spacing", spacing), RecordedProperty("alignment", alignment)]
    }
}

extension ZStackNode {
    package var recordedProperties: [RecordedProperty] { [RecordedProperty("alignment", alignment)] }
}

extension ScrollNode {
    package var recordedProperties: [RecordedProperty] { [RecordedProperty("spacing", spacing)] }
}

extension FirstFitNode {
    package var recordedProperties: [RecordedProperty] { [RecordedProperty("axes", axes)] }
}

extension CardNode {
    package var recordedProperties: [RecordedProperty] {
        RecordedProperty.list(
            RecordedProperty("spacing", spacing), RecordedProperty("alignment", alignment),
            RecordedProperty("tokenDefaults", keys: ["background", "border", "cornerRadius", "padding"], tokenDefaults))
    }
}

extension ChipGroupNode {
    package var recordedProperties: [RecordedProperty] { [] }
}
