extension StringCatalog {
    /// The matrix's locales: as listed (each must be translated by some source, or be a pseudo-locale), or every
    /// translated locale when the config lists none.
    package func matrixLocales(_ listed: [LocaleID], config: String) throws -> [LocaleID] {
        let available = locales
        guard !listed.isEmpty else {
            guard !available.isEmpty else { throw CatalogError(place: config, message: "strings: the catalog sources hold no strings") }
            return available
        }
        for locale in listed where PseudoLocale(locale) == nil && !available.contains(locale) && !available.contains(LocaleID(locale.language)) {
            throw CatalogError(place: config, message: "matrix.locales names '\(locale)', which no string source translates (sources have: "
                + available.map(\.identifier).joined(separator: ", ") + "; pseudo-locales: en-XA, ar-XB)")
        }
        return listed
    }

    /// Locale → key → the text shown without arguments, for every key that needs none (what a check resolves for
    /// its matrix; each entry is looked up once per locale, its text read where it is stored).
    public func plainTexts(for locales: [LocaleID]) throws -> [LocaleID: [String: String]] {
        var tables: [LocaleID: [String: String]] = [:]
        for locale in locales {
            var table: [String: String] = [:]
            table.reserveCapacity(entries.count)
            for (key, entry) in entries where entry.needsArguments(in: locale, base: baseLocale) == false {
                table[key] = try text(of: entry, key: key, in: locale)
            }
            tables[locale] = table
        }
        return tables
    }
}
