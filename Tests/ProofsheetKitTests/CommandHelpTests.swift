import XCTest

/// `proofsheet COMMAND --help` documents each option in a line; an unknown option prints that command's
/// help with a did-you-mean (issue #15 item 7).
final class CommandHelpTests: XCTestCase {
    static let commands = ["check", "render", "approve", "audit", "init", "tokens", "audit-image", "store", "diff", "shape", "layout", "merge",
                           "golden", "serve", "strings", "icons"]

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

    /// Issue #42 item 6: every command of the overview lists each option it accepts once, each with a description,
    /// and its usage line names no option the list lacks.
    func testEveryOptionLineIsCompleteAndListedOnce() throws {
        let binary = try ProofsheetBinary.locate()
        let folder = try makeTemporaryFolder()
        let overview = try binary.run(["--help"], in: folder).stdout
        let commands = overview.components(separatedBy: "commands:\n").dropFirst().first?
            .components(separatedBy: "\n\n").first?.split(separator: "\n").compactMap { $0.split(separator: " ").first.map(String.init) } ?? []
        XCTAssertEqual(Set(commands), Set(CommandHelpTests.commands), "the overview's commands are the ones this test covers")
        for command in commands {
            let help = try binary.run([command, "--help"], in: folder).stdout
            let lines = help.components(separatedBy: "options:\n").dropFirst().first?.split(separator: "\n") ?? []
            let usage = help.split(separator: "\n").first ?? ""
            XCTAssertEqual(lines.isEmpty, !usage.contains("[--"), "\(command) --help lists its options")
            var seen: Set<String> = []
            for line in lines {
                let words = line.split(separator: " ", maxSplits: 1)
                let name = String(words.first ?? "")
                XCTAssertTrue(name.hasPrefix("--"), "\(command): '\(line)'")
                XCTAssertTrue(seen.insert(name).inserted, "\(command) --help lists \(name) twice")
                let description = words.count > 1 ? String(words[1]).trimmingCharacters(in: .whitespaces) : ""
                XCTAssertGreaterThan(description.count, 10, "\(command) \(name): a blank or bare description")
            }
            for word in usage.split(separator: " ") where word.hasPrefix("[--") {
                let name = String(word.dropFirst().prefix { $0 != " " && $0 != "]" })
                XCTAssertTrue(seen.contains(name), "\(command): the usage names \(name), the option list does not")
            }
        }
    }

    /// The lines issue #42 found wrong: serve's port and host, its device (once), audit's check-only options and
    /// the number of problems the terminal lists.
    func testHelpLinesSayWhatTheCommandDoes() throws {
        let binary = try ProofsheetBinary.locate()
        let folder = try makeTemporaryFolder()
        let cases: [(arguments: [String], says: [String], neverSays: [String])] = [
            (["serve", "--help"], ["  --port N ", "0 picks a free port", "  --host ADDRESS ", "  --device D         the device the grid shows"], []),
            (["audit", "--help"], ["  --problems N|all "], ["--full", "--base", "--record", "--prune-orphans"]),
            (["check", "--help"], ["(default: the \(10) worst)", "  --full ", "  --base REV "], ["a few per kind"]),
        ]
        for c in cases {
            let help = try binary.run(c.arguments, in: folder).stdout
            for text in c.says { XCTAssertTrue(help.contains(text), "\(c.arguments): no '\(text)' in\n\(help)") }
            for text in c.neverSays { XCTAssertFalse(help.contains(text), "\(c.arguments): '\(text)' in\n\(help)") }
        }
        for option in ["--full", "--base=HEAD", "--record", "--prune-orphans"] {
            let outcome = try binary.run(["audit", option, "x"], in: folder)
            XCTAssertEqual(outcome.status, 2, option)
            let name = option.split(separator: "=").first.map(String.init) ?? option
            XCTAssertTrue(outcome.stderr.contains("audit reads and writes no goldens: \(name) belongs to check"), outcome.stderr)
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
