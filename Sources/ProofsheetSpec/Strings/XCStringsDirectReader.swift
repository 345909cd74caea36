import ProofsheetJSON

/// Reads an `.xcstrings` catalog straight from its bytes, without building the parsed tree first: issue #16's
/// load target (a 5,000-key, 10-locale catalog in well under 0.1 s, docs/performance.md).
///
/// It walks the format's usual shape with the JSON parser's own cursor (`JSONParseState`: same grammar, same
/// limits, same line:column counting). A localization of another shape (`substitutions`, device variations, …)
/// is parsed into a `JSONValue` on the spot and decoded by `XCStringsReader`, with its JSON path. Anything else
/// (a key the format does not define, a duplicate key, an invalid locale, a syntax error, …) stops it, and
/// `XCStringsReader` parses the whole file and decodes it strictly instead, which either reads it the same way
/// or throws the exact error (file, line:column, JSON path) it always has. So this reader never reports
/// an error itself, and what it returns equals what the strict reader returns for the same bytes.
package struct XCStringsDirectReader {
    /// Reading stopped at something the strict reader must decode or report.
    package struct NotRead: Error {}

    package var state: JSONParseState
    package var locales = CatalogLocaleKeys()
    /// Plural forms parsed so far, by text (`form(_:with:at:)`); the parser holds no state between texts.
    package var parsedForms: [String: Message] = [:]
    /// The file name as shown in places (`FileDisplay.shown`).
    package let file: String

    /// The keys and values the reader matches as written (`JSONParseState.nextMemberKey(isFirst:among:)`), with
    /// no string built for them: each is in every entry or localization.
    package static let entryKeys = JSONKnownString.list(XCStringsReader.entryKeys)
    package static let localizationKeys = JSONKnownString.list(["stringUnit", "variations"])
    package static let pluralKey = JSONKnownString.list(["plural"])
    package static let stringUnitKeys = JSONKnownString.list(["state", "value"])
    package static let states = TranslationState.allCases
    package static let stateNames = JSONKnownString.list(states.map(\.rawValue))
    package static let categories = PluralCategory.allCases
    package static let categoryKeys = JSONKnownString.list(categories.map(\.rawValue))
    package static let formKey = JSONKnownString.list(["stringUnit"])

    /// The catalog's entries, or nil when the strict reader must read the file (see the type's comment).
    package static func read(_ bytes: [UInt8], file: String, limits: JSONLimits) -> [String: StringEntry]? {
        var reader = XCStringsDirectReader(state: JSONParseState(bytes: bytes, file: file, limits: limits), file: file)
        do {
            return try reader.catalog()
        } catch {
            // Not a fallback that hides anything: the strict reader reads the same bytes and reports this error.
            return nil
        }
    }

    private init(state: JSONParseState, file: String) {
        self.state = state
        self.file = file
    }

    /// The position of the cursor as a catalog place.
    package var here: CatalogPlace { .position(file: file, line: state.line, column: state.column) }

    /// The top level: `sourceLanguage` (before `strings`), `strings` and `version`, each once.
    private mutating func catalog() throws -> [String: StringEntry] {
        let bytes = state.bytes
        guard bytes.count <= state.limits.maxFileBytes, UTF8Validation.firstInvalidSequence(in: bytes) == nil else { throw NotRead() }
        if bytes.starts(with: [0xEF, 0xBB, 0xBF]) { state.offset = 3 }
        try state.skipTrivia()
        guard try state.openObject() else { throw NotRead() }
        var source: LocaleID?
        var entries: [String: StringEntry]?
        var hasVersion = false
        var isFirst = true
        while let key = try state.nextMemberKey(isFirst: isFirst) {
            isFirst = false
            switch key {
            case "sourceLanguage" where source == nil:
                guard let text = try state.stringValue() else { throw NotRead() }
                source = try LocaleID.validated(text, place: file)
            case "strings" where entries == nil:
                guard let source else { throw NotRead() }
                entries = try strings(source: source)
            case "version" where !hasVersion:
                hasVersion = true
                _ = try state.parseValue(expected: "a value")
            default:
                throw NotRead()
            }
        }
        try state.skipTrivia()
        guard state.offset == bytes.count, let entries else { throw NotRead() }
        return entries
    }
}
