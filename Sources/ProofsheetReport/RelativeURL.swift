/// Turns a report path (relative to the report folder, `/`-separated) into a relative URL for `src` and `href`.
///
/// RFC 3986 §2: every UTF-8 byte outside the unreserved set (`A–Z a–z 0–9 - . _ ~`) and `/` is percent-encoded,
/// so `#`, `?`, `%`, spaces and non-ASCII names cannot change what the URL points at. The result still needs
/// `MarkupEscaper.attribute` only for form's sake: it contains no markup characters.
package enum RelativeURL {
    package static func encoding(path: String) -> String {
        let digits = Array("0123456789ABCDEF")
        var out = ""
        for byte in path.utf8 {
            let isUnreserved = (byte >= 0x41 && byte <= 0x5A) || (byte >= 0x61 && byte <= 0x7A) || (byte >= 0x30 && byte <= 0x39)
                || byte == 0x2D || byte == 0x2E || byte == 0x5F || byte == 0x7E || byte == 0x2F
            if isUnreserved {
                out.unicodeScalars.append(Unicode.Scalar(byte))
            } else {
                out.append("%")
                out.append(digits[Int(byte >> 4)])
                out.append(digits[Int(byte & 0x0F)])
            }
        }
        // A first segment with a colon would read as a scheme (`javascript:`); percent-encoding the colon above
        // already prevents that, so every output is a relative reference.
        return out
    }
}
