/// A hand-written JSON file could not be parsed: where (file, line, column) and what was expected and found.
///
/// `description` is the message users see, in the compiler-style format
/// `layouts/screens/home.json:12:7: expected ',' or '}' after object member, found ']'`.
/// `location` points at the offending character (for strings and comments that never end, at their start).
package struct JSONSyntaxError: Error, Sendable, Equatable, CustomStringConvertible {
    package enum Reason: Sendable, Equatable {
        /// The input is longer than `JSONLimits.maxFileBytes`.
        case fileTooLarge(bytes: Int, limit: Int)
        /// The bytes at `byteOffset` are not well-formed UTF-8 (RFC 3629); `byte` is the first byte of the bad sequence.
        case invalidUTF8(byteOffset: Int, byte: UInt8)
        /// The file holds no value: it is empty or has only whitespace and comments.
        case emptyFile
        /// A character (or end of file) where the grammar wanted something else; `hint` is an optional tip.
        case unexpected(expected: String, found: String, hint: String?)
        case unterminatedString
        /// A raw line feed or carriage return inside a string, which JSON forbids; usually a missing closing quote.
        case lineBreakInString(stringStart: SourceLocation)
        case controlCharacterInString(UInt8)
        /// `escape` is the text written, e.g. `\x`.
        case invalidEscape(String)
        /// `escape` is the text written, e.g. `\u12G4`.
        case invalidUnicodeEscape(String)
        /// A `\uD800`–`\uDFFF` escape that does not form a valid high+low pair; `escape` is its text.
        case unpairedSurrogate(String, isHigh: Bool)
        case invalidNumber(literal: String, problem: String)
        case numberOutOfRange(literal: String)
        case duplicateKey(String, firstDefinition: SourceLocation)
        case unterminatedComment
        case nestingTooDeep(limit: Int)
        case stringTooLong(limit: Int)
        case tooManyValues(limit: Int)
    }

    package var location: SourceLocation
    package var reason: Reason

    package init(location: SourceLocation, reason: Reason) {
        self.location = location
        self.reason = reason
    }

    /// The message without the location prefix.
    package var message: String {
        switch reason {
        case .fileTooLarge(let bytes, let limit):
            return "file is \(bytes) bytes, more than the limit of \(JSONLimits.describe(bytes: limit))"
        case .invalidUTF8(let offset, let byte):
            // FF FE / FE FF open a UTF-16 file (editors on Windows still save JSON that way).
            let utf16 = offset == 0 && (byte == 0xFF || byte == 0xFE) ? "; the file looks like UTF-16: save it as UTF-8" : ""
            return "invalid UTF-8 at byte offset \(offset) (byte 0x\(JSONSyntaxError.hex2(byte)))" + utf16
        case .emptyFile:
            return "file is empty; expected a JSON value"
        case .unexpected(let expected, let found, let hint):
            return "expected \(expected), found \(found)" + (hint.map { " (\($0))" } ?? "")
        case .unterminatedString:
            return "unterminated string; missing closing '\"'"
        case .lineBreakInString(let start):
            return "line break in string starting at \(start.lineAndColumn); close the string with '\"' or write the line break as \\n"
        case .controlCharacterInString(let byte):
            return "control character U+00\(JSONSyntaxError.hex2(byte)) in string; write it as \(JSONSyntaxError.escape(forControl: byte))"
        case .invalidEscape(let escape):
            return "invalid escape '\(escape)' in string; valid escapes are \\\" \\\\ \\/ \\b \\f \\n \\r \\t \\uXXXX"
        case .invalidUnicodeEscape(let escape):
            return "invalid escape '\(escape)' in string; \\u must be followed by 4 hexadecimal digits"
        case .unpairedSurrogate(let escape, let isHigh):
            return isHigh
                ? "unpaired surrogate '\(escape)' in string; a high surrogate must be followed by a low surrogate escape \\uDC00-\\uDFFF"
                : "unpaired surrogate '\(escape)' in string; a low surrogate must follow a high surrogate escape \\uD800-\\uDBFF"
        case .invalidNumber(let literal, let problem):
            return "invalid number '\(literal)': \(problem)"
        case .numberOutOfRange(let literal):
            return "number '\(literal)' is out of range for a 64-bit floating-point value"
        case .duplicateKey(let key, let first):
            return "duplicate key '\(key)'; first defined at \(first.lineAndColumn)"
        case .unterminatedComment:
            return "unterminated comment; '/*' has no closing '*/'"
        case .nestingTooDeep(let limit):
            return "nesting is deeper than the limit of \(limit) levels"
        case .stringTooLong(let limit):
            return "string is longer than the limit of \(JSONLimits.describe(bytes: limit))"
        case .tooManyValues(let limit):
            return "document has more than the limit of \(limit) values"
        }
    }

    /// `file:line:column: message`.
    package var description: String { "\(location): \(message)" }

    package static func hex2(_ byte: UInt8) -> String {
        String(JSONValue.hex4(UInt32(byte)).dropFirst(2))
    }

    private static func escape(forControl byte: UInt8) -> String {
        switch byte {
        case 0x09: return "\\t"
        case 0x0D: return "\\r"
        case 0x08: return "\\b"
        case 0x0C: return "\\f"
        default: return "\\u00" + hex2(byte)
        }
    }
}
