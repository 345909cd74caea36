/// Literal syntax for building JSON values in code (reports, tests): `["name": "home", "sizes": [1, 2.5], "ok": true]`.
/// Dictionary literals keep their written order. Values built this way carry `SourceLocation.generated`.
extension JSONValue: ExpressibleByStringLiteral, ExpressibleByIntegerLiteral, ExpressibleByFloatLiteral,
    ExpressibleByBooleanLiteral, ExpressibleByArrayLiteral, ExpressibleByDictionaryLiteral
{
    public init(stringLiteral value: String) { self.init(.string(value)) }

    public init(integerLiteral value: Int) { self.init(.number(JSONNumber(Double(value)))) }

    public init(floatLiteral value: Double) { self.init(.number(JSONNumber(value))) }

    public init(booleanLiteral value: Bool) { self.init(.bool(value)) }

    public init(arrayLiteral elements: JSONValue...) { self.init(.array(elements)) }

    public init(dictionaryLiteral elements: (String, JSONValue)...) {
        self.init(.object(elements.map { JSONMember(key: $0.0, value: $0.1) }))
    }
}
