import XCTest
@testable import ProofsheetKit

final class JSONSerializationTests: XCTestCase {
    func testNumberFormatting() {
        let cases: [(Double, String)] = [
            (0, "0"),
            (-0.0, "0"),
            (3, "3"),
            (-42, "-42"),
            (1e15, "1000000000000000"),
            (9_007_199_254_740_991, "9007199254740991"),
            (9_007_199_254_740_992, "9007199254740992"),
            (1e17, "1e+17"),
            (18_446_744_073_709_551_616, "1.8446744073709552e+19"),
            (-1e300, "-1e+300"),
            (0.1, "0.1"),
            (2.5, "2.5"),
            (-1.25, "-1.25"),
            (1.0 / 3.0, "0.3333333333333333"),
            (1e-7, "1e-07"),
            (1e300, "1e+300"),
            (Double.leastNonzeroMagnitude, "5e-324"),
            (.nan, "null"),
            (.infinity, "null"),
        ]
        for (value, expected) in cases {
            XCTAssertEqual(JSONValue.format(number: value), expected, "\(value)")
        }
    }

    func testTextLayout() {
        let cases: [(JSONValue, String)] = [
            (.null, "null"),
            ([], "[]"),
            ([:], "{}"),
            ("a\"b\\c\n\t\u{1}\u{1F}/é😀", "\"a\\\"b\\\\c\\n\\t\\u0001\\u001F/é😀\""),
            ([1, true, "x"], "[\n  1,\n  true,\n  \"x\"\n]"),
            (["b": [:], "a": [[], [2.5]]],
             "{\n  \"b\": {},\n  \"a\": [\n    [],\n    [\n      2.5\n    ]\n  ]\n}"),
            (.object([("z", .number(1)), ("a", .bool(false))]), "{\n  \"z\": 1,\n  \"a\": false\n}"),
        ]
        for (value, expected) in cases {
            XCTAssertEqual(value.jsonText(), expected)
        }
    }

    /// The tree is written into bytes (issue #43); each string as `quote` writes it: C0 and C1 controls and DEL as
    /// `\u00XX`, the short escapes, everything else (Arabic, U+00A0 right after the C1 range, emoji) as its UTF-8.
    func testStringsAreWrittenAsQuoteWritesThem() {
        var strings = (0..<0xA2).map { String(UnicodeScalar(UInt8($0))) }
        strings += ["plain", "", "مرحبا\u{85}بالعالم", "\u{C2}\u{80}", "é\u{9F}é", "\u{A0}", "a\u{7F}b", "😀\u{1B}[31m", "\u{2028}<&>"]
        for text in strings {
            XCTAssertEqual(JSONValue.string(text).jsonText(), JSONValue.quote(text), "\(text.unicodeScalars.map(\.value))")
            XCTAssertEqual(JSONValue.object([(text, .string(text))]).jsonText(), "{\n  \(JSONValue.quote(text)): \(JSONValue.quote(text))\n}")
        }
        XCTAssertEqual(JSONValue.string("\u{80}x\u{9F}").jsonText(), "\"\\u0080x\\u009F\"")
        XCTAssertEqual(JSONValue.array([.string("é"), .number(1)]).jsonBytes(), Array("[\n  \"é\",\n  1\n]".utf8))
    }

    func testRoundTripIsStableAndLossless() throws {
        let source = """
            // comments and trailing commas disappear; order and values stay
            {
              "name": "home", "scale": 1.50, "big": 1e21, "tiny": -2.5e-8, "int": 1e3,
              "text": "line\\nbreak \\"quoted\\" \\u00e9 \\uD83D\\uDE00 \\u0007",
              "nested": {"z": [1, [2, [3, {},],], null], "a": {"deep": [true, false]},},
              "empty": [],
            }
            """
        let parsed = try JSONParser(file: "in.json").parse(source)
        let text = parsed.jsonText()
        let reparsed = try JSONParser(file: "out.json").parse(text)
        XCTAssertEqual(reparsed, parsed)
        XCTAssertEqual(reparsed.jsonText(), text, "serializing is idempotent")
        XCTAssertTrue(text.contains("\"scale\": 1.5,"), text)
        XCTAssertTrue(text.contains("\"big\": 1e+21,"), text)
        XCTAssertTrue(text.contains("\"int\": 1000,"), text)
        XCTAssertTrue(text.hasPrefix("{\n  \"name\": \"home\",\n"), text)
    }
}
