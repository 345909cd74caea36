import ProofsheetSupport

extension LocaleID {
    /// Whether the identifier is a BCP 47 language tag shape safe in file names: 2–8 ASCII letters, then
    /// `-`-separated subtags of 1–8 ASCII letters or digits (RFC 5646 §2.1, without extensions' `x` rules).
    public var isWellFormed: Bool {
        let subtags = identifier.split(separator: "-", omittingEmptySubsequences: false)
        guard let language = subtags.first, (2...8).contains(language.count),
              language.unicodeScalars.allSatisfy({ $0.isASCII && $0.properties.isAlphabetic }) else { return false }
        return subtags.dropFirst().allSatisfy { tag in
            (1...8).contains(tag.count) && tag.unicodeScalars.allSatisfy { $0.isASCII && ($0.properties.isAlphabetic || ("0"..."9").contains($0)) }
        }
    }

    /// A locale read from a file or folder name, checked to be well formed and to keep the project's name rule
    /// (`ProjectName`: it becomes part of every cell's path).
    package static func validated(_ identifier: String, place: String) throws -> LocaleID {
        let locale = LocaleID(identifier)
        if let problem = ProjectName.problem(in: identifier) {
            throw CatalogError(place: place, message: "'\(MessageText.escaped(identifier))' is not a locale name (expected \(ProjectName.rule)): \(problem)")
        }
        guard locale.isWellFormed else {
            throw CatalogError(place: place, message: "'\(identifier)' is not a locale identifier (expected a BCP 47 tag such as en, ar, pt-BR, sr-Latn)")
        }
        return locale
    }
}
