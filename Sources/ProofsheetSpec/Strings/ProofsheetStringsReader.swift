import ProofsheetJSON
import ProofsheetSupport

/// Reads Proofsheet's own strings folder: `<locale>.json` files mapping keys to texts.
///
/// A value is a printf-style text (`"%d items"`, shown as written unless a screen passes arguments) or a plural
/// object `{"one": "%d item", "other": "%d items", "=0": "No items"}` choosing on argument 1 by CLDR category.
package enum ProofsheetStringsReader {
    package static func read(folder: String, root: String) throws -> [String: StringEntry] {
        var entries: [String: StringEntry] = [:]
        let shownFolder = FileDisplay.shown(folder)
        for name in try CatalogFile.list(folder, root: root) where name.hasSuffix(".json") {
            let path = folder + "/" + name
            let locale = try LocaleID.validated(String(name.dropLast(5)), place: FileDisplay.shown(path))
            let document = try CatalogFile.json(path, root: root, limits: JSONLimits())
            for member in try document.reader(rootName: "").object().members {
                let place = "\(document.file):\(member.value.location.line):\(member.value.location.column)"
                let value: LocalizedString
                if case .object = member.value.value.kind {
                    value = LocalizedString(message: Message([.plural(.position(1), try plural(member.value.object(), place: place))]),
                                            syntax: .structured, place: place)
                } else {
                    value = .printf(try member.value.textString(), place: place)
                }
                entries[member.key, default: StringEntry(key: member.key, source: shownFolder)][locale] = value
            }
        }
        return entries
    }

    package static func plural(_ object: JSONObjectReader, place: String) throws -> PluralChoice {
        var choice = PluralChoice(forms: [:])
        for member in object.members {
            let text = try member.value.textString()
            let message: Message
            do { message = try PrintfMessageParser().parse(text) } catch let error as MessageSyntaxError {
                throw member.value.invalid(error.message)
            }
            if member.key.hasPrefix("="), let value = Int(member.key.dropFirst()) {
                choice.exact[value] = message
            } else if let category = PluralCategory(keyword: member.key) {
                choice.forms[category] = message
            } else {
                throw member.value.invalid("unknown plural category '\(member.key)'; expected =n or one of \(PluralCategory.keywordList)")
            }
        }
        guard choice.forms[.other] != nil else { throw object.missing("other") }
        return choice
    }
}
