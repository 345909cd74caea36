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
