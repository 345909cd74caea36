import ProofsheetSupport
import ProofsheetSpec

/// The string keys a cell looked up when it was last resolved, and the digest of what each gave in the cell's locale
/// (`StringCatalog.readText(of:in:)`): what lets an incremental check skip a cell unresolved after a strings edit that
/// does not reach it (issue #43; docs/goldens.md "Incremental check").
///
/// Exact because resolving is deterministic: a cell whose spec, tokens, config, components, fonts and assets are as
/// they were (its source key without the strings, `CheckRun.Worker.structureKey`) looks up the same keys in the same
/// order as long as each lookup gives what it gave, so equal digests over the keys it looked up mean an equal
/// resolved tree. An English edit leaves an Arabic cell's digest alone (its lookups give the Arabic texts), and a
/// cell that does not show the key never looked it up.
package struct StringReads: Sendable, Equatable {
    /// Sorted, each once.
    package let keys: [String]
    package let digest: ContentHash

    package init(keys: [String], digest: ContentHash) {
        self.keys = keys
        self.digest = digest
    }

    /// The digest of what `keys` give in `locale` now (`texts` caches each key's text per locale for one worker).
    package static func digest(of keys: [String], in locale: LocaleID, catalog: StringCatalog,
                               texts: inout [LocaleID: [String: String]]) -> ContentHash {
        var hasher = SourceDigest.Hasher()
        hasher.add("locale", locale.identifier)
        for key in keys {
            let text: String
            if let known = texts[locale]?[key] {
                text = known
            } else {
                text = catalog.readText(of: key, in: locale)
                texts[locale, default: [:]][key] = text
            }
            hasher.add(Message.lengthPrefixed(key), text)
        }
        return hasher.digest
    }
}
