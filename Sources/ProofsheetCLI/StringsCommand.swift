import ProofsheetKit
import ProofsheetStore

/// `proofsheet strings [--config FILE] [--used] [--all] [--format text|json]`: per locale the keys missing, the plural
/// categories missing for the locale's CLDR rules and the translations marked for review, then the keys no screen
/// uses (`StringsReport`), one key per line.
///
/// Exit status: 0 when no locale misses a key or category that a screen, state or store shot uses (with `--all`:
/// any key), 1 when one does, 2 when a catalog cannot be read. `--used` lists only the keys screens use.
enum StringsCommand {
    static let options: [OptionSpec] = [
        .config, .flag("--used", "only the keys a screen, screen state or store shot uses"),
        .flag("--all", "count missing keys that no screen uses in the exit status too"),
        .format.meaning("how the whole report is printed: text or json"),
    ]

    static func run(_ words: [String]) throws -> Int32 {
        let arguments = try ParsedArguments(words, options: options)
        guard arguments.positionals.isEmpty else { throw UsageError(message: "strings takes no arguments") }
        let format = arguments.value("--format") ?? "text"
        guard ["text", "json"].contains(format) else { throw UsageError(message: "--format must be text or json, found '\(format)'") }
        if arguments.has("--used") && arguments.has("--all") {
            throw UsageError(message: "--used lists only the keys screens use and --all counts every key; give one of them")
        }
        let project = try Project.load(configPath: try ProjectLocator.configPath(arguments))
        var report = try StringsReport(project: project)
        if arguments.has("--used") { report = report.onlyUsed() }
        let all = arguments.has("--all")
        if format == "json" {
            CommandLineTool.printOutput(report.jsonValue(countingAll: all).jsonText())
        } else {
            CommandLineTool.printOutput(report.text(countingAll: all), terminator: "")
        }
        return report.hasGaps(all: all) ? 1 : 0
    }
}
