/// Walking a JSON object member by member without building a `JSONValue` for it, for readers that decode one
/// known format straight from the bytes (`XCStringsDirectReader`, issue #16's load target).
///
/// The grammar is `parseObject`'s: trivia (whitespace and comments) anywhere, one trailing comma. Values and
/// nesting count against `JSONLimits` as in `parseValue`. Duplicate keys are not looked for here: the caller
/// knows which keys it has seen.
extension JSONParseState {
    /// Moves past the `{` at the cursor; false (cursor unmoved) when the value there is not an object.
    mutating func openObject() throws -> Bool {
        guard peek == UInt8(ascii: "{") else { return false }
        try countValue()
        depth += 1
        if depth > limits.maxDepth { throw fail(.nestingTooDeep(limit: limits.maxDepth), at: location) }
        advance()
        return true
    }

    /// The string value at the cursor, decoded; nil (cursor unmoved) when the value there is not a string.
    mutating func stringValue() throws -> String? {
        guard peek == UInt8(ascii: "\"") else { return nil }
        try countValue()
        return try parseString()
    }

    /// The next member's key, with the cursor moved to its value; nil once the closing `}` is passed.
    /// `isFirst` is true for the first call after `openObject()`.
    mutating func nextMemberKey(isFirst: Bool) throws -> String? {
        try skipTrivia()
        if !isFirst {
            if peek == UInt8(ascii: "}") { return closeObject() }
            guard peek == UInt8(ascii: ",") else { throw unexpected("',' or '}' after object member") }
            advance()
            try skipTrivia()
        }
        if peek == UInt8(ascii: "}") { return closeObject() }
        guard peek == UInt8(ascii: "\"") else { throw unexpected("a string key or '}'") }
        let key = try parseString()
        try skipTrivia()
        guard peek == UInt8(ascii: ":") else { throw unexpected("':' after object key") }
        advance()
        try skipTrivia()
        return key
    }

    private mutating func closeObject() -> String? {
        advance()
        depth -= 1
        return nil
    }

    private mutating func countValue() throws {
        valueCount += 1
        if valueCount > limits.maxValues { throw fail(.tooManyValues(limit: limits.maxValues), at: location) }
    }
}
