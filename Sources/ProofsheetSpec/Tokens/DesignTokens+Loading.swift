import ProofsheetJSON
import ProofsheetSupport

extension DesignTokens {
    /// The project's theme: from DTCG files when the config has a `tokens` section, else from `tokens.json`
    /// (`paths.tokens`). Both are read through the project's resolver (`ProjectFiles`, then `RegularFile`).
    public static func load(for config: ProjectConfig) throws -> DesignTokens {
        if let dtcg = config.dtcgTokens {
            return try DesignTokens(dtcg: dtcg, families: config.fontFamilies, root: config.root)
        }
        let file = try ProjectFiles(root: config.root).checked(config.paths.tokens, role: "tokens file")
        return try DesignTokens(decoding: JSONDocument.load(path: FileDisplay.shown(file)).reader(rootName: ""))
    }
}

extension ProjectConfig {
    /// The files the theme is read from: `tokens.json`, or every DTCG file of the `tokens` section.
    public var tokenFiles: [String] { dtcgTokens?.files ?? [paths.tokens] }

    /// Where the theme is written, for messages: the tokens file, or the config's `tokens` section.
    public var tokensSource: String {
        dtcgTokens == nil ? FileDisplay.shown(paths.tokens) : "\(FileDisplay.shown(file)) (tokens section)"
    }
}
