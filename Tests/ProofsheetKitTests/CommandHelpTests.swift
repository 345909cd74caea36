import XCTest

/// `proofsheet COMMAND --help` documents each option in a line; an unknown option prints that command's
/// help with a did-you-mean (issue #15 item 7).
final class CommandHelpTests: XCTestCase {
    static let commands = ["check", "render", "approve", "audit", "init", "tokens", "audit-image", "store", "diff", "shape", "layout", "merge", "golden"]

    func testEveryOptionOfEveryCommandHasAHelpLine() throws {
        let binary = try ProofsheetBinary.locate()
        let folder = try makeTemporaryFolder()
        for command in CommandHelpTests.commands {
            let outcome = try binary.run([command, "--help"], in: folder)
            XCTAssertEqual(outcome.status, 0, command)
            let usage = try XCTUnwrap(outcome.stdout.split(separator: "\n").first, command)
            let options = Set(usage.split(separator: " ").compactMap { word -> String? in
                let name = word.trimmingCharacters(in: CharacterSet(charactersIn: "[].")).split(separator: "=").first.map(String.init) ?? ""
                return name.hasPrefix("--") ? name : nil
            })
            for option in options.sorted() {
                let line = outcome.stdout.split(separator: "\n").first { $0.hasPrefix("  \(option) ") }
                XCTAssertNotNil(line, "\(command) --help has no line for \(option)")
                XCTAssertGreaterThan(line?.count ?? 0, option.count + 12, "\(command) \(option): the line describes it")
            }
        }
    }

    func testUnknownOptionPrintsTheCommandsHelpWithASuggestion() throws {
        let binary = try ProofsheetBinary.locate()
        let folder = try makeTemporaryFolder()
        let cases: [(arguments: [String], suggestion: String, usage: String)] = [
            (["check", "--scren", "x"], "did you mean '--screen'?", "usage: proofsheet check"),
            (["tokens", "--jsn"], "did you mean '--json'?", "usage: proofsheet tokens"),
            (["diff", "a.png", "b.png", "--tolerent"], "did you mean '--tolerant'?", "usage: proofsheet diff"),
        ]
        for c in cases {
            let outcome = try binary.run(c.arguments, in: folder)
            XCTAssertEqual(outcome.status, 2, "\(c.arguments)")
            XCTAssertTrue(outcome.stderr.contains(c.suggestion), outcome.stderr)
            XCTAssertTrue(outcome.stderr.contains(c.usage), outcome.stderr)
            XCTAssertFalse(outcome.stderr.contains("commands:"), "the command's help, not the overview")
        }
    }
}
