import XCTest
@testable import ProofsheetKit

/// Files that design tools and translators can produce, at sizes that once overflowed the stack or allocated
/// without bound (issue #45): each now loads, or stops with one message naming the file and the limit
/// (docs/hardening.md, "Limits"). Every case runs in the test process, so a crash fails the whole suite.
final class DepthLimitTests: XCTestCase {
    static let colour = #"{ "$type": "color", "$value": { "colorSpace": "srgb", "components": [0.1, 0.2, 0.3] } }"#

    /// The minimal project with DTCG files: the light and the dark set both `light`.
    func loadTokens(light: String, accent: String = "c") throws -> Project {
        let item = DTCGTokensBadInputTests.Case(name: "depth", files: ["l.tokens.json": light, "d.tokens.json": light],
                                                mapping: #""colors": { "accent": "\#(accent)" }"#, message: "")
        let config = try DTCGTokensBadInputTests.fixture(item).write(into: makeTemporaryFolder())
        return try Project.load(configPath: config)
    }

    /// One token file read into a mode's set (no project around it).
    func tokenSet(_ text: String) throws -> TokenSet {
        let folder = try makeTemporaryFolder()
        try text.write(toFile: folder + "/l.tokens.json", atomically: true, encoding: .utf8)
        return try TokenSet(files: ["l.tokens.json"], contents: [TokenFileReader.read(file: folder + "/l.tokens.json", root: folder)])
    }

    func testAnAliasChainOf100000LinksResolvesToItsEnd() throws {
        let links = 100_000
        var members = (0..<links).map { #""t\#($0)": { "$value": "{t\#($0 + 1)}" }"# }
        members.append(#""t\#(links)": \#(Self.colour)"#)
        let set = try tokenSet("{ " + members.joined(separator: ", ") + " }")
        XCTAssertEqual(set.types[TokenPath(["t0"])], .color)
        XCTAssertEqual(set.types.count, links + 1)
    }

    func testAnAliasCycleOf50000LinksIsNamedOnOneLine() throws {
        let links = 50_000
        let members = (0..<links).map { #""t\#($0)": { "$value": "{t\#(($0 + 1) % links)}" }"# }
        XCTAssertThrowsError(try loadTokens(light: "{ " + members.joined(separator: ", ") + ", \"c\": \(Self.colour) }")) { error in
            let message = String(describing: error)
            XCTAssertTrue(message.contains("alias cycle: t0 → t1 → t2 → … 49995 more … → t49998 → t49999 → t0; aliases must end at a token with a value (DTCG §7.2.3)"), message)
            XCTAssertFalse(message.contains("\n"))
        }
    }

    func testTwentyThousandChainedGroupExtensionsStopAtTheTokenLimit() throws {
        let groups = 20_000
        var members = (0..<groups).map { #""g\#($0)": { "$extends": "{g\#($0 + 1)}", "own\#($0)": \#(Self.colour) }"# }
        members.append(#""g\#(groups)": { "last": \#(Self.colour) }"#)
        let started = Date()
        XCTAssertThrowsError(try loadTokens(light: "{ " + members.joined(separator: ", ") + ", \"c\": \(Self.colour) }")) { error in
            XCTAssertTrue(String(describing: error).contains("the set would hold more than 200000 tokens once its extensions are applied"), "\(error)")
        }
        XCTAssertLessThan(Date().timeIntervalSince(started), 60, "the extensions took too long to refuse")
    }

    func testAShortChainOfGroupExtensionsStillMerges() throws {
        let members = (0..<50).map { #""g\#($0)": { "$extends": "{g\#($0 + 1)}" }"# } + [#""g50": { "c": \#(Self.colour) }"#]
        let set = try tokenSet("{ " + members.joined(separator: ", ") + " }")
        XCTAssertEqual(set.types[TokenPath(["g0", "c"])], .color)
        XCTAssertEqual(set.tokens.count, 51)
    }

    func testDeeplyNestedAndroidMarkupIsRefused() throws {
        let depth = 100_000
        let text = "<resources><string name=\"a\">" + String(repeating: "<b>", count: depth) + "x" + String(repeating: "</b>", count: depth) + "</string></resources>"
        let project = try ScratchProject.strings("deep-android", files: ["res/values/strings.xml": text],
                                             strings: #"{ "sources": [{ "format": "android", "path": "res" }] }"#, locales: ["en"])
        XCTAssertThrowsError(try project.load()) { error in
            XCTAssertEqual(project.shown(String(describing: error)),
                           "$L/res/values/strings.xml:1:\(25 + 3 * XMLTree.nestingLimit): invalid XML: elements are nested more than \(XMLTree.nestingLimit) deep; a resource or .stringsdict file needs a few levels")
        }
    }

    func testDeeplyNestedStringsDictIsRefused() throws {
        let depth = 100_000
        let text = "<plist><dict><key>k</key>" + String(repeating: "<dict>", count: depth) + String(repeating: "</dict>", count: depth) + "</dict></plist>"
        let project = try ScratchProject.strings("deep-stringsdict", files: ["ios/en.lproj/Localizable.stringsdict": text, "ios/en.lproj/Localizable.strings": "\"a\" = \"b\";"],
                                             strings: #"{ "sources": [{ "format": "lproj", "path": "ios" }] }"#, locales: ["en"])
        XCTAssertThrowsError(try project.load()) { error in
            XCTAssertTrue(project.shown(String(describing: error)).hasPrefix("$L/ios/en.lproj/Localizable.stringsdict:1:"), "\(error)")
            XCTAssertTrue(String(describing: error).hasSuffix("invalid XML: elements are nested more than \(XMLTree.nestingLimit) deep; a resource or .stringsdict file needs a few levels"), "\(error)")
        }
    }

    func testDeeplyNestedICUMessagesAreRefused() throws {
        let depth = 1_000
        let text = String(repeating: "{a, select, other {", count: depth) + "x" + String(repeating: "}}", count: depth)
        XCTAssertThrowsError(try ICUMessageParser().parse(text)) { error in
            XCTAssertEqual((error as? MessageSyntaxError)?.message, "arguments are nested more than 32 deep")
        }
        let fine = String(repeating: "{a, select, other {", count: 32) + "x" + String(repeating: "}}", count: 32)
        XCTAssertNoThrow(try ICUMessageParser().parse(fine))
    }

    /// A printf width or precision past the per-text limit is refused where the string is read.
    func testHugePrintfWidthsAreRefusedBeforeFormatting() throws {
        for (format, message) in [("%999999999s", "the width 999999999 is more than 20000, the most characters a text may hold"),
                                  ("%.99999999999999999999f", "the precision 99999999999999999999 is more than 20000, the most characters a text may hold"),
                                  ("%20001d", "the width 20001 is more than 20000, the most characters a text may hold")] {
            XCTAssertThrowsError(try PrintfMessageParser().parse("a " + format), format) { error in
                XCTAssertEqual((error as? MessageSyntaxError)?.message, message)
            }
        }
        XCTAssertEqual(try PrintfMessageParser().parse("%20000s").parts.count, 1)
    }

    /// `%x` and `%o` show any 64-bit integer, signed or unsigned, and refuse what lies beyond.
    func testHexAndOctalOfHugeNumbers() throws {
        let formatter = MessageFormatter(rules: PluralRules(locale: LocaleID("en")), localDigits: nil)
        func formatted(_ text: String, _ n: Double) throws -> String {
            try formatter.format(try PrintfMessageParser().parse(text), with: MessageArguments([.init(name: nil, value: .number(n, fractionDigits: 0))]))
        }
        XCTAssertEqual(try formatted("%x", 1.8e19), String(UInt64(1.8e19), radix: 16))
        XCTAssertEqual(try formatted("%o", 1e19), String(UInt64(1e19), radix: 8))
        XCTAssertEqual(try formatted("%X", 255), "FF")
        XCTAssertEqual(try formatted("%x", -255), "-ff")
        XCTAssertThrowsError(try formatted("%x", 1e20)) { error in
            XCTAssertEqual(String(describing: error), "argument 1 is 1e+20, which %x cannot show: it takes whole numbers from -9223372036854775808 to 18446744073709551615")
        }
    }

    /// Widths stay within the limit one by one, but many of them add up: the formatted text is refused.
    func testAFormattedTextPastTheLimitIsRefused() throws {
        let formatter = MessageFormatter(rules: PluralRules(locale: LocaleID("en")), localDigits: nil)
        let message = try PrintfMessageParser().parse("%1$15000s%1$15000s")
        XCTAssertThrowsError(try formatter.format(message, with: MessageArguments([.init(name: nil, value: .text("x"))]))) { error in
            XCTAssertEqual(error as? MessageFormatError, .tooLong(limit: TextLimits.maxScalarsPerText))
        }
    }
}
