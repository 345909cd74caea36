import ProofsheetSupport

/// A CLDR plural category (Unicode TR35 Part 3 §5.1 "Plural rules"): the six keywords every locale's
/// cardinal rules choose among. Which ones a locale uses comes from `PluralRules`, never from here.
package enum PluralCategory: String, CaseIterable, Hashable, Sendable, CaseOrdered {
    case zero, one, two, few, many, other

    /// The category named by `word`, or nil when it is not one of CLDR's six keywords.
    package init?(keyword word: String) { self.init(rawValue: word) }

    /// The six keywords, for messages.
    package static var keywordList: String { allCases.map(\.rawValue).joined(separator: ", ") }
}
