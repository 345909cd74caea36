import ProofsheetKit

#if canImport(Glibc)
import Glibc
#endif

/// One subcommand of `proofsheet`: its name, one-line summary and how it runs.
struct Subcommand: Sendable {
    let name: String
    let summary: String
    /// What it takes besides options, as the usage line shows it (`EXPECTED.png ACTUAL.png`, `[DIR]`); may be empty.
    let operands: String
    /// Every option it accepts, for `--help` and the did-you-mean of an unknown option.
    let options: [OptionSpec]
    let run: @Sendable ([String]) throws -> Int32
}

/// The thin command-line front: parses the first word, dispatches to ProofsheetKit, maps errors to exit codes.
enum CommandLineTool {
    static let subcommands: [Subcommand] = [
        Subcommand(name: "check", summary: "render the whole matrix and compare it with the goldens (default)", operands: "", options: CheckCommand.options, run: CheckCommand.run),
        Subcommand(name: "render", summary: "render cells of the matrix to PNG", operands: "", options: RenderCommand.options, run: RenderCommand.run),
        Subcommand(name: "approve", summary: "copy the last run's changed and new cells into golden/", operands: "", options: ApproveCommand.options, run: ApproveCommand.run),
        Subcommand(name: "init", summary: "write a starter project (config, tokens, strings, one screen)", operands: "[DIR]", options: InitCommand.options, run: InitCommand.run),
        Subcommand(name: "audit", summary: "run the accessibility audits without golden comparison", operands: "", options: CheckCommand.auditOptions, run: { try CheckCommand.run($0, comparesGoldens: false) }),
        Subcommand(name: "strings", summary: "list missing translations, plural categories and unused keys", operands: "", options: StringsCommand.options, run: StringsCommand.run),
        Subcommand(name: "tokens", summary: "validate the design tokens and their contrast pairs", operands: "", options: TokensCommand.options, run: TokensCommand.run),
        Subcommand(name: "icons", summary: "draw every built-in icon with its name, in the project's tokens, iOS or Android look", operands: "", options: IconsCommand.options, run: IconsCommand.run),
        Subcommand(name: "audit-image", summary: "estimate text contrast from the pixels of any screenshot", operands: "IMAGE.png", options: AuditImageCommand.options, run: AuditImageCommand.run),
        Subcommand(name: "store", summary: "draft app-store screenshots in every locale", operands: "", options: StoreCommand.options, run: StoreCommand.run),
        Subcommand(name: "diff", summary: "compare two PNG files as check does", operands: "EXPECTED.png ACTUAL.png", options: DiffCommand.options, run: DiffCommand.run),
        Subcommand(name: "shape", summary: "show how the text engine shapes and lays out a string", operands: "TEXT", options: ShapeCommand.options, run: ShapeCommand.run),
        Subcommand(name: "layout", summary: "print the resolved layout of one cell", operands: "SCREEN", options: LayoutCommand.options, run: LayoutCommand.run),
        Subcommand(name: "serve", summary: "live matrix and review with approve buttons in the browser", operands: "", options: ServeCommand.options, run: ServeCommand.run),
        Subcommand(name: "golden", summary: "convert the goldens between the PNG and the manifest store, or compact PNG goldens", operands: "convert|compact", options: GoldenCommand.options, run: GoldenCommand.run),
        Subcommand(name: "schema", summary: "write the JSON Schemas of the project files, generated from the decoders", operands: "", options: SchemaCommand.options, run: SchemaCommand.run),
        Subcommand(name: "merge", summary: "merge sharded report.json files into one report", operands: "DIR...", options: MergeCommand.options, run: MergeCommand.run),
    ]

    static func main(_ arguments: [String]) -> Int32 {
        var words = arguments
        switch words.first {
        case "--help", "-h", "help":
            print(usage)
            return 0
        case "--version":
            print("proofsheet \(ProofsheetVersion.tool) (renderer \(ProofsheetVersion.renderer))")
            return 0
        default:
            break
        }
        let name: String
        if let first = words.first, !first.hasPrefix("-") {
            name = first
            words.removeFirst()
        } else {
            name = "check"
        }
        guard let command = subcommands.first(where: { $0.name == name }) else {
            return usageError("unknown command '\(name)'")
        }
        if words.contains("--help") || words.contains("-h") {
            print(OptionHelp.text(for: command))
            return 0
        }
        do {
            return try command.run(words)
        } catch let error as UsageError {
            // A mistake in a command's options is answered with that command's help, not the overview.
            printError("proofsheet \(name): \(error.message)\n\n\(OptionHelp.text(for: command))")
            return 2
        } catch {
            printError("proofsheet \(name): \(error)")
            return 2
        }
    }

    static var usage: String {
        var lines = [
            "proofsheet \(ProofsheetVersion.tool): screenshot matrix for mobile screens (render, diff, audit)",
            "",
            "usage: proofsheet [COMMAND] [OPTIONS]",
            "",
            "commands:",
        ]
        let width = subcommands.map(\.name.count).max() ?? 0
        for command in subcommands {
            let padded = command.name + String(repeating: " ", count: width - command.name.count)
            lines.append("  \(padded)  \(command.summary)")
        }
        lines += [
            "",
            "options:",
            "  --help     show this help, or a command's help after the command",
            "  --version  print the version",
        ]
        return lines.joined(separator: "\n")
    }

    static func usageError(_ message: String) -> Int32 {
        printError("proofsheet: \(message)\n\n\(usage)")
        return 2
    }

    /// Every message reaches the terminal with control characters escaped (`\u0000`): a NUL or an escape
    /// sequence from an input file can neither cut the line nor act on the terminal.
    static func printError(_ message: String) {
        StandardError.write(MessageText.escapedKeepingLines(message) + "\n")
    }

    /// Text for standard output, escaped as `printError` escapes: summaries, tables and lists quote project text
    /// (screen ids, translations, node ids). JSON output needs no escaping: `JSONValue.jsonText` escapes controls.
    static func printOutput(_ text: String, terminator: String = "\n") {
        print(MessageText.escapedKeepingLines(text), terminator: terminator)
    }
}

/// A mistake in the command line itself: printed with the usage, exit status 2.
struct UsageError: Error {
    let message: String
}
