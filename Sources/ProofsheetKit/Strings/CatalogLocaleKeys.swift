/// The locale keys of one catalog file, each validated once: an `.xcstrings` repeats the same few locale keys
/// in every entry (50,000 times in issue #16's 5,000-key, 10-locale benchmark).
///
/// A key that fails validation is never remembered, so every invalid key still throws where it is first written,
/// exactly as validating each occurrence would.
struct CatalogLocaleKeys {
    private var known: [String: LocaleID] = [:]

    /// How many distinct locale keys were validated so far.
    var count: Int { known.count }

    /// The locale named by `key`; `place` (`file:line:column`) is built only when the key is new and is named in the error.
    mutating func validated(_ key: String, place: @autoclosure () -> String) throws -> LocaleID {
        if let locale = known[key] { return locale }
        let locale = try LocaleID.validated(key, place: place())
        known[key] = locale
        return locale
    }
}
