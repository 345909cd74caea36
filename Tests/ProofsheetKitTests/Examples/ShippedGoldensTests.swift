import XCTest
@testable import ProofsheetKit

/// A 16-cell slice of the shipped matrix against the committed goldens in `golden/` (in a copy of the example, whose
/// check cache is its own: `ScratchProject.copy(of:for:)`), with 1 and 4 worker threads. The goldens were approved
/// from a release build and the tests run in a debug build, so every cell passing (exact comparison) shows that debug
/// and release render the same bytes, whatever the thread count.
final class ShippedGoldensTests: XCTestCase {
    /// 2 screens × 2 locales × 2 modes × 2 text scales.
    static var slice: CellFilter {
        var filter = CellFilter()
        filter.screens = ["messages", "send"]
        filter.locales = ["en", "ar"]
        filter.modes = [.light, .highContrastDark]
        filter.scales = [1.0, 3.1]
        return filter
    }

    func testSliceOfTheShippedMatrixMatchesTheCommittedGoldensWithOneAndFourThreads() throws {
        let project = try Project.load(configPath: try ScratchProject.copy(of: .shipped, for: self))
        let folder = try makeTemporaryFolder()
        var reports: [CheckReport] = []
        for jobs in [1, 4] {
            var options = CheckRun.Options()
            options.filter = Self.slice
            options.jobs = jobs
            options.reportFolder = folder + "/report"
            // Every cell rendered on both runs: the second would otherwise reuse the first run's cells from the check
            // cache and render nothing with four threads.
            options.full = true
            let outcome = try CheckRun(project: project, options: options).execute()
            XCTAssertEqual(outcome.rendered, 16, "jobs \(jobs)")
            let report = outcome.report
            XCTAssertEqual(report.cells.count, 16)
            for result in report.cells {
                XCTAssertEqual(result.status, .pass, "jobs \(jobs): \(result.cell): \(result.message ?? "")")
            }
            reports.append(report)
        }
        XCTAssertEqual(reports[0], reports[1], "the report does not depend on the thread count")
        XCTAssertEqual(ScratchProject.files(below: folder), [], "passing cells write nothing")
    }

    /// The cells issue #40 added (the progress screen's chart, progress ring and snackbar; the workout's options
    /// sheet): 2 screens × 2 locales × dark × 1.0 and 3.1, against their committed goldens, with the example's audits.
    func testTheChartSnackbarAndSheetCellsMatchTheirGoldensAndPassTheAudits() throws {
        let project = try Project.load(configPath: try ScratchProject.copy(of: .shipped, for: self))
        var filter = CellFilter()
        filter.screens = ["progress", "workout@sheet"]
        filter.locales = ["en", "ar"]
        filter.modes = [.dark]
        filter.scales = [1.0, 3.1]
        var options = CheckRun.Options()
        options.filter = filter
        options.full = true
        options.audits = try CheckRun.AuditRun.load(project: project, today: VerifyAgreementTests.today)
        options.reportFolder = try makeTemporaryFolder() + "/report"
        let report = try CheckRun(project: project, options: options).run()
        XCTAssertEqual(report.cells.count, 8)
        for result in report.cells {
            XCTAssertEqual(result.status, .pass, "\(result.cell): \(result.message ?? "")")
            XCTAssertEqual(result.findings.filter(\.isBlocking).map(\.criterion), [], "\(result.cell)")
        }
    }
}
