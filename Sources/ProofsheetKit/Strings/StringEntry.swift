/// One key of a project's strings: its text per locale and the catalog file that defines it.
public struct StringEntry: Hashable, Sendable {
    public var key: String
    /// The catalog file (or folder) that defines the key, for duplicate-key messages.
    public var source: String
    /// False for Android `translatable="false"` and `.xcstrings` `shouldTranslate: false`: every locale shows
    /// the base text and no locale is missing it (as both platforms do).
    public var isTranslatable: Bool
    public var values: [LocaleID: LocalizedString]

    public init(key: String, source: String, isTranslatable: Bool = true, values: [LocaleID: LocalizedString] = [:]) {
        self.key = key
        self.source = source
        self.isTranslatable = isTranslatable
        self.values = values
    }

    /// Where the key is first defined (the base locale's value, else any), for messages.
    func place(base: LocaleID) -> String {
        values[base]?.place ?? values.keys.sorted().first.flatMap { values[$0]?.place } ?? source
    }

    /// The text `locale` shows (the locale, its language alone, then `base`), and whether it is the base text
    /// standing in for a missing translation; pseudo-locales transform the base text.
    func lookup(in locale: LocaleID, base baseLocale: LocaleID) -> (value: LocalizedString, isFallback: Bool)? {
        // Not-translatable strings are not pseudo-localised either (aapt2 skips them).
        if let pseudo = PseudoLocale(locale), isTranslatable, let base = values[baseLocale] {
            var value = base
            value.message = pseudo.transform(base.message)
            if case .printf(let raw) = base.syntax { value.syntax = .printf(raw: raw) }
            return (value, false)
        }
        if let value = values[locale] ?? values[LocaleID(locale.language)] { return (value, false) }
        guard let base = values[baseLocale] else { return nil }
        return (base, isTranslatable && locale != baseLocale)
    }
}
