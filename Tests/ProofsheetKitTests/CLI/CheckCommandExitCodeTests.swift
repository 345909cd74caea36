import XCTest
@testable import ProofsheetKit

/// Exit statuses of the built `proofsheet` executable: 0 when every cell passes, 1 when any is changed, new or an
/// error, 2 for a usage or config error. Skipped when the executable has not been built.
final class CheckCommandExitCodeTests: XCTestCase {
    private enum Setup {
        case noGoldens, recorded, recordedThenChanged, brokenConfig
    }

    func testExitStatuses() throws {
        let binary = try ProofsheetBinary.locate()
        let cases: [(name: String, setup: Setup, arguments: [String], status: Int32, output: String)] = [
            ("all pass", .recorded, ["check"], 0, "all 8 cells match their goldens"),
            ("all pass in one shard", .recorded, ["check", "--shard", "2/3"], 0, "match their goldens"),
            ("new cells", .noGoldens, ["check"], 1, "8 cell(s) failed"),
            ("changed cells", .recordedThenChanged, ["check", "--mode", "light"], 1, "4 cell(s) failed"),
            ("recording the new cells", .noGoldens, ["check", "--record", "missing"], 0, "recorded  8 golden(s)"),
            ("bad shard", .recorded, ["check", "--shard", "5/4"], 2, "--shard expects i/n"),
            ("bad record mode", .recorded, ["check", "--record", "sometimes"], 2, "--record must be one of"),
            ("unknown option", .recorded, ["check", "--colour"], 2, "--colour"),
            ("unknown filter value", .recorded, ["check", "--locale", "fr"], 2, "--locale 'fr' is not in the project"),
            ("broken config", .brokenConfig, ["check"], 2, "proofsheet.json"),
        ]
        for (name, setup, arguments, status, output) in cases {
            let project = try makeCheckProject()
            switch setup {
            case .noGoldens: break
            case .recorded: _ = try project.check(record: .missing)
            case .recordedThenChanged:
                _ = try project.check(record: .missing)
                try project.edit("tokens.json", replacing: "\"#111111\"", with: "\"#1111EE\"")
            case .brokenConfig: try project.write("proofsheet.json", "{ \"devices\": ")
            }
            let outcome = try binary.run(arguments + ["--config", project.configPath], in: project.root)
            XCTAssertEqual(outcome.status, status, "\(name): \(outcome.stdout)\(outcome.stderr)")
            XCTAssertTrue((outcome.stdout + outcome.stderr).contains(output), "\(name): \(outcome.stdout)\(outcome.stderr)")
        }
    }

    func testApproveCommandThenCheckPasses() throws {
        let binary = try ProofsheetBinary.locate()
        let project = try makeCheckProject()
        let config = ["--config", project.configPath]
        XCTAssertEqual(try binary.run(["check"] + config, in: project.root).status, 1)
        let approve = try binary.run(["approve", "--mode", "dark"] + config, in: project.root)
        XCTAssertEqual(approve.status, 0, approve.stderr)
        XCTAssertTrue(approve.stdout.contains("approved 4 of 4 cell(s)"), approve.stdout)
        XCTAssertEqual(try binary.run(["check", "--mode", "dark"] + config, in: project.root).status, 0)
        XCTAssertEqual(try binary.run(["check"] + config, in: project.root).status, 1, "light cells are still new")
    }
}
