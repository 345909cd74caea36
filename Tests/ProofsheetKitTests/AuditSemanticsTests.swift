import XCTest
@testable import ProofsheetKit

/// Colour alone (§1.4.1), accessible names (§4.1.2, §1.1.1) and missing glyphs, from the resolved semantics.
final class AuditSemanticsTests: XCTestCase {
    private func findings(_ name: String, _ children: String) throws -> [Finding] {
        let root = """
        { "type": "vstack", "background": "background", "padding": 16, "alignment": "leading", "children": [ \(children), { "type": "spacer" } ] }
        """
        return try AuditTestProject(name, root: root).audit()
    }

    func testBadgeWithoutIconOrTextIsColourOnly() throws {
        let cases: [(badge: String, colorOnly: Bool)] = [
            (#"{ "type": "badge", "id": "dot", "tone": "danger", "width": 12, "height": 12 }"#, true),
            (#"{ "type": "badge", "id": "dot", "tone": "danger", "icon": "error" }"#, false),
            (#"{ "type": "badge", "id": "dot", "tone": "danger", "label": { "literal": "Overdue" } }"#, false),
        ]
        for (index, c) in cases.enumerated() {
            let found = try findings("badge\(index)", c.badge).of(.colorOnly)
            XCTAssertEqual(found.map(\.nodeID), c.colorOnly ? ["dot"] : [], c.badge)
            XCTAssertEqual(found.first?.wcag, c.colorOnly ? "1.4.1" : nil)
        }
    }

    func testNamesOfControlsAndImages() throws {
        let cases: [(node: String, missing: [String], wcag: String?)] = [
            (#"{ "type": "iconButton", "id": "more", "icon": "more" }"#, ["more"], "4.1.2"),
            (#"{ "type": "iconButton", "id": "more", "icon": "more", "a11y": { "label": { "literal": "More" } } }"#, [], nil),
            (#"{ "type": "icon", "id": "logo", "name": "heart" }"#, ["logo"], "1.1.1"),
            (#"{ "type": "icon", "id": "logo", "name": "heart", "a11y": { "hidden": true } }"#, [], nil),
            (#"{ "type": "icon", "id": "logo", "name": "heart", "a11y": { "label": { "literal": "Favourite" } } }"#, [], nil),
            (#"{ "type": "button", "id": "go", "icon": "send", "label": { "literal": "Send" } }"#, [], nil),
        ]
        for (index, c) in cases.enumerated() {
            let found = try findings("name\(index)", c.node).of(.missingName)
            XCTAssertEqual(found.map(\.nodeID), c.missing, c.node)
            XCTAssertEqual(found.first?.wcag, c.wcag)
        }
    }

    func testCharactersNoFontHasAreReportedWithTheChain() throws {
        let found = try findings("glyphs", #"{ "type": "text", "id": "kanji", "literal": "Name: 漢字" }"#).of(.missingGlyph)
        XCTAssertEqual(found.map(\.nodeID), ["kanji"])
        XCTAssertEqual(found.first?.evidence["characters"], "U+6F22 U+5B57")
        XCTAssertEqual(found.first?.evidence["chain"]?.hasPrefix("NotoSans-Regular"), true, found.first?.evidence["chain"] ?? "")
    }
}
