import XCTest
@testable import ProofsheetKit

final class JSONObjectReaderTests: XCTestCase {
    private static let spec = """
        {
          "type": "column",
          "id": "home",
          "children": [
            {"type": "text", "id": "title", "size": 17},
            {"type": "spacer", "grow": true},
            {"type": "box", "padding": [1, 2], "paddng": 3, "count": 2.5, "spacing": null, "flag": "yes"}
          ]
        }
        """

    private func document() throws -> JSONDocument {
        try JSONDocument(parsing: Self.spec, file: "layouts/screens/home.json")
    }

    private func child(_ index: Int) throws -> JSONObjectReader {
        try document().reader().object().requiredArray("children")[index].object()
    }

    func testSuccessfulReads() throws {
        let root = try document().reader().object()
        XCTAssertEqual(try root.requiredString("type"), "column")
        XCTAssertEqual(try root.requiredString("type", oneOf: ["row", "column"]), "column")
        XCTAssertNil(try root.optionalNumber("spacing"))
        XCTAssertEqual(root.keys, ["type", "id", "children"])
        let children = try root.requiredArray("children")
        XCTAssertEqual(children.map(\.path.description), ["root.children[0]", "root.children[1]", "root.children[2]"])
        let title = try children[0].object()
        XCTAssertEqual(try title.requiredNumber("size"), 17)
        XCTAssertEqual(try title.requiredInt("size"), 17)
        XCTAssertEqual(try title.optionalString("id"), "title")
        XCTAssertNoThrow(try title.rejectUnknownKeys(allowed: ["type", "id", "size"]))
        XCTAssertEqual(try children[1].object().optionalBool("grow"), true)
        // A present null counts as absent for optional reads.
        XCTAssertNil(try children[2].object().optionalNumber("spacing"))
        XCTAssertNotNil(try children[2].object().value("spacing"))
        XCTAssertEqual(try children[2].object().requiredValue("padding").location.description, "layouts/screens/home.json:7:32")
    }

    func testErrorsNameFileLocationPathExpectedAndFound() throws {
        let file = "layouts/screens/home.json"
        let cases: [(String, () throws -> Void, String)] = [
            ("custom expectation", {
                let padding = try self.child(2).requiredValue("padding")
                guard padding.value.isNull else {
                    throw padding.expected("a number, a space token name or an object with top/bottom/leading/trailing")
                }
            }, "\(file):7:32: root.children[2].padding: expected a number, a space token name or an object with top/bottom/leading/trailing, found an array"),
            ("unknown key with suggestion", {
                try self.child(2).rejectUnknownKeys(allowed: ["type", "id", "padding", "count", "spacing", "flag"])
            }, "\(file):7:40: root.children[2]: unknown key 'paddng'; did you mean 'padding'?"),
            ("unknown key without suggestion", {
                try self.child(1).rejectUnknownKeys(allowed: ["type", "id"])
            }, "\(file):6:24: root.children[1]: unknown key 'grow'; allowed keys are 'type', 'id'"),
            ("unknown key in object taking none", {
                try self.child(1).rejectUnknownKeys(allowed: [])
            }, "\(file):6:6: root.children[1]: unknown key 'type'; this object takes no keys"),
            ("missing key", {
                _ = try self.child(1).requiredString("id")
            }, "\(file):6:5: root.children[1]: missing required key 'id'"),
            ("string expected, number found", {
                _ = try self.child(0).requiredString("size")
            }, "\(file):5:45: root.children[0].size: expected a string, found the number 17"),
            ("number expected, string found", {
                _ = try self.child(0).requiredNumber("id")
            }, "\(file):5:28: root.children[0].id: expected a number, found the string \"title\""),
            ("integer expected, fraction found", {
                _ = try self.child(2).requiredInt("count")
            }, "\(file):7:62: root.children[2].count: expected an integer, found the number 2.5"),
            ("bool expected, string found", {
                _ = try self.child(2).optionalBool("flag")
            }, "\(file):7:92: root.children[2].flag: expected true or false, found the string \"yes\""),
            ("required null", {
                _ = try self.child(2).requiredNumber("spacing")
            }, "\(file):7:78: root.children[2].spacing: expected a number, found null"),
            ("object expected, array found", {
                _ = try self.document().reader().object().requiredObject("children")
            }, "\(file):4:15: root.children: expected an object, found an array"),
            ("array expected, bool found", {
                _ = try self.child(1).optionalArray("grow")
            }, "\(file):6:32: root.children[1].grow: expected an array, found true"),
            ("one of, with suggestion", {
                _ = try self.child(0).requiredString("type", oneOf: ["txt", "image", "texts"])
            }, "\(file):5:14: root.children[0].type: expected one of 'txt', 'image', 'texts', found 'text'; did you mean 'txt'?"),
            ("one of, no suggestion", {
                _ = try self.child(1).requiredString("type", oneOf: ["row", "column"])
            }, "\(file):6:14: root.children[1].type: expected one of 'row', 'column', found 'spacer'"),
            ("custom rule", {
                let id = try self.child(0).requiredValue("id")
                throw id.invalid("id 'title' is used twice; ids must be unique")
            }, "\(file):5:28: root.children[0].id: id 'title' is used twice; ids must be unique"),
            ("empty root name omits the path at top level", {
                _ = try JSONDocument(parsing: "[1]", file: "tokens.json").reader(rootName: "").object()
            }, "tokens.json:1:1: expected an object, found an array"),
            ("empty root name path below top level", {
                let doc = try JSONDocument(parsing: "{\"colors\": {\"primary\": 3}}", file: "tokens.json")
                _ = try doc.reader(rootName: "").object().requiredObject("colors").requiredString("primary")
            }, "tokens.json:1:24: colors.primary: expected a string, found the number 3"),
            ("JSONValue.object(at:)", {
                let doc = try JSONDocument(parsing: "\"x\"", file: "a.json")
                _ = try doc.root.object(at: .root("strings"))
            }, "a.json:1:1: strings: expected an object, found the string \"x\""),
            ("long string is shortened", {
                let doc = try JSONDocument(parsing: "\"\(String(repeating: "ab", count: 30))\"", file: "a.json")
                _ = try doc.reader().number()
            }, "a.json:1:1: root: expected a number, found the string \"\(String(repeating: "ab", count: 20))…\""),
        ]
        for (name, body, expected) in cases {
            do {
                try body()
                XCTFail("\(name): no error")
            } catch let error as SpecError {
                XCTAssertEqual(error.description, expected, name)
            } catch {
                XCTFail("\(name): unexpected error \(error)")
            }
        }
    }

    func testSpellingSuggestions() {
        let allowed = ["type", "id", "padding", "children", "background"]
        let cases: [(String, String?)] = [
            ("paddng", "padding"),
            ("pdading", "padding"),
            ("Padding", "padding"),
            ("chilren", "children"),
            ("tpye", "type"),
            ("x", nil),
            ("ib", "id"),
            ("colour", nil),
            ("backgroundColor", nil),
        ]
        for (word, expected) in cases {
            XCTAssertEqual(SpellingSuggestion.closest(to: word, among: allowed), expected, word)
        }
    }
}
