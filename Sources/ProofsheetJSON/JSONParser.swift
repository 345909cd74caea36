/// Parses hand-written JSON (screen specs, design tokens, string tables) into a located `JSONValue` tree.
///
/// Grammar: strict JSON (RFC 8259) plus two comforts from JSON5 that reviewers expect in hand-written files:
/// - comments: `// to end of line` and `/* block */` (not nested), anywhere whitespace may appear;
/// - one trailing comma after the last array element or object member (`[1, 2,]`, `{"a": 1,}`).
/// Nothing else from JSON5 is accepted, on purpose, so files stay readable by any JSON tool once comments are
/// stripped: no unquoted keys, no single-quoted strings, no hexadecimal, leading `+`, leading or trailing `.`,
/// `Infinity` or `NaN`, no escaped line breaks. Those inputs fail with an error that says what was found.
///
/// Also enforced: input must be UTF-8 (a leading byte order mark is skipped); strings must be valid Unicode
/// (a `\u` surrogate escape must be a high+low pair); object keys must be unique; numbers must fit a `Double`;
/// everything in `JSONLimits`. Positions follow `SourceLocation` (1-based line, column in Unicode scalars).
///
/// The parser never traps on any input: recursion is bounded by `JSONLimits.maxDepth` before it descends.
package struct JSONParser: Sendable {
    /// The name put in every location, usually the path the user wrote (e.g. `layouts/screens/home.json`).
    package var file: String
    package var limits: JSONLimits

    package init(file: String, limits: JSONLimits = .default) {
        self.file = file
        self.limits = limits
    }

    /// Parses one JSON document. Throws `JSONSyntaxError`.
    package func parse(_ bytes: [UInt8]) throws -> JSONValue {
        var state = JSONParseState(bytes: bytes, file: file, limits: limits)
        return try state.parseDocument()
    }

    /// Parses one JSON document from text. Throws `JSONSyntaxError`.
    package func parse(_ text: String) throws -> JSONValue {
        try parse(Array(text.utf8))
    }
}

