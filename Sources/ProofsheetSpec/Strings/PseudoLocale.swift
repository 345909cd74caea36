/// The two pseudo-locales Android defines (Android "Test your app with pseudolocales"), generated from the
/// base locale's text so clipping and mirroring problems show before any translation exists.
///
/// * `en-XA`: every Latin letter accented, the text lengthened by about 40 % with filler words, and the whole
///   wrapped in `[` `]`, so a cut-off end is visible.
/// * `ar-XB`: each word of the base text wrapped in RIGHT-TO-LEFT OVERRIDE … POP DIRECTIONAL FORMATTING
///   (UAX #9 §2.2) between RIGHT-TO-LEFT MARKs, and the cell laid out right to left, like Android's `ar-XB`.
///
/// Placeholders are never altered; plural categories follow the base locale's rules. Deterministic.
package enum PseudoLocale: String, CaseIterable, Sendable {
    case accented = "en-XA"
    case bidi = "ar-XB"

    package init?(_ locale: LocaleID) {
        // Both identifiers are 5 bytes: every other locale is turned away without comparing strings (a check asks
        // this for every text it resolves).
        guard locale.identifier.utf8.count == 5 else { return nil }
        self.init(rawValue: locale.identifier)
    }

    package var locale: LocaleID { LocaleID(rawValue) }

    /// The message's literal runs transformed (accents for `en-XA`, per-word overrides for `ar-XB`).
    package func transform(_ message: Message) -> Message {
        switch self {
        case .accented: return message.mapLiterals(PseudoLocale.accent)
        case .bidi: return message.mapLiterals(PseudoLocale.overrideWords)
        }
    }

    /// The formatted text finished: `en-XA` brackets and lengthens it by about 40 % (at least one filler word).
    package func finish(_ text: String) -> String {
        guard self == .accented, !text.isEmpty else { return text }
        let target = (text.count * 2 + 4) / 5
        var filler = ""
        var index = 0
        while filler.count < target {
            filler += " " + PseudoLocale.fillerWords[index % PseudoLocale.fillerWords.count]
            index += 1
        }
        return "[" + text + filler + "]"
    }

    package static let fillerWords = ["one", "two", "three", "four", "five", "six", "seven", "eight", "nine", "ten"]

    /// Latin letters with the accented forms Android's pseudolocalizer uses (one per letter).
    package static let accents: [Character: Character] = [
        "a": "å", "b": "ƀ", "c": "ç", "d": "ð", "e": "é", "f": "ƒ", "g": "ĝ", "h": "ĥ", "i": "î", "j": "ĵ", "k": "ķ",
        "l": "ļ", "m": "ɱ", "n": "ñ", "o": "ö", "p": "þ", "q": "ǫ", "r": "ŕ", "s": "š", "t": "ţ", "u": "û", "v": "ṽ",
        "w": "ŵ", "x": "ẋ", "y": "ý", "z": "ž",
        "A": "Å", "B": "Ɓ", "C": "Ç", "D": "Ð", "E": "É", "F": "Ƒ", "G": "Ĝ", "H": "Ĥ", "I": "Î", "J": "Ĵ", "K": "Ķ",
        "L": "Ļ", "M": "Ṁ", "N": "Ñ", "O": "Ö", "P": "Þ", "Q": "Ǫ", "R": "Ŕ", "S": "Š", "T": "Ţ", "U": "Û", "V": "Ṽ",
        "W": "Ŵ", "X": "Ẋ", "Y": "Ý", "Z": "Ž",
    ]

    package static func accent(_ text: String) -> String {
        String(text.map { accents[$0] ?? $0 })
    }

    package static func overrideWords(_ text: String) -> String {
        var result = ""
        var word = ""
        func flush() {
            if !word.isEmpty { result += "\u{200F}\u{202E}" + word + "\u{202C}\u{200F}"; word = "" }
        }
        for character in text {
            if character.isWhitespace { flush(); result.append(character) } else { word.append(character) }
        }
        flush()
        return result
    }
}
