import ProofsheetSpec

/// The node types' own values in an input record (`RecordedValue`): enums by their JSON value, the rest spelled out.

extension ChartSeries: RecordedValue {
    package var recordText: String { "values: \(values.recordText), label: \(label.recordText), colorRole: \(colorRole)" }
}

extension RadioOption: RecordedValue {
    package var recordText: String { "value: \(value), label: \(label.recordText), isDisabled: \(isDisabled.recordText)" }
}

extension CardNode.TokenDefault: RecordedValue {}
extension ChartKind: RecordedValue {}
extension CheckedState: RecordedValue {}
extension ChipVariant: RecordedValue {}
extension DialogVariant: RecordedValue {}
extension SheetDetent: RecordedValue {}
extension UploadStatus: RecordedValue {}
