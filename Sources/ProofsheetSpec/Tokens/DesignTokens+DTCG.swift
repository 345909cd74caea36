import ProofsheetRaster
import ProofsheetSupport
import ProofsheetText

extension DesignTokens {
    /// The theme from DTCG files: each mode's set read and resolved, then every mapped token looked up in it.
    ///
    /// Colours are per mode. Sizes, radii, touch sizes and text styles are one value for all modes in Proofsheet,
    /// so each is read from every mode's set and must come out the same; a mode that differs is an error naming
    /// both. A mapped token missing from a mode's files is an error naming the mapping entry and the files.
    /// `families` are the config's font families: a typography token's `fontFamily` names one of them (the first
    /// name of its list that is configured, as a font stack is read).
    package init(dtcg config: DTCGTokensConfig, families: FontFamilyTable, root: String) throws {
        var parsed: [String: TokenFileReader.Contents] = [:]
        var sets: [ThemeMode: TokenSet] = [:]
        for mode in ThemeMode.allCases {
            guard let files = config.modes[mode] else { continue }
            var contents: [TokenFileReader.Contents] = []
            for file in files {
                let read = try parsed[file] ?? TokenFileReader.read(file: file, root: root)
                parsed[file] = read
                contents.append(read)
            }
            sets[mode] = try TokenSet(files: files.map(FileDisplay.shown), contents: contents)
        }
        let modes = ThemeMode.allCases.filter { sets[$0] != nil }
        self.init()

        guard let light = sets[.light], let dark = sets[.dark] else {
            throw CatalogError(place: FileDisplay.shown(root), message: "the tokens section needs files for the light and dark modes")
        }
        for (role, reference) in config.colors {
            colors[role] = ColorToken(
                light: try light.color(reference, what: reference.what), dark: try dark.color(reference, what: reference.what),
                highContrastLight: try sets[.highContrastLight]?.color(reference, what: reference.what),
                highContrastDark: try sets[.highContrastDark]?.color(reference, what: reference.what))
        }
        let agreed = ModeAgreement(sets: sets, modes: modes)
        for (name, reference) in config.space { space[name] = try agreed.size(reference, allowsZero: true) }
        for (name, reference) in config.radius { radius[name] = try agreed.size(reference, allowsZero: true) }
        if let reference = config.touch["minTarget"] {
            touch.minTarget = try agreed.size(reference, allowsZero: false)
            touch.isMinTargetWritten = true
        }
        if let reference = config.touch["minSpacing"] { touch.minSpacing = try agreed.size(reference, allowsZero: true) }
        for (style, reference) in config.typography {
            typography[style] = try agreed.textStyle(reference, families: families)
        }
        contrastPairs = try config.contrastPairs.map { try DesignTokens.contrastPair($0, colors: colors) }
    }
}

extension TokenSet {
    /// The colour of a mapped token in this mode.
    package func color(_ reference: TokenReference, what: String) throws -> Color {
        try color(value(at: reference.path, as: .color, what: what, place: reference.place), what: what)
    }
}
