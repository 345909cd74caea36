import ProofsheetJSON

/// An entry's `localizations`, read straight from the bytes: the usual lone `stringUnit` or lone
/// `variations.plural`, and any other shape through `XCStringsReader` on that localization's parsed value.
extension XCStringsDirectReader {
    /// Adds each localization of the object at the cursor to `entry`.
    package mutating func localizations(into entry: inout StringEntry) throws {
        guard try state.openObject() else { throw NotRead() }
        var isFirst = true
        var seen: UInt64 = 0  // a bit per locale number below 64: a locale key written twice is left to the strict reader
        while let key = try state.nextMemberKey(isFirst: isFirst) {
            isFirst = false
            let (locale, number) = try locales.numbered(key, place: file)
            let value = try localization(entry: entry.key, locale: key)
            if number < 64 {
                guard seen & (1 << number) == 0 else { throw NotRead() }
                seen |= 1 << number
                entry.append(value, for: locale)  // `localizations` comes once per entry, before any other value
            } else {
                guard entry.updateValue(value, for: locale) == nil else { throw NotRead() }
            }
        }
    }

    /// One localization; a shape `usualLocalization()` does not read is parsed and decoded as the strict reader does.
    private mutating func localization(entry: String, locale: String) throws -> LocalizedString {
        let start = state.mark
        if let value = try usualLocalization() { return value }
        state.rewind(to: start)
        let value = try state.parseValue(expected: "a value")
        let path = JSONPath.root("").key("strings").key(entry).key("localizations").key(locale)
        return try XCStringsReader.quickValue(value, file: file) ?? XCStringsReader.value(value.reader(at: path), file: file)
    }

    /// `{"stringUnit": …}` or `{"variations": {"plural": …}}`; nil for any other shape.
    private mutating func usualLocalization() throws -> LocalizedString? {
        let start = here
        guard try state.openObject(), let key = try state.nextMemberKey(isFirst: true, among: Self.localizationKeys) else { return nil }
        let value: LocalizedString
        switch key {
        case .known(0):  // stringUnit
            guard let (text, unitState, at) = try stringUnit() else { return nil }
            value = .printf(text, at: at, state: unitState)
        case .known(1):  // variations
            guard try state.openObject(), try state.nextMemberKey(isFirst: true, among: Self.pluralKey) == .known(0),
                  let (choice, pluralState) = try plural(), try state.nextMemberKey(isFirst: false) == nil else { return nil }
            value = LocalizedString(message: Message([.plural(.position(1), choice)]), syntax: .structured, origin: start, state: pluralState)
        default:
            return nil
        }
        return try state.nextMemberKey(isFirst: false) == nil ? value : nil
    }

    /// `{"state": …, "value": …}` with a known state (or none) and a string value: text, state and the value's place.
    private mutating func stringUnit() throws -> (String, TranslationState, CatalogPlace)? {
        guard try state.openObject() else { return nil }
        var unitState: TranslationState?
        var text: (String, CatalogPlace)?
        var isFirst = true
        while let key = try state.nextMemberKey(isFirst: isFirst, among: Self.stringUnitKeys) {
            isFirst = false
            let at = here
            switch key {
            case .known(0) where unitState == nil:  // state
                guard case .known(let index) = try state.stringValue(among: Self.stateNames) else { return nil }
                unitState = Self.states[index]
            case .known(1) where text == nil:  // value
                guard let string = try state.stringValue() else { return nil }
                text = (string, at)
            default:
                return nil
            }
        }
        guard let (found, at) = text else { return nil }
        return (found, unitState ?? .translated, at)
    }

    /// Plural forms under CLDR category names, each a lone string unit, `other` among them; parsed in order.
    private mutating func plural() throws -> (PluralChoice, TranslationState)? {
        guard try state.openObject() else { return nil }
        var choice = PluralChoice(forms: [:])
        var pluralState = TranslationState.translated
        let parser = PrintfMessageParser()
        var isFirst = true
        while let key = try state.nextMemberKey(isFirst: isFirst, among: Self.categoryKeys) {
            isFirst = false
            guard case .known(let index) = key, case let category = Self.categories[index], choice.forms[category] == nil,
                  try state.openObject(), try state.nextMemberKey(isFirst: true, among: Self.formKey) == .known(0),
                  let (text, formState, at) = try stringUnit(), try state.nextMemberKey(isFirst: false) == nil else { return nil }
            if formState != .translated { pluralState = formState }
            choice.forms[category] = try form(text, with: parser, at: at)
        }
        guard choice.forms[.other] != nil else { return nil }
        return (choice, pluralState)
    }

    /// A plural form's message, parsed once per distinct text of the file: catalogs repeat the same forms
    /// (`%lld items`) across keys. A text that does not parse is never remembered, so it throws at each place.
    private mutating func form(_ text: String, with parser: PrintfMessageParser, at: CatalogPlace) throws -> Message {
        if let message = parsedForms[text] { return message }
        let message = try XCStringsReader.parse(text, with: parser, at: at)
        parsedForms[text] = message
        return message
    }
}
