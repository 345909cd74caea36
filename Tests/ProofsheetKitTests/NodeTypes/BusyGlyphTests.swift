import XCTest
@testable import ProofsheetKit

/// A control in its `loading` state shows the `timer` glyph in place of its own `icon` part, else before its `label`
/// part: the parts are found by their ids, not by their positions (issue #44, "the child at `label - 1`"); on iOS
/// and Android, in English and Arabic.
final class BusyGlyphTests: XCTestCase {
    static let screen = #"""
    { "type": "vstack", "children": [
      { "type": "button", "id": "pay", "label": { "literal": "Pay" }, "icon": "check", "state": "loading" },
      { "type": "button", "id": "send", "label": { "literal": "Send" }, "state": "loading" },
      { "type": "iconButton", "id": "more", "icon": "more", "state": "loading" },
      { "type": "button", "id": "idle", "label": { "literal": "Idle" }, "icon": "check" } ] }
    """#

    func testTheBusyGlyphTakesTheIconPartsPlaceElseGoesBeforeTheLabel() throws {
        var parts = ScratchProject.Parts(root: Self.screen)
        parts.devices = #"{ "phone": { "width": 390, "height": 844, "scale": 2 }, "pixel": "pixel7" }"#
        let project = try ScratchProject("busy-glyph", parts).loadChecked(screens: ["probe"])
        let renderer = try CellRenderer(project: project)
        for device in ["phone", "pixel"] {
            for locale in ["en", "ar"] {
                let what = "\(device) \(locale)"
                let cell = Cell(screen: "probe", device: device, locale: LocaleID(locale), mode: .light, textScale: 1)
                let scene = try renderer.compose(cell).scene
                func glyphs(_ id: String) throws -> [String] {
                    let index = try XCTUnwrap(scene.nodes.firstIndex { $0.id.name == id }, "\(what): \(id)")
                    var found: [String] = []
                    func walk(_ node: Int) {
                        switch scene.nodes[node].kind {
                        case .text, .icon: found.append(scene.nodes[node].id.name)
                        default: scene.children[node].forEach(walk)
                        }
                    }
                    walk(index)
                    return found
                }
                XCTAssertEqual(try glyphs("pay"), ["pay.busy", "pay.label"], what)
                XCTAssertEqual(try glyphs("send"), ["send.busy", "send.label"], what)
                XCTAssertEqual(try glyphs("more"), ["more.busy"], what)
                XCTAssertEqual(try glyphs("idle"), ["idle.icon", "idle.label"], what)
            }
        }
    }
}
