import ProofsheetKit

/// `proofsheet strings [--config FILE]`: per locale the keys missing, the plural categories missing for the
/// locale's CLDR rules and the translations marked for review, then the keys no screen uses (`StringsReport`).
/// Exit status: 0 when no locale misses a key or category, 1 when one does, 2 when a catalog cannot be read.
enum StringsCommand {
    static let usage = "strings [--config FILE]"
    static let options: [OptionSpec] = [.value("--config")]

    static func run(_ words: [String]) throws -> Int32 {
        let arguments = try ParsedArguments(words, options: options)
        guard arguments.positionals.isEmpty else { throw UsageError(message: "strings takes no arguments") }
        let project = try Project.load(configPath: try ProjectLocator.configPath(arguments))
        let report = try StringsReport(project: project)
        CommandLineTool.printOutput(report.text(), terminator: "")
        return report.hasGaps ? 1 : 0
    }
}
