/// Reads a `.stringsdict` property list (Apple "Localizing strings that contain plurals"): per key a
/// `NSStringLocalizedFormatKey` such as `%#@files@` and one dictionary per variable with
/// `NSStringFormatSpecTypeKey` = `NSStringPluralRuleType`, `NSStringFormatValueTypeKey` and CLDR category keys.
package enum StringsDictReader {
    package static func read(_ tree: XMLTree) throws -> [(String, LocalizedString)] {
        guard tree.root.name == "plist", let top = tree.root.elements.first, top.name == "dict" else {
            throw CatalogError(place: tree.root.place, message: "expected <plist><dict>…, found <\(tree.root.name)>")
        }
        return try pairs(top).map { key, element in
            (key, try entry(key: key, element))
        }
    }

    /// The key/value pairs of a `<dict>`.
    package static func pairs(_ dict: XMLTree.XMLElementNode) throws -> [(String, XMLTree.XMLElementNode)] {
        let elements = dict.elements
        var result: [(String, XMLTree.XMLElementNode)] = []
        var i = 0
        while i < elements.count {
            guard elements[i].name == "key", i + 1 < elements.count else {
                throw CatalogError(place: elements[i].place, message: "expected <key> followed by a value in <dict>, found <\(elements[i].name)>")
            }
            result.append((AndroidText.flatten(elements[i]), elements[i + 1]))
            i += 2
        }
        return result
    }

    package static func string(_ element: XMLTree.XMLElementNode) throws -> String {
        guard element.name == "string" else { throw CatalogError(place: element.place, message: "expected <string>, found <\(element.name)>") }
        return AndroidText.flatten(element)
    }

    package static func entry(key: String, _ element: XMLTree.XMLElementNode) throws -> LocalizedString {
        guard element.name == "dict" else { throw CatalogError(place: element.place, message: "'\(key)': expected <dict>, found <\(element.name)>") }
        let members = Dictionary(try pairs(element), uniquingKeysWith: { first, _ in first })
        guard let format = members["NSStringLocalizedFormatKey"] else {
            throw CatalogError(place: element.place, message: "'\(key)' has no NSStringLocalizedFormatKey")
        }
        let parser = PrintfMessageParser(pinned: nil) { name, argument in
            guard let variable = members[name] else {
                throw MessageSyntaxError(offset: 0, message: "'%#@\(name)@' names no variable dictionary in '\(key)'")
            }
            return try plural(variable, argument: argument)
        }
        let text = try string(format)
        do {
            return LocalizedString(message: try parser.parse(text), syntax: .structured, place: format.place)
        } catch let error as MessageSyntaxError {
            throw CatalogError(place: format.place, message: error.message)
        }
    }

    package static func plural(_ variable: XMLTree.XMLElementNode, argument: MessageArgument) throws -> MessagePart {
        var choice = PluralChoice(forms: [:])
        var spec = PrintfSpec(flags: "", width: nil, precision: nil, length: "", conversion: "d")
        for (name, value) in try pairs(variable) {
            switch name {
            case "NSStringFormatSpecTypeKey":
                guard try string(value) == "NSStringPluralRuleType" else {
                    throw CatalogError(place: value.place, message: "expected NSStringPluralRuleType")
                }
            case "NSStringFormatValueTypeKey":
                let parsed = try PrintfMessageParser().parse("%" + string(value))
                guard case .argument(_, .printf(let printf))? = parsed.parts.first else { throw CatalogError(place: value.place, message: "expected a printf conversion") }
                spec = printf
            default:
                guard let category = PluralCategory(keyword: name) else {
                    throw CatalogError(place: value.place, message: "unknown plural category '\(name)'; expected one of \(PluralCategory.keywordList)")
                }
                choice.forms[category] = try PrintfMessageParser(pinned: (argument, spec)).parse(string(value))
            }
        }
        guard choice.forms[.other] != nil else { throw CatalogError(place: variable.place, message: "plural variable has no 'other' form") }
        return .plural(argument, choice)
    }
}
