import XCTest
@testable import ProofsheetKit

/// `sheet` (issue #40 item 1): a modal bottom sheet placed over a list by the overlay layer, with the iOS and
/// Material 3 metrics, mirrored in Arabic, read alone by the screen reader, and the list under its scrim left out
/// of the audits (docs/spec.md "Overlays", docs/audits.md "Overlays").
final class OverlaySheetTests: XCTestCase {
    /// An iOS phone (390 × 844, safe area 47/34) and an Android phone (412 × 915 dp; its bars give 24/24).
    static let devices = #"""
    { "phone": { "width": 390, "height": 844, "scale": 2, "safeArea": { "top": 47, "bottom": 34 } },
      "pixel": { "width": 412, "height": 915, "scale": 2, "platform": "android" } }
    """#

    /// A list whose row texts are `grey` (#767676 on white: 4.54:1, just above 4.5:1), under a sheet holding a
    /// heading, a low-contrast note (`faint`, #AAAAAA: 2.3:1) and a button.
    static func screen(detent: String = "medium", sheet: Bool = true) -> String {
        let rows = (1...6).map { #"{ "type": "text", "id": "row\#($0)", "literal": "Row number \#($0)", "color": "grey", "padding": 12 }"# }
        let overlay = #"""
        , { "type": "sheet", "id": "share", "detent": "\#(detent)", "a11y": { "label": { "literal": "Share" } }, "children": [
            { "type": "text", "id": "heading", "literal": "Share workout", "style": "headline", "a11y": { "role": "header" } },
            { "type": "hstack", "id": "line", "spacing": 8, "children": [
              { "type": "icon", "id": "mark", "name": "send", "color": "textPrimary", "a11y": { "hidden": true } },
              { "type": "text", "id": "note", "literal": "Only your coach sees it", "color": "faint" } ] },
            { "type": "button", "id": "go", "label": { "literal": "Send" } } ] }
        """#
        return #"""
        { "type": "vstack", "id": "screen", "background": "surface", "height": "fill", "children": [
          { "type": "navBar", "id": "bar", "title": { "literal": "الجري" } },
          \#(rows.joined(separator: ", ")), { "type": "spacer" }\#(sheet ? overlay : "") ] }
        """#
    }

    static func project(_ name: String, detent: String = "medium", sheet: Bool = true) throws -> ScratchProject.Rendered {
        try ScratchProject.rendered(name, root: screen(detent: detent, sheet: sheet), colors: ["grey": "#767676", "faint": "#AAAAAA"],
                             matrix: #"{ "locales": ["en", "ar"], "textScales": [1.0] }"#, devices: devices)
    }

    static func cell(_ device: String, _ locale: String, mode: ThemeMode = .light) -> Cell {
        Cell(screen: "probe", device: device, locale: LocaleID(locale), mode: mode, textScale: 1)
    }

    func testTheSheetIsPlacedOverTheScreenWithEachPlatformsMetrics() throws {
        // device → (surface top, surface height, handle size, handle top offset, corner radius, screen width)
        let expected: [(String, Double, Double, Size, Double, Double, Double)] = [
            ("phone", 47 + 763 / 2, 763 / 2, Size(width: 36, height: 5), 5, 10, 390),
            ("pixel", 24 + 867 / 2, 867 / 2, Size(width: 32, height: 4), 22, 28, 412),
        ]
        let project = try Self.project("sheet-metrics")
        let bare = try Self.project("sheet-metrics-bare", sheet: false)
        for (device, top, height, handle, handleTop, radius, width) in expected {
            for locale in ["en", "ar"] {
                let what = "\(device) \(locale)"
                let frames = try MaterialControlTests.frames(project, Self.cell(device, locale))
                let surface = try XCTUnwrap(frames["share.surface"], what)
                XCTAssertEqual(surface.minY, top, accuracy: 1e-6, what)
                XCTAssertEqual(surface.height, height, accuracy: 1e-6, what)
                XCTAssertEqual(surface.width, width, accuracy: 1e-6, what)
                let grabber = try XCTUnwrap(frames["share.grabber.handle"], what)
                XCTAssertEqual(grabber.size, handle, what)
                XCTAssertEqual(grabber.minY - surface.minY, handleTop, accuracy: 1e-6, what)
                XCTAssertEqual(grabber.midX, width / 2, accuracy: 1e-6, what)
                // The layer covers the safe area; the screen's own content is laid out exactly as without the sheet.
                let without = try MaterialControlTests.frames(bare, Self.cell(device, locale))
                for id in ["screen", "row1", "row6"] { XCTAssertEqual(frames[id], without[id], "\(what) \(id)") }
                // Mirrored in Arabic: the icon starts the line at the leading padding (16) on either side.
                let mark = try XCTUnwrap(frames["mark"], what)
                XCTAssertEqual(locale == "en" ? mark.minX : width - mark.maxX, 16, accuracy: 1e-6, what)
                let scene = try project.renderer.compose(Self.cell(device, locale)).scene
                let node = try XCTUnwrap(scene.nodes.firstIndex { $0.id.name == "share.surface" })
                XCTAssertEqual(scene.nodes[node].box.cornerRadius, radius, what)
            }
        }
        // Large: 10 pt under the safe area's top on iOS, up to the status bar on Android.
        let large = try Self.project("sheet-large", detent: "large")
        XCTAssertEqual(try MaterialControlTests.frames(large, Self.cell("phone", "en"))["share.surface"]?.minY, 57)
        XCTAssertEqual(try MaterialControlTests.frames(large, Self.cell("pixel", "ar"))["share.surface"]?.minY, 24)
    }

    func testTheScrimAndTheSheetAreDrawnOverTheWholeScreen() throws {
        let project = try Self.project("sheet-paint")
        for (device, opacity) in [("phone", 0.4), ("pixel", 0.32)] {
            let rendered = try project.renderer.render(Self.cell(device, "en"))
            let scene = rendered.composed.scene
            let scrim = try XCTUnwrap(scene.nodes.firstIndex { $0.id.name == "share.scrim" })
            let item = try XCTUnwrap(rendered.composed.displayList.items.first { $0.node == scrim })
            guard case .shape(let rect, _, .solid(let color)) = item.content else { return XCTFail("scrim is not a solid shape") }
            XCTAssertEqual(rect, Rect(x: 0, y: 0, width: scene.device.width, height: scene.device.height), device)
            XCTAssertEqual(color, Color(r: 0, g: 0, b: 0, a: UInt8((255 * opacity).rounded())), device)
            // The row's pixel (white surface dimmed) and the sheet's (white): the scrim darkens only what is under it.
            let pixmap = rendered.pixmap
            let row = pixmap[4, Int((scene.device.safeArea.top + 4) * 2)]
            let sheet = pixmap[4, Int(scene.device.height * 2) - 4]
            XCTAssertEqual(sheet.r, 255, device)
            XCTAssertEqual(Int(row.r), Int((255 * (1 - opacity)).rounded()), accuracy: 2, device)
        }
    }

    func testTheScreenReaderReadsOnlyTheSheet() throws {
        let project = try Self.project("sheet-reader")
        for device in ["phone", "pixel"] {
            for locale in ["en", "ar"] {
                let rendered = try project.renderer.render(Self.cell(device, locale))
                let tree = AccessibilityTree(scene: rendered.composed.scene)
                XCTAssertEqual(tree.modal.map { rendered.composed.scene.nodes[$0].id }, "share", "\(device) \(locale)")
                XCTAssertEqual(tree.elements.map(\.nodeID.name), ["heading", "note", "go"], "\(device) \(locale)")
                let snapshot = AccessibilitySnapshot(tree: tree, cell: rendered.cell)
                XCTAssertTrue(snapshot.lines.allSatisfy { $0.contains("in modal #share \"Share\"") }, snapshot.text)
                XCTAssertFalse(snapshot.text.contains("Row number"), snapshot.text)
            }
        }
    }

    func testTheListUnderTheScrimHasNoContrastFindingAndTheSheetIsAudited() throws {
        let project = try Self.project("sheet-audits")
        let bare = try Self.project("sheet-audits-bare", sheet: false)
        for device in ["phone", "pixel"] {
            for locale in ["en", "ar"] {
                let what = "\(device) \(locale)"
                let findings = try project.audit(Self.cell(device, locale))
                let rows = findings.filter { $0.nodeID.name.hasPrefix("row") }
                XCTAssertEqual(rows.map { "\($0.criterion) \($0.nodeID)" }, [], what)
                // The sheet's own faint note is measured (2.3:1 on the white sheet).
                XCTAssertEqual(findings.of(.textContrast).map(\.nodeID.name), ["note"], what)
                XCTAssertEqual(findings.of(.occludedText).count, 0, what)
                // Under a scrim the grey rows (4.54:1 on white) would fall below 4.5:1: without the sheet they pass,
                // and dimmed as the scrim dims them they would not, so leaving them out is what keeps them clean.
                let bareFindings = try bare.audit(Self.cell(device, locale))
                XCTAssertEqual(bareFindings.of(.textContrast).count, 0, what)
                // Nor any fit finding: the Arabic large title's marks spill out of its 40 pt line on iOS (info) without
                // the sheet, and are out of reach under it.
                XCTAssertEqual(findings.filter { $0.nodeID.name.hasPrefix("bar") }.map { "\($0.criterion)" }, [], what)
                if device == "phone" {
                    XCTAssertEqual(bareFindings.filter { $0.nodeID.name == "bar.title" }.map(\.criterion), [.clippedText], what)
                }
                let dimmed = Color(r: 0x76, g: 0x76, b: 0x76).composited(under: Parts.scrimOpacity(device == "pixel" ? .android : .ios))
                let backdrop = Color(r: 255, g: 255, b: 255).composited(under: Parts.scrimOpacity(device == "pixel" ? .android : .ios))
                XCTAssertLessThan(ContrastRatio(dimmed, backdrop).value, 4.5, what)
            }
        }
    }
}

private extension Color {
    /// This opaque colour under black at `opacity`.
    func composited(under opacity: Double) -> Color {
        Color(r: 0, g: 0, b: 0, a: UInt8((255 * opacity).rounded())).composited(over: self)
    }
}
