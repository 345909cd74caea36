/// Text from inputs shown inside messages: control characters escaped, so a NUL or an escape sequence in a
/// name never cuts, hides or recolours a message (docs/hardening.md, "Messages").
public enum MessageText {
    /// `text` with every C0 and C1 control character and DEL written as `\u0000` (four hex digits); newlines
    /// too, so one value stays on one line.
    public static func escaped(_ text: String) -> String {
        guard text.unicodeScalars.contains(where: isControl) else { return text }
        var out = ""
        for scalar in text.unicodeScalars {
            if isControl(scalar) {
                out += "\\u" + hex4(scalar.value)
            } else {
                out.unicodeScalars.append(scalar)
            }
        }
        return out
    }

    /// A whole message: like `escaped`, but line breaks between lines are kept.
    public static func escapedKeepingLines(_ message: String) -> String {
        // Most messages hold no control character (not even a newline): returned as they are, with no split and join.
        guard message.unicodeScalars.contains(where: isControl) else { return message }
        return message.split(separator: "\n", omittingEmptySubsequences: false).map { escaped(String($0)) }.joined(separator: "\n")
    }

    /// `"text"` escaped, for values that may be empty or hold spaces.
    public static func quoted(_ text: String) -> String { "\"" + escaped(text) + "\"" }

    package static func isControl(_ scalar: Unicode.Scalar) -> Bool {
        scalar.value < 0x20 || (0x7F...0x9F).contains(scalar.value)
    }

    package static func hex4(_ value: UInt32) -> String {
        let digits = Array("0123456789abcdef")
        return String((0..<4).reversed().map { digits[Int(value >> (UInt32($0) * 4) & 0xF)] })
    }
}
