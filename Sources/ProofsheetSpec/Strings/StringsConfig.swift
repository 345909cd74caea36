import ProofsheetJSON
import ProofsheetSupport

/// The `strings` section of `proofsheet.json`: the base locale and the catalog files the app ships.
///
/// Without the section a project reads Proofsheet's own `paths.strings` folder, with `en` as the base locale
/// when it has one.
public struct StringsConfig: Sendable {
    public var baseLocale: LocaleID?
    public var sources: [StringSource]

    public init(baseLocale: LocaleID? = nil, sources: [StringSource]) {
        self.baseLocale = baseLocale
        self.sources = sources
    }
}

/// One catalog: a format and an absolute path inside the project root.
public struct StringSource: Sendable, Hashable {
    public enum Format: String, CaseIterable, Sendable {
        /// An Apple String Catalog file.
        case xcstrings
        /// A folder of `<locale>.lproj/` folders with `.strings` and `.stringsdict` files.
        case lproj
        /// An Android `res/` folder.
        case android
        /// A folder of Flutter `.arb` files.
        case arb
        /// A folder of Proofsheet `<locale>.json` files.
        case proofsheet
    }

    /// The digits a source's formatted numbers are written with (`"digits"`; docs/strings.md, "Digits").
    public enum Digits: String, CaseIterable, Sendable {
        /// As the cell's platform formats them for the locale (`PlatformDigits`): the default.
        case platform
        /// Always `0`–`9`.
        case western
        /// The locale's CLDR default numbering system (e.g. ٠١٢ in `ar`), on every platform.
        case locale
    }

    public var format: Format
    public var path: String
    public var digits: Digits
    /// `"optional": true`: when the file or folder does not exist the source is skipped (and `proofsheet strings`
    /// says so) instead of stopping the run; for library catalogs a checkout may not have.
    public var isOptional: Bool

    public init(format: Format, path: String, digits: Digits = .platform, isOptional: Bool = false) {
        self.format = format
        self.path = path
        self.digits = digits
        self.isOptional = isOptional
    }
}

extension StringsConfig {
    /// Decodes the section; paths are relative to the config's folder and must stay inside `root`.
    package init(decoding reader: JSONValueReader, folder: String, root: String) throws {
        let object = try reader.object()
        try object.rejectUnknownKeys(of: StringsConfig.keyTable)
        if let value = object.optionalValue("baseLocale") {
            let locale = LocaleID(try value.string())
            guard locale.isWellFormed else { throw value.invalid("expected a BCP 47 locale such as en or pt-BR") }
            baseLocale = locale
        }
        let list = try object.requiredArray("sources")
        guard !list.isEmpty else { throw try object.requiredValue("sources").invalid("expected at least one catalog source") }
        sources = try list.map { item in
            let source = try item.object()
            try source.rejectUnknownKeys(of: StringsConfig.sourceKeyTable)
            let format = try source.requiredCase("format", StringSource.Format.self)
            let pathValue = try source.requiredValue("path")
            let relative = try pathValue.string()
            let absolute = ProjectPath.resolve(relative, against: folder)
            guard ProjectPath.isInside(absolute, root: root) else {
                throw pathValue.invalid("'\(relative)' leads outside the project root \(FileDisplay.shown(root)); keep catalogs inside it")
            }
            let digits = try source.optionalValue("digits").map { try $0.enumCase(StringSource.Digits.self) } ?? .platform
            return StringSource(format: format, path: absolute, digits: digits, isOptional: try source.optionalBool("optional") ?? false)
        }
    }
}
