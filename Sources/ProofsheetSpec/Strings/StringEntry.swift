/// One key of a project's strings: its text per locale and the catalog file that defines it.
///
/// The texts are kept as two short arrays, locales and their values in the same order (the file's), and found by
/// comparing locale identifiers: a catalog has a handful of locales, and a check resolves every key in every
/// locale (issue #16: 45,000 texts), so no per-key dictionary is built, hashed into or freed. Entries with the
/// same locales in the same order can share one locales array (`shareLocales(with:)`), which stays in cache.
/// `values` shows them as a dictionary; equality does not depend on the order.
public struct StringEntry: Hashable, Sendable {
    public var key: String
    /// The catalog file (or folder) that defines the key, for duplicate-key messages.
    public var source: String
    /// The locales the key has a value in, each once, in the file's order.
    private(set) var locales: [LocaleID] = []
    /// `texts[i]` is the value of `locales[i]`.
    private(set) var texts: [LocalizedString] = []
    /// False for Android `translatable="false"` and `.xcstrings` `shouldTranslate: false`: every locale shows
    /// the base text and no locale is missing it (as both platforms do).
    public var isTranslatable: Bool

    public init(key: String, source: String, isTranslatable: Bool = true, values: [LocaleID: LocalizedString] = [:]) {
        self.key = key
        self.source = source
        self.isTranslatable = isTranslatable
        self.values = values
    }

    /// The key's value per locale.
    public var values: [LocaleID: LocalizedString] {
        get { Dictionary(uniqueKeysWithValues: zip(locales, texts)) }
        set {
            locales = newValue.keys.sorted()
            texts = locales.map { newValue[$0]! }
        }
    }

    /// The position of `locale` in `locales` (and of its value in `texts`).
    package func index(of locale: LocaleID) -> Int? {
        locales.firstIndex(of: locale)
    }

    /// The value of `locale` itself (no fallback); setting nil removes it.
    package subscript(locale: LocaleID) -> LocalizedString? {
        get { index(of: locale).map { texts[$0] } }
        set {
            if let index = index(of: locale) {
                if let newValue {
                    texts[index] = newValue
                } else {
                    locales.remove(at: index)
                    texts.remove(at: index)
                }
            } else if let newValue {
                locales.append(locale)
                texts.append(newValue)
            }
        }
    }

    /// Sets `locale`'s value and returns the one it replaces (as `Dictionary.updateValue(_:forKey:)`).
    @discardableResult
    package mutating func updateValue(_ value: LocalizedString, for locale: LocaleID) -> LocalizedString? {
        guard let index = index(of: locale) else {
            locales.append(locale)
            texts.append(value)
            return nil
        }
        defer { texts[index] = value }
        return texts[index]
    }

    /// Adds the value of a locale the entry has no value for yet (the caller knows it has none): no search.
    package mutating func append(_ value: LocalizedString, for locale: LocaleID) {
        locales.append(locale)
        texts.append(value)
    }

    /// Room for `count` locales.
    package mutating func reserveCapacity(_ count: Int) {
        locales.reserveCapacity(count)
        texts.reserveCapacity(count)
    }

    /// Takes `shared` as its locales array when they hold the same locales in the same order, else makes its
    /// own the one to share: a catalog's entries usually list the same locales, so one array serves them all.
    package mutating func shareLocales(with shared: inout [LocaleID]) {
        if locales == shared { locales = shared } else { shared = locales }
    }

    public static func == (lhs: StringEntry, rhs: StringEntry) -> Bool {
        lhs.key == rhs.key && lhs.source == rhs.source && lhs.isTranslatable == rhs.isTranslatable
            && lhs.locales.count == rhs.locales.count && zip(lhs.locales, lhs.texts).allSatisfy { rhs[$0] == $1 }
    }

    public func hash(into hasher: inout Hasher) {
        hasher.combine(key)
        hasher.combine(source)
        hasher.combine(isTranslatable)
        hasher.combine(values)
    }
}
