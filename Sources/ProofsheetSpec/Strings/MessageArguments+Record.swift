/// A text's arguments in an input record (`TextSource.recordText`): `entries: [...]`, each argument as
/// `name: <name or none>, value: <value>`, as stored records spell them.
extension MessageArguments: RecordedValue {
    package var recordText: String { "entries: " + entries.recordText }
}

extension MessageArguments.Entry: RecordedValue {
    package var recordText: String { "name: \(name.recordText), value: \(value.recordText)" }
}

extension ArgumentValue: RecordedValue {
    /// A number with its fraction digits as `number(value0: <value>, fractionDigits: <digits>)`.
    package var recordText: String {
        switch self {
        case .number(let value, let digits): return "number(value0: \(value.recordText), fractionDigits: \(digits.recordText))"
        case .text(let text): return "text(\(text))"
        case .key(let key): return "key(\(key))"
        }
    }
}
