import ProofsheetSupport

/// Escapes report strings for HTML and XML 1.0 so that no value (a screen id, a message) can open a tag, end an
/// attribute or make the document ill-formed.
///
/// Both functions write the characters XML 1.0 §2.2 (production `Char`) forbids or discourages and that HTML's
/// parser treats as errors as visible text, `\u001b` as in terminal messages (`MessageText`): U+0000–U+001F
/// except TAB, LF and CR; U+007F–U+009F; U+FFFE and U+FFFF. A translation's escape or NUL is seen, not lost.
/// CR is written as `&#13;` so it survives XML end-of-line normalisation (§2.11).
package enum MarkupEscaper {
    /// For element content: `&`, `<`, `>` become entities; TAB and LF stay as they are.
    package static func text(_ s: String) -> String {
        escape(s, inAttribute: false)
    }

    /// For a double- or single-quoted attribute value: also `"`, `'`, TAB and LF, which attribute-value
    /// normalisation (XML 1.0 §3.3.3) would otherwise turn into spaces.
    package static func attribute(_ s: String) -> String {
        escape(s, inAttribute: true)
    }

    /// True for the scalars both functions write as `\u` escapes.
    package static func isShownAsEscape(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar.value {
        case 0x09, 0x0A, 0x0D: return false
        case 0x00...0x1F, 0x7F...0x9F, 0xFFFE, 0xFFFF: return true
        default: return false
        }
    }

    private static func escape(_ s: String, inAttribute: Bool) -> String {
        var out = ""
        out.reserveCapacity(s.utf8.count)
        for scalar in s.unicodeScalars {
            switch scalar {
            case "&": out += "&amp;"
            case "<": out += "&lt;"
            case ">": out += "&gt;"
            case "\r": out += "&#13;"
            case "\"" where inAttribute: out += "&quot;"
            case "'" where inAttribute: out += "&#39;"
            case "\n" where inAttribute: out += "&#10;"
            case "\t" where inAttribute: out += "&#9;"
            default:
                if isShownAsEscape(scalar) { out += "\\u" + MessageText.hex4(scalar.value) } else { out.unicodeScalars.append(scalar) }
            }
        }
        return out
    }
}
