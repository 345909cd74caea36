/// What looking a key up in one locale can give a cell, written out as text: two lookups with the same text show
/// the same texts for any arguments, on any platform (the incremental check compares them across runs to skip a
/// cell whose strings did not change for it, `StringReads`).
///
/// The text covers every value `text(of:key:in:arguments:platform:)`, `lookup(_:in:)` and `rulesLocale(for:key:)`
/// read for the key and locale: the value shown (after the locale → language → base fallback and pseudo-localisation),
/// whether it stands in for a missing translation, whether the key is translatable, its digits choice, the base locale
/// and the locale whose plural rules choose. The value's place in its file is left out (it appears only in errors).
/// It is an explicit description, not a reflection, so a renamed field does not change it.
extension StringCatalog {
    package func readText(of key: String, in locale: LocaleID) -> String {
        guard let entry = entries[key] else { return "absent" }
        var text = "base " + baseLocale.identifier
        text += entry.isTranslatable ? "; translatable" : "; not translatable"
        text += "; digits " + (digitChoices[key]?.rawValue ?? "platform")
        text += "; rules " + rulesLocale(for: locale, key: key).identifier
        guard let (value, isFallback) = entry.lookup(in: locale, base: baseLocale) else { return text + "; no value" }
        text += isFallback ? "; base text" : "; own text"
        text += "; state " + value.state.rawValue
        switch value.syntax {
        case .printf(let raw): text += "; printf " + Message.lengthPrefixed(raw)
        case .structured: text += "; structured"
        }
        return text + "; message " + value.message.readText
    }
}

extension Message {
    /// The message written out unambiguously: literal runs by their UTF-8 length and bytes, every argument with its
    /// format, plural and select cases in a fixed order (exact values ascending, then CLDR categories; select keys
    /// in byte order).
    package var readText: String {
        parts.map { part in
            switch part {
            case .literal(let text): return "L" + Message.lengthPrefixed(text)
            case .pound: return "#"
            case .argument(let argument, let format): return "A" + Message.readText(of: argument) + Message.readText(of: format)
            case .plural(let argument, let choice):
                let exact = choice.exact.keys.sorted().map { "=\($0)(" + choice.exact[$0]!.readText + ")" }
                let forms = choice.categories.map { $0.rawValue + "(" + choice.forms[$0]!.readText + ")" }
                return "P" + Message.readText(of: argument) + "{offset \(choice.offset)" + (exact + forms).joined() + "}"
            case .select(let argument, let cases):
                let keys = cases.keys.sorted { Array($0.utf8).lexicographicallyPrecedes(Array($1.utf8)) }
                return "S" + Message.readText(of: argument) + "{" + keys.map { Message.lengthPrefixed($0) + "(" + cases[$0]!.readText + ")" }.joined() + "}"
            }
        }.joined()
    }

    /// `<UTF-8 length>:<text>`: no character of `text` can end it early.
    package static func lengthPrefixed(_ text: String) -> String { "\(text.utf8.count):" + text }

    private static func readText(of argument: MessageArgument) -> String {
        switch argument {
        case .position(let index): return "p\(index);"
        case .name(let name): return "n" + lengthPrefixed(name) + ";"
        }
    }

    private static func readText(of format: ArgumentFormat) -> String {
        switch format {
        case .icu(let isNumber): return isNumber ? "icu number;" : "icu;"
        case .printf(let spec):
            return "printf " + lengthPrefixed(spec.flags) + " " + (spec.width.map(String.init) ?? "-") + " "
                + (spec.precision.map(String.init) ?? "-") + " " + lengthPrefixed(spec.length) + " " + lengthPrefixed(String(spec.conversion)) + ";"
        }
    }
}