/// The cursor and bookkeeping of one parse; lives only for the duration of `JSONParser.parse`.
package struct JSONParseState {
    package let bytes: [UInt8]
    package let file: String
    package let limits: JSONLimits
    package var offset = 0
    package var line = 1
    package var column = 1
    package var depth = 0
    package var valueCount = 0

    package init(bytes: [UInt8], file: String, limits: JSONLimits) {
        self.bytes = bytes
        self.file = file
        self.limits = limits
    }

    package var location: SourceLocation {
        SourceLocation(file: file, line: line, column: column, byteOffset: offset)
    }

    package var peek: UInt8? { offset < bytes.count ? bytes[offset] : nil }

    /// Moves past one byte, keeping `line` and `column` (in scalars) up to date.
    package mutating func advance() {
        let b = bytes[offset]
        offset += 1
        if b == 0x0A {
            line += 1
            column = 1
        } else if b & 0xC0 != 0x80 {
            column += 1
        }
    }

    package func fail(_ reason: JSONSyntaxError.Reason, at location: SourceLocation) -> JSONSyntaxError {
        JSONSyntaxError(location: location, reason: reason)
    }

    package func unexpected(_ expected: String, hint: String? = nil) -> JSONSyntaxError {
        fail(.unexpected(expected: expected, found: foundDescription(), hint: hint), at: location)
    }

    // MARK: Document and containers

    package mutating func parseDocument() throws -> JSONValue {
        let start = SourceLocation(file: file, line: 1, column: 1, byteOffset: 0)
        if bytes.count > limits.maxFileBytes {
            throw fail(.fileTooLarge(bytes: bytes.count, limit: limits.maxFileBytes), at: start)
        }
        if let bad = UTF8Validation.firstInvalidSequence(in: bytes) {
            throw fail(.invalidUTF8(byteOffset: bad, byte: bytes[bad]), at: locationByScanning(to: bad))
        }
        if bytes.starts(with: [0xEF, 0xBB, 0xBF]) {
            offset = 3  // The BOM is invisible in editors, so it does not count as a column.
        }
        try skipTrivia()
        if offset == bytes.count {
            throw fail(.emptyFile, at: start)
        }
        let value = try parseValue(expected: "a value")
        try skipTrivia()
        if offset < bytes.count {
            throw unexpected("end of file after the top-level value")
        }
        return value
    }

    /// Parses the value at the cursor (trivia already skipped); `expected` names what the grammar wants here.
    package mutating func parseValue(expected: String) throws -> JSONValue {
        guard let b = peek else { throw unexpected(expected) }
        let start = location
        switch b {
        case UInt8(ascii: "{"), UInt8(ascii: "["), UInt8(ascii: "\""), UInt8(ascii: "-"), UInt8(ascii: "+"),
             UInt8(ascii: "."), UInt8(ascii: "0")...UInt8(ascii: "9"), UInt8(ascii: "t"), UInt8(ascii: "f"),
             UInt8(ascii: "n"):
            break
        case UInt8(ascii: "'"):
            throw unexpected(expected, hint: "strings use double quotes")
        default:
            throw unexpected(expected, hint: stringQuotingHint())
        }
        valueCount += 1
        if valueCount > limits.maxValues {
            throw fail(.tooManyValues(limit: limits.maxValues), at: start)
        }
        switch b {
        case UInt8(ascii: "{"): return try parseObject()
        case UInt8(ascii: "["): return try parseArray()
        case UInt8(ascii: "\""): return JSONValue(.string(try parseString()), location: start)
        case UInt8(ascii: "t"), UInt8(ascii: "f"), UInt8(ascii: "n"):
            let word = wordAtCursor()
            let kind: JSONValue.Kind
            switch word {
            case "true": kind = .bool(true)
            case "false": kind = .bool(false)
            case "null": kind = .null
            default: throw unexpected(expected, hint: stringQuotingHint())
            }
            for _ in word.utf8 { advance() }
            return JSONValue(kind, location: start)
        default:
            return JSONValue(.number(try parseNumber()), location: start)
        }
    }

    package mutating func enterContainer(at start: SourceLocation) throws {
        depth += 1
        if depth > limits.maxDepth {
            throw fail(.nestingTooDeep(limit: limits.maxDepth), at: start)
        }
    }

    package mutating func parseArray() throws -> JSONValue {
        let start = location
        try enterContainer(at: start)
        advance()  // [
        var elements: [JSONValue] = []
        try skipTrivia()
        while true {
            if peek == UInt8(ascii: "]") {
                advance()
                break
            }
            elements.append(try parseValue(expected: "a value or ']'"))
            try skipTrivia()
            if peek == UInt8(ascii: ",") {
                advance()
                try skipTrivia()
            } else if peek == UInt8(ascii: "]") {
                advance()
                break
            } else {
                throw unexpected("',' or ']' after array element")
            }
        }
        depth -= 1
        return JSONValue(.array(elements), location: start)
    }

    package mutating func parseObject() throws -> JSONValue {
        let start = location
        try enterContainer(at: start)
        advance()  // {
        var members: [JSONMember] = []
        var keyIndex = JSONKeyIndex()
        try skipTrivia()
        while true {
            guard let b = peek, b != UInt8(ascii: "}") else {
                if peek == nil { throw unexpected("a string key or '}'") }
                advance()
                break
            }
            guard b == UInt8(ascii: "\"") else {
                let quotes = b == UInt8(ascii: "'") || JSONParseState.isWordStart(b)
                throw unexpected("a string key or '}'", hint: quotes ? "keys must be in double quotes" : nil)
            }
            let keyLocation = location
            let key = try parseString()
            if let first = keyIndex.firstDefinition(of: key, in: members) {
                throw fail(.duplicateKey(key, firstDefinition: first), at: keyLocation)
            }
            try skipTrivia()
            guard peek == UInt8(ascii: ":") else { throw unexpected("':' after object key") }
            advance()
            try skipTrivia()
            let value = try parseValue(expected: "a value")
            members.append(JSONMember(key: key, keyLocation: keyLocation, value: value))
            keyIndex.didAppend(to: members)
            try skipTrivia()
            if peek == UInt8(ascii: ",") {
                advance()
                try skipTrivia()
            } else if peek == UInt8(ascii: "}") {
                advance()
                break
            } else {
                throw unexpected("',' or '}' after object member")
            }
        }
        depth -= 1
        return JSONValue(.object(members), location: start)
    }

    // MARK: Whitespace and comments

    /// Skips JSON whitespace (space, tab, LF, CR) and `//` / `/* */` comments.
    package mutating func skipTrivia() throws {
        while let b = peek {
            switch b {
            case 0x20, 0x09, 0x0D:
                // What `advance()` does for these bytes, without its tests (trivia is a third of a catalog's bytes).
                offset += 1
                column += 1
            case 0x0A:
                offset += 1
                line += 1
                column = 1
            case UInt8(ascii: "/"):
                let start = location
                advance()
                if peek == UInt8(ascii: "/") {
                    while let c = peek, c != 0x0A { advance() }
                } else if peek == UInt8(ascii: "*") {
                    advance()
                    var closed = false
                    while let c = peek {
                        advance()
                        if c == UInt8(ascii: "*") && peek == UInt8(ascii: "/") {
                            advance()
                            closed = true
                            break
                        }
                    }
                    if !closed { throw fail(.unterminatedComment, at: start) }
                } else {
                    throw unexpected("'/' or '*' after '/' to start a comment")
                }
            default:
                return
            }
        }
    }

    // MARK: Describing what was found

    package static func isWordStart(_ b: UInt8) -> Bool {
        (b >= 0x61 && b <= 0x7A) || (b >= 0x41 && b <= 0x5A) || b == 0x5F || b == 0x24
    }

    package static func isWordByte(_ b: UInt8) -> Bool {
        isWordStart(b) || (b >= 0x30 && b <= 0x39)
    }

    /// For a bare word where a value belongs (`row`, not `"row"`): remind that strings need double quotes.
    /// Words that are JavaScript values rather than misquoted strings (`NaN`, `Infinity`, `undefined`) get none.
    /// A misspelt or cut-off literal (`tru`, `True`, `nul`) gets "did you mean 'true'?" instead.
    package func stringQuotingHint() -> String? {
        guard let b = peek, JSONParseState.isWordStart(b) else { return nil }
        let word = wordAtCursor()
        let literals = ["true", "false", "null"]
        if let literal = literals.first(where: { $0.hasPrefix(word) })
            ?? SpellingSuggestion.closest(to: word, among: literals) {
            return "did you mean '\(literal)'?"
        }
        return ["NaN", "Infinity", "undefined"].contains(word) ? nil : "strings use double quotes"
    }

    /// The run of ASCII letters, digits, `_` and `$` at the cursor (at most 32 bytes).
    package func wordAtCursor() -> String {
        var end = offset
        while end < bytes.count, end - offset < 32, JSONParseState.isWordByte(bytes[end]) { end += 1 }
        return String(decoding: bytes[offset..<end], as: UTF8.self)
    }

    /// The "found …" part of an error for the cursor: `end of file`, `'}'`, `'Infinity'`, `"'"`, `U+0007`,
    /// `'é' (U+00E9)`.
    package func foundDescription() -> String {
        guard let b = peek else { return "end of file" }
        if JSONParseState.isWordStart(b) {
            let word = wordAtCursor()
            let longer = offset + word.utf8.count < bytes.count && JSONParseState.isWordByte(bytes[offset + word.utf8.count])
            return "'\(word)\(longer ? "…" : "")'"
        }
        if b == UInt8(ascii: "'") { return "\"'\"" }
        if b >= 0x21 && b <= 0x7E { return "'\(Character(Unicode.Scalar(b)))'" }
        let scalar = scalarAtCursor()
        let code = JSONParseState.codePoint(scalar.value)
        return scalar.properties.generalCategory.isInvisible ? code : "'\(Character(scalar))' (\(code))"
    }

    /// `U+00E9`, `U+1F600`: at least 4 uppercase hex digits.
    package static func codePoint(_ value: UInt32) -> String {
        value > 0xFFFF ? "U+" + String(value, radix: 16, uppercase: true) : "U+" + JSONValue.hex4(value)
    }

    /// Decodes the scalar at the cursor; the input was validated as UTF-8 before parsing.
    package func scalarAtCursor() -> Unicode.Scalar {
        let b0 = bytes[offset]
        let length = b0 < 0x80 ? 1 : b0 < 0xE0 ? 2 : b0 < 0xF0 ? 3 : 4
        let end = min(offset + length, bytes.count)
        return String(decoding: bytes[offset..<end], as: UTF8.self).unicodeScalars.first ?? "\u{FFFD}"
    }

    /// The location of `target`, found by scanning from the start; used only for errors found before parsing.
    package func locationByScanning(to target: Int) -> SourceLocation {
        var line = 1
        var column = 1
        var i = bytes.starts(with: [0xEF, 0xBB, 0xBF]) && target >= 3 ? 3 : 0
        while i < target {
            if bytes[i] == 0x0A {
                line += 1
                column = 1
            } else if bytes[i] & 0xC0 != 0x80 {
                column += 1
            }
            i += 1
        }
        return SourceLocation(file: file, line: line, column: column, byteOffset: target)
    }
}

extension Unicode.GeneralCategory {
    /// Categories whose characters cannot be shown in quotes in a message (controls, format characters such as
    /// U+FEFF, spaces and separators, private use, unassigned): errors name them by code point instead.
    package var isInvisible: Bool {
        switch self {
        case .control, .format, .spaceSeparator, .lineSeparator, .paragraphSeparator, .privateUse, .unassigned,
             .surrogate:
            return true
        default:
            return false
        }
    }
}
