import XCTest
@testable import ProofsheetKit

/// Every message of a run says what is true (issue #42 item 6): a recorded golden asks for no approval, the
/// summary names the waivers file the project reads, the report's Pass tile counts no cell the verdict counts
/// as failing. Runs the built `proofsheet` on the eight-cell check project.
final class RunMessageTests: XCTestCase {
    private enum Setup {
        case noGoldens, recordedThenChanged
        /// `textPrimary` at 1.3:1 on the light background, goldens recorded: light cells pass their pixels and fail
        /// the enforced text contrast audit.
        case recordedWithLowContrast
    }

    func testRecordingAndWaiverMessagesSayWhatHappened() throws {
        let binary = try ProofsheetBinary.locate()
        let exceptions = #"{ "audits": { "waivers": "exceptions/audit.json" }, "#
        let cases: [(name: String, setup: Setup, config: String?, arguments: [String], folder: String,
                     says: [String], neverSays: [String])] = [
            ("recording new cells", .noGoldens, nil, ["check", "--record", "missing"], "",
             ["NEW home/phone-ar-dark-1.0x (recorded): no golden at golden/home/phone-ar-dark-1.0x.png; recorded from this render"],
             ["approve"]),
            ("new cells, not recorded", .noGoldens, nil, ["check"], "",
             ["no golden at golden/home/phone-ar-dark-1.0x.png; run 'proofsheet approve' after reviewing it"], ["recorded"]),
            ("recording changed cells", .recordedThenChanged, nil, ["check", "--record", "changed", "--mode", "light"], "",
             ["(recorded): ", "; recorded from this render"], ["re-approve", "approve"]),
            ("changed cells, not recorded", .recordedThenChanged, nil, ["check", "--mode", "light"], "",
             [": re-approve if intended"], ["recorded from this render"]),
            ("audit errors, default waivers file", .recordedWithLowContrast, nil, ["check"], "",
             ["fix audit errors or waive them in layouts/waivers.json (docs/audits.md)"], []),
            ("audit errors, run from the config's folder", .recordedWithLowContrast, nil, ["check"], "layouts",
             ["fix audit errors or waive them in waivers.json (docs/audits.md)"], ["layouts/waivers.json"]),
            ("audit errors, the config names the waivers file", .recordedWithLowContrast, exceptions, ["check"], "",
             ["fix audit errors or waive them in layouts/exceptions/audit.json (docs/audits.md)"], ["layouts/waivers.json"]),
        ]
        for c in cases {
            let project = try makeCheckProject()
            if let config = c.config {
                try project.edit("proofsheet.json", replacing: "{", with: config)
                try FileManager.default.createDirectory(atPath: project.layouts + "/exceptions", withIntermediateDirectories: true)
                try project.write("exceptions/audit.json", #"{ "waivers": [] }"#)
            }
            switch c.setup {
            case .noGoldens: break
            case .recordedThenChanged:
                _ = try project.check(record: .missing)
                try project.edit("tokens.json", replacing: "\"#111111\"", with: "\"#1111EE\"")
            case .recordedWithLowContrast:
                try project.edit("tokens.json", replacing: "\"#111111\"", with: "\"#D0D0D0\"")
                _ = try project.check(record: .missing)
            }
            let folder = c.folder.isEmpty ? project.root : project.root + "/" + c.folder
            let outcome = try binary.run(c.arguments + ["--config", project.configPath], in: folder)
            let output = outcome.stdout + outcome.stderr
            for text in c.says { XCTAssertTrue(output.contains(text), "\(c.name): no '\(text)' in\n\(output)") }
            for text in c.neverSays { XCTAssertFalse(output.contains(text), "\(c.name): '\(text)' in\n\(output)") }
        }
    }

    /// A cell whose pixels pass but whose enforced audits fail is counted under "Audit errors", not "Pass".
    func testThePassTileCountsNoCellThatNeedsAttention() throws {
        let project = try makeCheckProject()
        try project.edit("tokens.json", replacing: "\"#111111\"", with: "\"#D0D0D0\"")
        _ = try project.check(record: .missing)
        var options = CheckRun.Options()
        options.audits = try CheckRun.AuditRun.load(project: try project.load(), today: CalendarDate(year: 2026, month: 6, day: 1)!)
        let report = try CheckRun(project: try project.load(), options: options).run()
        let failing = report.cells.filter(\.isFailing).count
        XCTAssertEqual(report.counts[.pass], 8)
        XCTAssertEqual(failing, 4, "the light cells fail text contrast")
        let html = HTMLReport.html(for: report, title: "Tiles")
        XCTAssertTrue(html.contains("data-count=\"pass\">4</span>"), "pass tile")
        XCTAssertTrue(html.contains("data-count=\"audit\">4</span>"), "audit errors tile")
        XCTAssertTrue(html.contains("4 of 8 cells need attention"))
    }
}
