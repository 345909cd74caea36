/// Which value a locale shows for a key: the locale, its language alone, then the base locale.
extension StringEntry {
    /// Where the key is first defined (the base locale's value, else the first locale's by identifier), for messages.
    package func place(base: LocaleID) -> String {
        self[base]?.place ?? locales.indices.min { locales[$0] < locales[$1] }.map { texts[$0].place } ?? source
    }

    /// The index of the value `locale` shows (the locale, its language alone, then `base`; nil when none has a value), and
    /// whether it is the base text standing in for a missing translation. Pseudo-locales are not handled here.
    package func index(shownIn locale: LocaleID, base: LocaleID) -> (index: Int, isFallback: Bool)? {
        if let index = index(of: locale) { return (index, false) }
        if Self.mayDifferFromLanguage(locale), let index = index(of: LocaleID(locale.language)) { return (index, false) }
        guard let index = index(of: base) else { return nil }
        return (index, isTranslatable && locale != base)
    }

    /// The text `locale` shows (the locale, its language alone, then `base`), and whether it is the base text
    /// standing in for a missing translation; pseudo-locales transform the base text.
    package func lookup(in locale: LocaleID, base: LocaleID) -> (value: LocalizedString, isFallback: Bool)? {
        // Not-translatable strings are not pseudo-localised either (aapt2 skips them).
        if let pseudo = PseudoLocale(locale), isTranslatable, let baseValue = self[base] {
            var value = baseValue
            value.message = pseudo.transform(baseValue.message)
            return (value, false)
        }
        return index(shownIn: locale, base: base).map { (texts[$0.index], $0.isFallback) }
    }

    /// Whether the text `locale` shows needs arguments (`lookup(in:base:)`'s value, read where it is stored); nil
    /// when the locale shows none.
    package func needsArguments(in locale: LocaleID, base: LocaleID) -> Bool? {
        if isTranslatable, PseudoLocale(locale) != nil { return lookup(in: locale, base: base)?.value.needsArguments }
        return index(shownIn: locale, base: base).map { texts[$0.index].needsArguments }
    }

    /// False when `locale.language` is the identifier itself (no `-` or `_`, nothing to lowercase), so the
    /// language alone is not looked up again (nor its string built) for every missing translation.
    private static func mayDifferFromLanguage(_ locale: LocaleID) -> Bool {
        locale.identifier.utf8.contains { byte in
            byte == UInt8(ascii: "-") || byte == UInt8(ascii: "_") || (UInt8(ascii: "A")...UInt8(ascii: "Z")).contains(byte) || byte >= 0x80
        }
    }
}
