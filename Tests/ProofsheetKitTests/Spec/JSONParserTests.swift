import XCTest
@testable import ProofsheetKit

final class JSONParserTests: XCTestCase {
    private func parse(_ text: String, file: String = "t.json", limits: JSONLimits = .default) throws -> JSONValue {
        try JSONParser(file: file, limits: limits).parse(text)
    }

    /// The syntax error message for `bytes`, or a failure note when parsing succeeds or throws something else.
    private func message(for bytes: [UInt8], file: String = "t.json", limits: JSONLimits = .default) -> String {
        do {
            let value = try JSONParser(file: file, limits: limits).parse(bytes)
            return "parsed without error: \(value.jsonText())"
        } catch let error as JSONSyntaxError {
            return error.description
        } catch {
            return "unexpected error type: \(error)"
        }
    }

    func testValidDocuments() throws {
        let cases: [(String, JSONValue)] = [
            ("null", .null),
            ("true", true),
            (" false ", false),
            ("0", 0),
            ("-0", 0),
            ("-12.5e2", -1250),
            ("1E-2", 0.01),
            ("\"\"", ""),
            (#""a\"b\\c\/d\b\f\n\r\t""#, "a\"b\\c/d\u{08}\u{0C}\n\r\t"),
            (#""\u00e9\u00C9 \uD83D\uDE00 \u0000""#, "éÉ 😀 \u{0}"),
            ("\"é😀\u{7F}\"", "é😀\u{7F}"),
            ("[]", []),
            ("{}", [:]),
            ("[1, 2, 3,]", [1, 2, 3]),
            ("{\"b\": 1, \"a\": [true,], }", ["b": 1, "a": [true]]),
            ("// header\n{ /* inline */ \"a\" /* x */ : // end\n 1 } // trailing", ["a": 1]),
            ("/**/[/***/1/*/ still comment */]/* last */", [1]),
            ("\u{FEFF}{\"bom\": true}", ["bom": true]),
            ("\r\n\t[\r\n1\r\n]\r\n", [1]),
            ("{\"z\": 1, \"a\": 2, \"m\": 3}", ["z": 1, "a": 2, "m": 3]),
            ("[[[[[[[[[[]]]]]]]]]]", [[[[[[[[[[]]]]]]]]]]),
        ]
        for (text, expected) in cases {
            XCTAssertEqual(try parse(text), expected, text)
        }
    }

    func testObjectKeysKeepSourceOrder() throws {
        let value = try parse("{\"z\": 1, \"a\": 2, \"m\": 3}")
        guard case .object(let members) = value.kind else { return XCTFail("not an object") }
        XCTAssertEqual(members.map(\.key), ["z", "a", "m"])
    }

    func testNumbersKeepTheirLiteralText() throws {
        let value = try parse("[1.50, 2e3, -0.0]")
        guard case .array(let elements) = value.kind else { return XCTFail("not an array") }
        let literals = elements.compactMap { element -> String? in
            if case .number(let n) = element.kind { return n.literal }
            return nil
        }
        XCTAssertEqual(literals, ["1.50", "2e3", "-0.0"])
    }

    func testEveryValueAndKeyCarriesItsLocation() throws {
        let text = "// spec\n{\n  \"é\": [ 1,\n\t\"x\" ],\n  \"b\": null\n}"
        let value = try parse(text, file: "layouts/home.json")
        XCTAssertEqual(value.location, SourceLocation(file: "layouts/home.json", line: 2, column: 1, byteOffset: 8))
        guard case .object(let members) = value.kind, case .array(let elements) = members[0].value.kind else {
            return XCTFail("unexpected shape")
        }
        // Columns count Unicode scalars: "é" is 2 bytes but 1 column, so ':' of line 3 is column 6.
        let cases: [(String, SourceLocation, String)] = [
            ("key é", members[0].keyLocation, "layouts/home.json:3:3"),
            ("array", members[0].value.location, "layouts/home.json:3:8"),
            ("1", elements[0].location, "layouts/home.json:3:10"),
            ("\"x\" after tab", elements[1].location, "layouts/home.json:4:2"),
            ("key b", members[1].keyLocation, "layouts/home.json:5:3"),
            ("null", members[1].value.location, "layouts/home.json:5:8"),
        ]
        for (name, location, expected) in cases {
            XCTAssertEqual(location.description, expected, name)
        }
        XCTAssertEqual(elements[0].location.byteOffset, 20)
    }

    func testBOMIsNotCountedAsAColumn() throws {
        let value = try parse("\u{FEFF}[1]")
        XCTAssertEqual(value.location.column, 1)
        XCTAssertEqual(value.location.byteOffset, 3)
    }

    func testMalformedInputsGiveExactMessages() {
        let cases: [(String, [UInt8], String)] = [
            ("member then ]", Array("{\"a\": 1]".utf8), "t.json:1:8: expected ',' or '}' after object member, found ']'"),
            ("element then }", Array("[1, 2}".utf8), "t.json:1:6: expected ',' or ']' after array element, found '}'"),
            ("lone }", Array("}".utf8), "t.json:1:1: expected a value, found '}'"),
            ("empty file", [], "t.json:1:1: file is empty; expected a JSON value"),
            ("only BOM", [0xEF, 0xBB, 0xBF], "t.json:1:1: file is empty; expected a JSON value"),
            ("only comments", Array("  // nothing here\n/* still nothing */\n".utf8),
             "t.json:1:1: file is empty; expected a JSON value"),
            ("unterminated string", Array("[\"abc".utf8), "t.json:1:2: unterminated string; missing closing '\"'"),
            ("backslash at end", Array("\"ab\\".utf8), "t.json:1:1: unterminated string; missing closing '\"'"),
            ("line break in string", Array("{\"a\": \"abc\n}".utf8),
             "t.json:1:11: line break in string starting at 1:7; close the string with '\"' or write the line break as \\n"),
            ("CRLF line break in string", Array("{\r\n  \"a\": \"abc\r\n}".utf8),
             "t.json:2:12: line break in string starting at 2:8; close the string with '\"' or write the line break as \\n"),
            ("tab in string", Array("\"a\tb\"".utf8), "t.json:1:3: control character U+0009 in string; write it as \\t"),
            ("NUL in string", [0x22, 0x00, 0x22], "t.json:1:2: control character U+0000 in string; write it as \\u0000"),
            ("bad escape", Array("\"ab\\x\"".utf8),
             "t.json:1:4: invalid escape '\\x' in string; valid escapes are \\\" \\\\ \\/ \\b \\f \\n \\r \\t \\uXXXX"),
            ("escaped space", Array("\"a\\ b\"".utf8),
             "t.json:1:3: invalid escape '\\<U+0020>' in string; valid escapes are \\\" \\\\ \\/ \\b \\f \\n \\r \\t \\uXXXX"),
            ("bad hex in \\u", Array("\"\\u12G4\"".utf8),
             "t.json:1:2: invalid escape '\\u12G4' in string; \\u must be followed by 4 hexadecimal digits"),
            ("short \\u", Array("\"\\u12\"".utf8),
             "t.json:1:2: invalid escape '\\u12' in string; \\u must be followed by 4 hexadecimal digits"),
            ("lone high surrogate", Array("[\"x\\uD83D\"]".utf8),
             "t.json:1:4: unpaired surrogate '\\uD83D' in string; a high surrogate must be followed by a low surrogate escape \\uDC00-\\uDFFF"),
            ("high surrogate then non-low", Array("\"\\uD83D\\u0041\"".utf8),
             "t.json:1:2: unpaired surrogate '\\uD83D' in string; a high surrogate must be followed by a low surrogate escape \\uDC00-\\uDFFF"),
            ("lone low surrogate", Array("\"\\uDE00\"".utf8),
             "t.json:1:2: unpaired surrogate '\\uDE00' in string; a low surrogate must follow a high surrogate escape \\uD800-\\uDBFF"),
            ("leading zero", Array("01".utf8), "t.json:1:1: invalid number '01': leading zeros are not allowed"),
            ("trailing dot", Array("[1.]".utf8), "t.json:1:2: invalid number '1.': expected a digit after '.'"),
            ("empty exponent", Array("[1e]".utf8), "t.json:1:2: invalid number '1e': expected a digit in the exponent"),
            ("bare minus", Array("-".utf8), "t.json:1:1: invalid number '-': expected a digit after '-'"),
            ("-Infinity", Array("[-Infinity]".utf8), "t.json:1:2: invalid number '-Infinity': expected a digit after '-'"),
            ("leading plus", Array("+1".utf8), "t.json:1:1: invalid number '+1': a leading '+' is not allowed"),
            ("leading dot", Array(".5".utf8), "t.json:1:1: invalid number '.5': expected a digit before '.'"),
            ("hex number", Array("0x1F".utf8), "t.json:1:1: invalid number '0x1F': hexadecimal numbers are not allowed"),
            ("letters after digits", Array("[12px]".utf8), "t.json:1:2: invalid number '12px': unexpected 'p'"),
            ("out of range", Array("1e999".utf8), "t.json:1:1: number '1e999' is out of range for a 64-bit floating-point value"),
            ("duplicate key", Array("{\n  \"id\": 1,\n  \"id\": 2\n}".utf8), "t.json:3:3: duplicate key 'id'; first defined at 2:3"),
            ("unterminated comment", Array("[1] /* open".utf8), "t.json:1:5: unterminated comment; '/*' has no closing '*/'"),
            ("single slash", Array("[1 / 2]".utf8), "t.json:1:5: expected '/' or '*' after '/' to start a comment, found U+0020"),
            ("trailing garbage", Array("{\"a\": 1} x".utf8), "t.json:1:10: expected end of file after the top-level value, found 'x'"),
            ("second value", Array("[1]\n[2]".utf8), "t.json:2:1: expected end of file after the top-level value, found '['"),
            ("invalid UTF-8 byte", [0x5B, 0xFF, 0x5D], "t.json:1:2: invalid UTF-8 at byte offset 1 (byte 0xFF)"),
            ("truncated UTF-8 after é on line 2", Array("[\"é\",\n ".utf8) + [0xE2, 0x82, 0x5D],
             "t.json:2:2: invalid UTF-8 at byte offset 8 (byte 0xE2)"),
            ("encoded surrogate", [0x22, 0xED, 0xA0, 0x80, 0x22], "t.json:1:2: invalid UTF-8 at byte offset 1 (byte 0xED)"),
            ("overlong slash", [0x22, 0xC0, 0xAF, 0x22], "t.json:1:2: invalid UTF-8 at byte offset 1 (byte 0xC0)"),
            ("single-quoted key", Array("{'a': 1}".utf8),
             "t.json:1:2: expected a string key or '}', found \"'\" (keys must be in double quotes)"),
            ("unquoted key", Array("{ name: 1}".utf8),
             "t.json:1:3: expected a string key or '}', found 'name' (keys must be in double quotes)"),
            ("unquoted string", Array("{\"type\": row}".utf8),
             "t.json:1:10: expected a value, found 'row' (strings use double quotes)"),
            ("single-quoted string", Array("['a']".utf8),
             "t.json:1:2: expected a value or ']', found \"'\" (strings use double quotes)"),
            ("NaN", Array("[NaN]".utf8), "t.json:1:2: expected a value or ']', found 'NaN'"),
            ("truncated literal", Array("[tru]".utf8), "t.json:1:2: expected a value or ']', found 'tru' (did you mean 'true'?)"),
            ("capitalised literal", Array("{\"a\": False}".utf8), "t.json:1:7: expected a value, found 'False' (did you mean 'false'?)"),
            ("file ends inside \\u escape", Array("[\"ab\\u00".utf8), "t.json:1:2: unterminated string; missing closing '\"'"),
            ("double comma", Array("[1,,2]".utf8), "t.json:1:4: expected a value or ']', found ','"),
            ("comma only object", Array("{,}".utf8), "t.json:1:2: expected a string key or '}', found ','"),
            ("missing colon", Array("{\"a\" 1}".utf8), "t.json:1:6: expected ':' after object key, found '1'"),
            ("missing comma between members", Array("{\"a\": 1 \"b\": 2}".utf8),
             "t.json:1:9: expected ',' or '}' after object member, found '\"'"),
            ("missing comma between literals", Array("[true false]".utf8),
             "t.json:1:7: expected ',' or ']' after array element, found 'false'"),
            ("end of file in array", Array("{\"a\": [1, 2".utf8),
             "t.json:1:12: expected ',' or ']' after array element, found end of file"),
            ("end of file after colon", Array("{\"a\":".utf8), "t.json:1:6: expected a value, found end of file"),
            ("end of file in object", Array("{".utf8), "t.json:1:2: expected a string key or '}', found end of file"),
            ("non-ASCII found, column in scalars", Array("[\"é\", é]".utf8),
             "t.json:1:7: expected a value or ']', found 'é' (U+00E9)"),
            ("BOM in the middle", Array("{}\u{FEFF}".utf8), "t.json:1:3: expected end of file after the top-level value, found U+FEFF"),
            ("control character outside string", [0x5B, 0x07, 0x5D], "t.json:1:2: expected a value or ']', found U+0007"),
            ("emoji found", Array("[😀]".utf8), "t.json:1:2: expected a value or ']', found '😀' (U+1F600)"),
            ("BOM then }", [0xEF, 0xBB, 0xBF] + Array("}".utf8), "t.json:1:1: expected a value, found '}'"),
            ("long word is cut", Array(("[" + String(repeating: "a", count: 40) + "]").utf8),
             "t.json:1:2: expected a value or ']', found '\(String(repeating: "a", count: 32))…' (strings use double quotes)"),
        ]
        for (name, bytes, expected) in cases {
            XCTAssertEqual(message(for: bytes), expected, name)
        }
    }

    func testMessageFormatMatchesTheSpecExample() {
        let text = "{\n\n\n\n\n\n\n\n\n\n\n  \"a\": [1]]\n}"
        XCTAssertEqual(
            message(for: Array(text.utf8), file: "layouts/screens/home.json"),
            "layouts/screens/home.json:12:11: expected ',' or '}' after object member, found ']'")
    }

    func testLimitsGiveErrorsNotCrashes() {
        let small = JSONLimits(maxDepth: 3, maxFileBytes: 64, maxStringBytes: 8, maxValues: 5)
        let cases: [(String, String, String)] = [
            ("depth 3 is fine", "[[[]]]", "parsed without error: [\n  [\n    []\n  ]\n]"),
            ("depth 4", "[[{\"a\": []}]]", "t.json:1:9: nesting is deeper than the limit of 3 levels"),
            ("file size", String(repeating: " ", count: 60) + "[1, 2]", "t.json:1:1: file is 66 bytes, more than the limit of 64 bytes"),
            ("string of 8 bytes is fine", "\"12345678\"", "parsed without error: \"12345678\""),
            ("string of 9 bytes", "[\"123456789\"]", "t.json:1:2: string is longer than the limit of 8 bytes"),
            ("escapes count decoded bytes", "\"\\u00e9\\u00e9\\u00e9\\u00e9é\"", "t.json:1:1: string is longer than the limit of 8 bytes"),
            ("key length", "{\"123456789\": 1}", "t.json:1:2: string is longer than the limit of 8 bytes"),
            ("6 values", "[1, [2, 3], 4, 5]", "t.json:1:13: document has more than the limit of 5 values"),
        ]
        for (name, text, expected) in cases {
            XCTAssertEqual(message(for: Array(text.utf8), limits: small), expected, name)
        }
        XCTAssertEqual(JSONLimits.describe(bytes: 4 << 20), "4194304 bytes (4 MiB)")
        XCTAssertEqual(JSONLimits.describe(bytes: 256 << 10), "262144 bytes (256 KiB)")
    }

    func testTenThousandLevelsGiveTheDepthErrorWithoutOverflowingTheStack() {
        let depth = 10_000
        let cases: [(String, String)] = [
            ("arrays", String(repeating: "[", count: depth) + String(repeating: "]", count: depth)),
            ("objects", String(repeating: "{\"a\":", count: depth) + "1" + String(repeating: "}", count: depth)),
            ("unclosed", String(repeating: "[{\"k\":", count: depth)),
        ]
        let expectedColumns = [65, 321, 193]
        for ((name, text), column) in zip(cases, expectedColumns) {
            XCTAssertEqual(message(for: Array(text.utf8)), "t.json:1:\(column): nesting is deeper than the limit of 64 levels", name)
        }
    }
}
