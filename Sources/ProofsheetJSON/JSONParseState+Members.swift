/// Walking a JSON object member by member without building a `JSONValue` for it, for readers that decode one
/// known format straight from the bytes (`XCStringsDirectReader`, issue #16's load target).
///
/// The grammar is `parseObject`'s: trivia (whitespace and comments) anywhere, one trailing comma. Values and
/// nesting count against `JSONLimits` as in `parseValue`. Duplicate keys are not looked for here: the caller
/// knows which keys it has seen.
extension JSONParseState {
    /// Moves past the `{` at the cursor; false (cursor unmoved) when the value there is not an object.
    package mutating func openObject() throws -> Bool {
        guard peek == UInt8(ascii: "{") else { return false }
        try countValue()
        depth += 1
        if depth > limits.maxDepth { throw fail(.nestingTooDeep(limit: limits.maxDepth), at: location) }
        advance()
        return true
    }

    /// The string value at the cursor, decoded; nil (cursor unmoved) when the value there is not a string.
    package mutating func stringValue() throws -> String? {
        guard peek == UInt8(ascii: "\"") else { return nil }
        try countValue()
        return try parseString()
    }

    /// The next member's key, with the cursor moved to its value; nil once the closing `}` is passed.
    /// `isFirst` is true for the first call after `openObject()`.
    package mutating func nextMemberKey(isFirst: Bool) throws -> String? {
        guard try moveToMemberKey(isFirst: isFirst) else { return nil }
        let key = try parseString()
        try moveToMemberValue()
        return key
    }

    /// `nextMemberKey(isFirst:)` for a reader that expects a few keys: a key equal to `known[i]` is `.known(i)`,
    /// and when written without escapes (as usual) no string is built for it; nil once the closing `}` is passed.
    package mutating func nextMemberKey(isFirst: Bool, among known: [[UInt8]]) throws -> JSONKnownString? {
        guard try moveToMemberKey(isFirst: isFirst) else { return nil }
        let key = try knownString(among: known)
        try moveToMemberValue()
        return key
    }

    /// `stringValue()` compared with `known` as `nextMemberKey(isFirst:among:)` does; nil (cursor unmoved) when
    /// the value at the cursor is not a string.
    package mutating func stringValue(among known: [[UInt8]]) throws -> JSONKnownString? {
        guard peek == UInt8(ascii: "\"") else { return nil }
        try countValue()
        return try knownString(among: known)
    }

    /// The string at the cursor (its opening quote) as one of `known`, else decoded. A known string without escapes
    /// is passed over as `parseString()` would pass it (same line and column), without decoding it.
    private mutating func knownString(among known: [[UInt8]]) throws -> JSONKnownString {
        let start = offset + 1
        let run = JSONParseState.plainRun(in: bytes, from: start)
        if run.end < bytes.count, bytes[run.end] == UInt8(ascii: "\""), run.end - start <= limits.maxStringBytes,
           let index = known.firstIndex(where: { $0.count == run.end - start && bytes[start..<run.end].elementsEqual($0) }) {
            offset = run.end + 1
            column += run.scalars + 2  // the two quotes
            return .known(index)
        }
        let text = try parseString()
        return known.firstIndex { $0.elementsEqual(text.utf8) }.map(JSONKnownString.known) ?? .other(text)
    }

    /// Moves past trivia and a `,` to the next key's opening quote; false once the closing `}` is passed.
    private mutating func moveToMemberKey(isFirst: Bool) throws -> Bool {
        try skipTrivia()
        if !isFirst {
            if peek == UInt8(ascii: "}") { return closeObject() }
            guard peek == UInt8(ascii: ",") else { throw unexpected("',' or '}' after object member") }
            advance()
            try skipTrivia()
        }
        if peek == UInt8(ascii: "}") { return closeObject() }
        guard peek == UInt8(ascii: "\"") else { throw unexpected("a string key or '}'") }
        return true
    }

    /// Moves past the `:` after a key, to its value.
    private mutating func moveToMemberValue() throws {
        try skipTrivia()
        guard peek == UInt8(ascii: ":") else { throw unexpected("':' after object key") }
        advance()
        try skipTrivia()
    }

    private mutating func closeObject() -> Bool {
        advance()
        depth -= 1
        return false
    }

    private mutating func countValue() throws {
        valueCount += 1
        if valueCount > limits.maxValues { throw fail(.tooManyValues(limit: limits.maxValues), at: location) }
    }
}
