import CICUPlural

/// The CLDR cardinal plural rules of one locale, evaluated by the system ICU (Unicode TR35 Part 3 §5.1).
///
/// Nothing here encodes a rule: the category of a number and the set of categories a locale uses both come
/// from ICU's copy of CLDR, so Arabic gets its six categories and English its two.
package struct PluralRules: Sendable, Hashable {
    package let locale: LocaleID

    package init(locale: LocaleID) { self.locale = locale }

    /// The category of `value` as shown with `fractionDigits` visible decimals (`1` is `one` in English, `1.0` is `other`).
    package func category(of value: Double, fractionDigits: Int = 0) throws -> PluralCategory {
        var buffer = [CChar](repeating: 0, count: 16)
        let status = psicu_plural_category(icuLocale, value, Int32(fractionDigits), &buffer, Int32(buffer.count))
        let word = String(decoding: buffer.prefix { $0 != 0 }.map { UInt8(bitPattern: $0) }, as: UTF8.self)
        guard status == 0, let category = PluralCategory(keyword: word) else {
            throw PluralRulesError.unavailable(locale: locale, status: Int(status))
        }
        return category
    }

    /// The categories the locale's rules can choose, in CLDR order.
    package func categories() throws -> [PluralCategory] {
        var buffer = [CChar](repeating: 0, count: 64)
        let status = psicu_plural_categories(icuLocale, &buffer, Int32(buffer.count))
        guard status == 0 else { throw PluralRulesError.unavailable(locale: locale, status: Int(status)) }
        let words = String(decoding: buffer.prefix { $0 != 0 }.map { UInt8(bitPattern: $0) }, as: UTF8.self)
        return words.split(separator: " ").compactMap { PluralCategory(keyword: String($0)) }.sorted()
    }

    /// The ten digits of the locale's default numbering system (CLDR `defaultNumberingSystem`); nil when it is algorithmic.
    package func digits() throws -> [Unicode.Scalar]? {
        var digits = [UInt32](repeating: 0, count: 10)
        let status = psicu_locale_digits(icuLocale, &digits)
        if status == 1 { return nil }
        guard status == 0 else { throw PluralRulesError.unavailable(locale: locale, status: Int(status)) }
        return digits.compactMap(Unicode.Scalar.init)
    }

    /// ICU takes `_` between subtags.
    private var icuLocale: String { locale.identifier.replacingOccurrences(of: "-", with: "_") }
}

/// ICU could not evaluate the rules of a locale.
package enum PluralRulesError: Error, Equatable, CustomStringConvertible {
    case unavailable(locale: LocaleID, status: Int)

    package var description: String {
        switch self {
        case .unavailable(let locale, let status): return "ICU has no plural rules for locale '\(locale)' (status \(status))"
        }
    }
}
