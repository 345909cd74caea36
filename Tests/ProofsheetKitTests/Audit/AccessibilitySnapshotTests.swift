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
            XCTAssertNotNil(result.artefacts.pageLegend)
            XCTAssertNil(result.artefacts.legend, "check writes no legend image: the page draws the legend")
            XCTAssertNotNil(result.artefacts.accessibility)
        }
    }

    /// The HTML report's viewer gets each changed cell's legend as data the page draws over the actual image: the
    /// screen's size, its direction (the list left of the screenshot in Arabic) and, per element in reading order,
    /// its number, frame in points and line (the snapshot line with its pieces isolated).
    func testChangedCellsShowTheirLegendInTheHTMLReportInTheCellsDirection() throws {
        let first = try ScratchProject.rendered("legend-report", root: Self.screen(name: "Send payment"), matrix: Self.matrix)
        _ = try check(first, record: .all)
        let second = try ScratchProject.rendered("legend-report", root: Self.screen(name: "Send money"), keepsFolder: true, matrix: Self.matrix)
        let report = try check(second)
        let html = HTMLReport.html(for: report, title: "Legend")
        XCTAssertEqual(report.cells.count, 2)
        let device = second.project.config.devices["phone"]!
        for result in report.cells {
            let legend = try XCTUnwrap(result.artefacts.pageLegend, "\(result.cell)")
            let isArabic = result.cell.locale.identifier == "ar"
            XCTAssertEqual(legend.rightToLeft, isArabic, "\(result.cell)")
            XCTAssertEqual([legend.width, legend.height], [device.width, device.height], "\(result.cell): the screen in points")
            // The elements are the snapshot's, in its order, with the frames the tree recorded.
            let rendered = try second.render(locale: result.cell.locale.identifier)
            let tree = AccessibilityTree(scene: rendered.composed.scene)
            XCTAssertEqual(legend.elements.map(\.number), tree.elements.map(\.number), "\(result.cell)")
            XCTAssertEqual(legend.elements.map(\.frame), tree.elements.map(\.frame), "\(result.cell)")
            XCTAssertEqual(legend.elements.map(\.line), tree.elements.map(AccessibilityLegend.isolated), "\(result.cell)")
            let send = try XCTUnwrap(legend.elements.first { $0.line.contains("Send money") }, "\(result.cell): the edited button")
            XCTAssertTrue(send.line.hasPrefix("\u{2066}\(send.number).\u{2069} \u{2068}"), "\(result.cell): the number first, the rest isolated")
            XCTAssertGreaterThan(send.frame.width, 0)
            // The page gets it, and report.json keeps it and reads it back.
            XCTAssertTrue(html.contains(#""pageLegend":{"rtl":\#(isArabic)"#), "\(result.cell)")
            let read = try CellResult(decoding: JSONValueReader(value: try JSONParser(file: "report.json").parse(result.jsonValue().jsonText()), path: .root()))
            XCTAssertEqual(read.artefacts, result.artefacts, "\(result.cell)")
        }
        // A damaged legend in report.json is an error at its path.
        let changed = try XCTUnwrap(report.cells.first)
        let written = changed.jsonValue().jsonText()
        XCTAssertTrue(written.contains(#""frame": ["#), "report.json writes frames as arrays")
        let text = written.replacingOccurrences(of: #""frame": ["#, with: #""frame": ["x", "#)
        XCTAssertThrowsError(try CellResult(decoding: JSONValueReader(value: try JSONParser(file: "report.json").parse(text), path: .root()))) { error in
            XCTAssertTrue("\(error)".contains("pageLegend.elements[0].frame"), "\(error)")
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
