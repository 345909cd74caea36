import Foundation
import ProofsheetKit

/// `proofsheet check` (the default command): the whole matrix against the goldens.
enum CheckCommand {
    static let options = MatrixOptions.specs + [
        .value("--record", "WHEN", "write goldens: missing, changed, all or never (default never)"), .shard, .report,
        .flag("--prune-orphans", "delete goldens no cell of the matrix produces"), .today, ProblemsSummary.option,
        .format.meaning("how problems are printed: text or json"),
        .flag("--full", "render every cell, even those unchanged since they passed (nightly runs)"),
        .value("--base", "REV", "manifest store: the commit expected images are re-rendered from (default: the last that changed the manifest)"),
    ]
    /// `audit` reads and writes no goldens and keeps no check cache: no `--record`, `--prune-orphans`, `--full` or `--base`.
    static let auditOptions = options.filter { !checkOnly.contains($0.name) }
    static let checkOnly = ["--record", "--prune-orphans", "--full", "--base"]

    static func run(_ words: [String]) throws -> Int32 {
        try run(words, comparesGoldens: true)
    }

    /// `check` compares with goldens and audits; `audit` (comparesGoldens false) only audits.
    static func run(_ words: [String], comparesGoldens: Bool) throws -> Int32 {
        func optionName(_ word: String) -> String { String(word.split(separator: "=", maxSplits: 1).first ?? "") }
        if !comparesGoldens, let word = words.first(where: { checkOnly.contains(optionName($0)) }) {
            throw UsageError(message: "audit reads and writes no goldens: \(optionName(word)) belongs to check")
        }
        let arguments = try ParsedArguments(words, options: comparesGoldens ? options : auditOptions)
        let name = comparesGoldens ? "check" : "audit"
        guard arguments.positionals.isEmpty else { throw UsageError(message: "\(name) takes no positional arguments (got '\(arguments.positionals[0])')") }
        var checkOptions = CheckRun.Options()
        checkOptions.filter = try MatrixOptions.filter(arguments)
        checkOptions.jobs = try MatrixOptions.jobs(arguments)
        if let record = arguments.value("--record") {
            guard let mode = RecordMode(rawValue: record) else {
                throw UsageError(message: "--record must be one of \(RecordMode.allCases.map(\.rawValue).joined(separator: ", "))")
            }
            checkOptions.record = mode
        }
        if let shard = arguments.value("--shard") {
            guard let parsed = Sharding.parse(shard) else { throw UsageError(message: "--shard expects i/n with 1 ≤ i ≤ n (e.g. 2/4), found '\(shard)'") }
            checkOptions.shard = parsed
        }
        checkOptions.reportFolder = arguments.value("--report").map { ProjectPath.absolute($0) }
        checkOptions.full = arguments.has("--full")
        checkOptions.base = arguments.value("--base")
        let problemLimit = try ProblemsSummary.limit(arguments)
        let format = arguments.value("--format") ?? "text"
        guard ["text", "json"].contains(format) else { throw UsageError(message: "--format must be text or json, found '\(format)'") }

        let project = try Project.load(configPath: try ProjectLocator.configPath(arguments))
        // One run at a time per project: runs share the report folder, artefacts and goldens (docs/hardening.md).
        let runLock = try RunLock(folder: project.config.paths.output, command: name)
        defer { runLock.release() }
        MatrixOptions.reportScreenErrors(project)
        checkOptions.comparesGoldens = comparesGoldens
        checkOptions.audits = try CheckRun.AuditRun.load(project: project, today: try Today.date(arguments))
        let run = CheckRun(project: project, options: checkOptions)
        let terminal = Terminal()
        let lock = NSLock()
        let outcome = try run.execute { done, total, result in
            lock.lock()
            terminal.progress(done: done, total: total, result: result)
            lock.unlock()
        }
        let report = outcome.report
        terminal.clearLine()
        try ReportWriter.write(report, toFolder: run.reportFolder, title: comparesGoldens ? "Proofsheet check" : "Proofsheet audit")

        var pruned: [String] = []
        if arguments.has("--prune-orphans") {
            pruned = try Orphans.prune(project: project)
        }
        // With --format json, stdout holds only the JSON (for scripts); the summary for people goes to stderr.
        var summary = Summary.text(report, reportFolder: run.reportFolder, elapsed: Date().timeIntervalSince(terminal.start),
                                   terminal: terminal, pruned: pruned, comparedGoldens: comparesGoldens, reused: outcome.reused,
                                   cacheProblem: outcome.cacheProblem, waiversFile: checkOptions.audits.map { Summary.waiversFile($0, config: project.config) })
        if let audits = checkOptions.audits {
            let wholeMatrix = checkOptions.filter.isEmpty && checkOptions.shard == nil
            summary += "\n" + FindingsSummary.text(report, audits: audits, terminal: terminal, listsUnusedWaivers: wholeMatrix)
            summary += "\n" + ProblemsSummary.text(report, limit: problemLimit, terminal: terminal)
        }
        if format == "json" {
            StandardError.write(summary + "\n")
            print(report.problemsJSONText())
        } else {
            print(summary)
        }
        return report.hasFailures ? 1 : 0
    }
}

