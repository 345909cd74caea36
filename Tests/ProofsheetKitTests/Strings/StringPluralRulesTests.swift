import XCTest
@testable import ProofsheetKit

/// Plural categories come from ICU's CLDR data; these are CLDR's published cardinal rules
/// (unicode.org/cldr/charts/latest/supplemental/language_plural_rules.html) for the numbers.
final class StringPluralRulesTests: XCTestCase {
    func testCategoriesForEnglishAndArabicMatchCLDR() throws {
        let numbers = [0, 1, 2, 3, 11, 100, 101, 102]
        let expected: [String: [PluralCategory]] = [
            "en": [.other, .one, .other, .other, .other, .other, .other, .other],
            "ar": [.zero, .one, .two, .few, .many, .other, .other, .other],
        ]
        for (locale, categories) in expected {
            let rules = PluralRules(locale: LocaleID(locale))
            XCTAssertEqual(try numbers.map { try rules.category(of: Double($0)) }, categories, locale)
        }
    }

    func testEachLocaleListsTheCategoriesItsRulesUse() throws {
        XCTAssertEqual(try PluralRules(locale: LocaleID("en")).categories(), [.one, .other])
        XCTAssertEqual(try PluralRules(locale: LocaleID("ar")).categories(), PluralCategory.allCases)
        XCTAssertEqual(try PluralRules(locale: LocaleID("ja")).categories(), [.other])
    }

    func testVisibleFractionDigitsChangeTheCategory() throws {
        // CLDR English: "one" is i = 1 and v = 0, so "1.0" is other.
        XCTAssertEqual(try PluralRules(locale: LocaleID("en")).category(of: 1, fractionDigits: 0), .one)
        XCTAssertEqual(try PluralRules(locale: LocaleID("en")).category(of: 1, fractionDigits: 1), .other)
    }

    func testArabicDigitsComeFromTheLocalesNumberingSystem() throws {
        XCTAssertEqual(try PluralRules(locale: LocaleID("ar")).digits().map { String(String.UnicodeScalarView($0)) }, "٠١٢٣٤٥٦٧٨٩")
        XCTAssertEqual(try PluralRules(locale: LocaleID("en")).digits().map { String(String.UnicodeScalarView($0)) }, "0123456789")
    }
}
