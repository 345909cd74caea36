import ProofsheetSupport

/// Reads Flutter Application Resource Bundles (`app_en.arb`, `app_pt_BR.arb`): JSON whose values are ICU
/// MessageFormat strings, `@key` metadata objects and `@@locale`.
///
/// The locale is `@@locale` when present, else the file name after its first `_` (`_` read as `-`). Messages
/// are parsed with apostrophes literal, as Flutter's gen-l10n does by default (`use-escaping: false`).
/// `@key.placeholders.<name>.example` values are kept as the arguments `proofsheet strings` shows.
package enum ARBReader {
    package static func read(folder: String, root: String) throws -> [String: StringEntry] {
        var entries: [String: StringEntry] = [:]
        for name in try CatalogFile.list(folder, root: root) where name.hasSuffix(".arb") {
            let path = folder + "/" + name
            let document = try CatalogFile.json(path, root: root)
            let object = try document.reader(rootName: "").object()
            let stem = String(name.dropLast(4))
            let fromName = stem.split(separator: "_", maxSplits: 1).dropFirst().first.map { $0.replacingOccurrences(of: "_", with: "-") } ?? stem
            let localeValue = object.optionalValue("@@locale")
            let locale = try LocaleID.validated(try localeValue?.string().replacingOccurrences(of: "_", with: "-") ?? fromName,
                                                place: localeValue.map { XCStringsReader.place(document, $0) } ?? document.file)
            for member in object.members where !member.key.hasPrefix("@") {
                let text = try member.value.string()
                let at = XCStringsReader.place(document, member.value)
                if let metadata = object.optionalValue("@" + member.key) { _ = try metadata.object() }
                let message: Message
                do { message = try ICUMessageParser().parse(text) } catch let error as MessageSyntaxError {
                    throw CatalogError(place: at, message: "\(error.message) (at character \(error.offset + 1) of \(LocalizedString.quoted(text)))")
                }
                entries[member.key, default: StringEntry(key: member.key, source: FileDisplay.shown(folder))][locale] =
                    LocalizedString(message: message, syntax: .structured, place: at)
            }
        }
        return entries
    }
}
