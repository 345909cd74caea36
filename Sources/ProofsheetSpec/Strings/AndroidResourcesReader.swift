import ProofsheetSupport

/// Reads Android string resources: `<res>/values/*.xml` (the base locale) and `values-<qualifier>/*.xml`, with
/// `<string>`, `<plurals>` and `<string-array>` elements (Android "String resources"; aapt2's text rules). The
/// items of a `<string-array name="planets">` are the keys `planets[0]`, `planets[1]`, … in document order, as
/// `getStringArray(R.array.planets)[0]` reads them.
///
/// Qualifiers map to locales as Android resolves them: `values-ar` → `ar`, `values-pt-rBR` → `pt-BR`,
/// `values-b+sr+Latn` → `sr-Latn`. Folders with other qualifiers (`values-night`, `values-ar-land`) hold no
/// locale's strings and are skipped. `translatable="false"` keys show the base text everywhere.
package enum AndroidResourcesReader {
    package static func read(folder: String, root: String, baseLocale: LocaleID) throws -> [String: StringEntry] {
        var entries: [String: StringEntry] = [:]
        for name in try CatalogFile.list(folder, root: root) where name == "values" || name.hasPrefix("values-") {
            let valuesFolder = folder + "/" + name
            guard let locale = try locale(ofFolder: name, base: baseLocale, place: FileDisplay.shown(valuesFolder)) else { continue }
            for file in try CatalogFile.list(valuesFolder, root: root) where file.hasSuffix(".xml") {
                let tree = try XMLTree(path: valuesFolder + "/" + file, root: root)
                guard tree.root.name == "resources" else {
                    throw CatalogError(place: tree.root.place, message: "expected a <resources> root element, found <\(tree.root.name)>")
                }
                for element in tree.root.elements where ["string", "plurals", "string-array"].contains(element.name) {
                    guard let name = element.attributes["name"], !name.isEmpty else {
                        throw CatalogError(place: element.place, message: "<\(element.name)> has no name attribute")
                    }
                    let isTranslatable = element.attributes["translatable"] != "false"
                    for (key, value) in try values(element, name: name) {
                        var entry = entries[key] ?? StringEntry(key: key, source: FileDisplay.shown(folder))
                        if let existing = entry[locale] {
                            throw CatalogError(place: value.place, message: "string '\(key)' is defined twice for \(locale); first at \(existing.place)")
                        }
                        if !isTranslatable { entry.isTranslatable = false }
                        entry[locale] = value
                        entries[key] = entry
                    }
                }
            }
        }
        return entries
    }

    /// The locale a `values[-qualifiers]` folder holds, or nil when its qualifiers are not (only) a locale.
    package static func locale(ofFolder name: String, base: LocaleID, place: String) throws -> LocaleID? {
        if name == "values" { return base }
        let qualifiers = name.dropFirst("values-".count)
        if qualifiers.hasPrefix("b+") {
            return try LocaleID.validated(qualifiers.dropFirst(2).split(separator: "+").joined(separator: "-"), place: place)
        }
        let parts = qualifiers.split(separator: "-")
        guard let language = parts.first, (2...3).contains(language.count), language.allSatisfy({ $0.isASCII && $0.isLowercase }) else { return nil }
        if parts.count == 1 { return LocaleID(String(language)) }
        let region = parts[1]
        guard parts.count == 2, region.count == 3, region.first == "r" else { return nil }
        return try LocaleID.validated("\(language)-\(region.dropFirst())", place: place)
    }

    /// The keys and texts one element defines: itself, or each item of a `<string-array>` as `name[index]`.
    package static func values(_ element: XMLTree.XMLElementNode, name: String) throws -> [(String, LocalizedString)] {
        guard element.name == "string-array" else { return [(name, try value(element))] }
        let items = element.elements.filter { $0.name == "item" }
        guard !items.isEmpty else {
            throw CatalogError(place: element.place, message: "<string-array name=\"\(name)\"> has no <item>; its items are read as \(name)[0], \(name)[1], …")
        }
        return try items.enumerated().map { index, item in
            ("\(name)[\(index)]", .printf(try AndroidText.decode(item), place: item.place))
        }
    }

    package static func value(_ element: XMLTree.XMLElementNode) throws -> LocalizedString {
        if element.name == "string" { return .printf(try AndroidText.decode(element), place: element.place) }
        var choice = PluralChoice(forms: [:])
        for item in element.elements where item.name == "item" {
            let quantity = item.attributes["quantity"] ?? ""
            guard let category = PluralCategory(keyword: quantity) else {
                throw CatalogError(place: item.place, message: "unknown plural quantity '\(quantity)'; expected one of \(PluralCategory.keywordList)")
            }
            let text = try AndroidText.decode(item)
            do { choice.forms[category] = try PrintfMessageParser().parse(text) } catch let error as MessageSyntaxError {
                throw CatalogError(place: item.place, message: "\(error.message) (at character \(error.offset + 1) of \(LocalizedString.quoted(text)))")
            }
        }
        guard choice.forms[.other] != nil else {
            throw CatalogError(place: element.place, message: "<plurals name=\"\(element.attributes["name"] ?? "")\"> has no <item quantity=\"other\">")
        }
        return LocalizedString(message: Message([.plural(.position(1), choice)]), syntax: .structured, place: element.place)
    }
}
