/// The `strings` object of a catalog and each entry in it, read straight from the bytes.
extension XCStringsDirectReader {
    /// `strings`: one entry per key.
    package mutating func strings(source: LocaleID) throws -> [String: StringEntry] {
        guard try state.openObject() else { throw NotRead() }
        var entries: [String: StringEntry] = [:]
        var sharedLocales: [LocaleID] = []
        var isFirst = true
        while let key = try state.nextMemberKey(isFirst: isFirst) {
            isFirst = false
            var entry = try entry(key, source: source)
            entry.shareLocales(with: &sharedLocales)
            guard entries.updateValue(entry, forKey: key) == nil else { throw NotRead() }  // the same key twice
        }
        return entries
    }

    /// One key: `localizations`, `shouldTranslate` (true or false), and the unread `comment` and `extractionState`.
    package mutating func entry(_ key: String, source: LocaleID) throws -> StringEntry {
        let start = here
        guard try state.openObject() else { throw NotRead() }
        var entry = StringEntry(key: key, source: file)
        // Room for every locale seen so far: each entry usually has them all, so its dictionary is not regrown.
        entry.reserveCapacity(locales.count)
        var seen: UInt8 = 0  // one bit per entry key (`XCStringsReader.entryKeys`); a duplicate key is the parser's error
        var isFirst = true
        while let member = try state.nextMemberKey(isFirst: isFirst, among: Self.entryKeys) {
            isFirst = false
            // A bit per known key instead of a set per entry (5,000 sets in the benchmark).
            guard case .known(let bit) = member, seen & (1 << bit) == 0 else { throw NotRead() }
            seen |= 1 << bit
            switch XCStringsReader.entryKeys[bit] {
            case "shouldTranslate":
                guard case .bool(let flag) = try state.parseValue(expected: "a value").kind else { throw NotRead() }
                entry.isTranslatable = flag
            case "localizations":
                try localizations(into: &entry)
            default:
                _ = try state.parseValue(expected: "a value")  // `comment` and `extractionState` are not read
            }
        }
        // A key with no source-language value shows the key itself, as Xcode does (and `XCStringsReader`).
        if entry[source] == nil { entry[source] = .printf(key, at: start) }
        return entry
    }
}
