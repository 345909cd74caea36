import XCTest
@testable import ProofsheetKit

/// Layouts that adapt (issue #15 item 5): a node's `when` keeps it in the cells it holds for, so a row can
/// stack at accessibility text sizes, and the audits measure the tree that was drawn.
final class AdaptiveLayoutTests: XCTestCase {
    private let label = #""type": "text", "id": "label", "literal": "Monthly statement", "maxLines": 1, "mustNotTruncate": true"#
    private let value = #""type": "text", "id": "value", "literal": "1,234.56 USD", "maxLines": 1, "mustNotTruncate": true"#

    private func screen(_ rows: String) -> String {
        #"{ "type": "vstack", "background": "background", "padding": 16, "spacing": 12, "children": [ \#(rows), { "type": "spacer" } ] }"#
    }

    private func ids(_ rendered: RenderedCell) -> Set<String> {
        Set(rendered.composed.scene.nodes.compactMap(\.id.name))
    }

    func testARowStacksAtAccessibilitySizesAndTheAuditsSeeTheStackedRow() throws {
        let wide = #"{ "type": "hstack", "id": "wide", "spacing": 8, "children": [ { \#(label) }, { "type": "spacer" }, { \#(value) } ] }"#
        let adaptive = try ScratchProject.rendered("adaptive-row", root: screen("""
            { "type": "hstack", "id": "wide", "spacing": 8, "when": { "textScaleBelow": 2 }, "children": [ { \(label) }, { "type": "spacer" }, { \(value) } ] },
            { "type": "vstack", "id": "stacked", "spacing": 4, "alignment": "leading", "when": { "textScaleAtLeast": 2 }, "children": [ { \(label) }, { \(value) } ] }
            """))
        let fixed = try ScratchProject.rendered("adaptive-row-fixed", root: screen(wide))
        for locale in ["en", "ar"] {
            XCTAssertEqual(ids(try adaptive.render(locale: locale, scale: 1)).intersection(["wide", "stacked"]), ["wide"], locale)
            XCTAssertEqual(ids(try adaptive.render(locale: locale, scale: 2)).intersection(["wide", "stacked"]), ["stacked"], locale)
            // The row that stays wide is cut at 2.0×; the stacked one is not, and the audits see the stacked one.
            let cut = try fixed.audit(locale: locale, scale: 2).of(.truncatedText)
            XCTAssertFalse(cut.isEmpty, "the wide row should truncate at 2.0× in \(locale)")
            XCTAssertEqual(try adaptive.audit(locale: locale, scale: 2).of(.truncatedText).map(\.nodeID.name), [], locale)
            XCTAssertEqual(try adaptive.audit(locale: locale, scale: 1).of(.truncatedText).map(\.nodeID.name), [], locale)
        }
    }

    func testDirectionAndModeConditions() throws {
        let project = try ScratchProject.rendered("adaptive-direction", root: screen("""
            { "type": "text", "id": "rtlOnly", "literal": "x", "when": { "direction": "rtl" } },
            { "type": "text", "id": "darkOnly", "literal": "y", "when": { "modes": ["dark", "highContrastDark"] } },
            { "type": "text", "id": "both", "literal": "z", "when": { "direction": "ltr", "modes": ["light"] } }
            """))
        XCTAssertEqual(ids(try project.render(locale: "en", mode: .light)).intersection(["rtlOnly", "darkOnly", "both"]), ["both"])
        XCTAssertEqual(ids(try project.render(locale: "ar", mode: .light)).intersection(["rtlOnly", "darkOnly", "both"]), ["rtlOnly"])
        XCTAssertEqual(ids(try project.render(locale: "ar", mode: .dark)).intersection(["rtlOnly", "darkOnly", "both"]), ["rtlOnly", "darkOnly"])
        XCTAssertEqual(ids(try project.render(locale: "en", mode: .dark)).intersection(["rtlOnly", "darkOnly", "both"]), ["darkOnly"])
    }

    func testBadConditionsAreErrors() throws {
        let cases: [(name: String, node: String, message: String)] = [
            ("empty", #"{ "type": "rect", "when": {} }"#, "root.children[0].when: an empty 'when' always holds; give a condition or remove it"),
            ("unknown key", #"{ "type": "rect", "when": { "textScale": 2 } }"#, "root.children[0].when: unknown key 'textScale'"),
            ("scale out of range", #"{ "type": "rect", "when": { "textScaleAtLeast": 5 } }"#,
             "root.children[0].when.textScaleAtLeast: expected a text scale above 0 and at most 4, found the number 5"),
            ("unknown device", #"{ "type": "rect", "when": { "devices": ["watch"] } }"#,
             "root.children[0].when.devices[0]: expected one of 'phone', found 'watch'"),
            ("empty list", #"{ "type": "rect", "when": { "modes": [] } }"#, "root.children[0].when.modes: an empty list never holds"),
            ("unknown direction", #"{ "type": "rect", "when": { "direction": "up" } }"#, "root.children[0].when.direction: expected one of 'ltr', 'rtl', found 'up'"),
        ]
        for c in cases {
            XCTAssertThrowsError(try ScratchProject.rendered("adaptive-bad", root: screen(c.node)), c.name) { error in
                let message = (error as? ScratchProject.ScreenError)?.message ?? "\(error)"
                XCTAssertTrue(message.contains(c.message), "\(c.name): \(message)")
            }
        }
        XCTAssertThrowsError(try ScratchProject.rendered("adaptive-root", root: #"{ "type": "vstack", "when": { "direction": "rtl" }, "children": [] }"#)) { error in
            XCTAssertTrue("\(error)".contains("root.when: the root node is in every cell"), "\(error)")
        }
    }
}

extension AdaptiveLayoutTests {
    /// Ids may repeat only in alternatives no cell holds together.
    func testIdsRepeatOnlyInExclusiveAlternatives() throws {
        let exclusive: [(String, String)] = [
            (#"{ "textScaleBelow": 2 }"#, #"{ "textScaleAtLeast": 2 }"#),
            (#"{ "direction": "ltr" }"#, #"{ "direction": "rtl" }"#),
            (#"{ "modes": ["light"] }"#, #"{ "modes": ["dark"] }"#),
        ]
        for (a, b) in exclusive {
            XCTAssertNoThrow(try ScratchProject.rendered("adaptive-ids", root: #"{ "type": "vstack", "children": [ { "type": "text", "id": "t", "literal": "a", "when": \#(a) }, { "type": "vstack", "when": \#(b), "children": [ { "type": "text", "id": "t", "literal": "b" } ] } ] }"#), "\(a) / \(b)")
        }
        let overlapping: [(String, String)] = [
            (#"{ "textScaleBelow": 2 }"#, #"{ "textScaleAtLeast": 1.5 }"#),
            (#"{ "direction": "ltr" }"#, #"{ "modes": ["dark"] }"#),
            (#"{ "modes": ["light", "dark"] }"#, #"{ "modes": ["dark"] }"#),
        ]
        for (a, b) in overlapping {
            XCTAssertThrowsError(try ScratchProject.rendered("adaptive-ids", root: #"{ "type": "vstack", "children": [ { "type": "text", "id": "t", "literal": "a", "when": \#(a) }, { "type": "text", "id": "t", "literal": "b", "when": \#(b) } ] }"#), "\(a) / \(b)") { error in
                let message = (error as? ScratchProject.ScreenError)?.message ?? "\(error)"
                XCTAssertTrue(message.contains("duplicate node id 't'"), message)
            }
        }
    }
}
