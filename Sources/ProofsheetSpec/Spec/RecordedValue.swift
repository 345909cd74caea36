/// A value as a node's input record writes it, in words (`node:<screen>/<node>.<property>` ↦ this text).
///
/// Each type spells its own text, not through reflection, so renaming a Swift property, case or type changes no
/// stored record (ARCHITECTURE.md, "input record"). The texts are the ones the records of stored goldens carry:
/// numbers without a trailing `.0`, booleans as `true`/`false`, an enum of JSON names by that name, an enum with a
/// value as `case(value)`, a list as `[a, b]` (a set sorted), a struct as `label: value` pairs joined by `, `, and
/// an absent optional inside a value as `none`.
package protocol RecordedValue {
    /// The value in words.
    var recordText: String { get }
}

/// An enum whose cases are the JSON values the spec writes: recorded by that value.
extension RecordedValue where Self: RawRepresentable, Self.RawValue == String {
    package var recordText: String { rawValue }
}

extension Double: RecordedValue {
    /// A whole number without a fraction (`8`, not `8.0`); any other value as Swift's shortest round-trip text (`0.7`).
    package var recordText: String { self == rounded() && abs(self) < 1e15 ? String(Int(self)) : String(self) }
}

extension Int: RecordedValue {
    package var recordText: String { String(self) }
}

extension String: RecordedValue {
    package var recordText: String { self }
}

extension Bool: RecordedValue {
    package var recordText: String { self ? "true" : "false" }
}

extension Array: RecordedValue where Element: RecordedValue {
    package var recordText: String { "[" + map { $0.recordText }.joined(separator: ", ") + "]" }
}

extension Set: RecordedValue where Element: RecordedValue {
    /// Sorted: a set iterates in a per-process order, and a record is the same in every run.
    package var recordText: String { "[" + map { $0.recordText }.sorted().joined(separator: ", ") + "]" }
}

extension Optional where Wrapped: RecordedValue {
    /// The value, or `none` when absent. Optional is deliberately not a `RecordedValue`: a node property that the
    /// spec leaves out is not recorded at all (`RecordedProperty.init?(_:_:)`), and only a value inside another
    /// value (a series' label, a box's minimum width) is written as `none`.
    package var recordText: String { map { $0.recordText } ?? "none" }
}
