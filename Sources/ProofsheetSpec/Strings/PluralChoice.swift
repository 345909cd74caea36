/// The cases of one plural slot: exact values (`=0`) tried first, then the CLDR category of the number
/// (ICU MessageFormat `PluralFormat`; Apple `.stringsdict` and Android `<plurals>` have categories only).
package struct PluralChoice: Hashable, Sendable {
    /// Exact-value cases, e.g. `=0`, keyed by the value.
    package var exact: [Int: Message]
    package var forms: [PluralCategory: Message]
    /// ICU `offset:n`: categories and `#` use the number minus this.
    package var offset: Int

    package init(exact: [Int: Message] = [:], forms: [PluralCategory: Message], offset: Int = 0) {
        self.exact = exact
        self.forms = forms
        self.offset = offset
    }

    /// The categories written, in CLDR order.
    package var categories: [PluralCategory] { forms.keys.sorted() }

    package var allMessages: [Message] {
        exact.keys.sorted().map { exact[$0]! } + categories.map { forms[$0]! }
    }

    package func mapMessages(_ transform: (Message) -> Message) -> PluralChoice {
        PluralChoice(exact: exact.mapValues(transform), forms: forms.mapValues(transform), offset: offset)
    }
}

/// How an argument slot formats its value.
package enum ArgumentFormat: Hashable, Sendable {
    /// A printf conversion as Apple's `String(format:)` and Java's `String.format` read it.
    case printf(PrintfSpec)
    /// ICU `{name}` (the value as it is) or `{name, number}` (grouped decimal).
    case icu(isNumber: Bool)
}

/// One printf conversion: `%[position$][flags][width][.precision][length]conversion` (IEEE Std 1003.1 `fprintf`,
/// plus Apple's `%@`).
package struct PrintfSpec: Hashable, Sendable {
    package var flags: String
    package var width: Int?
    package var precision: Int?
    /// `h`, `hh`, `l`, `ll`, `q`, `z`, `t`, `j` or empty; it changes nothing in what is shown.
    package var length: String
    /// `@ s d i u x X o f F e E g G c`.
    package var conversion: Character

    /// Whether the conversion shows a number.
    package var isNumeric: Bool { "diuxXofFeEgG".contains(conversion) }
}
