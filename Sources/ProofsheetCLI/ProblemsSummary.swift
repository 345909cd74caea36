import ProofsheetKit

/// The problems part of the end-of-run summary: worst first, all of them or the first `limit`, and always a line
/// saying how many were not shown and where they are, so none is dropped silently.
enum ProblemsSummary {
    /// How many problems the terminal shows unless `--problems N|all` says otherwise.
    static let defaultLimit = 10
    static let option = OptionSpec.value("--problems", "N|all", "how many problems to list, worst first (default: the \(defaultLimit) worst)")

    /// `--problems`: a positive count or `all` (nil).
    static func limit(_ arguments: ParsedArguments) throws -> Int? {
        guard let text = arguments.value("--problems") else { return defaultLimit }
        if text == "all" { return nil }
        guard let count = Int(text), count >= 0 else {
            throw UsageError(message: "--problems expects a count (0 or more) or 'all', found '\(text)'")
        }
        return count
    }

    static func text(_ report: CheckReport, limit: Int?, terminal: Terminal) -> String {
        let problems = report.problems
        let blocking = problems.filter(\.isBlocking).count
        var lines = ["", "  problems (worst first): \(problems.count)" + (blocking > 0 ? ", " + terminal.paint("\(blocking) blocking", "31;1") : "")]
        if problems.isEmpty { lines.append("    none") }
        let shown = limit.map { Array(problems.prefix($0)) } ?? problems
        for (number, problem) in shown.enumerated() {
            let label = problem.isBlocking ? terminal.paint("BLOCKING \(problem.severity)", "31;1")
                : problem.waivedCount == problem.findings.count ? "waived \(problem.severity)" : "\(problem.severity)"
            // Titles, places and messages quote project text (a translation's ESC or NUL): escaped, the label is not.
            lines.append("  \(number + 1). \(label) " + MessageText.escaped("\(problem.title) [problem \(problem.id)]"))
            lines.append("     " + MessageText.escaped(problem.scope))
            lines.append("     " + MessageText.escaped(problem.worstPlace))
            lines.append("     " + MessageText.escaped(problem.worst.message))
        }
        let hidden = problems.count - shown.count
        if hidden > 0 {
            lines.append("  … and \(hidden) more (report.json: problems[]; show all with --problems all)")
        }
        return lines.joined(separator: "\n")
    }
}
