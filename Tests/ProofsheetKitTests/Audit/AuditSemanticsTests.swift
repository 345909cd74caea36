import XCTest
@testable import ProofsheetKit

/// Colour alone (§1.4.1), accessible names (§4.1.2, §1.1.1) and missing glyphs, from the resolved semantics.
final class AuditSemanticsTests: XCTestCase {
    private func findings(_ name: String, _ children: String) throws -> [Finding] {
        let root = """
        { "type": "vstack", "background": "background", "padding": 16, "alignment": "leading", "children": [ \(children), { "type": "spacer" } ] }
        """
        return try ScratchProject.rendered(name, root: root).audit()
    }

    func testBadgeWithoutIconOrTextIsColourOnly() throws {
        let cases: [(badge: String, colorOnly: Bool)] = [
            (#"{ "type": "badge", "id": "dot", "tone": "danger", "width": 12, "height": 12 }"#, true),
            (#"{ "type": "badge", "id": "dot", "tone": "danger", "icon": "error" }"#, false),
            (#"{ "type": "badge", "id": "dot", "tone": "danger", "label": { "literal": "Overdue" } }"#, false),
        ]
        for (index, c) in cases.enumerated() {
            let found = try findings("badge\(index)", c.badge).of(.colorOnly)
            XCTAssertEqual(found.map(\.nodeID.name), c.colorOnly ? ["dot"] : [], c.badge)
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
            XCTAssertEqual(found.map(\.nodeID.name), c.missing, c.node)
            XCTAssertEqual(found.first?.wcag, c.wcag)
        }
    }

    func testCharactersNoFontHasAreReportedWithTheChain() throws {
        let found = try findings("glyphs", #"{ "type": "text", "id": "kanji", "literal": "Name: 漢字" }"#).of(.missingGlyph)
        XCTAssertEqual(found.map(\.nodeID.name), ["kanji"])
        XCTAssertEqual(found.first?.evidence["characters"], "U+6F22 U+5B57")
        XCTAssertEqual(found.first?.evidence["chain"]?.hasPrefix("NotoSans-Regular"), true, found.first?.evidence["chain"] ?? "")
    }

    /// A tone-only badge is a graphical object only its fill shows (§1.4.11): a 16 × 8 pt pill in the success tint
    /// on white is about 1.17:1; the same pill filled with the tone itself passes 3:1.
    func testAToneOnlyPillIsJudgedAgainstItsBackdrop() throws {
        for locale in ["en", "ar"] {
            let pill = { (fill: String) in
                #"{ "type": "vstack", "background": "surface", "padding": 16, "children": [ { "type": "badge", "id": "pill", "tone": "success", "width": 16, "height": 8\#(fill) } ] }"#
            }
            let root = { (fill: String) in
                #"{ "type": "vstack", "background": "surface", "padding": 16, "alignment": "leading", "children": [ \#(pill(fill)), { "type": "spacer" } ] }"#
            }
            let tinted = try ScratchProject.rendered("pill-tint-" + locale, root: root("")).audit(locale: locale).of(.nonTextContrast)
            XCTAssertEqual(tinted.map(\.nodeID.name), ["pill"], locale)
            XCTAssertEqual(tinted.first?.evidence["part"], "status fill")
            let ratio = Double(tinted.first?.evidence["ratio"]?.split(separator: ":").first ?? "") ?? 0
            XCTAssertEqual(ratio, 1.17, accuracy: 0.05, tinted.first?.message ?? "")
            let solid = try ScratchProject.rendered("pill-solid-" + locale, root: root(#", "background": "success""#)).audit(locale: locale)
            XCTAssertEqual(solid.of(.nonTextContrast).map(\.message), [], locale)
        }
    }
}
