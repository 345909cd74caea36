/// Number literals (RFC 8259 §6): `-? (0 | [1-9][0-9]*) (. [0-9]+)? ([eE] [+-]? [0-9]+)?`.
///
/// The parser first takes the whole run of number-like characters (digits, letters, `.`, `+`, `-`, `_`) so
/// that errors quote what the user wrote (`'0x1F'`, `'1.'`, `'-Infinity'`) rather than stopping at the first
/// character the grammar rejects.
extension JSONParseState {
    package mutating func parseNumber() throws -> JSONNumber {
        let start = location
        var end = offset
        while end < bytes.count, JSONParseState.isNumberRunByte(bytes[end]) { end += 1 }
        let run = Array(bytes[offset..<end])
        let literal = String(decoding: run, as: UTF8.self)
        if let problem = JSONParseState.grammarProblem(in: run) {
            throw fail(.invalidNumber(literal: literal, problem: problem), at: start)
        }
        guard let value = Double(literal), value.isFinite else {
            throw fail(.numberOutOfRange(literal: literal), at: start)
        }
        // The run is ASCII, so each byte is one column.
        column += end - offset
        offset = end
        return JSONNumber(value: value, literal: literal)
    }

    package static func isNumberRunByte(_ b: UInt8) -> Bool {
        isWordByte(b) || b == UInt8(ascii: ".") || b == UInt8(ascii: "+") || b == UInt8(ascii: "-")
    }

    /// Why `run` is not a JSON number, or nil when it is one.
    package static func grammarProblem(in run: [UInt8]) -> String? {
        func isDigit(_ i: Int) -> Bool { i < run.count && run[i] >= 0x30 && run[i] <= 0x39 }
        func describe(_ i: Int) -> String { "unexpected '\(Character(Unicode.Scalar(run[i])))'" }
        var i = 0
        if run.first == UInt8(ascii: "+") { return "a leading '+' is not allowed" }
        if run.first == UInt8(ascii: ".") { return "expected a digit before '.'" }
        if run.first == UInt8(ascii: "-") {
            i += 1
            if !isDigit(i) { return "expected a digit after '-'" }
        }
        if run[i] == UInt8(ascii: "0") {
            i += 1
            if isDigit(i) { return "leading zeros are not allowed" }
            if i < run.count && (run[i] == UInt8(ascii: "x") || run[i] == UInt8(ascii: "X")) {
                return "hexadecimal numbers are not allowed"
            }
        } else {
            while isDigit(i) { i += 1 }
        }
        if i < run.count && run[i] == UInt8(ascii: ".") {
            i += 1
            if !isDigit(i) { return "expected a digit after '.'" }
            while isDigit(i) { i += 1 }
        }
        if i < run.count && (run[i] == UInt8(ascii: "e") || run[i] == UInt8(ascii: "E")) {
            i += 1
            if i < run.count && (run[i] == UInt8(ascii: "+") || run[i] == UInt8(ascii: "-")) { i += 1 }
            if !isDigit(i) { return "expected a digit in the exponent" }
            while isDigit(i) { i += 1 }
        }
        return i < run.count ? describe(i) : nil
    }
}
