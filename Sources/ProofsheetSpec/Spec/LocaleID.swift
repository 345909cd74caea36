import ProofsheetText

/// A locale identifier as used for string files (`en`, `ar`, `pt-BR`), with its writing direction.
public struct LocaleID: Hashable, Sendable, Comparable, CustomStringConvertible, ExpressibleByStringLiteral {
    /// Languages written right to left (ISO 639 codes).
    package static let rightToLeftLanguages: Set<String> = ["ar", "he", "fa", "ur", "ps", "sd", "ug", "yi", "dv", "ckb"]

    public let identifier: String

    public init(_ identifier: String) { self.identifier = identifier }

    public init(stringLiteral identifier: String) { self.init(identifier) }

    /// The language subtag: the part before the first `-` or `_`, lowercased.
    public var language: String {
        String(identifier.split(whereSeparator: { $0 == "-" || $0 == "_" }).first ?? "").lowercased()
    }

    /// The direction of the locale's script, from its language.
    public var direction: TextDirection {
        LocaleID.rightToLeftLanguages.contains(language) ? .rtl : .ltr
    }

    public var description: String { identifier }

    public static func < (lhs: LocaleID, rhs: LocaleID) -> Bool { lhs.identifier < rhs.identifier }
}
