/// The text of an Android `<string>` or plural `<item>` as aapt2 compiles it: child markup (`<xliff:g>`, `<b>`)
/// kept as its text, whitespace runs collapsed outside double quotes, quotes removed, and the escapes
/// `\'` `\"` `\\` `\n` `\t` `\@` `\?` `\uXXXX` decoded; an unescaped apostrophe outside quotes is an error, as in aapt2.
package enum AndroidText {
    package static func decode(_ element: XMLTree.XMLElementNode) throws -> String {
        let raw = Array(flatten(element).unicodeScalars)
        var out = String.UnicodeScalarView()
        var quoted = false
        var pendingSpace = false
        var i = 0
        func emit(_ scalar: Unicode.Scalar) {
            if pendingSpace, !out.isEmpty { out.append(" ") }
            pendingSpace = false
            out.append(scalar)
        }
        while i < raw.count {
            let c = raw[i]
            if c == "\\" {
                guard i + 1 < raw.count else { throw CatalogError(place: element.place, message: "a lone '\\' ends the string") }
                let e = raw[i + 1]
                i += 2
                switch e {
                case "n": emit("\n")
                case "t": emit("\t")
                case "u":
                    let hex = String(String.UnicodeScalarView(raw[i..<min(i + 4, raw.count)]))
                    guard hex.count == 4, let value = UInt32(hex, radix: 16), let scalar = Unicode.Scalar(value) else {
                        throw CatalogError(place: element.place, message: "'\\u' must be followed by four hex digits, found '\(hex)'")
                    }
                    emit(scalar); i += 4
                default: emit(e)
                }
            } else if c == "\"" {
                quoted.toggle(); i += 1
            } else if c.properties.isWhitespace, !quoted {
                pendingSpace = true; i += 1
            } else if c == "'", !quoted {
                throw CatalogError(place: element.place, message: "unescaped apostrophe in \(LocalizedString.quoted(String(String.UnicodeScalarView(raw))))); write \\' or quote the whole text")
            } else {
                emit(c); i += 1
            }
        }
        return String(out)
    }

    /// Text and CDATA of the element and its markup children, in order.
    package static func flatten(_ element: XMLTree.XMLElementNode) -> String {
        element.children.map { child in
            switch child {
            case .text(let text): return text
            case .element(let inner): return flatten(inner)
            }
        }.joined()
    }
}
