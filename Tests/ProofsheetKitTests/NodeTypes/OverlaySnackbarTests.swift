import XCTest
@testable import ProofsheetKit

/// `snackbar` and `banner` (issue #40 item 1): a snackbar over the screen just above its tab bar (else the safe
/// area's bottom), not modal, covering text as `occludedText`; a banner in the flow (docs/spec.md "Overlays").
final class OverlaySnackbarTests: XCTestCase {
    static func screen(tabBar: Bool) -> String {
        let tabs = #", { "id": "tabs", "type": "tabBar", "items": [ { "icon": "home", "label": { "literal": "Home" }, "selected": true }, { "icon": "chat", "label": { "literal": "Chat" } } ] }"#
        return #"""
        { "type": "vstack", "background": "surface", "height": "fill", "children": [
          { "type": "text", "id": "top", "literal": "Runs", "padding": 16 }, { "type": "spacer" },
          { "type": "text", "id": "last", "literal": "The last row of the list", "padding": 16 }\#(tabBar ? tabs : ""),
          { "type": "snackbar", "id": "toast", "message": { "literal": "Run saved" }, "action": { "literal": "Undo" } } ] }
        """#
    }

    static func project(_ name: String, tabBar: Bool) throws -> ScratchProject.Rendered {
        try ScratchProject.rendered(name, root: screen(tabBar: tabBar), matrix: #"{ "locales": ["en", "ar"], "textScales": [1.0] }"#,
                             devices: OverlaySheetTests.devices)
    }

    func testTheSnackbarSitsAboveTheBottomBarWithEachPlatformsMetrics() throws {
        for tabBar in [true, false] {
            let project = try Self.project("snackbar-\(tabBar)", tabBar: tabBar)
            for device in ["phone", "pixel"] {
                for locale in ["en", "ar"] {
                    let what = "\(device) \(locale) tabBar \(tabBar)"
                    let cell = OverlaySheetTests.cell(device, locale)
                    let scene = try project.renderer.compose(cell).scene
                    let frames = try MaterialControlTests.frames(project, cell)
                    let surface = try XCTUnwrap(frames["toast.surface"], what)
                    let bottom = tabBar ? try XCTUnwrap(frames["tabs"]).minY : scene.device.height - scene.device.safeArea.bottom
                    XCTAssertEqual(surface.maxY, bottom - 16, accuracy: 1e-6, what)
                    // 48 high, or the message's line with 14 above and below when taller (iOS `subheadline` is 21 high here).
                    let message = try XCTUnwrap(frames["toast.message"], what)
                    XCTAssertEqual(surface.height, device == "pixel" ? 48 : max(48, message.height), accuracy: 1e-6, what)
                    XCTAssertEqual(message.height, device == "pixel" ? 48 : 49, accuracy: 1e-6, what)
                    XCTAssertEqual(surface.width, scene.device.width - 32, accuracy: 1e-6, what)
                    let node = try XCTUnwrap(scene.nodes.firstIndex { $0.id.name == "toast.surface" })
                    XCTAssertEqual(scene.nodes[node].box.cornerRadius, device == "pixel" ? 4 : 12, what)
                    // The action trails the message, 8 from the trailing edge, a touch target high.
                    let action = try XCTUnwrap(frames["toast.action"], what)
                    XCTAssertEqual(locale == "en" ? surface.maxX - action.maxX : action.minX - surface.minX, 8, accuracy: 1e-6, what)
                    XCTAssertEqual(action.height, device == "pixel" ? 48 : 44, accuracy: 1e-6, what)
                    XCTAssertEqual(locale == "en" ? message.minX - surface.minX : surface.maxX - message.maxX, 16, accuracy: 1e-6, what)
                    // The screen's content is laid out as written beneath it.
                    XCTAssertEqual(frames["top"]?.minY, scene.device.safeArea.top, what)
                }
            }
        }
    }

    func testTheSnackbarIsNotModalAndWhatItCoversIsOccludedNotLowContrast() throws {
        let project = try Self.project("snackbar-audits", tabBar: true)
        for device in ["phone", "pixel"] {
            for locale in ["en", "ar"] {
                let what = "\(device) \(locale)"
                let rendered = try project.renderer.render(OverlaySheetTests.cell(device, locale))
                let tree = AccessibilityTree(scene: rendered.composed.scene)
                XCTAssertNil(tree.modal, what)
                let ids = tree.elements.map(\.nodeID.name)
                XCTAssertTrue(ids.contains("top") && ids.contains("toast.message") && ids.contains("toast.action"), "\(what) \(ids)")
                let action = try XCTUnwrap(tree.elements.first { $0.nodeID.name == "toast.action" })
                XCTAssertEqual(action.role, "button", what)
                XCTAssertEqual(action.name, "Undo", what)
                let findings = try project.audit(OverlaySheetTests.cell(device, locale))
                // The list's last row lies where the snackbar is drawn.
                XCTAssertEqual(findings.of(.occludedText).map(\.nodeID.name), ["last"], what)
                XCTAssertEqual(findings.of(.occludedText).first?.evidence["cover"], "toast.surface", what)
                XCTAssertEqual(findings.of(.textContrast).map(\.nodeID.name), [], what)
            }
        }
    }

    func testTheBannerTakesItsPlaceInTheFlow() throws {
        let root = #"""
        { "type": "vstack", "background": "surface", "height": "fill", "children": [
          { "type": "banner", "id": "offline", "icon": "warning", "tone": "warning", "message": { "literal": "You are offline" },
            "actions": [ { "type": "button", "id": "retry", "variant": "plain", "label": { "literal": "Retry" } } ] },
          { "type": "text", "id": "after", "literal": "Runs" } ] }
        """#
        let project = try ScratchProject.rendered("banner", root: root, matrix: #"{ "locales": ["en", "ar"], "textScales": [1.0] }"#,
                                           devices: OverlaySheetTests.devices)
        for device in ["phone", "pixel"] {
            for locale in ["en", "ar"] {
                let what = "\(device) \(locale)"
                let cell = OverlaySheetTests.cell(device, locale)
                let rendered = try project.renderer.render(cell)
                let scene = rendered.composed.scene
                XCTAssertNil(scene.nodes.firstIndex { $0.id.name == SceneResolver.overlayLayerID }, what)
                let frames = try MaterialControlTests.frames(project, cell)
                let banner = try XCTUnwrap(frames["offline"], what)
                XCTAssertEqual(banner.minY, scene.device.safeArea.top, what)
                XCTAssertEqual(frames["after"]?.minY, banner.maxY, what)
                let icon = try XCTUnwrap(frames["offline.icon"], what)
                XCTAssertEqual(icon.width, 24, what)
                XCTAssertEqual(locale == "en" ? icon.minX : scene.device.width - icon.maxX, 16, accuracy: 1e-6, what)
                let retry = try XCTUnwrap(frames["retry"], what)
                XCTAssertEqual(locale == "en" ? banner.maxX - retry.maxX : retry.minX - banner.minX, 16, accuracy: 1e-6, what)
                let tree = AccessibilityTree(scene: scene)
                XCTAssertEqual(tree.elements.map(\.nodeID.name), ["offline.message", "retry", "after"], what)
                let findings = try project.audit(cell).filter { $0.nodeID.name.hasPrefix("offline") || $0.nodeID.name == "retry" }
                XCTAssertEqual(findings.filter { $0.severity == .error }.map { "\($0.criterion) \($0.nodeID)" }, [], what)
            }
        }
        XCTAssertThrowsError(try ScratchProject.rendered("banner-three", root: #"""
        { "type": "banner", "message": { "literal": "Offline" }, "actions": [
          { "type": "button", "label": { "literal": "A" } }, { "type": "button", "label": { "literal": "B" } }, { "type": "button", "label": { "literal": "C" } } ] }
        """#)) { error in
            XCTAssertTrue(String(describing: error).contains("root.actions[2]: a banner takes at most 2 actions, found 3"), String(describing: error))
        }
    }
}
