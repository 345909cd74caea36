/// The locale keys of one catalog file, each validated once: an `.xcstrings` repeats the same few locale keys
/// in every entry (50,000 times in issue #16's 5,000-key, 10-locale benchmark).
///
/// A key that fails validation is never remembered, so every invalid key still throws where it is first written,
/// exactly as validating each occurrence would. The keys are kept in a short array in the order first seen, and
/// each look-up tries the one after the previous key first: entries list their locales in the same order, so the
/// usual look-up is one string comparison, with no hashing.
package struct CatalogLocaleKeys {
    private var known: [(key: String, locale: LocaleID)] = []
    /// Where the next key is expected: just after the last one found.
    private var next = 0

    /// How many distinct locale keys were validated so far.
    package var count: Int { known.count }

    /// The locale named by `key`; `place` (`file:line:column`) is built only when the key is new and is named in the error.
    package mutating func validated(_ key: String, place: @autoclosure () -> String) throws -> LocaleID {
        try numbered(key, place: place()).locale
    }

    /// `validated(_:place:)` with the key's number in this file (0 for the first distinct key, 1 for the next, …),
    /// so a reader can tell a repeated locale in one entry with a bit instead of comparing identifiers.
    package mutating func numbered(_ key: String, place: @autoclosure () -> String) throws -> (locale: LocaleID, number: Int) {
        if next < known.count, known[next].key == key { return found(at: next) }
        if let index = known.firstIndex(where: { $0.key == key }) { return found(at: index) }
        let locale = try LocaleID.validated(key, place: place())
        known.append((key, locale))
        next = known.count
        return (locale, known.count - 1)
    }

    private mutating func found(at index: Int) -> (locale: LocaleID, number: Int) {
        next = index + 1 == known.count ? 0 : index + 1
        return (known[index].locale, index)
    }
}
