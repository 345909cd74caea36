import Foundation
import ProofsheetKit
import ProofsheetSchema

/// `proofsheet schema --write DIR` / `proofsheet schema --check DIR`: the JSON Schemas of a project's files,
/// generated from the decoders' key tables (docs/schema/README.md).
///
/// `--write` writes the six `*.schema.json` files into DIR and lists those it changed; `--check` writes nothing
/// and lists the files that differ from the generated ones. Exit status: 0 written or up to date, 1 `--check`
/// found a stale file, 2 a usage error or a failed write.
enum SchemaCommand {
    static let options: [OptionSpec] = [
        .value("--write", "DIR", "write the schemas into DIR (docs/schema in this repository)"),
        .value("--check", "DIR", "only say which schemas in DIR differ from the generated ones"),
    ]

    static func run(_ words: [String]) throws -> Int32 {
        let arguments = try ParsedArguments(words, options: options)
        guard arguments.positionals.isEmpty else { throw UsageError(message: "schema takes no arguments") }
        switch (arguments.value("--write"), arguments.value("--check")) {
        case (let folder?, nil):
            let changed = try ProjectSchemas.write(to: folder)
            CommandLineTool.printOutput(changed.isEmpty ? "schemas up to date in \(folder)" : changed.map { "wrote \($0) in \(folder)" }.joined(separator: "\n"))
            return 0
        case (nil, let folder?):
            let stale = ProjectSchemas.stale(in: folder)
            if stale.isEmpty {
                CommandLineTool.printOutput("schemas up to date in \(folder)")
                return 0
            }
            CommandLineTool.printOutput(stale.map { "stale: \($0) in \(folder)" }.joined(separator: "\n")
                + "\nrun: proofsheet schema --write \(folder)")
            return 1
        default:
            throw UsageError(message: "schema takes one of --write DIR and --check DIR")
        }
    }
}
