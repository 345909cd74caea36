/// Writing `JSONValue` trees as JSON text (RFC 8259) for Proofsheet's own outputs: reports, `--json`.
///
/// The output is stable byte for byte: object members in their stored order, 2-space indentation, `\n` line
/// ends, `"key": value` with one space, empty containers as `[]` and `{}`, no trailing newline. Strings escape
/// only `"`, `\` and the control characters U+0000–U+001F (as `\b \f \n \r \t` or `\u00XX`) and U+007F–U+009F
/// (`\u00XX`, so no C1 control such as CSI reaches a terminal that shows the output); everything else is UTF-8.
/// Numbers print the shortest text that reads back to the same `Double` (`0.1`, `1e-07`, `1e+300`), with
/// integral values written without a fraction (`3`, not `3.0`; `-0` prints `0`; large ones may take an
/// exponent where that is shorter, `1e+17`);
/// NaN and infinities, which JSON cannot express, print `null`.
/// The writer recurses once per nesting level; parsed trees are bounded by `JSONLimits.maxDepth`.
extension JSONValue {
    public func jsonText() -> String {
        String(decoding: jsonBytes(), as: UTF8.self)
    }

    /// `jsonText()` as UTF-8 bytes. Written into one byte buffer (appending to a `String` piece by piece was about a
    /// sixth of a check with nothing changed at thousands of cells, issue #43); the same bytes as before.
    package func jsonBytes() -> [UInt8] {
        var out: [UInt8] = []
        write(to: &out, indent: 0)
        return out
    }

    /// The same value as one line without any whitespace between tokens (`{"a":[1,2]}`): the same strings and numbers
    /// as `jsonBytes()`, for machine-read data where indentation is only bytes to write and parse (the HTML report's
    /// embedded data, the check cache; issue #43).
    package func jsonCompactBytes() -> [UInt8] {
        var out: [UInt8] = []
        writeCompact(to: &out)
        return out
    }

    /// `jsonCompactBytes()` appended to `out`.
    package func writeCompact(to out: inout [UInt8]) {
        switch kind {
        case .null, .bool, .number, .string: writeScalar(to: &out)
        case .array(let elements):
            out.append(UInt8(ascii: "["))
            for (i, element) in elements.enumerated() {
                if i > 0 { out.append(UInt8(ascii: ",")) }
                element.writeCompact(to: &out)
            }
            out.append(UInt8(ascii: "]"))
        case .object(let members):
            out.append(UInt8(ascii: "{"))
            for (i, member) in members.enumerated() {
                if i > 0 { out.append(UInt8(ascii: ",")) }
                JSONValue.quote(member.key, to: &out)
                out.append(UInt8(ascii: ":"))
                member.value.writeCompact(to: &out)
            }
            out.append(UInt8(ascii: "}"))
        }
    }

    private func write(to out: inout [UInt8], indent: Int) {
        switch kind {
        case .null, .bool, .number, .string: writeScalar(to: &out)
        case .array(let elements):
            if elements.isEmpty { out += "[]".utf8; return }
            out += "[\n".utf8
            for (i, element) in elements.enumerated() {
                JSONValue.spaces(indent + 2, to: &out)
                element.write(to: &out, indent: indent + 2)
                out += (i + 1 < elements.count ? ",\n" : "\n").utf8
            }
            JSONValue.spaces(indent, to: &out)
            out.append(UInt8(ascii: "]"))
        case .object(let members):
            if members.isEmpty { out += "{}".utf8; return }
            out += "{\n".utf8
            for (i, member) in members.enumerated() {
                JSONValue.spaces(indent + 2, to: &out)
                JSONValue.quote(member.key, to: &out)
                out += ": ".utf8
                member.value.write(to: &out, indent: indent + 2)
                out += (i + 1 < members.count ? ",\n" : "\n").utf8
            }
            JSONValue.spaces(indent, to: &out)
            out.append(UInt8(ascii: "}"))
        }
    }

