/// One key of a project's strings: its text per locale and the catalog file that defines it.
///
/// The texts are kept as a short array of locale and value, in the order the file gives them, and found by
/// comparing locale identifiers: a catalog has a handful of locales, and a check resolves every key in every
/// locale (issue #16: 45,000 texts), so no per-key dictionary is built, hashed into or freed.
/// `values` shows them as a dictionary; equality does not depend on the order.
public struct StringEntry: Hashable, Sendable {
    /// One locale's value of the key.
    struct Slot: Hashable, Sendable {
        let locale: LocaleID
        var value: LocalizedString
    }

    public var key: String
    /// The catalog file (or folder) that defines the key, for duplicate-key messages.
    public var source: String
    /// False for Android `translatable="false"` and `.xcstrings` `shouldTranslate: false`: every locale shows
    /// the base text and no locale is missing it (as both platforms do).
    public var isTranslatable: Bool
    /// One slot per locale, each locale once.
    private(set) var slots: [Slot] = []

    public init(key: String, source: String, isTranslatable: Bool = true, values: [LocaleID: LocalizedString] = [:]) {
        self.key = key
        self.source = source
        self.isTranslatable = isTranslatable
        self.values = values
    }

    /// The key's value per locale.
    public var values: [LocaleID: LocalizedString] {
        get { Dictionary(uniqueKeysWithValues: slots.map { ($0.locale, $0.value) }) }
        set { slots = newValue.keys.sorted().map { Slot(locale: $0, value: newValue[$0]!) } }
    }

    /// The locales the key has a value in, in the file's order.
    var locales: [LocaleID] { slots.map(\.locale) }

    /// The position of `locale`'s value in `slots`.
    func slotIndex(of locale: LocaleID) -> Int? {
        slots.firstIndex { $0.locale == locale }
    }

    /// The value of `locale` itself (no fallback); setting nil removes it.
    subscript(locale: LocaleID) -> LocalizedString? {
        get { slotIndex(of: locale).map { slots[$0].value } }
        set {
            if let index = slotIndex(of: locale) {
                if let newValue { slots[index].value = newValue } else { slots.remove(at: index) }
            } else if let newValue {
                slots.append(Slot(locale: locale, value: newValue))
            }
        }
    }

    /// Sets `locale`'s value and returns the one it replaces (as `Dictionary.updateValue(_:forKey:)`).
    @discardableResult
    mutating func updateValue(_ value: LocalizedString, for locale: LocaleID) -> LocalizedString? {
        let old = self[locale]
        self[locale] = value
        return old
    }

    /// Room for `count` locales.
    mutating func reserveCapacity(_ count: Int) { slots.reserveCapacity(count) }

    public static func == (lhs: StringEntry, rhs: StringEntry) -> Bool {
        lhs.key == rhs.key && lhs.source == rhs.source && lhs.isTranslatable == rhs.isTranslatable
            && lhs.slots.count == rhs.slots.count && lhs.slots.allSatisfy { rhs[$0.locale] == $0.value }
    }

    public func hash(into hasher: inout Hasher) {
        hasher.combine(key)
        hasher.combine(source)
        hasher.combine(isTranslatable)
        hasher.combine(values)
    }
}
