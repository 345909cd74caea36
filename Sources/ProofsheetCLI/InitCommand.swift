import ProofsheetKit
import ProofsheetInit

/// `proofsheet init [--platform android|ios|both] [DIR]`: writes a starter project (`ProjectTemplate`) into DIR
/// (default: the current folder), for that platform's phone when `--platform` is given.
enum InitCommand {
    static let options: [OptionSpec] = [
        .value("--platform", "P", "the starter's phones: android, ios or both (default: one phone, drawn as iOS)"),
    ]

    static func run(_ words: [String]) throws -> Int32 {
        let arguments = try ParsedArguments(words, options: options)
        guard arguments.positionals.count <= 1 else { throw UsageError(message: "init takes at most one folder") }
        let platforms = try arguments.value("--platform").map { name in
            guard let platforms = ProjectTemplate.Platforms(rawValue: name) else {
                throw UsageError(message: "--platform must be one of \(ProjectTemplate.Platforms.allCases.map(\.rawValue).joined(separator: ", ")), found '\(name)'")
            }
            return platforms
        }
        let folder = arguments.positionals.first ?? "."
        let written = try ProjectTemplate.write(into: folder, platforms: platforms)
        for path in written { CommandLineTool.printOutput("wrote \(FileDisplay.shown(path))") }
        let shown = FileDisplay.shown(ProjectPath.absolute(folder))
        CommandLineTool.printOutput("""

        next: cd \(shown) && proofsheet check --record missing   (records the first goldens)
              proofsheet check                                 (compares every cell with them)
        """)
        return 0
    }
}
