import ProofsheetKit

/// `proofsheet init [DIR]`: writes a starter project (`ProjectTemplate`) into DIR (default: the current folder).
enum InitCommand {
    static let options: [OptionSpec] = []

    static func run(_ words: [String]) throws -> Int32 {
        let arguments = try ParsedArguments(words, options: options)
        guard arguments.positionals.count <= 1 else { throw UsageError(message: "init takes at most one folder") }
        let folder = arguments.positionals.first ?? "."
        let written = try ProjectTemplate.write(into: folder)
        for path in written { CommandLineTool.printOutput("wrote \(FileDisplay.shown(path))") }
        let shown = FileDisplay.shown(ProjectPath.absolute(folder))
        CommandLineTool.printOutput("""

        next: cd \(shown) && proofsheet check --record missing   (records the first goldens)
              proofsheet check                                 (compares every cell with them)
        """)
        return 0
    }
}