/// The end-of-run summary: counts per status, slowest failures first, where the report is, what to do next.
/// Project text in it (cause titles, orphan paths) is escaped where it is put in (`MessageText`): the summary
/// itself holds the terminal's colour codes, so it cannot be escaped whole.
enum Summary {
    static func text(_ report: CheckReport, reportFolder: String, elapsed: Double, terminal: Terminal, pruned: [String],
                     comparedGoldens: Bool, reused: Int = 0, cacheProblem: String? = nil, waiversFile: String? = nil) -> String {
        let counts = report.counts
        var lines: [String] = []
        lines.append("")
        lines.append("  status    cells")
        for status in CellStatus.allCases {
            lines.append("  \(terminal.label(status))\(String(repeating: " ", count: max(1, 10 - status.rawValue.count)))\(counts[status] ?? 0)")
        }
        let recorded = report.cells.filter(\.recorded).count
        let audited = report.cells.filter { $0.status == .pass && $0.hasBlockingFindings }.count
        if audited > 0 { lines.append("  \(terminal.paint("AUDIT", "31;1"))     \(audited) passing cell(s) with enforced audit errors") }
        if recorded > 0 { lines.append("  recorded  \(recorded) golden(s)") }
        lines.append("  total     \(report.cells.count) in \(String(format: "%.1f", elapsed)) s")
        if comparedGoldens {
            lines.append("  skipped   \(reused) unchanged since they passed (not rendered; 'check --full' renders all)")
            if let cacheProblem { lines.append("  note      check cache: \(cacheProblem)") }
        }
        let causes = report.causes
        if !causes.isEmpty {
            lines.append("")
            lines.append("  \(causes.count) cause(s) of changed cells:")
            let recordedCells = Set(report.cells.filter(\.recorded).map(\.cell.description))
            for cause in causes {
                // A cause whose goldens this run recorded (`--record changed|all`) leaves nothing to approve.
                let next = cause.cells.allSatisfy(recordedCells.contains) ? "recorded" : MessageText.escaped(cause.approveCommand)
                lines.append("    \(cause.rendererOnly ? "[renderer only] " : "")\(MessageText.escaped(cause.title)) → \(cause.count) cell(s)   " + next)
            }
        }
        if !report.orphans.isEmpty {
            lines.append("")
            lines.append("  \(report.orphans.count) orphaned golden(s) no cell produces (delete with 'proofsheet check --prune-orphans'):")
            for orphan in report.orphans.prefix(10) { lines.append("    " + MessageText.escaped(orphan)) }
        }
        if !pruned.isEmpty { lines.append("  deleted \(pruned.count) orphaned golden(s)") }
        lines.append("")
        lines.append("report: \(MessageText.escaped(FileDisplay.shown(reportFolder)))/index.html (also report.json, junit.xml)")
        let failing = report.cells.filter(\.isFailing)
        if !failing.isEmpty {
            lines.append("\(failing.count) cell(s) failed. Review the report, then accept intended changes with 'proofsheet approve'"
                + (failing.contains(where: \.hasBlockingFindings)
                    ? "; fix audit errors or waive them in \(MessageText.escaped(waiversFile ?? "the waivers file")) (docs/audits.md)." : "."))
        } else if comparedGoldens && recorded > 0 {
            lines.append("recorded \(recorded) golden(s); the other \(report.cells.count - recorded) cells match theirs; all pass the enforced audits.")
        } else if comparedGoldens {
            lines.append("all \(report.cells.count) cells match their goldens and pass the enforced audits.")
        } else {
            lines.append("all \(report.cells.count) cells rendered and pass the enforced audits (goldens not compared).")
        }
        return lines.joined(separator: "\n")
    }

    /// The waivers file this project reads, as the terminal shows paths: the config's `audits.waivers`, else
    /// `waivers.json` beside the config (read once it exists), so an `init` project reads `waivers.json`.
    static func waiversFile(_ audits: CheckRun.AuditRun, config: ProjectConfig) -> String {
        let path = audits.settings.waiversFile
            ?? (config.file as NSString).deletingLastPathComponent + "/" + AuditSettings.defaultWaiversFile
        return FileDisplay.shown(path)
    }
}
