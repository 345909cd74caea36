import Foundation
import XCTest
@testable import ProofsheetKit

/// The iOS status bar laid out as nodes (issue #44 item 2): its frames in English and Arabic, its items naming their
/// nodes, its font from the default text style's family (not the alphabetically first family), the layout record, and
/// no bar below a 20 pt inset; on small projects of its own.
final class StatusBarTests: XCTestCase {
    static let ids = ["system:statusBar", "system:statusBar.time", "system:statusBar.spacer", "system:statusBar.battery",
                      "system:statusBar.battery.outline", "system:statusBar.battery.level"]
    static let root = #"{ "type": "vstack", "id": "page", "children": [ { "type": "text", "id": "title", "literal": "Top", "style": "headline" } ] }"#
    static let devices = #"{ "phone": { "width": 390, "height": 844, "scale": 2, "safeArea": { "top": 47, "bottom": 34 } }, "old": { "width": 320, "height": 568, "scale": 2, "safeArea": { "top": 20 } }, "flat": { "width": 320, "height": 568, "scale": 2, "safeArea": { "top": 12 } } }"#

    func project(_ name: String) throws -> ScratchProject.Rendered {
        try ScratchProject.rendered("statusbar-" + name, root: Self.root, devices: Self.devices)
    }

    func cell(_ device: String, _ locale: String) -> Cell {
        Cell(screen: "probe", device: device, locale: LocaleID(locale), mode: .light, textScale: 1)
    }

    func frames(_ scene: SceneLayout) -> [String: Rect] {
        Dictionary(uniqueKeysWithValues: scene.nodes.indices.map { (scene.nodes[$0].id.name, scene.frames[$0]) })
    }

    func testTheBarIsLaidOutAsNodesInTheTopInsetAndMirrors() throws {
        let project = try project("nodes")
        for (device, inset) in [("phone", 47.0), ("old", 20.0)] {
            for locale in ["en", "ar"] {
                let place = "\(device) \(locale)"
                let composed = try project.renderer.compose(cell(device, locale))
                let scene = composed.scene
                let ids = scene.nodes.map(\.id.name).filter { $0.hasPrefix("system:") }
                XCTAssertEqual(ids, Self.ids, place)
                let first = try XCTUnwrap(scene.nodes.firstIndex { $0.id.name == "system:statusBar" })
                XCTAssertNil(scene.parents[first], "the bar is a root of its own, after the screen's nodes")
                XCTAssertTrue(scene.nodes[first...].allSatisfy(\.semantics.isHidden), "system UI is hidden from assistive technology")
                let f = frames(scene)
                XCTAssertEqual(f["system:statusBar"], Rect(x: 0, y: 0, width: 390 - (device == "old" ? 70 : 0), height: inset), place)
                let time = try XCTUnwrap(f["system:statusBar.time"]), battery = try XCTUnwrap(f["system:statusBar.battery"])
                let width = scene.device.width
                // The time's line box centred 2 pt below the inset's middle; the battery centred on the same line.
                XCTAssertEqual(time.minY, inset / 2 - 8, accuracy: 1e-9, place)
                XCTAssertEqual(time.height, 20, place)
                XCTAssertEqual(battery, Rect(x: locale == "en" ? width - 58 : 32, y: inset / 2 - 4, width: 26, height: 12), place)
                XCTAssertEqual(locale == "en" ? time.minX : width - time.maxX, 32, accuracy: 1e-9, place)
                XCTAssertEqual(f["system:statusBar.battery.level"], battery.insetBy(dx: 2, dy: 2), place)
                // Every item of the cell names its node; the bar's three are the time, the outline and the level.
                XCTAssertTrue(composed.displayList.items.allSatisfy { $0.node != nil }, place)
                let barItems = composed.displayList.items.compactMap { $0.node }.filter { $0 >= first }.map { scene.nodes[$0].id }
                XCTAssertEqual(barItems, ["system:statusBar.time", "system:statusBar.battery.outline", "system:statusBar.battery.level"], place)
                let outline = try XCTUnwrap(composed.displayList.items.first { $0.node.map { scene.nodes[$0].id } == "system:statusBar.battery.outline" })
                XCTAssertEqual(outline.opacity, 0.4, place)
                // Shaped in layout: the scene holds the time's text layout, one left-to-right line of "9:41".
                let timeIndex = first + 1
                let layout = try XCTUnwrap(scene.texts[timeIndex], place)
                XCTAssertEqual(layout.lines.count, 1)
                let record = LayoutSnapshot(scene: scene, cell: composed.cell).text
                XCTAssertTrue(record.contains(" system:statusBar 0 0 \(device == "old" ? "320" : "390") \(device == "old" ? "20" : "47")\n"), record)
            }
        }
    }

