/// Every string of a project, merged from its catalog sources (`strings.sources` in `proofsheet.json`).
///
/// A key is defined by exactly one source (a key in two sources is an error naming both places). A cell's
/// locale finds a key's text in this order: the locale itself, its language alone (`pt-BR` → `pt`), then the
/// base locale; the last is a missing translation (the `missingTranslation` finding), except for keys marked
/// not translatable. Pseudo-locales (`PseudoLocale`) are generated from the base text.
public struct StringCatalog: Sendable {
    public let baseLocale: LocaleID
    public private(set) var entries: [String: StringEntry]
    /// Keys whose source chose its digits (`"digits": "western"` or `"locale"`); every other key's numbers are
    /// written in the cell's platform's digits (`PlatformDigits`).
    public private(set) var digitChoices: [String: StringSource.Digits]
    /// The optional sources (`"optional": true`) whose file or folder does not exist, as shown to the user.
    public internal(set) var skippedSources: [String] = []

    public init(baseLocale: LocaleID, entries: [String: StringEntry] = [:], digitChoices: [String: StringSource.Digits] = [:]) {
        self.baseLocale = baseLocale
        self.entries = entries
        self.digitChoices = digitChoices.filter { $0.value != .platform }
    }

    /// The locales some source translates, sorted.
    public var locales: [LocaleID] {
        Set(entries.values.flatMap(\.locales)).sorted()
    }

    /// Adds one source's entries; a key another source already defines is an error naming both places.
    package mutating func merge(_ source: [String: StringEntry], digits: StringSource.Digits) throws {
        // The first source cannot clash with anything: taken whole, with no sort or re-insertion of its keys.
        if entries.isEmpty {
            entries = source
            if digits != .platform { for key in source.keys { digitChoices[key] = digits } }
            return
        }
        for key in source.keys.sorted() {
            let entry = source[key]!
            if let existing = entries[key] {
                throw CatalogError(place: entry.place(base: baseLocale), message:
                    "string key '\(key)' is also defined at \(existing.place(base: baseLocale)); each key must come from one source")
            }
            entries[key] = entry
            if digits != .platform { digitChoices[key] = digits }
        }
    }

    /// The text a locale shows for a key, and whether it is the base locale's text standing in for a missing translation.
    public func lookup(_ key: String, in locale: LocaleID) -> (value: LocalizedString, isFallback: Bool)? {
        entries[key]?.lookup(in: locale, base: baseLocale)
    }

    /// The locale whose plural rules choose the forms a locale shows (pseudo-locales and fallbacks use the base's).
    package func rulesLocale(for locale: LocaleID, key: String) -> LocaleID {
        guard PseudoLocale(locale) == nil, let lookup = lookup(key, in: locale), !lookup.isFallback else { return baseLocale }
        return entries[key]?[locale] != nil ? locale : LocaleID(locale.language)
    }

    /// The visible text of a key in a locale: formatted with `arguments` when given (or when the text is a plural
    /// or ICU message), else as written; numbers in the digits `platform` shows unless the key's source chose.
    public func text(_ key: String, in locale: LocaleID, arguments: MessageArguments = MessageArguments(), platform: Platform = .ios) throws -> String {
        // One dictionary access per text: a check resolves every key of every screen in every locale.
        guard let entry = entries[key] else { throw ResolveError.missingString(key: key, locale: locale) }
        return try text(of: entry, key: key, in: locale, arguments: arguments, platform: platform)
    }

    /// `text(_:in:arguments:platform:)` of the entry of `key`, already looked up.
    package func text(of entry: StringEntry, key: String, in locale: LocaleID, arguments: MessageArguments = MessageArguments(),
              platform: Platform = .ios) throws -> String {
        let pseudo = entry.isTranslatable ? PseudoLocale(locale) : nil
        // The usual text (printf, no arguments, no pseudo-locale) is read where it is stored: no value is copied.
        if pseudo == nil, arguments.isEmpty, let (index, _) = entry.index(shownIn: locale, base: baseLocale),
           let text = entry.texts[index].printfText {
            return text
        }
        guard let (value, _) = entry.lookup(in: locale, base: baseLocale) else {
            throw ResolveError.missingString(key: key, locale: locale)
        }
        if arguments.isEmpty, let text = value.printfText { return pseudo.map { $0.finish(text) } ?? text }
        var message = try value.formatMessage()
        if let pseudo { message = pseudo.transform(message) }
        let rules = PluralRules(locale: rulesLocale(for: locale, key: key))
        let formatter: MessageFormatter
        // Pseudo-locales keep 0–9: they stand for the base locale's text.
        switch pseudo == nil ? digitChoices[key] ?? .platform : .western {
        case .western: formatter = MessageFormatter(rules: rules, localDigits: nil)
        case .locale: formatter = MessageFormatter(rules: rules, localDigits: try PluralRules(locale: locale).digits())
        case .platform:
            let digits = PlatformDigits(platform: platform)
            formatter = MessageFormatter(rules: rules, localDigits: try digits.digits(for: locale),
                                         localisesStringConversions: digits.localisesStringConversions)
        }
        let text = try formatter.format(message, with: arguments)
        return pseudo?.finish(text) ?? text
    }
}
