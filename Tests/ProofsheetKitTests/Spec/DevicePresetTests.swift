import XCTest
@testable import ProofsheetKit

/// Built-in device presets and `matrix.orientations` (issue #15 item 6).
final class DevicePresetTests: XCTestCase {
    static let config = """
        {
          "projectRoot": "..",
          "devices": { "mini": "smallPhone", "custom": { "width": 400, "height": 800, "scale": 1,
                       "safeArea": { "top": 30, "bottom": 10 }, "landscapeSafeArea": { "leading": 30, "trailing": 30, "bottom": 10 } } },
          "matrix": { "devices": ["mini", "custom", "tablet", "largePhone"], "locales": ["en", "ar"], "modes": ["light"],
                      "orientations": ["portrait", "landscape"] },
        }
        """

    func testPresetsAndOrientationsAreMatrixDimensions() throws {
        let (project, _) = try load(ScratchProject.Files.minimal.replacing("proofsheet.json", with: DevicePresetTests.config))
        let cells = try Matrix.cells(of: project)
        XCTAssertEqual(cells.count, 4 * 2 * 2, "devices × locales × orientations")
        XCTAssertTrue(cells.contains { $0.fileName == "tablet-landscape-ar-light-1.0x.png" })
        XCTAssertTrue(cells.contains { $0.fileName == "mini-en-light-1.0x.png" }, "portrait names are unchanged")
        var filter = CellFilter()
        filter.orientations = [.landscape]
        XCTAssertEqual(try Matrix.cells(of: project, filter: filter).count, 8)
    }

    func testFramesAndSafeAreasFollowTheOrientation() throws {
        let (project, _) = try load(ScratchProject.Files.minimal.replacing("proofsheet.json", with: DevicePresetTests.config)
            .screen(node: #"{ "type": "rect", "id": "probe", "height": 10, "background": "accent" }"#))
        let renderer = try CellRenderer(project: project)
        let cases: [(device: String, orientation: Orientation, pixels: (Int, Int), probe: Rect)] = [
            ("mini", .portrait, (640, 1136), Rect(x: 0, y: 20, width: 320, height: 10)),
            ("mini", .landscape, (1136, 640), Rect(x: 0, y: 0, width: 568, height: 10)),
            ("tablet", .portrait, (1640, 2360), Rect(x: 0, y: 24, width: 820, height: 10)),
            ("tablet", .landscape, (2360, 1640), Rect(x: 0, y: 24, width: 1180, height: 10)),
            ("largePhone", .landscape, (1864, 860), Rect(x: 59, y: 0, width: 932 - 118, height: 10)),
            ("custom", .landscape, (800, 400), Rect(x: 30, y: 0, width: 740, height: 10)),
        ]
        for c in cases {
            for locale in ["en", "ar"] {
                let cell = Cell(screen: "home", device: c.device, locale: LocaleID(locale), mode: .light, textScale: 1, orientation: c.orientation)
                let rendered = try renderer.render(cell)
                XCTAssertEqual(rendered.pixmap.width, c.pixels.0, "\(cell)")
                XCTAssertEqual(rendered.pixmap.height, c.pixels.1, "\(cell)")
                let scene = rendered.composed.scene
                let index = try XCTUnwrap(scene.nodes.firstIndex { $0.id == "probe" })
                XCTAssertEqual(scene.frames[index], c.probe, "\(cell)")
            }
        }
    }

    func testLandscapeNeedsLandscapeInsetsOnCustomDevices() throws {
        let config = DevicePresetTests.config.replacingOccurrences(of: #", "landscapeSafeArea": { "leading": 30, "trailing": 30, "bottom": 10 }"#, with: "")
        XCTAssertThrowsError(try load(ScratchProject.Files.minimal.replacing("proofsheet.json", with: config))) { error in
            XCTAssertTrue("\(error)".contains("device 'custom' has no landscapeSafeArea"), "\(error)")
        }
    }

    func testUnknownPresetSuggestsTheClosest() throws {
        let config = DevicePresetTests.config.replacingOccurrences(of: #""mini": "smallPhone""#, with: #""mini": "smalPhone""#)
        XCTAssertThrowsError(try load(ScratchProject.Files.minimal.replacing("proofsheet.json", with: config))) { error in
            XCTAssertTrue("\(error)".contains("unknown device preset 'smalPhone'; did you mean 'smallPhone'?"), "\(error)")
        }
    }
}