    func testNoBarBelowTwentyPoints() throws {
        let project = try project("flat")
        for locale in ["en", "ar"] {
            let scene = try project.renderer.compose(cell("flat", locale)).scene
            XCTAssertFalse(scene.nodes.contains { $0.id.name.hasPrefix("system:") }, locale)
        }
    }

    func testTheFontIsTheDefaultTextStylesFamilyNotTheAlphabeticallyFirst() throws {
        let project = try project("font")
        // A second family that sorts before `sans`; `body` (and so the status bar) stays in `sans`.
        let config = project.folder.appendingPathComponent("layouts/proofsheet.json")
        let text = try String(contentsOf: config, encoding: .utf8)
        try text.replacingOccurrences(of: #""fonts": { "sans": {"#, with: #""fonts": { "Aardvark": { "regular": ["NotoSansMath-Regular.ttf"], "bold": ["NotoSansMath-Regular.ttf"] }, "sans": {"#)
            .write(to: config, atomically: true, encoding: .utf8)
        let loaded = try Project.load(configPath: project.configFile)
        XCTAssertEqual(loaded.config.fontFamilies.families.keys.sorted().first, "Aardvark")
        let renderer = try CellRenderer(project: loaded)
        for locale in ["en", "ar"] {
            let composed = try renderer.compose(cell("phone", locale))
            let scene = composed.scene
            let time = try XCTUnwrap(scene.nodes.first { $0.id.name == "system:statusBar.time" })
            guard case .text(let resolved) = time.kind else { return XCTFail("the time is a text node") }
            XCTAssertEqual(resolved.family, "sans", locale)
            XCTAssertEqual(resolved.weight, .bold, locale)
            XCTAssertFalse(composed.inputs.text.contains("Aardvark"), "\(locale): the input record names the family drawn")
            // Drawn in the same pixels as the project that has only `sans`.
            let plain = try project.renderer.render(cell("phone", locale)).pixmap
            XCTAssertEqual(try renderer.render(cell("phone", locale)).pixmap.bytes, plain.bytes, locale)
        }
    }

    func testAProjectWithoutTheDefaultStyleIsAnErrorNamingIt() throws {
        let project = try project("nobody")
        let file = project.folder.appendingPathComponent("layouts/tokens.json")
        let kept = try String(contentsOf: file, encoding: .utf8).split(separator: "\n", omittingEmptySubsequences: false)
            .filter { !$0.contains("\"body\":") }
        try kept.joined(separator: "\n").write(to: file, atomically: true, encoding: .utf8)
        let loaded = try Project.load(configPath: project.configFile)
        XCTAssertNil(loaded.screenErrors["probe"])
        let renderer = try CellRenderer(project: loaded)
        for locale in ["en", "ar"] {
            XCTAssertThrowsError(try renderer.compose(cell("phone", locale))) { error in
                XCTAssertEqual("\(error)", "the status bar draws its text in the family of the text style 'body', which is not among the project's typography tokens; add a 'body' style")
            }
            // Without a bar (a top inset under 20 pt) nothing asks for the style.
            XCTAssertNoThrow(try renderer.compose(cell("flat", locale)))
        }
    }
}
