import XCTest
@testable import ProofsheetKit

/// Broken catalogs stop loading with a message naming the file, its line:column and what is wrong.
final class StringCatalogBadInputTests: XCTestCase {
    struct Case {
        let name: String
        let files: [String: String]
        let sources: String
        let message: String
    }

    static let cases: [Case] = [
        Case(name: "invalid JSON", files: ["a.xcstrings": "{ \"sourceLanguage\": \"en\", \"strings\": { \"x\": } }"],
             sources: #"[{ "format": "xcstrings", "path": "a.xcstrings" }]"#,
             message: "$L/a.xcstrings:1:45: expected a value, found '}'"),
        Case(name: "invalid XML", files: ["res/values/strings.xml": "<resources>\n  <string name=\"a\">A</strin>\n</resources>"],
             sources: #"[{ "format": "android", "path": "res" }]"#,
             message: "$L/res/values/strings.xml:3:13: invalid XML: a start tag and its end tag do not match (XMLParser error 76)"),
        Case(name: "unknown plural category in xcstrings", files: ["a.xcstrings": #"{ "sourceLanguage": "en", "strings": { "n": { "localizations": { "en": { "variations": { "plural": { "several": { "stringUnit": { "state": "translated", "value": "x" } }, "other": { "stringUnit": { "state": "translated", "value": "y" } } } } } } } } }"#],
             sources: #"[{ "format": "xcstrings", "path": "a.xcstrings" }]"#,
             message: "$L/a.xcstrings:1:102: strings.n.localizations.en.variations.plural.several: unknown plural category 'several'; expected one of zero, one, two, few, many, other"),
        Case(name: "unknown Android quantity", files: ["res/values/strings.xml": "<resources>\n<plurals name=\"p\">\n<item quantity=\"lots\">%d</item>\n<item quantity=\"other\">%d</item>\n</plurals>\n</resources>"],
             sources: #"[{ "format": "android", "path": "res" }]"#,
             message: "$L/res/values/strings.xml:3:"),
        Case(name: "unknown ICU category", files: ["l/app_en.arb": #"{ "n": "{c, plural, one{a} lots{b} other{c}}" }"#],
             sources: #"[{ "format": "arb", "path": "l" }]"#,
             message: "$L/l/app_en.arb:1:8: unknown plural category 'lots'; expected =n or one of zero, one, two, few, many, other (at character 20 of \"{c, plural, one{a} lots{b} other{c}}\")"),
        Case(name: "placeholder count mismatch between locales", files: ["l/app_en.arb": #"{ "hi": "Hi {name}, {count, plural, one{# new} other{# new}}" }"#, "l/app_ar.arb": #"{ "hi": "مرحبًا {name}" }"#],
             sources: #"[{ "format": "arb", "path": "l" }]"#,
             message: "$L/l/app_ar.arb:1:9: 'hi' in ar reads {name} but the base locale en reads {count}, {name} (at $L/l/app_en.arb:1:9); placeholders must match across locales"),
        Case(name: "duplicate key across sources", files: ["s/en.json": #"{ "save": "Save" }"#, "s/ar.json": #"{ "save": "حفظ" }"#, "res/values/strings.xml": "<resources>\n<string name=\"save\">Save</string>\n</resources>"],
             sources: #"[{ "format": "proofsheet", "path": "s" }, { "format": "android", "path": "res" }]"#,
             message: "$L/res/values/strings.xml:2:"),
        Case(name: "unescaped Android apostrophe", files: ["res/values/strings.xml": "<resources>\n<string name=\"a\">Don't</string>\n</resources>"],
             sources: #"[{ "format": "android", "path": "res" }]"#,
             message: "$L/res/values/strings.xml:2:"),
        Case(name: "unclosed .strings value", files: ["ios/en.lproj/Localizable.strings": "\"a\" = \"b\";\n\"c\" = \"d"],
             sources: #"[{ "format": "lproj", "path": "ios" }]"#,
             message: "$L/ios/en.lproj/Localizable.strings:2:7: string is never closed with '\"'"),
    ]

    func testEveryBrokenCatalogGivesItsMessage() throws {
        for item in Self.cases {
            let project = try ScratchProject.strings("bad-" + item.name.replacingOccurrences(of: " ", with: "-"), files: item.files,
                                                 strings: #"{ "sources": \#(item.sources) }"#, locales: ["en"])
            XCTAssertThrowsError(try project.load(), item.name) { error in
                XCTAssertTrue(project.shown(String(describing: error)).hasPrefix(item.message), "\(item.name): \(project.shown(String(describing: error)))")
            }
        }
    }

    func testAScreenArgumentTheMessageDoesNotReadIsNamed() throws {
        let project = try ScratchProject.strings("bad-args", files: ["strings/en.json": #"{ "cart": { "one": "%d item", "other": "%d items" } }"#],
                                             strings: nil, locales: ["en"], screen: #"{ "type": "text", "text": "cart" }"#)
        XCTAssertEqual(project.shown(try project.load().screenErrors["probe"]?.description ?? ""), "$L/screens/probe.json:1:52: root.text: string key 'cart' is a message that reads argument 1 ($L/strings/en.json:1:11); give it 'args'")
    }
}
