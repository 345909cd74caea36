import Foundation
import XCTest
@testable import ProofsheetKit
import ProofsheetInit

/// `scripts/install` then `proofsheet init` in an empty folder outside the repository, then `check --record
/// missing` and `check`: a new user's first minutes, with no file copied by hand (issue #15 item 1).
final class InstallAndInitTests: XCTestCase {
    func testInstalledBinaryInitialisesAProjectThatChecks() throws {
        let built = try ProofsheetBinary.locate()
        let scratch = FileManager.default.temporaryDirectory.appendingPathComponent("proofsheet-install-\(ProcessInfo.processInfo.processIdentifier)").path
        try? FileManager.default.removeItem(atPath: scratch)
        let prefix = scratch + "/prefix", project = scratch + "/my-app"
        try FileManager.default.createDirectory(atPath: project, withIntermediateDirectories: true)

        let install = Process()
        install.executableURL = URL(fileURLWithPath: ScratchProject.repositoryRoot + "/scripts/install")
        install.arguments = ["--binary", built.path, prefix]
        install.standardOutput = FileHandle.nullDevice
        try install.run()
        install.waitUntilExit()
        XCTAssertEqual(install.terminationStatus, 0, "scripts/install failed")
        for file in ["bin/proofsheet", "share/proofsheet/fonts/NotoSans-Regular.ttf", "share/proofsheet/schema/screen.schema.json"] {
            XCTAssertTrue(FileManager.default.fileExists(atPath: prefix + "/" + file), file)
        }

        let installed = ProofsheetBinary(path: prefix + "/bin/proofsheet")
        let steps: [(arguments: [String], status: Int32)] = [
            (["init"], 0), (["check", "--record", "missing", "--jobs", "2"], 0), (["check", "--jobs", "2"], 0), (["init"], 2),
        ]
        for step in steps {
            let outcome = try installed.run(step.arguments, in: project)
            XCTAssertEqual(outcome.status, step.status, "\(step.arguments): \(outcome.stderr)")
        }
        let goldens = try FileManager.default.contentsOfDirectory(atPath: project + "/golden/home")
        XCTAssertEqual(goldens.filter { $0.hasSuffix(".png") }.count, 16, "2 locales × 4 modes × 2 text scales")
        XCTAssertTrue(try String(contentsOfFile: project + "/.gitignore", encoding: .utf8).contains(".proofsheet/"))
    }

    /// The starter tokens pass their own contrast pairs in every mode.
    func testStarterTokensPassTheirContrastPairs() throws {
        let tokens = try DesignTokens(decoding: JSONDocument(parsing: ProjectTemplate.tokens, file: "tokens.json").reader(rootName: ""))
        let report = TokenContrastAudit(tokens: tokens).run()
        XCTAssertFalse(report.pairs.isEmpty)
        XCTAssertTrue(report.missingHighContrast.isEmpty, "every role has all four modes")
        XCTAssertEqual(report.failingPairs.count, 0)
        XCTAssertTrue(report.problems.isEmpty, "\(report.problems)")
    }
}
