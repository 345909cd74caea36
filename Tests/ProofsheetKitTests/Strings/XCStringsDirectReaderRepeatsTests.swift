import XCTest
@testable import ProofsheetKit

/// What the direct reader remembers within one file (plural forms parsed once per text, entry members seen once)
/// changes nothing it returns: repeated forms read as the strict reader reads them, repeated members stop it.
final class XCStringsDirectReaderRepeatsTests: XCTestCase {
    static let limits = JSONLimits(maxFileBytes: CatalogFile.maxBytes)

    /// Two keys sharing plural-form texts, in English and Arabic (Arabic's `few` and `many` with one text).
    static let repeatedForms = #"""
    { "sourceLanguage" : "en", "strings" : {
        "cart.items" : { "localizations" : {
          "en" : { "variations" : { "plural" : { "one" : { "stringUnit" : { "state" : "translated", "value" : "%lld item" } },
                                                 "other" : { "stringUnit" : { "state" : "translated", "value" : "%lld items" } } } } },
          "ar" : { "variations" : { "plural" : { "few" : { "stringUnit" : { "state" : "translated", "value" : "%lld عناصر" } },
                                                 "many" : { "stringUnit" : { "state" : "translated", "value" : "%lld عناصر" } },
                                                 "other" : { "stringUnit" : { "state" : "needs_review", "value" : "%lld عنصر" } } } } } } },
        "saved.items" : { "localizations" : {
          "en" : { "variations" : { "plural" : { "other" : { "stringUnit" : { "state" : "translated", "value" : "%lld items" } } } } },
          "ar" : { "variations" : { "plural" : { "other" : { "stringUnit" : { "state" : "translated", "value" : "%lld عناصر" } } } } } } }
      },
      "version" : "1.0" }
    """#

    func testRepeatedPluralFormsReadAsTheStrictReaderReadsThem() throws {
        let bytes = Array(Self.repeatedForms.utf8)
        let strict = try XCStringsReader.read(JSONDocument(parsing: bytes, file: "Localizable.xcstrings", limits: Self.limits))
        let direct = XCStringsDirectReader.read(bytes, file: "Localizable.xcstrings", limits: Self.limits)
        XCTAssertEqual(direct, strict)
        XCTAssertEqual(direct?.count, 2)
        for (key, entry) in strict {
            for (locale, value) in entry.values {
                XCTAssertEqual(direct?[key]?.values[locale]?.place, value.place, "\(key) \(locale)")
            }
        }
    }

    func testRepeatedEntryMembersAreLeftToTheStrictReader() {
        let cases = [
            #"{ "sourceLanguage" : "en", "strings" : { "a" : { "comment" : "x", "comment" : "y" } } }"#,
            #"{ "sourceLanguage" : "en", "strings" : { "a" : { "localizations" : {}, "shouldTranslate" : false, "localizations" : {} } } }"#,
        ]
        for text in cases {
            XCTAssertNil(XCStringsDirectReader.read(Array(text.utf8), file: "Localizable.xcstrings", limits: Self.limits), text)
        }
    }
}
