import Foundation
import XCTest
@testable import ProofsheetKit

/// Snapshots stored beside the goldens and compared by `check`: a change of what a screen reader says is a
/// changed cell naming the element, even when no pixel changed; stored snapshots that cannot be read are errors.
final class AccessibilitySnapshotTests: XCTestCase {
    private static let matrix = #"{ "locales": ["en", "ar"], "modes": ["light"], "textScales": [1.0] }"#

    private static func screen(name: String) -> String {
        """
        { "type": "vstack", "background": "background", "padding": 16, "spacing": 12, "alignment": "fill", "children": [
          { "type": "text", "id": "title", "literal": "Payment", "style": "title", "a11y": { "role": "header" } },
          { "type": "button", "id": "send", "label": { "literal": "Send" }, "a11y": { "label": { "literal": "\(name)" } } },
          { "type": "spacer" } ] }
        """
    }

    private func check(_ project: ScratchProject.Rendered, record: RecordMode = .never) throws -> CheckReport {
        var options = CheckRun.Options()
        options.record = record
        options.jobs = 1
        options.reportFolder = project.folder.appendingPathComponent("report").path
        return try CheckRun(project: project.project, options: options).run()
    }

    func testALabelChangeIsAChangedSnapshotNamingTheElement() throws {
        let first = try ScratchProject.rendered("snapshot-change", root: Self.screen(name: "Send payment"), matrix: Self.matrix)
        let recorded = try check(first, record: .all)
        XCTAssertEqual(recorded.cells.map(\.recorded), Array(repeating: true, count: recorded.cells.count))
        let run = CheckRun(project: first.project, options: CheckRun.Options())
        let stored = try String(contentsOfFile: run.snapshotPath(first.cell(locale: "ar")), encoding: .utf8)
        XCTAssertTrue(stored.hasPrefix(AccessibilitySnapshot.headerPrefix + "probe/phone-ar-light-1.0x, right-to-left, ios\n"), stored)
        XCTAssertEqual(try check(first).cells.map(\.status), Array(repeating: .pass, count: recorded.cells.count))

        // The same screen, only the accessible name changed: the pixels are identical.
        let second = try ScratchProject.rendered("snapshot-change", root: Self.screen(name: "Send money"), keepsFolder: true, matrix: Self.matrix)
        let report = try check(second)
        for result in report.cells {
            XCTAssertEqual(result.status, .changed, "\(result.cell)")
            XCTAssertNil(result.diff.flatMap { $0.differentPixels > 0 ? $0 : nil })
            XCTAssertEqual(result.accessibilityChanges, [#"2. button "Send money" #send (was: button "Send payment" #send)"#])
            XCTAssertTrue(result.message?.contains("accessibility snapshot changed (1 element)") == true, result.message ?? "")
            XCTAssertNotNil(result.artefacts.legend)
            XCTAssertNotNil(result.artefacts.accessibility)
        }
    }

    /// The HTML report's viewer gets each changed cell's legend, and the legend image has the screenshot on
    /// the leading side and the list on the trailing side: the list left of the screenshot in Arabic. `check` draws
    /// it at one pixel per point (`AccessibilityLegend.reviewScale`), the screenshot area-averaged to it.
    func testChangedCellsShowTheirLegendInTheHTMLReportInTheCellsDirection() throws {
        let first = try ScratchProject.rendered("legend-report", root: Self.screen(name: "Send payment"), matrix: Self.matrix)
        _ = try check(first, record: .all)
        let second = try ScratchProject.rendered("legend-report", root: Self.screen(name: "Send money"), keepsFolder: true, matrix: Self.matrix)
        let report = try check(second)
        let reportFolder = second.folder.appendingPathComponent("report").path
        let html = HTMLReport.html(for: report, title: "Legend")
        XCTAssertEqual(report.cells.count, 2)
        for result in report.cells {
            let legendPath = try XCTUnwrap(result.artefacts.legend, "\(result.cell)")
            XCTAssertTrue(html.contains(#""legend":"\#(legendPath)""#), "\(result.cell): the viewer data names \(legendPath)")
            let legend = try PNGDecoder.decode(Array(try Data(contentsOf: URL(fileURLWithPath: reportFolder + "/" + legendPath))), source: legendPath).pixmap
            let actualPath = reportFolder + "/" + (try XCTUnwrap(result.artefacts.actual))
            let actual = try PNGDecoder.decode(Array(try Data(contentsOf: URL(fileURLWithPath: actualPath))), source: actualPath).pixmap
            let device = second.project.config.devices["phone"]!
            XCTAssertGreaterThan(Double(actual.width), device.width, "\(result.cell): the actual image is at the device scale")
            let shotWidth = Int(device.width), shotHeight = Int(device.height)
            let listPixels = Int(AccessibilityLegend.listWidth)
            XCTAssertEqual(legend.width, shotWidth + listPixels, "\(result.cell): one pixel per point")
            XCTAssertEqual(legend.height, shotHeight, "\(result.cell)")
            // The screenshot's place is left transparent, on the leading side: at 0 in English, after the list in
            // Arabic; the report says where the page lays the actual image under it.
            let isArabic = result.cell.locale.identifier == "ar"
            let shotX = isArabic ? listPixels : 0
            XCTAssertEqual(result.artefacts.legendScreenshot,
                           LegendScreenshot(x: shotX, y: 0, width: shotWidth, height: shotHeight, legendWidth: legend.width, legendHeight: legend.height),
                           "\(result.cell)")
            XCTAssertTrue(html.contains(#""legendScreenshot":[\#(shotX),0,\#(shotWidth),\#(shotHeight),\#(legend.width),\#(legend.height)]"#), "\(result.cell)")
            XCTAssertEqual(legend[shotX + shotWidth - 2, shotHeight - 2], .transparent, "\(result.cell): screenshot's place on the leading side")
            XCTAssertEqual(legend[shotX + 2, shotHeight - 2], .transparent, "\(result.cell)")
            // The list's side is white where the screenshot would be in the other direction.
            let listX = isArabic ? 2 : shotWidth + listPixels - 3
            XCTAssertEqual(legend[listX, shotHeight - 2], Color.white, "\(result.cell): list on the trailing side")
            // report.json keeps the rectangle, and reads it back.
            let read = try CellResult(decoding: JSONValueReader(value: try JSONParser(file: "report.json").parse(result.jsonValue().jsonText()), path: .root()))
            XCTAssertEqual(read.artefacts, result.artefacts, "\(result.cell)")
        }
        // `render --a11y` draws the same legend with its screenshot, at the device scale, to be read alone.
        let rendered = try second.render(locale: "ar")
        let whole = try AccessibilityLegend(scene: rendered.composed.scene, fonts: second.renderer.fonts)
            .render(rendered, glyphs: second.renderer.glyphs)
        XCTAssertTrue(whole.isOpaque)
        let scale = Int(second.project.config.devices["phone"]!.scale)
        XCTAssertEqual(whole[whole.width - 3, whole.height - 3], rendered.pixmap[rendered.pixmap.width - 3, rendered.pixmap.height - 3],
                       "the screenshot on the right of an Arabic legend")
        XCTAssertEqual(whole.width, rendered.pixmap.width + Int(AccessibilityLegend.listWidth) * scale)
    }

    func testAGoldenWithoutSnapshotIsNewAndAnUnreadableSnapshotIsAnError() throws {
        let project = try ScratchProject.rendered("snapshot-missing", root: Self.screen(name: "Send payment"), matrix: Self.matrix)
        _ = try check(project, record: .all)
        let run = CheckRun(project: project.project, options: CheckRun.Options())
        let english = project.cell(locale: "en")
        try FileManager.default.removeItem(atPath: run.snapshotPath(english))
        try "not a snapshot\n".write(toFile: run.snapshotPath(project.cell(locale: "ar")), atomically: true, encoding: .utf8)
        let report = try check(project)
        let byCell = Dictionary(uniqueKeysWithValues: report.cells.map { ($0.cell, $0) })
        XCTAssertEqual(byCell[english]?.status, .new)
        XCTAssertTrue(byCell[english]?.message?.contains("no accessibility snapshot at") == true)
        let arabic = try XCTUnwrap(byCell[project.cell(locale: "ar")])
        XCTAssertEqual(arabic.status, .error)
        XCTAssertTrue(arabic.message?.contains("phone-ar-light-1.0x.a11y.txt:1: expected the header") == true, arabic.message ?? "")
    }
}
