import XCTest
@testable import ProofsheetKit

/// `dialog` (issue #40 item 1): an alert over a scrim and a full-screen dialog, placed over the screen by the
/// overlay layer, with the iOS and Material 3 metrics, mirrored in Arabic, modal for the screen reader, at most
/// three actions (docs/spec.md "Overlays").
final class OverlayDialogTests: XCTestCase {
    static func screen(variant: String = "alert", actions: Int = 2) -> String {
        let labels = ["Cancel", "Delete", "Archive", "Later"]
        let buttons = (0..<actions).map { #"{ "type": "button", "id": "a\#($0)", "variant": "plain", "label": { "literal": "\#(labels[$0])" } }"# }
        return #"""
        { "type": "vstack", "background": "surface", "height": "fill", "children": [
          { "type": "text", "id": "behind", "literal": "Inbox", "color": "grey", "padding": 16 }, { "type": "spacer" },
          { "type": "dialog", "id": "ask", "variant": "\#(variant)", "title": { "literal": "Delete draft?" },
            "message": { "literal": "You cannot undo this." }, "actions": [ \#(buttons.joined(separator: ", ")) ] } ] }
        """#
    }

    static func project(_ name: String, variant: String = "alert", actions: Int = 2) throws -> ScratchProject.Rendered {
        try ScratchProject.rendered(name, root: screen(variant: variant, actions: actions), colors: ["grey": "#767676"],
                             matrix: #"{ "locales": ["en", "ar"], "textScales": [1.0] }"#, devices: OverlaySheetTests.devices)
    }

    func testTheAlertIsCentredWithEachPlatformsMetrics() throws {
        for actions in [2, 3] {
            let project = try Self.project("dialog-alert-\(actions)", actions: actions)
            for device in ["phone", "pixel"] {
                for locale in ["en", "ar"] {
                    let what = "\(device) \(locale) \(actions)"
                    let cell = OverlaySheetTests.cell(device, locale)
                    let scene = try project.renderer.compose(cell).scene
                    let frames = try MaterialControlTests.frames(project, cell)
                    let surface = try XCTUnwrap(frames["ask.surface"], what)
                    let safe = scene.device.safeArea
                    // Centred in the safe area.
                    XCTAssertEqual(surface.midX, scene.device.width / 2, accuracy: 1e-6, what)
                    XCTAssertEqual(surface.midY, safe.top + (scene.device.height - safe.top - safe.bottom) / 2, accuracy: 1e-6, what)
                    let node = try XCTUnwrap(scene.nodes.firstIndex { $0.id.name == "ask.surface" })
                    let a0 = try XCTUnwrap(frames["a0"], what), a1 = try XCTUnwrap(frames["a1"], what)
                    if device == "phone" {
                        XCTAssertEqual(surface.width, 270, what)
                        XCTAssertEqual(scene.nodes[node].box.cornerRadius, 14, what)
                        XCTAssertTrue(scene.nodes[node].box.clip, what)
                        if actions == 2 {
                            // Side by side, each half the alert less the 1 pt divider; the first leads.
                            XCTAssertEqual(a0.minY, a1.minY, what)
                            XCTAssertEqual(a0.width, (270 - 1) / 2, accuracy: 1e-6, what)
                            XCTAssertEqual(locale == "en" ? a0.minX < a1.minX : a0.minX > a1.minX, true, what)
                        } else {
                            XCTAssertGreaterThan(a1.minY, a0.maxY, what)
                            XCTAssertEqual(a0.width, 270, what)
                        }
                    } else {
                        XCTAssertEqual(surface.width, 412 - 2 * 48, accuracy: 1e-6, what)
                        XCTAssertEqual(scene.nodes[node].box.cornerRadius, 28, what)
                        // The actions in one trailing row, 24 from the alert's trailing edge, 8 apart.
                        XCTAssertEqual(a0.minY, a1.minY, what)
                        let last = try XCTUnwrap(frames["a\(actions - 1)"], what)
                        XCTAssertEqual(locale == "en" ? surface.maxX - last.maxX : last.minX - surface.minX, 24, accuracy: 1e-6, what)
                        XCTAssertEqual(locale == "en" ? a1.minX - a0.maxX : a0.minX - a1.maxX, 8, accuracy: 1e-6, what)
                        let title = try XCTUnwrap(frames["ask.title"], what)
                        XCTAssertEqual(title.minY - surface.minY, 24, accuracy: 1e-6, what)
                        XCTAssertEqual(locale == "en" ? title.minX - surface.minX : surface.maxX - title.maxX, 24, accuracy: 1e-6, what)
                    }
                }
            }
        }
    }

    func testTheFullScreenDialogCoversTheScreenWithItsActionsInTheBar() throws {
        let project = try Self.project("dialog-full", variant: "fullScreen")
        for device in ["phone", "pixel"] {
            for locale in ["en", "ar"] {
                let what = "\(device) \(locale)"
                let cell = OverlaySheetTests.cell(device, locale)
                let rendered = try project.renderer.render(cell)
                let scene = rendered.composed.scene
                let surface = try XCTUnwrap(scene.nodes.firstIndex { $0.id.name == "ask.surface" })
                let item = try XCTUnwrap(rendered.composed.displayList.items.first { $0.node == surface })
                guard case .shape(let rect, _, _) = item.content else { return XCTFail(what) }
                XCTAssertEqual(rect, Rect(x: 0, y: 0, width: scene.device.width, height: scene.device.height), what)
                XCTAssertNil(scene.nodes.firstIndex { $0.id.name == "ask.scrim" }, what)
                let frames = try MaterialControlTests.frames(project, cell)
                let bar = try XCTUnwrap(frames["ask.bar"], what)
                let a0 = try XCTUnwrap(frames["a0"], what), a1 = try XCTUnwrap(frames["a1"], what)
                // The bar's height (44 pt, 56 dp), or its tallest action's (an iOS plain button is 47 pt at 1.0×).
                XCTAssertEqual(bar.height, max(device == "phone" ? 44 : 56, a0.height, a1.height), what)
                XCTAssertEqual(bar.minY, scene.device.safeArea.top, what)
                XCTAssertEqual(locale == "en" ? a0.minX < a1.minX : a0.minX > a1.minX, true, what)
                // Nothing under the cover is read or audited.
                let tree = AccessibilityTree(scene: scene)
                XCTAssertEqual(tree.elements.map(\.nodeID.name), ["a0", "ask.title", "a1", "ask.message"], what)
                XCTAssertEqual(try project.audit(cell).filter { $0.nodeID.name == "behind" }.count, 0, what)
            }
        }
    }

    func testTheAlertIsReadAloneAndTheTextBehindIsNotAudited() throws {
        let project = try Self.project("dialog-reader")
        for device in ["phone", "pixel"] {
            for locale in ["en", "ar"] {
                let what = "\(device) \(locale)"
                let rendered = try project.renderer.render(OverlaySheetTests.cell(device, locale))
                let tree = AccessibilityTree(scene: rendered.composed.scene)
                XCTAssertEqual(tree.elements.map(\.nodeID.name).filter { !$0.hasPrefix("ask.") && !$0.hasPrefix("a") }, [], what)
                XCTAssertEqual(Array(tree.elements.map(\.nodeID.name).prefix(2)), ["ask.title", "ask.message"], what)
                let snapshot = AccessibilitySnapshot(tree: tree, cell: rendered.cell)
                XCTAssertTrue(snapshot.lines.allSatisfy { $0.contains("in modal #ask \"Delete draft?\"") }, snapshot.text)
                XCTAssertTrue(snapshot.lines[0].contains("header"), snapshot.text)
                let findings = try project.audit(rendered)
                XCTAssertEqual(findings.filter { $0.nodeID.name == "behind" }.map(\.criterion), [], what)
            }
        }
    }

    func testAFourthActionIsAnErrorNamingItsPath() throws {
        XCTAssertThrowsError(try Self.project("dialog-four", actions: 4)) { error in
            let message = String(describing: error)
            XCTAssertTrue(message.contains("root.children[2].actions[3]"), message)
            XCTAssertTrue(message.contains("a dialog takes at most 3 actions, found 4"), message)
        }
    }
}
