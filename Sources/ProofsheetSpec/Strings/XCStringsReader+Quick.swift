import ProofsheetJSON

/// The common shapes of an `.xcstrings` catalog read straight from the parsed tree, without a `JSONObjectReader`
/// (and its members with their JSON paths) per object: a 5,000-key, 10-locale catalog has over 100,000 objects
/// (issue #16's load target, docs/performance.md).
///
/// Each `quick…` function returns nil for anything it does not read itself (an unknown key, a value of another
/// kind, `null`, `substitutions`, device variations); the caller then runs the strict reader on the same value,
/// which decodes it or throws its exact error, so errors name the same file, line:column and JSON path as before.
/// Where a quick function throws, it throws what the strict reader would throw at the same point.
extension XCStringsReader {
    /// An entry's `shouldTranslate` (default true) and localizations, when every member has its usual kind.
    package static func quickEntry(_ value: JSONValue) -> (isTranslatable: Bool, localizations: [JSONMember])? {
        guard case .object(let members) = value.kind else { return nil }
        var isTranslatable = true
        var localizations: [JSONMember] = []
        for member in members {
            switch (member.key, member.value.kind) {
            case ("comment", _), ("extractionState", _): continue  // not read by the strict reader either
            case ("shouldTranslate", .bool(let flag)): isTranslatable = flag
            case ("localizations", .object(let found)): localizations = found
            default: return nil
            }
        }
        return (isTranslatable, localizations)
    }

    /// A localization that is a lone `stringUnit` or a lone `variations.plural`.
    package static func quickValue(_ value: JSONValue, file: String) throws -> LocalizedString? {
        guard case .object(let members) = value.kind, members.count == 1 else { return nil }
        let member = members[0]
        if member.key == "stringUnit" {
            guard let (text, state, at) = quickStringUnit(member.value, file: file) else { return nil }
            return .printf(text, at: at, state: state)
        }
        guard member.key == "variations", case .object(let variations) = member.value.kind, variations.count == 1,
              variations[0].key == "plural", let (choice, state) = try quickPlural(variations[0].value, file: file) else { return nil }
        return LocalizedString(message: Message([.plural(.position(1), choice)]), syntax: .structured,
                               origin: CatalogPlace(file: file, value.location), state: state)
    }

    /// `{"state": …, "value": …}` with a known state (or none) and a string value: text, state and the value's place.
    package static func quickStringUnit(_ value: JSONValue, file: String) -> (String, TranslationState, CatalogPlace)? {
        guard case .object(let members) = value.kind else { return nil }
        var state = TranslationState.translated
        var text: (String, SourceLocation)?
        for member in members {
            switch (member.key, member.value.kind) {
            case ("state", .string(let raw)):
                guard let known = TranslationState(rawValue: raw) else { return nil }
                state = known
            case ("value", .string(let found)): text = (found, member.value.location)
            default: return nil
            }
        }
        guard let (found, location) = text else { return nil }
        return (found, state, CatalogPlace(file: file, location))
    }

    /// `variations.plural` whose forms are lone string units under CLDR category names, `other` among them.
    /// Forms are read in order and each is parsed before the next is looked at, as the strict reader does.
    package static func quickPlural(_ value: JSONValue, file: String) throws -> (PluralChoice, TranslationState)? {
        guard case .object(let members) = value.kind else { return nil }
        var choice = PluralChoice(forms: [:])
        var state = TranslationState.translated
        let parser = PrintfMessageParser()
        for member in members {
            guard let category = PluralCategory(keyword: member.key), case .object(let form) = member.value.kind,
                  form.count == 1, form[0].key == "stringUnit",
                  let (text, formState, at) = quickStringUnit(form[0].value, file: file) else { return nil }
            if formState != .translated { state = formState }
            choice.forms[category] = try parse(text, with: parser, at: at)
        }
        guard choice.forms[.other] != nil else { return nil }
        return (choice, state)
    }
}
