import XCTest
@testable import ProofsheetKit
import ProofsheetRun

/// `firstFit` (issue #15 item 5): a row of label and value that stays a row at 1.0× and stacks at 2.0×
/// because the row no longer fits, decided from measured text; only the chosen candidate is in the scene.
final class FirstFitTests: XCTestCase {
    private let label = #""type": "text", "id": "label", "literal": "Monthly statement", "maxLines": 1, "mustNotTruncate": true"#
    private let value = #""type": "text", "id": "value", "literal": "1,234.56 USD", "maxLines": 1, "mustNotTruncate": true"#

    private var adaptiveRow: String {
        #"""
        { "type": "firstFit", "id": "fit", "children": [
          { "type": "hstack", "id": "wide", "spacing": 8, "children": [ { \#(label) }, { "type": "spacer" }, { \#(value) } ] },
          { "type": "vstack", "id": "stacked", "spacing": 4, "alignment": "leading", "children": [ { \#(label) }, { \#(value) } ] } ] }
        """#
    }

    private func screen(_ rows: String) -> String {
        #"{ "type": "vstack", "background": "background", "padding": 16, "spacing": 12, "children": [ \#(rows), { "type": "spacer" } ] }"#
    }

    private func ids(_ rendered: RenderedCell) -> Set<String> {
        Set(rendered.composed.scene.nodes.map(\.id.name)).intersection(["wide", "stacked"])
    }

    private func choice(_ rendered: RenderedCell) -> FirstFitChoice? {
        let scene = rendered.composed.scene
        return scene.nodes.firstIndex { $0.id.name == "fit" }.flatMap { scene.firstFitChoices[$0] }
    }

    func testTheRowStaysARowAtOneAndStacksAtTwo() throws {
        let project = try ScratchProject.rendered("firstfit-row", root: screen(adaptiveRow))
        for locale in ["en", "ar"] {
            let normal = try project.render(locale: locale, scale: 1), large = try project.render(locale: locale, scale: 2)
            XCTAssertEqual(ids(normal), ["wide"], locale)
            XCTAssertEqual(choice(normal), FirstFitChoice(chosen: 0, candidates: 2), locale)
            XCTAssertEqual(ids(large), ["stacked"], locale)
            XCTAssertEqual(choice(large), FirstFitChoice(chosen: 1, candidates: 2), locale)
        }
    }

    func testTheAuditsSeeTheStackedRow() throws {
        let wide = #"{ "type": "hstack", "id": "wide", "spacing": 8, "children": [ { \#(label) }, { "type": "spacer" }, { \#(value) } ] }"#
        let fixed = try ScratchProject.rendered("firstfit-fixed", root: screen(wide))
        let adaptive = try ScratchProject.rendered("firstfit-audit", root: screen(adaptiveRow))
        for locale in ["en", "ar"] {
            XCTAssertFalse(try fixed.audit(locale: locale, scale: 2).of(.truncatedText).isEmpty, "the wide row should truncate at 2.0× in \(locale)")
            for scale in [1.0, 2.0] {
                let findings = try adaptive.audit(locale: locale, scale: scale)
                XCTAssertEqual(findings.of(.truncatedText).map(\.nodeID.name), [], "\(locale) \(scale)")
                XCTAssertEqual(findings.of(.clippedText).map(\.nodeID.name), [], "\(locale) \(scale)")
            }
        }
    }

    func testTheStackedRowIsMirroredRightToLeft() throws {
        let project = try ScratchProject.rendered("firstfit-rtl", root: screen(adaptiveRow))
        let en = try project.render(locale: "en", scale: 2).composed.scene, ar = try project.render(locale: "ar", scale: 2).composed.scene
        for id in ["stacked", "label", "value"] {
            let left = en.frames[en.nodes.firstIndex { $0.id.name == id }!], right = ar.frames[ar.nodes.firstIndex { $0.id.name == id }!]
            XCTAssertEqual(right.width, left.width, accuracy: 1e-9, id)
            XCTAssertEqual(right.minX, en.device.width - left.maxX, accuracy: 1e-9, id)
            XCTAssertEqual(right.minY, left.minY, accuracy: 1e-9, id)
        }
    }

    func testOnlyTheChosenCandidateIsDrawnAndInTheAccessibilitySnapshot() throws {
        let project = try ScratchProject.rendered("firstfit-a11y", root: screen(adaptiveRow))
        for locale in ["en", "ar"] {
            for scale in [1.0, 2.0] {
                let rendered = try project.render(locale: locale, scale: scale)
                let scene = rendered.composed.scene
                // Both candidates hold a "label" and a "value"; the scene, the display list and the
                // snapshot hold one of each.
                XCTAssertEqual(scene.nodes.filter { $0.id.name == "label" }.count, 1, "\(locale) \(scale)")
                // Every text item names its node; the status bar's time is a `system:` node, not the screen's.
                let drawnTexts = try rendered.composed.displayList.items.compactMap { item -> String? in
                    guard case .text = item.content else { return nil }
                    return scene.nodes[try XCTUnwrap(item.node)].id.name
                }.filter { !$0.hasPrefix("system:") }
                XCTAssertEqual(drawnTexts, ["label", "value"], "\(locale) \(scale)")
                let snapshot = AccessibilitySnapshot(tree: AccessibilityTree(scene: scene), cell: rendered.cell).text
                XCTAssertEqual(snapshot.components(separatedBy: "Monthly statement").count - 1, 1, snapshot)
                XCTAssertEqual(snapshot.components(separatedBy: "1,234.56 USD").count - 1, 1, snapshot)
            }
        }
    }

    func testTheLayoutReportShowsTheChoice() throws {
        let project = try ScratchProject.rendered("firstfit-report", root: screen(adaptiveRow))
        let json = LayoutReport.json(of: try project.render(locale: "en", scale: 2).composed)
        let text = json.jsonText().filter { !$0.isWhitespace }
        XCTAssertTrue(text.contains(#""firstFit":{"axes":"horizontal","chosen":1,"candidates":2}"#), text)
    }
}

extension FirstFitTests {
    func testBadFirstFitsAreErrors() throws {
        let cases: [(name: String, node: String, message: String)] = [
            ("unknown axes", #"{ "type": "firstFit", "axes": "diagonal", "children": [ { "type": "rect" } ] }"#,
             "root.children[0].axes: expected one of 'horizontal', 'vertical', 'both', found 'diagonal'"),
            ("empty children", #"{ "type": "firstFit", "children": [] }"#,
             "root.children[0].children: a firstFit needs at least one candidate in 'children', found none"),
            ("no children", #"{ "type": "firstFit" }"#, "root.children[0]: missing required key 'children'"),
            ("unknown key", #"{ "type": "firstFit", "spacing": 4, "children": [ { "type": "rect" } ] }"#,
             "root.children[0]: unknown key 'spacing'"),
        ]
        for c in cases {
            XCTAssertThrowsError(try ScratchProject.rendered("firstfit-bad", root: screen(c.node)), c.name) { error in
                let message = (error as? ScratchProject.ScreenError)?.message ?? "\(error)"
                XCTAssertTrue(message.contains(c.message), "\(c.name): \(message)")
                XCTAssertTrue(message.contains("probe.json:1:"), "\(c.name) names no file position: \(message)")
            }
        }
    }

    /// Candidates of one first fit are never in one cell together, so they may reuse ids; a node
    /// outside the first fit may not.
    func testIdsRepeatOnlyAcrossCandidates() throws {
        XCTAssertNoThrow(try ScratchProject.rendered("firstfit-ids", root: screen(adaptiveRow)))
        let clash = adaptiveRow + #", { "type": "text", "id": "label", "literal": "again" }"#
        XCTAssertThrowsError(try ScratchProject.rendered("firstfit-ids", root: screen(clash))) { error in
            let message = (error as? ScratchProject.ScreenError)?.message ?? "\(error)"
            XCTAssertTrue(message.contains("duplicate node id 'label'"), message)
        }
        let inOneCandidate = #"{ "type": "firstFit", "children": [ { "type": "vstack", "children": [ { "type": "rect", "id": "x" }, { "type": "rect", "id": "x" } ] } ] }"#
        XCTAssertThrowsError(try ScratchProject.rendered("firstfit-ids", root: screen(inOneCandidate))) { error in
            let message = (error as? ScratchProject.ScreenError)?.message ?? "\(error)"
            XCTAssertTrue(message.contains("duplicate node id 'x'"), message)
        }
    }
}
