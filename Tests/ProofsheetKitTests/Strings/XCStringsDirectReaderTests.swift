import XCTest
@testable import ProofsheetKit

/// `XCStringsDirectReader` reads a catalog exactly as the strict reader does (same texts, states and places),
/// and leaves every file it does not fully read, and every broken one, to the strict reader.
final class XCStringsDirectReaderTests: XCTestCase {
    static let limits = JSONLimits(maxFileBytes: CatalogFile.maxBytes)

    /// Catalogs the direct reader reads itself: Xcode's layout, English and Arabic, comments, a trailing comma,
    /// escapes, a BOM, and localizations it hands to `XCStringsReader` (substitutions, device variations).
    static let readDirectly: [(name: String, text: String)] = [
        ("Xcode layout, plurals, substitutions, devices", StringCatalogFormatTests.xcstrings),
        ("Arabic source, escapes and comments", #"""
        // Written by hand after an export.
        { "sourceLanguage" : "ar", "strings" : {
            "greeting" : { "localizations" : {
              "ar" : { "stringUnit" : { "value" : "مرحبًا\n\"صديقي\" \u0627" } }, /* no state */
              "en" : { "stringUnit" : { "value" : "Hello \"friend\"", "state" : "new" } },
            } },
            "no.source" : { "localizations" : { "en" : { "stringUnit" : { "state" : "stale", "value" : "Only English" } } } },
            "empty" : { }
          },
          "version" : "1.0" }
        """#),
        ("byte order mark", "\u{FEFF}{ \"sourceLanguage\" : \"en\", \"strings\" : { \"a\" : { \"localizations\" : { \"en\" : { \"stringUnit\" : { \"state\" : \"translated\", \"value\" : \"A\" } } } } } }"),
        ("null state read by the strict reader on the spot",
         #"{ "sourceLanguage" : "en", "strings" : { "a" : { "localizations" : { "ar" : { "stringUnit" : { "state" : null, "value" : "أ" } } } } } }"#),
    ]

    /// Files the direct reader leaves to the strict reader (which reads or rejects them).
    static let leftToStrictReader: [(name: String, text: String)] = [
        ("unknown entry key", #"{ "sourceLanguage" : "en", "strings" : { "a" : { "locaizations" : {} } } }"#),
        ("duplicate key", #"{ "sourceLanguage" : "en", "strings" : { "a" : {}, "a" : {} } }"#),
        ("duplicate locale", #"{ "sourceLanguage" : "en", "strings" : { "a" : { "localizations" : { "en" : { "stringUnit" : { "value" : "x" } }, "en" : { "stringUnit" : { "value" : "y" } } } } } }"#),
        ("invalid locale", #"{ "sourceLanguage" : "en", "strings" : { "a" : { "localizations" : { "e n" : { "stringUnit" : { "value" : "x" } } } } } }"#),
        ("sourceLanguage after strings", #"{ "strings" : {}, "sourceLanguage" : "en" }"#),
        ("shouldTranslate null", #"{ "sourceLanguage" : "en", "strings" : { "a" : { "shouldTranslate" : null } } }"#),
        ("syntax error late in the file", #"{ "sourceLanguage" : "en", "strings" : { "a" : {} }, "version" : 1.0. }"#),
        ("bad printf in a plural form", #"{ "sourceLanguage" : "en", "strings" : { "a" : { "localizations" : { "en" : { "variations" : { "plural" : { "other" : { "stringUnit" : { "value" : "%" } } } } } } } } }"#),
        ("invalid UTF-8", "{ \"sourceLanguage\" : \"en\", \"strings\" : { \"a\u{FFFD}\" : {} } }"),
    ]

    func testReadsTheSameEntriesAsTheStrictReader() throws {
        for (name, text) in Self.readDirectly {
            let bytes = Array(text.utf8)
            let strict = try XCStringsReader.read(JSONDocument(parsing: bytes, file: "ios/Localizable.xcstrings", limits: Self.limits))
            let direct = XCStringsDirectReader.read(bytes, file: "ios/Localizable.xcstrings", limits: Self.limits)
            XCTAssertNotNil(direct, name)
            XCTAssertEqual(direct, strict, name)
            for (key, entry) in strict {
                for (locale, value) in entry.values {
                    XCTAssertEqual(direct?[key]?.values[locale]?.place, value.place, "\(name): \(key) \(locale)")
                }
            }
        }
    }

    func testLeavesWhatItDoesNotReadToTheStrictReader() {
        for (name, text) in Self.leftToStrictReader {
            var bytes = Array(text.utf8)
            if name == "invalid UTF-8", let mark = bytes.firstIndex(of: 0xEF) { bytes.replaceSubrange(mark..<mark + 3, with: [0xC3]) }
            XCTAssertNil(XCStringsDirectReader.read(bytes, file: "Localizable.xcstrings", limits: Self.limits), name)
        }
    }
}
