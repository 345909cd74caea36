import XCTest
@testable import ProofsheetKit

/// Authored control sizes are drawn as written; the touch-target minimum is only the default (issue #15 item 2).
final class ControlSizeTests: XCTestCase {
    private func frame(of id: String, in rendered: RenderedCell) throws -> Rect {
        let scene = rendered.composed.scene
        let index = try XCTUnwrap(scene.nodes.firstIndex { $0.id.name == id }, "no node \(id)")
        return scene.frames[index]
    }

    func testAuthoredHeightsAreDrawnAndUndersizedOnesAreFindings() throws {
        let cases: [(control: String, height: Double?, expected: Double, isFinding: Bool)] = [
            (#""type": "button", "label": { "literal": "Pay" }"#, 30, 30, true),
            (#""type": "button", "label": { "literal": "Pay" }"#, nil, 47, false), // 12 + 23 + 12: its content is taller than 44
            (#""type": "button", "label": { "literal": "Pay" }"#, 56, 56, false),
            (#""type": "listRow", "title": { "literal": "Row" }, "chevron": false"#, 32, 32, true),
            (#""type": "toggle", "label": { "literal": "Wi-Fi" }"#, 36, 36, true),
            (#""type": "iconButton", "icon": "close", "a11y": { "label": { "literal": "Close" } }"#, 28, 28, true),
            (#""type": "iconButton", "icon": "close", "a11y": { "label": { "literal": "Close" } }"#, nil, 44, false),
        ]
        for (index, c) in cases.enumerated() {
            let height = c.height.map { ", \"height\": \(Int($0))" } ?? ""
            let root = """
            { "type": "vstack", "background": "background", "padding": 16, "alignment": "leading", "children": [
              { "id": "probeControl", \(c.control)\(height) }, { "type": "spacer" } ] }
            """
            let project = try ScratchProject.rendered("control-size-\(index)", root: root)
            for locale in ["en", "ar"] {
                let rendered = try project.render(locale: locale)
                XCTAssertEqual(try frame(of: "probeControl", in: rendered).height, c.expected, accuracy: 0.01, "\(c.control) \(locale)")
                let findings = try project.audit(locale: locale).of(.touchTargetSize).filter { $0.nodeID.name == "probeControl" }
                XCTAssertEqual(findings.count, c.isFinding ? 1 : 0, "\(c.control) height \(String(describing: c.height)) \(locale)")
            }
        }
    }

    func testAuthoredMinHeightBelowTheMinimumIsHonoured() throws {
        let root = """
        { "type": "vstack", "background": "background", "padding": 16, "children": [
          { "type": "button", "id": "small", "label": { "literal": "Go" }, "minHeight": 20, "padding": 2 }, { "type": "spacer" } ] }
        """
        let project = try ScratchProject.rendered("control-min-height", root: root)
        let height = try frame(of: "small", in: project.render()).height
        XCTAssertLessThan(height, 44, "a 20 pt minimum with 2 pt padding must not be enlarged to 44 pt")
        XCTAssertEqual(try project.audit().of(.touchTargetSize).map(\.nodeID.name), ["small"])
    }
}
