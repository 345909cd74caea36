import XCTest
@testable import ProofsheetKit

/// Keys that only a screen reader reads (a chart's `a11y.summary`, a node's `a11y.value`) are used keys: `proofsheet
/// strings` does not list them as unused, and the cell reads them in its locale (issue #40: the shipped progress
/// screen's chart summary was listed as unused).
final class AccessibilityTextKeysTests: XCTestCase {
    static let screen = #"""
    { "type": "vstack", "children": [
      { "type": "chart", "id": "week", "kind": "bar", "labels": [{ "literal": "1" }, { "literal": "2" }],
        "series": [{ "values": [3, 5] }], "a11y": { "summary": "week.summary" } },
      { "type": "text", "id": "steps", "literal": "8,412", "a11y": { "value": "steps.value" } } ] }
    """#

    func testSummaryAndValueKeysAreUsedAndReadInTheCellsLocale() throws {
        let project = try ScratchProject.strings("a11y-text-keys", files: [
            "strings/en.json": #"{ "week.summary": "Distance rose", "steps.value": "84% of the goal", "spare": "Spare" }"#,
            "strings/ar.json": #"{ "week.summary": "ارتفعت المسافة", "steps.value": "‏84% من الهدف", "spare": "احتياطي" }"#,
        ], strings: nil, screen: Self.screen)
        let loaded = try project.load()
        XCTAssertNil(loaded.screenErrors["probe"], loaded.screenErrors["probe"]?.description ?? "")
        let report = try StringsReport(project: loaded)
        XCTAssertEqual(report.unused, ["spare"])
        XCTAssertTrue(report.used.isSuperset(of: ["week.summary", "steps.value"]))
        for (locale, summary) in [("en", "Distance rose"), ("ar", "ارتفعت المسافة")] {
            let cell = Cell(screen: "probe", device: "phone", locale: LocaleID(locale), mode: .light, textScale: 1)
            let rendered = try CellRenderer(project: loaded).render(cell)
            let lines = AccessibilitySnapshot(tree: AccessibilityTree(scene: rendered.composed.scene), cell: rendered.cell).lines
            XCTAssertTrue(lines.contains { $0.contains("value \"\(summary)\" #week") }, "\(locale): \(lines)")
        }
    }
}