    /// A null, a Boolean, a number or a string, the same in both layouts; containers write nothing here.
    private func writeScalar(to out: inout [UInt8]) {
        switch kind {
        case .null: out += "null".utf8
        case .bool(let b): out += (b ? "true" : "false").utf8
        case .number(let n): out += JSONValue.format(number: n.value).utf8
        case .string(let s): JSONValue.quote(s, to: &out)
        case .array, .object: break
        }
    }

    private static func spaces(_ count: Int, to out: inout [UInt8]) {
        out.append(contentsOf: repeatElement(UInt8(ascii: " "), count: count))
    }

    /// `quote(s)`'s bytes appended to `out`, escaped byte by byte in UTF-8: every character `quote` escapes is one
    /// byte there (a quote, a backslash, a C0 control, DEL) or the two bytes C2 80–C2 9F (a C1 control, U+0080–U+009F).
    private static func quote(_ s: String, to out: inout [UInt8]) {
        out.append(UInt8(ascii: "\""))
        if !needsEscape(s) {
            out += s.utf8
            out.append(UInt8(ascii: "\""))
            return
        }
        var utf8 = s.utf8.makeIterator()
        var pending = utf8.next()
        while let byte = pending {
            pending = utf8.next()
            switch byte {
            case UInt8(ascii: "\""): out += "\\\"".utf8
            case UInt8(ascii: "\\"): out += "\\\\".utf8
            case UInt8(ascii: "\n"): out += "\\n".utf8
            case UInt8(ascii: "\r"): out += "\\r".utf8
            case UInt8(ascii: "\t"): out += "\\t".utf8
            case 0x08: out += "\\b".utf8
            case 0x0C: out += "\\f".utf8
            case 0x00...0x1F, 0x7F: out += ("\\u" + hex4(UInt32(byte))).utf8
            case 0xC2 where pending.map { $0 >= 0x80 && $0 <= 0x9F } ?? false:
                out += ("\\u" + hex4(UInt32(pending!))).utf8
                pending = utf8.next()
            default: out.append(byte)
            }
        }
        out.append(UInt8(ascii: "\""))
    }

    /// The canonical JSON text of a number; see the type's serialization notes.
    public static func format(number value: Double) -> String {
        guard value.isFinite else { return "null" }
        if value == 0 { return "0" }
        // Swift's description is the shortest text that reads back to the same Double, and valid JSON for
        // finite values; it marks integral values written in full with ".0", which JSON does not need.
        let text = value.description
        return text.hasSuffix(".0") ? String(text.dropLast(2)) : text
    }

    /// `s` as a JSON string literal, quotes included.
    public static func quote(_ s: String) -> String {
        // Most strings need no escape: then the string itself, quoted (what the loop below writes for them).
        if !needsEscape(s) { return "\"" + s + "\"" }
        var out = "\""
        for scalar in s.unicodeScalars {
            switch scalar {
            case "\"": out += "\\\""
            case "\\": out += "\\\\"
            case "\n": out += "\\n"
            case "\r": out += "\\r"
            case "\t": out += "\\t"
            case "\u{08}": out += "\\b"
            case "\u{0C}": out += "\\f"
            case "\u{00}"..."\u{1F}", "\u{7F}"..."\u{9F}": out += "\\u" + hex4(scalar.value)
            default: out.unicodeScalars.append(scalar)
            }
        }
        out += "\""
        return out
    }

    /// Whether `quote` escapes anything in `s`: a quote, a backslash, a C0 control, DEL or a C1 control (U+0080–U+009F,
    /// in UTF-8 the bytes C2 80–C2 9F).
    package static func needsEscape(_ s: String) -> Bool {
        var afterC2 = false
        for byte in s.utf8 {
            if byte < 0x20 || byte == 0x22 || byte == 0x5C || byte == 0x7F || (afterC2 && byte <= 0x9F) { return true }
            afterC2 = byte == 0xC2
        }
        return false
    }

    /// Four uppercase hex digits, e.g. `001F`.
    package static func hex4(_ value: UInt32) -> String {
        let digits = Array("0123456789ABCDEF".unicodeScalars)
        var out = ""
        for shift in stride(from: 12, through: 0, by: -4) {
            out.unicodeScalars.append(digits[Int((value >> UInt32(shift)) & 0xF)])
        }
        return out
    }
}
