import XCTest
@testable import ProofsheetKit

/// `ProofsheetCheck.verify` (the Swift API) and `proofsheet check` give the same verdict and the same findings on
/// the cells of the shipped matrix: both audit with the config's `audits` section and waivers.
final class VerifyAgreementTests: XCTestCase {
    /// The day waivers are judged against in both runs (any date before the example's waivers expire).
    static let today = CalendarDate(year: 2026, month: 11, day: 29)!

    /// One shard in twelve of the shipped matrix (spread over every screen, state, mode, locale and text scale by the
    /// sharding rule, which the test asserts): the whole matrix rendered twice in a debug build took 106 s of a 655 s
    /// suite, a shard in three 33 s; a shard in six took 130 s of an 864 s suite on a loaded machine.
    func testVerifyAndCheckAgreeOnAShardOfTheShippedMatrix() throws {
        let project = try Project.load(configPath: try ScratchProject.copy(of: .shipped, for: self))
        var options = CheckRun.Options()
        options.audits = try CheckRun.AuditRun.load(project: project, today: Self.today)
        options.reportFolder = try makeTemporaryFolder() + "/report"
        // Every cell rendered and audited now: a result reused from the shipped project's check cache was read back
        // from JSON, where a waiver keeps only the finding's id as its target (docs/report-format.md).
        options.full = true
        options.shard = (index: 1, count: 12)
        let check = try CheckRun(project: project, options: options).run()
        let all = try Matrix.cells(of: project)
        XCTAssertEqual(all.count, 352)
        XCTAssertLessThan(check.cells.count, all.count / 8)
        XCTAssertEqual(Set(check.cells.map(\.cell.screen)), Set(all.map(\.screen)), "every screen and state in the shard")
        XCTAssertEqual(Set(check.cells.map(\.cell.mode)), Set(all.map(\.mode)), "every mode in the shard")
        XCTAssertEqual(Set(check.cells.map(\.cell.locale)), Set(all.map(\.locale)), "both locales in the shard")
        XCTAssertEqual(Set(check.cells.map(\.cell.textScale)), Set(all.map(\.textScale)), "every text size in the shard")
        XCTAssertGreaterThan(check.cells.flatMap(\.findings).count, 0, "the shard has findings to compare")

        let verified = try WorkerPool.run(count: check.cells.count, jobs: WorkerPool.defaultJobs, makeState: {}) { _, index in
            let cell = check.cells[index].cell
            return Result {
                try ProofsheetCheck.verify(project: project, screen: cell.screen.name, locale: cell.locale.identifier, mode: cell.mode,
                                           textScale: cell.textScale, device: cell.device, today: Self.today).result
            }
        }
        for (fromCheck, outcome) in zip(check.cells, verified) {
            let fromVerify = try outcome.get()
            XCTAssertEqual(fromVerify.cell, fromCheck.cell)
            XCTAssertEqual(fromVerify.status, fromCheck.status, "\(fromCheck.cell)")
            XCTAssertEqual(fromVerify.isFailing, fromCheck.isFailing, "\(fromCheck.cell)")
            // `firstFailingScale` is a matrix-wide annotation (the smallest text scale of the run at which the same
            // text fails): a one-cell verify cannot know it, so it is the one field compared without.
            XCTAssertEqual(fromVerify.findings.map(Self.withoutRunAnnotations), fromCheck.findings.map(Self.withoutRunAnnotations),
                           "\(fromCheck.cell)")
        }
    }

    static func withoutRunAnnotations(_ finding: Finding) -> Finding {
        var copy = finding
        copy.evidence = FindingEvidence()
        for entry in finding.evidence.entries where entry.name != "firstFailingScale" { copy.evidence.append(entry.name, entry.value) }
        return copy
    }

    /// A cell of a small project whose only fault is an enforced audit error fails `verify`, and the failure
    /// message names the criterion and the node.
    func testAnEnforcedAuditErrorFailsVerify() throws {
        let project = try makeCheckProject()
        _ = try project.check(record: .missing)
        try project.edit("tokens.json", replacing: "\"#111111\"", with: "\"#EEEEEE\"")
        _ = try project.check(record: .all)
        let verification = try ProofsheetCheck.verify(config: project.configPath, screen: "home", locale: "en", mode: .light,
                                                      textScale: 1.0, today: Self.today)
        XCTAssertEqual(verification.result.status, .pass)
        XCTAssertTrue(verification.isFailing)
        let message = try XCTUnwrap(verification.failureMessage)
        XCTAssertTrue(message.contains("audit:   textContrast (error)"), message)
    }
}
