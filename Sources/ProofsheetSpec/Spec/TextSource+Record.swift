/// Texts in an input record: `key(<key>)`, `literal(<text>)`, or `formatted(key: <key>, arguments: entries: [...])` with
/// each argument as `name: <name or none>, value: <value>`, as stored records spell them.
extension TextSource: RecordedValue {
    package var recordText: String {
        switch self {
        case .key(let key): return "key(\(key))"
        case .literal(let text): return "literal(\(text))"
        case .formatted(let key, let arguments): return "formatted(key: \(key), arguments: \(arguments.recordText))"
        }
    }
}

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
