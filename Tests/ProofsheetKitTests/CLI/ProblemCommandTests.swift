import XCTest
@testable import ProofsheetKit

/// The built `proofsheet` executable's problem output and report folders: the terminal lists problems worst
/// first and never drops one without saying so; `--format json` prints them for scripts; `audit` writes its own
/// folder so `approve` still finds the last check. Skipped when the executable has not been built.
final class ProblemCommandTests: XCTestCase {
    /// The check project with `textSecondary` unreadable in dark mode on two texts of two screens.
    private func brokenContrastProject() throws -> ScratchProject {
        let text = { (id: String, key: String) in
            "{ \"type\": \"text\", \"id\": \"\(id)\", \"text\": \"\(key)\", \"style\": \"body\", \"color\": \"textSecondary\" }"
        }
        let fixture = ScratchProject.Files.check(config: ScratchProject.Files.checkConfig(width: 390, height: 300))
            .replacing("screens/home.json", with: ScratchProject.Files.screenText(id: "home", node: text("subtitle", "home.title")))
            .replacing("screens/list.json", with: ScratchProject.Files.screenText(id: "list", node: text("first", "home.save") + ",\n" + text("second", "home.title")))
        let project = try makeCheckProject(fixture)
        try project.edit("tokens.json", replacing: "\"dark\": \"#BBBBBB\" }", with: "\"dark\": \"#303030\" }")
        return project
    }

    func testTheTerminalListsProblemsAndSaysHowManyItLeftOut() throws {
        let binary = try ProofsheetBinary.locate()
        let project = try brokenContrastProject()
        let config = ["--config", project.configPath, "--today", "2026-01-01"]
        let report = try { () throws -> CheckReport in
            _ = try binary.run(["audit"] + config, in: project.root)
            return try CheckReport.read(fromFolder: project.root + "/.proofsheet/audit")
        }()
        let total = report.problems.count
        XCTAssertGreaterThanOrEqual(total, 3)
        let cases: [(arguments: [String], shown: Int)] = [([], min(total, 10)), (["--problems", "1"], 1), (["--problems", "all"], total),
                                                           (["--problems", "0"], 0)]
        for (arguments, shown) in cases {
            let outcome = try binary.run(["audit"] + config + arguments, in: project.root)
            XCTAssertEqual(outcome.status, 1, outcome.stderr)
            XCTAssertTrue(outcome.stdout.contains("problems (worst first): \(total)"), outcome.stdout)
            let listed = outcome.stdout.components(separatedBy: "\n").filter { $0.range(of: #"^  \d+\. "#, options: .regularExpression) != nil }
            XCTAssertEqual(listed.count, shown, "\(arguments): \(outcome.stdout)")
            if shown < total {
                XCTAssertTrue(outcome.stdout.contains("… and \(total - shown) more (report.json: problems[]"), outcome.stdout)
            } else {
                XCTAssertFalse(outcome.stdout.contains("more (report.json"), outcome.stdout)
            }
            // Worst first: the listed ids are the report's first ones, in order.
            XCTAssertEqual(listed.map { String($0.suffix(13).prefix(12)) }, report.problems.prefix(shown).map(\.id))
        }
        let bad = try binary.run(["audit"] + config + ["--problems", "some"], in: project.root)
        XCTAssertEqual(bad.status, 2)
        XCTAssertTrue(bad.stderr.contains("--problems expects a count"), bad.stderr)
    }

    func testFormatJSONPrintsTheProblemsOnStandardOutput() throws {
        let binary = try ProofsheetBinary.locate()
        let project = try brokenContrastProject()
        for command in ["check", "audit"] {
            let outcome = try binary.run([command, "--config", project.configPath, "--today", "2026-01-01", "--format", "json"], in: project.root)
            XCTAssertEqual(outcome.status, 1, outcome.stderr)
            let object = try JSONDocument(parsing: outcome.stdout, file: "stdout").reader().object()
            XCTAssertEqual(try object.requiredString("format"), "proofsheet-problems")
            XCTAssertEqual(try object.requiredString("run"), command)
            let folder = project.root + "/.proofsheet/" + (command == "check" ? "report" : "audit")
            let report = try CheckReport.read(fromFolder: folder)
            XCTAssertEqual(try object.requiredArray("problems").count, report.problems.count)
            XCTAssertEqual(try object.requiredValue("problems").value, JSONValue.array(report.problems.map { $0.jsonValue() }))
            XCTAssertTrue(outcome.stderr.contains("problems (worst first)"), "the summary for people goes to stderr")
        }
    }

    func testAuditThenApproveStillApprovesTheChecksCells() throws {
        let binary = try ProofsheetBinary.locate()
        let project = try makeCheckProject()
        let config = ["--config", project.configPath, "--today", "2026-01-01"]
        XCTAssertEqual(try binary.run(["check"] + config, in: project.root).status, 1, "8 new cells")
        let audit = try binary.run(["audit"] + config, in: project.root)
        XCTAssertTrue(audit.stdout.contains(".proofsheet/audit/index.html"), audit.stdout)
        XCTAssertEqual(try CheckReport.read(fromFolder: project.defaultReport).kind, .check, "the check's report is untouched")
        let approve = try binary.run(["approve", "--config", project.configPath], in: project.root)
        XCTAssertEqual(approve.status, 0, approve.stderr)
        XCTAssertTrue(approve.stdout.contains("approved 8 of 8 cell(s)"), approve.stdout)
        let refused = try binary.run(["approve", "--config", project.configPath, "--report", project.root + "/.proofsheet/audit"], in: project.root)
        XCTAssertEqual(refused.status, 2)
        XCTAssertTrue(refused.stderr.contains("was written by 'proofsheet audit'"), refused.stderr)
    }
}
