/// String literals (RFC 8259 §7): escapes, `\u` surrogate pairs, and the errors users hit most (a missing
/// closing quote shows up as a line break inside the string).
extension JSONParseState {
    /// Parses the string whose opening quote is at the cursor and returns its decoded value.
    package mutating func parseString() throws -> String {
        let start = mark  // a location (with the file name) only for an error
        advance()  // opening quote
        var decoded: [UInt8] = []
        var hasEscapes = false
        var segmentStart = offset
        while true {
            let run = JSONParseState.plainRun(in: bytes, from: offset)
            offset = run.end
            column += run.scalars
            if decoded.count + (offset - segmentStart) > limits.maxStringBytes {
                throw fail(.stringTooLong(limit: limits.maxStringBytes), at: location(of: start))
            }
            guard offset < bytes.count else { throw fail(.unterminatedString, at: location(of: start)) }
            let b = bytes[offset]
            if b == UInt8(ascii: "\"") {
                break
            } else if b == UInt8(ascii: "\\") {
                decoded.append(contentsOf: bytes[segmentStart..<offset])
                hasEscapes = true
                try parseEscape(into: &decoded, stringStart: location(of: start))
                segmentStart = offset  // the length limit is checked after the next run, before anything else
            } else if b == 0x0A || b == 0x0D {
                throw fail(.lineBreakInString(stringStart: location(of: start)), at: location)
            } else {
                throw fail(.controlCharacterInString(b), at: location)
            }
        }
        let text: String
        if hasEscapes {
            decoded.append(contentsOf: bytes[segmentStart..<offset])
            text = String(decoding: decoded, as: UTF8.self)
        } else {
            // The segment starts and ends at ASCII quotes of validated UTF-8, so it is whole scalars.
            text = String(decoding: bytes[segmentStart..<offset], as: UTF8.self)
        }
        advance()  // closing quote
        return text
    }

    /// Where the run of bytes that stand for themselves, starting at `start`, ends (at a quote, a backslash, a
    /// control byte or the end of the input), and how many Unicode scalars it holds (for the column).
    /// One tight loop over the bytes: string contents are most of a catalog's bytes (issue #16).
    package static func plainRun(in bytes: [UInt8], from start: Int) -> (end: Int, scalars: Int) {
        var end = start
        var scalars = 0
        while end < bytes.count {
            let b = bytes[end]
            if b == UInt8(ascii: "\"") || b == UInt8(ascii: "\\") || b < 0x20 { break }
            if b & 0xC0 != 0x80 { scalars += 1 }
            end += 1
        }
        return (end, scalars)
    }

    /// Decodes the escape at the cursor (a backslash) and appends its UTF-8 to `decoded`.
    private mutating func parseEscape(into decoded: inout [UInt8], stringStart: SourceLocation) throws {
        let escapeStart = location
        advance()  // backslash
        guard let c = peek else { throw fail(.unterminatedString, at: stringStart) }
        let simple: UInt8?
        switch c {
        case UInt8(ascii: "\""): simple = 0x22
        case UInt8(ascii: "\\"): simple = 0x5C
        case UInt8(ascii: "/"): simple = 0x2F
        case UInt8(ascii: "b"): simple = 0x08
        case UInt8(ascii: "f"): simple = 0x0C
        case UInt8(ascii: "n"): simple = 0x0A
        case UInt8(ascii: "r"): simple = 0x0D
        case UInt8(ascii: "t"): simple = 0x09
        case UInt8(ascii: "u"): simple = nil
        default:
            let scalar = scalarAtCursor()
            let shown = !scalar.properties.generalCategory.isInvisible ? "\\" + String(Character(scalar)) : "\\<" + JSONParseState.codePoint(scalar.value) + ">"
            throw fail(.invalidEscape(shown), at: escapeStart)
        }
        if let simple {
            decoded.append(simple)
            advance()
            return
        }
        advance()  // u
        let first = try parseHex4(escapeStart: escapeStart, stringStart: stringStart)
        var scalarValue = UInt32(first.value)
        if (0xDC00...0xDFFF).contains(first.value) {
            throw fail(.unpairedSurrogate(first.text, isHigh: false), at: escapeStart)
        }
        if (0xD800...0xDBFF).contains(first.value) {
            guard offset + 1 < bytes.count, bytes[offset] == UInt8(ascii: "\\"), bytes[offset + 1] == UInt8(ascii: "u") else {
                throw fail(.unpairedSurrogate(first.text, isHigh: true), at: escapeStart)
            }
            let secondStart = location
            advance()
            advance()
            let second = try parseHex4(escapeStart: secondStart, stringStart: stringStart)
            guard (0xDC00...0xDFFF).contains(second.value) else {
                throw fail(.unpairedSurrogate(first.text, isHigh: true), at: escapeStart)
            }
            scalarValue = 0x10000 + ((UInt32(first.value) - 0xD800) << 10) + (UInt32(second.value) - 0xDC00)
        }
        // Surrogates are excluded above, so every remaining value is a valid scalar.
        guard let scalar = Unicode.Scalar(scalarValue) else {
            throw fail(.invalidUnicodeEscape(first.text), at: escapeStart)
        }
        UTF8.encode(scalar) { decoded.append($0) }
    }

    /// Reads the 4 hex digits after `\u` (cursor just past the `u`).
    /// A file that ends inside the escape reports an unterminated string.
    private mutating func parseHex4(escapeStart: SourceLocation, stringStart: SourceLocation) throws -> (value: UInt16, text: String) {
        var shown = "\\u"
        var value: UInt16 = 0
        var digits = 0
        while digits < 4, let c = peek, c >= 0x21, c <= 0x7E, c != UInt8(ascii: "\""), c != UInt8(ascii: "\\") {
            shown.append(Character(Unicode.Scalar(c)))
            guard let digit = JSONParseState.hexDigitValue(c) else {
                // Show the whole 4-character group the user wrote, e.g. \u12G4.
                var lookahead = offset + 1
                while shown.count < 6, lookahead < bytes.count, bytes[lookahead] >= 0x21, bytes[lookahead] <= 0x7E,
                      bytes[lookahead] != UInt8(ascii: "\""), bytes[lookahead] != UInt8(ascii: "\\") {
                    shown.append(Character(Unicode.Scalar(bytes[lookahead])))
                    lookahead += 1
                }
                throw fail(.invalidUnicodeEscape(shown), at: escapeStart)
            }
            value = value << 4 | UInt16(digit)
            digits += 1
            advance()
        }
        if digits < 4 {
            throw fail(offset == bytes.count ? .unterminatedString : .invalidUnicodeEscape(shown),
                       at: offset == bytes.count ? stringStart : escapeStart)
        }
        return (value, shown)
    }

    package static func hexDigitValue(_ c: UInt8) -> UInt8? {
        switch c {
        case UInt8(ascii: "0")...UInt8(ascii: "9"): return c - UInt8(ascii: "0")
        case UInt8(ascii: "a")...UInt8(ascii: "f"): return c - UInt8(ascii: "a") + 10
        case UInt8(ascii: "A")...UInt8(ascii: "F"): return c - UInt8(ascii: "A") + 10
        default: return nil
        }
    }
}
