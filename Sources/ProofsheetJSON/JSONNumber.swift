/// A JSON number: its value as a `Double` plus the literal text the user wrote, for exact error messages.
///
/// Equality compares `value` only, so `1`, `1.0` and `10e-1` are equal; `-0` equals `0`.
/// Numbers built in code get the serializer's canonical literal (`JSONValue.format(number:)`).
public struct JSONNumber: Sendable, Equatable, CustomStringConvertible {
    /// The IEEE 754 binary64 value nearest to the literal (RFC 8259 §6).
    public let value: Double
    /// The literal exactly as written in the source, e.g. `1.50` or `2e3`.
    public let literal: String

    public init(_ value: Double) {
        self.value = value
        self.literal = JSONValue.format(number: value)
    }

    package init(value: Double, literal: String) {
        self.value = value
        self.literal = literal
    }

    /// The value as an `Int` when it is integral and fits, else nil.
    public var exactInt: Int? {
        guard value.isFinite, value == value.rounded(.towardZero),
              value >= -9_223_372_036_854_775_808.0, value < 9_223_372_036_854_775_808.0 else { return nil }
        return Int(value)
    }

    public var description: String { literal }

    public static func == (lhs: JSONNumber, rhs: JSONNumber) -> Bool { lhs.value == rhs.value }
}
