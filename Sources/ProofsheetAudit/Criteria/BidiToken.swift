import ProofsheetText

/// A stretch of a text that must read left to right even inside right-to-left text: a number with its sign,
/// currency or unit symbols, a phone number, a time, a range, an e-mail address or a URL (`BidiReorderingCheck`).
///
/// Offsets are Unicode scalar indices in the node's string, the same indices as the layout's glyph clusters.
package struct BidiToken {
    package enum Kind: String {
        case number, phoneNumber, range, time, email, url

        package var description: String {
            switch self {
            case .number: return "number"
            case .phoneNumber: return "phone number"
            case .range: return "range"
            case .time: return "time"
            case .email: return "e-mail address"
            case .url: return "URL"
            }
        }

        /// What goes wrong, for the message.
        package var problem: String {
            switch self {
            case .number: return "its sign, currency, unit or punctuation moves to the other end of the number"
            case .phoneNumber, .range, .time, .email, .url: return "it is split into pieces shown in reverse order"
            }
        }
    }

    package let range: Range<Int>
    package let kind: Kind

    /// Token characters: digits of any script, Latin letters, and the signs, symbols and separators numbers,
    /// addresses and URLs are written with. Brackets are left out: they are mirrored (UAX #9 L4) and look right.
    package static func isTokenCharacter(_ scalar: Unicode.Scalar) -> Bool {
        if scalar.isASCII {
            // ASCII answered without the property tables: its only Nd are 0–9, its only Sc is "$".
            let value = scalar.value
            return (0x30...0x39).contains(value) || (0x41...0x5A).contains(value) || (0x61...0x7A).contains(value)
                || value == 0x24 || tokenSigns.contains(scalar)
        }
        let category = scalar.properties.generalCategory
        return category == .decimalNumber || category == .currencySymbol || tokenSigns.contains(scalar)
    }

    /// The signs and separators of numbers, addresses and URLs that `isTokenCharacter` accepts.
    package static let tokenSigns = Set("+-\u{2212}\u{00B1}.,:/\u{2013}\u{2014}#*@_~=&?%\u{2030}\u{066A}\u{066B}\u{066C}'".unicodeScalars)

    /// Sentence punctuation that may end a token's run of characters without belonging to it.
    package static let trailingPunctuation: Set<Unicode.Scalar> = [".", ",", ";", ":", "!", "?", "\u{060C}", "\u{061B}", "\u{061F}"]

    /// The tokens inside `range` of `scalars`: maximal runs of token characters (single spaces allowed between
    /// digit groups, for phone numbers) that contain a digit, an "@" or "://".
    package static func tokens(in scalars: [Unicode.Scalar], range: Range<Int>) -> [BidiToken] {
        var tokens: [BidiToken] = []
        var i = range.lowerBound
        while i < range.upperBound {
            guard isTokenCharacter(scalars[i]) else { i += 1; continue }
            var end = i
            while end < range.upperBound {
                if isTokenCharacter(scalars[end]) { end += 1; continue }
                let isDigitGap = scalars[end] == " " && end > i && end + 1 < range.upperBound
                    && isDigit(scalars[end - 1]) && isDigit(scalars[end + 1])
                if isDigitGap { end += 1 } else { break }
            }
            var last = end
            while last > i, trailingPunctuation.contains(scalars[last - 1]) { last -= 1 }
            if last > i, let kind = kind(of: Array(scalars[i..<last])) { tokens.append(BidiToken(range: i..<last, kind: kind)) }
            i = end
        }
        return tokens
    }

    package static func isDigit(_ scalar: Unicode.Scalar) -> Bool {
        scalar.isASCII ? (0x30...0x39).contains(scalar.value) : scalar.properties.generalCategory == .decimalNumber
    }

    /// What a run of token characters is, nil when it is none of the kinds (a plain word).
    package static func kind(of token: [Unicode.Scalar]) -> Kind? {
        let text = String(String.UnicodeScalarView(token))
        if text.contains("://") || text.hasPrefix("www.") { return .url }
        if token.contains("@") { return .email }
        guard token.contains(where: isDigit) else { return nil }
        func between(_ separators: Set<Unicode.Scalar>) -> Bool {
            token.indices.dropFirst().dropLast().contains { separators.contains(token[$0]) && isDigit(token[$0 - 1]) && isDigit(token[$0 + 1]) }
        }
        if between([" "]) { return .phoneNumber }
        if between(["\u{2013}", "\u{2014}"]) || token.contains("\u{2013}") { return .range }
        if between([":"]) { return .time }
        return .number
    }

    /// The token's drawn order on `line`: its scalar indices sorted by the x of the glyph drawn for them, and
    /// whether that differs from their logical order. Nil when the line draws no glyph of the token.
    package func drawnOrder(on line: TextLine) -> (order: [Int], isReordered: Bool, minX: Double, maxX: Double)? {
        var x: [Int: Double] = [:]
        var maxX = -Double.infinity
        for glyph in line.glyphs where range.contains(glyph.cluster) {
            x[glyph.cluster] = min(x[glyph.cluster] ?? .infinity, glyph.x)
            maxX = max(maxX, glyph.x)
        }
        guard !x.isEmpty else { return nil }
        let logical = x.keys.sorted()
        let drawn = logical.sorted { x[$0]! != x[$1]! ? x[$0]! < x[$1]! : $0 < $1 }
        return (drawn, drawn != logical, x.values.min()!, maxX)
    }
}
