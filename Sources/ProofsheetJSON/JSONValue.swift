/// A parsed JSON value with the location it was written at: the tree every spec decoder starts from.
///
/// Objects keep their members in source order (and reject duplicate keys when parsed). Every value parsed from a
/// file carries the `SourceLocation` of its first character, and every object key carries its own location, so
/// any later error can point at the exact place. Values built in code carry `SourceLocation.generated`.
///
/// Equality compares content only: kinds, strings, numbers by `Double` value, array elements and object members
/// in order. Locations and number literal spellings are ignored.
public struct JSONValue: Sendable, Equatable {
    public enum Kind: Sendable, Equatable {
        case null
        case bool(Bool)
        case number(JSONNumber)
        case string(String)
        case array([JSONValue])
        case object([JSONMember])
    }

    public var kind: Kind
    /// Location of the value's first character (`{`, `[`, `"`, a digit, `-`, `t`, `f` or `n`).
    public var location: SourceLocation

    public init(_ kind: Kind, location: SourceLocation = .generated) {
        self.kind = kind
        self.location = location
    }

    public static func == (lhs: JSONValue, rhs: JSONValue) -> Bool { lhs.kind == rhs.kind }
}

extension JSONValue {
    public static let null = JSONValue(.null)

    public static func bool(_ value: Bool) -> JSONValue { JSONValue(.bool(value)) }

    public static func number(_ value: Double) -> JSONValue { JSONValue(.number(JSONNumber(value))) }

    public static func number(_ value: Int) -> JSONValue { JSONValue(.number(JSONNumber(Double(value)))) }

    public static func string(_ value: String) -> JSONValue { JSONValue(.string(value)) }

    public static func array(_ elements: [JSONValue]) -> JSONValue { JSONValue(.array(elements)) }

    /// An object with members in the given order (callers must not repeat keys).
    public static func object(_ members: [(String, JSONValue)]) -> JSONValue {
        JSONValue(.object(members.map { JSONMember(key: $0.0, value: $0.1) }))
    }

    public var isNull: Bool {
        if case .null = kind { return true }
        return false
    }

    /// What this value is, as an error message's "found …" part: `null`, `true`, `the number 1.50`,
    /// `the string "row"` (long strings shortened), `an array`, `an object`.
    public var briefDescription: String {
        switch kind {
        case .null: return "null"
        case .bool(let b): return b ? "true" : "false"
        case .number(let n): return "the number \(n.literal)"
        case .string(let s):
            let maxScalars = 40
            var shown = String(String.UnicodeScalarView(s.unicodeScalars.prefix(maxScalars)))
            if s.unicodeScalars.count > maxScalars { shown += "…" }
            return "the string \(JSONValue.quote(shown))"
        case .array: return "an array"
        case .object: return "an object"
        }
    }
}
