import ProofsheetJSON
import ProofsheetSupport

extension DTCGTokensConfig {
    package static let keys = keyTable.names

    /// Decodes the section; file paths are relative to the config's folder and must stay inside `root`.
    package init(decoding reader: JSONValueReader, folder: String, root: String) throws {
        let object = try reader.object()
        try object.rejectUnknownKeys(allowed: DTCGTokensConfig.keys)
        _ = try object.requiredString("format", oneOf: ["dtcg"])
        let modesObject = try object.requiredObject("modes")
        try modesObject.rejectUnknownKeys(of: DTCGTokensConfig.modeKeyTable)
        modes = [:]
        for member in modesObject.members {
            let list: [JSONValueReader]
            if case .array = member.value.value.kind { list = try member.value.array() } else { list = [member.value] }
            guard !list.isEmpty else { throw member.value.invalid("expected a token file or a list of token files") }
            modes[ThemeMode(rawValue: member.key) ?? .light] = try list.map { try DTCGTokensConfig.file($0, folder: folder, root: root) }
        }
        for required in [ThemeMode.light, .dark] where modes[required] == nil { throw modesObject.missing(required.rawValue) }
        colors = try DTCGTokensConfig.references(object.optionalObject("colors"))
        space = try DTCGTokensConfig.references(object.optionalObject("space"))
        radius = try DTCGTokensConfig.references(object.optionalObject("radius"))
        let touchObject = try object.optionalObject("touch")
        try touchObject?.rejectUnknownKeys(of: DTCGTokensConfig.touchKeyTable)
        touch = try DTCGTokensConfig.references(touchObject)
        typography = [:]
        for member in try object.optionalObject("typography")?.members ?? [] {
            if case .object = member.value.value.kind {
                let style = try member.value.object()
                try style.rejectUnknownKeys(of: DTCGTokensConfig.styleKeyTable)
                typography[member.key] = TypographyReference(token: try DTCGTokensConfig.reference(style.requiredValue("token")),
                                                             maxScale: try DesignTokens.positive(style.optionalValue("maxScale")),
                                                             dynamicType: try style.optionalCase("dynamicType", DynamicTypeStyle.self))
            } else {
                typography[member.key] = TypographyReference(token: try DTCGTokensConfig.reference(member.value), maxScale: nil, dynamicType: nil)
            }
        }
        contrastPairs = try object.optionalArray("contrastPairs") ?? []
    }

    package static func file(_ reader: JSONValueReader, folder: String, root: String) throws -> String {
        let relative = try reader.string()
        let absolute = ProjectPath.resolve(relative, against: folder)
        guard ProjectPath.isInside(absolute, root: root) else {
            throw reader.invalid("'\(MessageText.escaped(relative))' leads outside the project root \(FileDisplay.shown(root)); keep token files inside it")
        }
        return absolute
    }

    package static func references(_ object: JSONObjectReader?) throws -> [String: TokenReference] {
        var references: [String: TokenReference] = [:]
        for member in object?.members ?? [] { references[member.key] = try reference(member.value) }
        return references
    }

    /// A token path written `group.token` (or `{group.token}`, as an alias is written).
    package static func reference(_ reader: JSONValueReader) throws -> TokenReference {
        let text = try reader.string()
        guard let path = TokenPath.alias(in: text) ?? TokenPath(parsing: text) else {
            throw reader.invalid("expected a token path such as color.text.primary (names not empty, without '{', '}' or '$' at the start), found '\(MessageText.escaped(text))'")
        }
        return TokenReference(path: path, place: reader.location.description, what: reader.path.description)
    }
}
