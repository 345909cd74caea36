/// One authored property of a node as its input record names it: `node:<screen>/<node>.<name>` ↦ `value`.
///
/// Every node type lists its own (`NodeKind.recordedProperties`), and so do the box (`BoxStyle.recordedProperties`)
/// and the accessibility values (`AccessibilitySpec.recordedProperties`); `NodeProperties` joins them. Names are
/// written out in each description, never taken from a Swift name: stored goldens carry them, so a renamed Swift
/// property keeps every record. A new property is named by its JSON key; the older names that differ from their key
/// (`isDisabled` for `disabled`) stay as the stored records spell them.
package struct RecordedProperty: Sendable, Equatable {
    /// The name in the record.
    package let name: String
    /// The JSON keys the value is decoded from: keys of the node object, or `a11y.<key>` for the node's `a11y` object.
    /// `NodeRecordKeysTests` checks that the decoder takes each and that removing one changes only properties that
    /// name it.
    package let keys: [String]
    /// The value in words (`RecordedValue`).
    package let value: String

    /// A property named by its one JSON key.
    package init(_ key: String, _ value: some RecordedValue) {
        self.init(key, keys: [key], value)
    }

    /// A property whose record name differs from its JSON key.
    package init(_ name: String, key: String, _ value: some RecordedValue) {
        self.init(name, keys: [key], value)
    }

    /// A property decoded from several keys (a text node's `source` from `text`, `literal`, `args`, …).
    package init(_ name: String, keys: [String], _ value: some RecordedValue) {
        self.init(name: name, keys: keys, text: value.recordText)
    }

    /// An optional property: nil (not recorded) when the spec leaves it out, so a type that gains an optional key keeps
    /// every stored record it had.
    package init?<Value: RecordedValue>(_ key: String, _ value: Value?) {
        guard let value else { return nil }
        self.init(key, value)
    }

    /// An optional property whose record name differs from its JSON key.
    package init?<Value: RecordedValue>(_ name: String, key: String, _ value: Value?) {
        guard let value else { return nil }
        self.init(name, key: key, value)
    }

    /// An optional property decoded from several keys.
    package init?<Value: RecordedValue>(_ name: String, keys: [String], _ value: Value?) {
        guard let value else { return nil }
        self.init(name, keys: keys, value)
    }

    package init(name: String, keys: [String], text: String) {
        self.name = name
        self.keys = keys
        self.value = text
    }

    /// The properties given, without the optionals left out.
    package static func list(_ properties: RecordedProperty?...) -> [RecordedProperty] {
        properties.compactMap { $0 }
    }

    /// A property of a value with a default (the box's, the accessibility values'): recorded when its text differs from
    /// the default's, or when `isWritten` (a key written at its default value, `"padding": 0`, draws unlike an absent
    /// one). Texts are compared, not values, so what is recorded is exactly what differs in the record.
    package static func changed(_ name: String, keys: [String], _ value: String, from defaultValue: String,
                                isWritten: Bool = false) -> RecordedProperty? {
        value == defaultValue && !isWritten ? nil : RecordedProperty(name: name, keys: keys, text: value)
    }
}
