import Foundation
import XCTest
@testable import ProofsheetKit

/// Screens laid out end to end (spec → resolve → layout): node types place as documented, a right-to-left
/// screen is the exact mirror of the left-to-right one, and small specs match their reference images.
final class SceneLayoutTests: XCTestCase {
    /// A 160 × 200 pt device at scale 1 (see `ScratchProject`); `node` becomes the root vstack's only child.
    func compose(_ node: String, locale: String = "en", mode: ThemeMode = .light, scale: Double = 1.0) throws -> ComposedCell {
        let fixture = ScratchProject.Files.check().screen(node: node)
        let project = try makeCheckProject(fixture).load()
        XCTAssertEqual(project.screenErrors, [:])
        return try CellRenderer(project: project)
            .compose(Cell(screen: "home", device: "phone", locale: LocaleID(locale), mode: mode, textScale: scale))
    }

    func frame(_ composed: ComposedCell, id: String) -> Rect? {
        composed.scene.nodes.firstIndex { $0.id.name == id }.map { composed.scene.frames[$0] }
    }

    /// Expected frames (points, device coordinates) of nodes of each type on the 160 pt wide device.
    func testNodeTypesLayOutAsDocumented() throws {
        let cases: [(name: String, node: String, frames: [String: Rect])] = [
            // The root vstack's default alignment, fill, stretches content-sized children only.
            ("fixed rect keeps its size", #"{ "type": "rect", "id": "r", "width": 40, "height": 20 }"#,
             ["r": Rect(x: 0, y: 0, width: 40, height: 20)]),
            ("fixed rect in a centred vstack",
             #"{ "type": "vstack", "alignment": "center", "children": [{ "type": "rect", "id": "r", "width": 40, "height": 20 }] }"#,
             ["r": Rect(x: 60, y: 0, width: 40, height: 20)]),
            ("fixed rect in a leading vstack",
             #"{ "type": "vstack", "alignment": "leading", "children": [{ "type": "rect", "id": "r", "width": 40, "height": 20 }] }"#,
             ["r": Rect(x: 0, y: 0, width: 40, height: 20)]),
            ("padding and spacing", #"{ "type": "vstack", "id": "v", "padding": 8, "spacing": 4, "alignment": "trailing", "children": [{ "type": "rect", "id": "a", "width": 10, "height": 10 }, { "type": "rect", "id": "b", "width": 20, "height": 10 }] }"#,
             ["v": Rect(x: 0, y: 0, width: 160, height: 40), "a": Rect(x: 142, y: 8, width: 10, height: 10),
              "b": Rect(x: 132, y: 22, width: 20, height: 10)]),
            ("spacer pushes to the trailing edge", #"{ "type": "hstack", "children": [{ "type": "spacer" }, { "type": "rect", "id": "r", "width": 30, "height": 10 }] }"#,
             ["r": Rect(x: 130, y: 0, width: 30, height: 10)]),
            ("flex 1:3", #"{ "type": "hstack", "children": [{ "type": "rect", "id": "a", "flex": 1, "height": 10 }, { "type": "rect", "id": "b", "flex": 3, "height": 10 }] }"#,
             ["a": Rect(x: 0, y: 0, width: 40, height: 10), "b": Rect(x: 40, y: 0, width: 120, height: 10)]),
            ("divider", #"{ "type": "divider", "id": "d" }"#, ["d": Rect(x: 0, y: 0, width: 160, height: 1)]),
            ("icon", #"{ "type": "hstack", "children": [{ "type": "icon", "id": "i", "name": "check", "size": 20 }] }"#,
             ["i": Rect(x: 0, y: 0, width: 20, height: 20)]),
            ("icon button is a 44 pt target", #"{ "type": "hstack", "children": [{ "type": "iconButton", "id": "b", "icon": "plus", "a11y": { "label": "home.save" } }] }"#,
             ["b": Rect(x: 0, y: 0, width: 44, height: 44)]),
            ("button fills the width, at least 44 pt high", #"{ "type": "button", "id": "b", "label": "home.save" }"#,
             ["b": Rect(x: 0, y: 0, width: 160, height: 47)]),
            ("toggle track", #"{ "type": "toggle", "id": "t", "label": "home.save", "on": true }"#,
             ["t": Rect(x: 0, y: 0, width: 160, height: 44), "t.track": Rect(x: 109, y: 6.5, width: 51, height: 31),
              "t.thumb": Rect(x: 131, y: 8.5, width: 27, height: 27)]),
            // A card's unset padding is the fixture's `space.lg`, 16 pt.
            ("card defaults", #"{ "type": "card", "id": "c", "children": [{ "type": "rect", "id": "r", "height": 10 }] }"#,
             ["c": Rect(x: 0, y: 0, width: 160, height: 42), "r": Rect(x: 16, y: 16, width: 128, height: 10)]),
        ]
        for item in cases {
            let composed = try compose(item.node)
            for (id, expected) in item.frames {
                guard let actual = frame(composed, id: id) else {
                    XCTFail("\(item.name): no node '\(id)'")
                    continue
                }
                XCTAssertEqual(actual.minX, expected.minX, accuracy: 1e-6, "\(item.name): \(id).x")
                XCTAssertEqual(actual.minY, expected.minY, accuracy: 1e-6, "\(item.name): \(id).y")
                XCTAssertEqual(actual.width, expected.width, accuracy: 1e-6, "\(item.name): \(id).width")
                XCTAssertEqual(actual.height, expected.height, accuracy: 1e-6, "\(item.name): \(id).height")
            }
        }
    }

    /// The same screen in `ar` is the exact mirror of `en` (x' = W − x − w) when its text is the same in both.
    func testArabicScreenIsTheMirrorOfTheEnglishOne() throws {
        let node = #"""
            { "type": "hstack", "id": "row", "spacing": 8, "padding": { "leading": 12, "trailing": 4 }, "children": [
                { "type": "icon", "id": "icon", "name": "chevronForward", "size": 16 },
                { "type": "text", "id": "label", "literal": "Total", "flex": 1 },
                { "type": "badge", "id": "badge", "tone": "success", "icon": "check", "label": { "literal": "OK" } },
                { "type": "rect", "id": "box", "width": 12, "height": 12 }
            ] },
            { "type": "toggle", "id": "switch", "label": { "literal": "Wifi" }, "on": true },
            { "type": "segmented", "id": "seg", "options": [{ "literal": "A" }, { "literal": "B" }], "selected": 0 }
            """#
        let english = try compose(node, locale: "en")
        let arabic = try compose(node, locale: "ar")
        XCTAssertEqual(english.scene.nodes.map(\.id.name), arabic.scene.nodes.map(\.id.name))
        let width = english.device.width
        for (index, node) in english.scene.nodes.enumerated() {
            let ltr = english.scene.frames[index], rtl = arabic.scene.frames[index]
            XCTAssertEqual(rtl.minX, width - ltr.minX - ltr.width, accuracy: 1e-9, "\(node.id)")
            XCTAssertEqual(rtl.minY, ltr.minY, accuracy: 1e-9, "\(node.id)")
            XCTAssertEqual(rtl.size, ltr.size, "\(node.id)")
        }
        // Directional icons mirror with the layout; the chevron points the other way in Arabic.
        guard let icon = arabic.scene.nodes.first(where: { $0.id.name == "icon" }), case .icon(let resolved) = icon.kind else {
            return XCTFail("no icon")
        }
        XCTAssertTrue(resolved.isMirrored)
    }

    /// Small specs drawn end to end match their reference images (`Fixtures/scenes/`).
    /// Re-record with `PROOFSHEET_RECORD=1 swift test --disable-swift-testing --filter SceneLayoutTests`.
    func testSmallSpecsMatchTheirReferenceImages() throws {
        let card = #"""
            { "type": "card", "children": [
                { "type": "hstack", "spacing": 6, "children": [
                    { "type": "text", "text": "home.title", "style": "headline", "flex": 1 },
                    { "type": "badge", "tone": "warning", "icon": "timer", "label": "home.save" }
                ] },
                { "type": "button", "label": "home.save", "icon": "chevronForward" }
            ] }
            """#
        let form = #"""
            { "type": "textField", "label": "home.title", "placeholder": "home.save", "error": "home.save", "required": true },
            { "type": "toggle", "label": "home.save", "on": false }
            """#
        let cases: [(name: String, node: String, locale: String, mode: ThemeMode)] = [
            ("card-en-light", card, "en", .light),
            ("card-ar-dark", card, "ar", .dark),
            ("form-en-dark", form, "en", .dark),
            ("form-ar-light", form, "ar", .light),
        ]
        let folder = TestPaths.testTarget.appendingPathComponent("Fixtures/scenes").path
        let recording = ProcessInfo.processInfo.environment["PROOFSHEET_RECORD"] == "1"
        for item in cases {
            let fixture = ScratchProject.Files.check().screen(node: item.node)
            let project = try makeCheckProject(fixture).load()
            let pixmap = try CellRenderer(project: project)
                .render(Cell(screen: "home", device: "phone", locale: LocaleID(item.locale), mode: item.mode, textScale: 1)).pixmap
            let path = folder + "/" + item.name + ".png"
            if recording {
                try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
                try PNGEncoder(effort: .small, includeAlpha: false).write(pixmap, toPath: path)
                continue
            }
            let expected = try PNGDecoder.decodeFile(atPath: path).pixmap
            guard expected != pixmap else { continue }
            let failures = FileManager.default.temporaryDirectory.appendingPathComponent("proofsheet-failures").path
            try FileManager.default.createDirectory(atPath: failures, withIntermediateDirectories: true)
            let outcome = ImageDiff.compare(expected: expected, actual: pixmap, options: DiffOptions(producesDiffImage: true))
            let strip = try ComparisonStrip().render(expected: expected, diff: outcome.result?.diffImage, actual: pixmap)
            try PNGEncoder(effort: .fast).write(strip, toPath: failures + "/scene-\(item.name).png")
            XCTFail("\(item.name): \(outcome); expected | diff | actual in \(failures)/scene-\(item.name).png; "
                    + "re-record with PROOFSHEET_RECORD=1 swift test --disable-swift-testing --filter SceneLayoutTests")
        }
    }
}
