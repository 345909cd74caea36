import XCTest

/// `proofsheet COMMAND --help` documents each option in a line; an unknown option prints that command's
/// help with a did-you-mean (issue #15 item 7).
final class CommandHelpTests: XCTestCase {
    static let commands = ["check", "render", "approve", "audit", "init", "tokens", "audit-image", "store", "diff", "shape", "layout", "merge",
                           "golden", "serve", "strings", "icons", "schema"]

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
            (["serve", "--help"], ["  --port N ", "0 picks a free port", "  --host ADDRESS ", "  --device D ", "the device the grid shows"], ["[--device D]..."]),
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

    /// Issue #42 item 6 / #44 item 4: each option is declared once and the usage line, the help line and the parser
    /// all read that declaration. So for every option of every command: the usage word and the help line carry the
    /// same placeholder, "..." in the usage goes with "(repeatable)" in the help and with the parser taking it twice,
    /// and a placeholder goes with the parser asking for a value (a flag refusing one).
    func testUsageHelpAndParserAgreeOnEveryOption() throws {
        let binary = try ProofsheetBinary.locate()
        let folder = try makeTemporaryFolder()
        var checked = 0
        for command in CommandHelpTests.commands {
            let help = try binary.run([command, "--help"], in: folder).stdout
            let usage = String(help.split(separator: "\n").first ?? "")
            let lines = help.components(separatedBy: "options:\n").dropFirst().first?.split(separator: "\n").map(String.init) ?? []
            // `[--cell ID]...`, `[--json]`, `--to manifest|png`: name, placeholder, repeatable.
            let pattern = try NSRegularExpression(pattern: #"(--[a-z0-9-]+)(?: ([^\s\[\]]+))?\]?(\.\.\.)?"#)
            let range = NSRange(usage.startIndex..., in: usage)
            let usageOptions = pattern.matches(in: usage, range: range).map { match -> (name: String, placeholder: String?, repeatable: Bool) in
                func group(_ index: Int) -> String? { Range(match.range(at: index), in: usage).map { String(usage[$0]) } }
                return (group(1) ?? "", group(2), group(3) != nil)
            }
            if command == "golden" { XCTAssertTrue(usageOptions.contains { $0.name == "--to" && $0.placeholder == "manifest|png" }, usage) }
            XCTAssertEqual(usageOptions.map(\.name).sorted(), lines.map { String($0.dropFirst(2).prefix { $0 != " " }) }.filter { $0 != "--help" }.sorted(),
                           "\(command): the usage and the help list the same options")
            for option in usageOptions {
                let synopsis = option.placeholder.map { "\(option.name) \($0)" } ?? option.name
                let line = lines.first { $0.hasPrefix("  \(synopsis)  ") }
                XCTAssertNotNil(line, "\(command): no help line starts with '\(synopsis)'\n\(help)")
                XCTAssertEqual(line?.hasSuffix("(repeatable)"), option.repeatable, "\(command) \(option.name): usage and help agree on repeating")
                // The parser reads the same declaration: a value is asked for, or refused by a flag.
                let missing = try binary.run([command, option.placeholder == nil ? "\(option.name)=x" : option.name], in: folder)
                XCTAssertEqual(missing.status, 2, "\(command) \(option.name)")
                let expected = option.placeholder == nil ? "option '\(option.name)' takes no value" : "option '\(option.name)' needs a value"
                XCTAssertTrue(missing.stderr.contains(expected), "\(command) \(option.name): \(missing.stderr)")
                if let placeholder = option.placeholder {
                    let twice = try binary.run([command, "\(option.name)=\(placeholder)", "\(option.name)=\(placeholder)", "--no-such-option"], in: folder)
                    XCTAssertEqual(twice.stderr.contains("option '\(option.name)' given twice"), !option.repeatable,
                                   "\(command) \(option.name): the parser takes it twice exactly when the usage says '...'\n\(twice.stderr)")
                }
                checked += 1
            }
        }
        XCTAssertGreaterThan(checked, 100, "every command's options were checked")
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
