/// Which value a locale shows for a key: the locale, its language alone, then the base locale.
extension StringEntry {
    /// Where the key is first defined (the base locale's value, else the first locale's by identifier), for messages.
    func place(base: LocaleID) -> String {
        self[base]?.place ?? slots.min { $0.locale < $1.locale }?.value.place ?? source
    }

    /// The slot `locale` shows (the locale, its language alone, then `base`; nil when none has a value), and
    /// whether it is the base text standing in for a missing translation. Pseudo-locales are not handled here.
    func slotIndex(shownIn locale: LocaleID, base: LocaleID) -> (index: Int, isFallback: Bool)? {
        if let index = slotIndex(of: locale) { return (index, false) }
        if Self.mayDifferFromLanguage(locale), let index = slotIndex(of: LocaleID(locale.language)) { return (index, false) }
        guard let index = slotIndex(of: base) else { return nil }
        return (index, isTranslatable && locale != base)
    }

    /// The text `locale` shows (the locale, its language alone, then `base`), and whether it is the base text
    /// standing in for a missing translation; pseudo-locales transform the base text.
    func lookup(in locale: LocaleID, base: LocaleID) -> (value: LocalizedString, isFallback: Bool)? {
        // Not-translatable strings are not pseudo-localised either (aapt2 skips them).
        if let pseudo = PseudoLocale(locale), isTranslatable, let baseValue = self[base] {
            var value = baseValue
            value.message = pseudo.transform(baseValue.message)
            return (value, false)
        }
        return slotIndex(shownIn: locale, base: base).map { (slots[$0.index].value, $0.isFallback) }
    }

    /// False when `locale.language` is the identifier itself (no `-` or `_`, nothing to lowercase), so the
    /// language alone is not looked up again (nor its string built) for every missing translation.
    private static func mayDifferFromLanguage(_ locale: LocaleID) -> Bool {
        locale.identifier.utf8.contains { byte in
            byte == UInt8(ascii: "-") || byte == UInt8(ascii: "_") || (UInt8(ascii: "A")...UInt8(ascii: "Z")).contains(byte) || byte >= 0x80
        }
    }
}
