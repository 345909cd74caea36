import XCTest
@testable import ProofsheetKit

final class JSONPathTests: XCTestCase {
    func testDescriptions() {
        let cases: [(JSONPath, String)] = [
            (.root("root"), "root"),
            (.root(""), ""),
            (.root().key("children").index(2).key("padding"), "root.children[2].padding"),
            (.root("").key("colors").key("primary"), "colors.primary"),
            (.root("").index(0).key("id"), "[0].id"),
            (.root("").key("home.title"), "[\"home.title\"]"),
            (.root("strings").key("home.title"), "strings[\"home.title\"]"),
            (.root().key("space-2").key("_x").key("A9"), "root.space-2._x.A9"),
            (.root().key("2x"), "root[\"2x\"]"),
            (.root().key("-x"), "root[\"-x\"]"),
            (.root().key(""), "root[\"\"]"),
            (.root().key("say \"hi\""), "root[\"say \\\"hi\\\"\"]"),
            (.root().key("café"), "root[\"café\"]"),
            (.root().index(0).index(1), "root[0][1]"),
        ]
        for (path, expected) in cases {
            XCTAssertEqual(path.description, expected)
        }
    }

    func testComponentsAreRecorded() {
        let path = JSONPath.root("doc").key("a").index(3)
        XCTAssertEqual(path.rootName, "doc")
        XCTAssertEqual(path.components, [.key("a"), .index(3)])
        XCTAssertEqual(path, JSONPath(rootName: "doc", components: [.key("a"), .index(3)]))
    }
}
