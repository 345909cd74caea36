import Foundation
import ProofsheetKit
import ProofsheetStore

/// `proofsheet store`: app-store screenshot drafts for every preset and locale of the config's `store` section.
///
/// Exit status: 0 when every shot was written and no finding is an error (warnings are printed), 1 when a shot
/// failed, broke its preset's rules or has an error finding (cut caption, missing glyphs), 2 for a bad config.
enum StoreCommand {
    static let options: [OptionSpec] = [
        .config, .value("--preset", "NAME", repeatable: true, "only this store preset"), .locale,
        .out.meaning("the folder to write the shots to (default: <output>/store)", valueName: "DIR"), .jobs,
    ]

    static func run(_ words: [String]) throws -> Int32 {
        let arguments = try ParsedArguments(words, options: options)
        guard arguments.positionals.isEmpty else {
            throw UsageError(message: "store takes no positional arguments (got '\(arguments.positionals[0])')")
        }
        // `--locale` read as the matrix commands read it (the only filter flag store takes).
        let locales = try MatrixOptions.filter(arguments).locales
        let project = try Project.load(configPath: try ProjectLocator.configPath(arguments))
        MatrixOptions.reportScreenErrors(project)
        let config = try StoreConfig.load(from: project)
        let out = arguments.value("--out") ?? project.config.paths.output + "/store"
        var run = StoreRun(project: project, config: config, outputFolder: out, jobs: try MatrixOptions.jobs(arguments))
        do {
            try run.narrow(presets: arguments.all("--preset"), locales: locales)
        } catch let error as StoreError {
            throw UsageError(message: error.description)
        }

        let start = Date()
        let report = try run.run()
        let seconds = Date().timeIntervalSince(start)

        for finding in report.findings {
            let line = "\(finding.severity.rawValue): \(finding.preset)/\(finding.locale.identifier)\(finding.shot.map { "/" + $0 } ?? ""): \(finding.message)"
            CommandLineTool.printError(line)
        }
        let written = report.shots.filter { $0.error == nil }
        let megabytes = Double(written.map(\.fileBytes).reduce(0, +)) / 1_000_000
        let largest = Double(written.map(\.fileBytes).max() ?? 0) / 1_000_000
        CommandLineTool.printOutput("wrote \(written.count) of \(report.shots.count) shots (\(report.presets.count) presets × \(report.locales.count) locales"
              + " × \(config.shots.count) shots) and \(report.contactSheets.count) contact sheets to \(FileDisplay.shown(out))")
        CommandLineTool.printOutput(String(format: "%.1f s in all, %.2f s per shot on %d jobs; %.1f MB of PNG, largest %.2f MB", seconds,
                     seconds / Double(max(1, report.shots.count)), run.jobs, megabytes, largest))
        let errors = report.findings.filter { $0.severity == .error }.count
        let warnings = report.findings.count - errors
        CommandLineTool.printOutput("\(errors) error(s), \(warnings) warning(s); details in \(FileDisplay.shown(out + "/summary.json"))")
        return report.hasErrors ? 1 : 0
    }
}
