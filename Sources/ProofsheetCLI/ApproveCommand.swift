import Foundation
import ProofsheetKit

/// `proofsheet approve`: the last check's changed and new cells become goldens.
enum ApproveCommand {
    /// Approval writes exactly what it names: a screen's own goldens, a state's by its id.
    static let options = MatrixOptions.specs.map { $0.name == OptionSpec.screen.name ? screen : $0 } + [
        .report, .value("--cause", "ID", "only the cells of this cause group of the last check (report.json causes[].id)"),
    ]
    static let screen = OptionSpec.screen.meaning("only this screen's cells, not its states'; a state by its id: wallet@empty")

    static func run(_ words: [String]) throws -> Int32 {
        let arguments = try ParsedArguments(words, options: options)
        guard arguments.positionals.isEmpty else { throw UsageError(message: "approve takes no positional arguments") }
        // The filters are read first: a value not of its flag's kind is a usage error whatever the project holds.
        var filter = try MatrixOptions.filter(arguments)
        let project = try Project.load(configPath: try ProjectLocator.configPath(arguments))
        let runLock = try RunLock(folder: project.config.paths.output, command: "approve")
        defer { runLock.release() }
        let folder = arguments.value("--report").map { ProjectPath.absolute($0) } ?? project.config.paths.output + "/report"
        let approval = try Approval.load(project: project, reportFolder: folder)
        // `--screen wallet` approves wallet's goldens only; its states by their own ids (or with `--state`).
        filter.screensIncludeStates = !filter.states.isEmpty
        let cause = arguments.value("--cause")
        if let cause {
            do { _ = try approval.report.cause(cause) } catch { throw UsageError(message: "--cause \(error)") }
        }
        let outcomes = try approval.run(filter: filter, cause: cause, jobs: try MatrixOptions.jobs(arguments))
        var withStates = filter
        withStates.screensIncludeStates = true
        let leftOut = Set(approval.candidates(filter: withStates, cause: cause).map(\.cell)).subtracting(outcomes.map(\.cell))
        for state in Set(leftOut.map(\.screen)).sorted() {
            let count = leftOut.filter { $0.screen == state }.count
            print("note: \(state) has \(count) changed or new cell(s) too, not approved; approve them with --screen \(state)")
        }
        if outcomes.isEmpty {
            CommandLineTool.printOutput("nothing to approve: the last check (\(FileDisplay.shown(folder))/report.json) has no changed or new cells\(filter.isEmpty ? "" : " matching the filters")")
            return 0
        }
        var failed = 0
        for outcome in outcomes {
            if let error = outcome.error {
                failed += 1
                CommandLineTool.printError("error: \(outcome.cell): \(error)")
            } else {
                CommandLineTool.printOutput("approved \(outcome.cell) → \(FileDisplay.shown(outcome.golden))")
            }
        }
        CommandLineTool.printOutput("approved \(outcomes.count - failed) of \(outcomes.count) cell(s)")
        let reuses = outcomes.compactMap(\.reuse)
        let bands = reuses.reduce(0) { $0 + $1.bands }
        if bands > 0 {
            CommandLineTool.printOutput("compressed bands copied from the goldens replaced: \(reuses.reduce(0) { $0 + $1.reusedBands }) of \(bands)")
        }
        for outcome in outcomes {
            if case .inconsistent(let reason) = outcome.reuse?.previous {
                CommandLineTool.printOutput("note: \(outcome.cell): the golden replaced was not reused (\(reason)); the new one was encoded in full")
            }
        }
        return failed == 0 ? 0 : 1
    }
}

/// `proofsheet merge DIR...`: one report from the report folders of several shards.
enum MergeCommand {
    static let options: [OptionSpec] = [.out.meaning("the folder of the merged report (default: merged-report)", valueName: "DIR")]

    static func run(_ words: [String]) throws -> Int32 {
        let arguments = try ParsedArguments(words, options: options)
        guard !arguments.positionals.isEmpty else { throw UsageError(message: "merge needs the report folders of the shards") }
        let out = ProjectPath.absolute(arguments.value("--out") ?? "merged-report")
        // Paths in each shard's report are relative to its folder; rebase them onto the merged folder.
        let reports = try arguments.positionals.map { folder -> CheckReport in
            let absolute = ProjectPath.absolute(folder)
            return try CheckReport.read(fromFolder: absolute).rebased(from: absolute, to: out)
        }
        let merged = try ReportMerger.merge(reports)
        try ReportWriter.write(merged, toFolder: out, title: "Proofsheet check (merged)")
        let counts = merged.counts
        CommandLineTool.printOutput("merged \(reports.count) report(s): \(merged.cells.count) cells, \(counts[.pass] ?? 0) pass, \(counts[.changed] ?? 0) changed, \(counts[.new] ?? 0) new, \(counts[.error] ?? 0) error → \(FileDisplay.shown(out))/index.html")
        return merged.hasFailures ? 1 : 0
    }
}
