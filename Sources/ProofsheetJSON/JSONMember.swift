/// One `"key": value` pair of a JSON object, with where the key was written.
public struct JSONMember: Sendable, Equatable {
    public var key: String
    /// Location of the key's opening quote.
    public var keyLocation: SourceLocation
    public var value: JSONValue

    public init(key: String, keyLocation: SourceLocation = .generated, value: JSONValue) {
        self.key = key
        self.keyLocation = keyLocation
        self.value = value
    }

    /// Equal when keys and values are equal; locations are ignored.
    public static func == (lhs: JSONMember, rhs: JSONMember) -> Bool {
        lhs.key == rhs.key && lhs.value == rhs.value
    }
}
