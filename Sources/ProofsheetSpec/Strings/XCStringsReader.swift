import ProofsheetJSON
import ProofsheetSupport

/// Reads an Apple String Catalog (`.xcstrings`, the JSON Xcode 15+ writes: every locale in one file).
///
/// Per key: `localizations.<locale>` holds a `stringUnit` (`state`, `value`), or `variations.plural`
/// (CLDR categories), or `variations.device` (the `other` device is used, else `iphone`: Proofsheet devices carry
/// no idiom), and `substitutions` for `%#@name@` plural variables (`argNum`, `formatSpecifier`, `%arg`).
/// A key with no value in the source language shows the key itself, as Xcode does. `shouldTranslate: false`
/// marks the key not translatable.
package enum XCStringsReader {
    package static let entryKeys = ["comment", "extractionState", "localizations", "shouldTranslate"]

    package static func read(file path: String, root: String) throws -> [String: StringEntry] {
        let bytes = try CatalogFile.bytes(path, root: root)
        let file = FileDisplay.shown(path)
        let limits = JSONLimits(maxFileBytes: CatalogFile.maxBytes)
        if let entries = XCStringsDirectReader.read(bytes, file: file, limits: limits) { return entries }
        return try read(JSONDocument(parsing: bytes, file: file, limits: limits))
    }

    /// The catalog decoded from its parsed tree: every shape of the format, and every error.
    package static func read(_ document: JSONDocument) throws -> [String: StringEntry] {
        let file = document.file
        let top = try document.reader(rootName: "").object()
        try top.rejectUnknownKeys(allowed: ["sourceLanguage", "strings", "version"])
        let sourceValue = try top.requiredValue("sourceLanguage")
        let source = try LocaleID.validated(try sourceValue.string(), place: place(document, sourceValue))
        let strings = try top.requiredValue("strings")
        var locales = CatalogLocaleKeys()
        var entries: [String: StringEntry] = [:]
        for member in try strings.members() {
            // Readers (and their paths) are built only where the quick reading gives up: to decode or to throw.
            let path = { strings.path.key(member.key) }
            let (isTranslatable, localizations) = try quickEntry(member.value) ?? strictEntry(member.value.reader(at: path()))
            var entry = StringEntry(key: member.key, source: file, isTranslatable: isTranslatable)
            for localization in localizations {
                let locale = try locales.validated(localization.key, place: place(document, localization.value.location))
                entry[locale] = try quickValue(localization.value, file: file)
                    ?? value(localization.value.reader(at: path().key("localizations").key(localization.key)), file: file)
            }
            if entry[source] == nil {
                entry[source] = .printf(member.key, at: CatalogPlace(file: file, member.value.location))
            }
            entries[member.key] = entry
        }
        return entries
    }

    /// One key's `shouldTranslate` and `localizations` members, decoded strictly (every error of the format).
    package static func strictEntry(_ reader: JSONValueReader) throws -> (isTranslatable: Bool, localizations: [JSONMember]) {
        let object = try reader.object()
        try object.rejectUnknownKeys(allowed: entryKeys)
        let isTranslatable = try object.optionalBool("shouldTranslate") ?? true
        return (isTranslatable, try object.optionalValue("localizations")?.members() ?? [])
    }

    package static func place(_ document: JSONDocument, _ reader: JSONValueReader) -> String {
        place(document, reader.location)
    }

    /// `file:line:column` of a location in the catalog.
    package static func place(_ document: JSONDocument, _ location: SourceLocation) -> String {
        document.file + ":" + String(location.line) + ":" + String(location.column)
    }

    /// One localization: a string unit, plural or device variations, with optional substitutions.
    package static func value(_ reader: JSONValueReader, file: String) throws -> LocalizedString {
        let object = try reader.object()
        try object.rejectUnknownKeys(allowed: ["stringUnit", "variations", "substitutions"])
        let substitutions = try object.optionalObject("substitutions")
        if let unit = try object.optionalObject("stringUnit") {
            let (text, state, at) = try stringUnit(unit, file: file)
            guard let substitutions else { return .printf(text, at: at, state: state) }
            let parser = PrintfMessageParser(pinned: nil) { name, argument in
                guard let variable = substitutions.optionalValue(name) else {
                    throw MessageSyntaxError(offset: 0, message: "'%#@\(name)@' names no entry of 'substitutions'")
                }
                return try substitution(variable, argument: argument, file: file)
            }
            return LocalizedString(message: try parse(text, with: parser, at: at), syntax: .structured, origin: at, state: state)
        }
        let variations = try object.requiredObject("variations")
        try variations.rejectUnknownKeys(allowed: ["plural", "device"])
        if let devices = try variations.optionalObject("device") {
            guard let chosen = devices.optionalValue("other") ?? devices.optionalValue("iphone") else {
                throw devices.missing("other")
            }
            return try value(chosen, file: file)
        }
        let (choice, state) = try plural(variations.requiredObject("plural"), parser: PrintfMessageParser(), file: file)
        return LocalizedString(message: Message([.plural(.position(1), choice)]), syntax: .structured,
                               origin: CatalogPlace(file: file, reader.location), state: state)
    }

    package static func stringUnit(_ unit: JSONObjectReader, file: String) throws -> (String, TranslationState, CatalogPlace) {
        try unit.rejectUnknownKeys(allowed: ["state", "value"])
        let stateValue = unit.optionalValue("state")
        let state = try stateValue.map { try $0.enumCase(TranslationState.self) } ?? .translated
        let value = try unit.requiredValue("value")
        return (try value.string(), state, CatalogPlace(file: file, value.location))
    }

    package static func parse(_ text: String, with parser: PrintfMessageParser, at: CatalogPlace) throws -> Message {
        do { return try parser.parse(text) } catch let error as MessageSyntaxError {
            throw CatalogError(place: at.description, message: "\(error.message) (at character \(error.offset + 1) of \(LocalizedString.quoted(text)))")
        }
    }

    /// `variations.plural`: CLDR categories, each a string unit.
    package static func plural(_ object: JSONObjectReader, parser: PrintfMessageParser, file: String) throws -> (PluralChoice, TranslationState) {
        var choice = PluralChoice(forms: [:])
        var state = TranslationState.translated
        for member in object.members {
            guard let category = PluralCategory(keyword: member.key) else {
                throw SpecError(location: member.keyLocation, path: member.value.path, problem: .invalidValue(
                    "unknown plural category '\(member.key)'; expected one of \(PluralCategory.keywordList)"))
            }
            let form = try member.value.object()
            try form.rejectUnknownKeys(allowed: ["stringUnit"])
            let (text, formState, at) = try stringUnit(form.requiredObject("stringUnit"), file: file)
            if formState != .translated { state = formState }
            choice.forms[category] = try parse(text, with: parser, at: at)
        }
        guard choice.forms[.other] != nil else { throw object.missing("other") }
        return (choice, state)
    }

    /// A `substitutions` entry: a plural over `argNum` whose forms read it through `%arg` and `formatSpecifier`.
    package static func substitution(_ reader: JSONValueReader, argument: MessageArgument, file: String) throws -> MessagePart {
        let object = try reader.object()
        try object.rejectUnknownKeys(allowed: ["argNum", "formatSpecifier", "variations"])
        let slot = try object.optionalInt("argNum").map(MessageArgument.position) ?? argument
        let specifier = try object.optionalString("formatSpecifier") ?? "lld"
        guard let spec = try? PrintfMessageParser().parse("%" + specifier).parts.first, case .argument(_, .printf(let printf)) = spec else {
            throw try object.requiredValue("formatSpecifier").invalid("expected a printf conversion such as lld, d, @ or .1f")
        }
        let variations = try object.requiredObject("variations")
        try variations.rejectUnknownKeys(allowed: ["plural"])
        let parser = PrintfMessageParser(pinned: (slot, printf))
        return .plural(slot, try plural(variations.requiredObject("plural"), parser: parser, file: file).0)
    }
}
