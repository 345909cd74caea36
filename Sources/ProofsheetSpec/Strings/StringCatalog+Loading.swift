import Foundation
import ProofsheetSupport

extension StringCatalog {
    /// Reads and merges every source in order, then checks that each structured message reads the same
    /// arguments in every locale as in the base locale.
    public static func load(_ config: StringsConfig, root: String) throws -> StringCatalog {
        var catalog = StringCatalog(baseLocale: config.baseLocale ?? LocaleID("en"))
        for source in config.sources {
            // An optional source that is not there is skipped, and remembered so `proofsheet strings` can say so.
            if source.isOptional && !FileManager.default.fileExists(atPath: source.path) {
                catalog.skippedSources.append(FileDisplay.shown(source.path))
                continue
            }
            let entries: [String: StringEntry]
            switch source.format {
            case .xcstrings: entries = try XCStringsReader.read(file: source.path, root: root)
            case .lproj: entries = try AppleStringsReader.read(folder: source.path, root: root, baseLocale: catalog.baseLocale)
            case .android: entries = try AndroidResourcesReader.read(folder: source.path, root: root, baseLocale: catalog.baseLocale)
            case .arb: entries = try ARBReader.read(folder: source.path, root: root)
            case .proofsheet: entries = try ProofsheetStringsReader.read(folder: source.path, root: root)
            }
            try catalog.merge(entries, digits: source.digits)
        }
        // Only a key whose base text is structured can throw here: those are sorted (not all 5,000 keys of
        // issue #16's catalog), so the first mismatch in key order is still the one reported.
        let structured = catalog.entries.compactMap { key, entry -> String? in
            if case .structured = entry[catalog.baseLocale]?.syntax { return key } else { return nil }
        }
        for key in structured.sorted() {
            try catalog.checkArguments(of: key, structuredOnly: true)
        }
        return catalog
    }

    /// Throws when a locale's message reads other arguments than the base locale's (a placeholder missing or added
    /// in a translation). `structuredOnly` skips printf texts, which are formats only when a screen passes arguments.
    public func checkArguments(of key: String, structuredOnly: Bool = false) throws {
        guard let entry = entries[key], let base = entry[baseLocale] else { return }
        if structuredOnly, case .printf = base.syntax { return }
        let expected = try base.formatMessage().argumentList
        for (locale, value) in zip(entry.locales, entry.texts).sorted(by: { $0.0 < $1.0 }) where locale != baseLocale {
            let found = try value.formatMessage().argumentList
            guard found == expected else {
                throw CatalogError(place: value.place, message: "'\(key)' in \(locale) reads \(StringCatalog.list(Set(found))) but the base locale \(baseLocale) reads \(StringCatalog.list(Set(expected))) (at \(base.place)); placeholders must match across locales")
            }
        }
    }

    package static func list(_ arguments: Set<MessageArgument>) -> String {
        arguments.isEmpty ? "no arguments" : arguments.sorted().map(\.description).joined(separator: ", ")
    }
}
