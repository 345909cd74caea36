import ProofsheetKit

/// The audit part of the end-of-run summary: findings per criterion and severity, what blocks, unused waivers
/// (the problems themselves are listed by `ProblemsSummary`).
enum FindingsSummary {
    /// `listsUnusedWaivers`: only a run over the whole matrix can tell that a waiver matches nothing.
    static func text(_ report: CheckReport, audits: CheckRun.AuditRun, terminal: Terminal, listsUnusedWaivers: Bool) -> String {
        let findings = report.cells.flatMap(\.findings)
        var lines = ["", "  audit findings (criterion, severity: count, blocking)"]
        var groups: [String: (count: Int, blocking: Int, waived: Int)] = [:]
        for finding in findings {
            let key = "\(finding.criterion) (\(finding.wcag ?? "-")), \(finding.severity)"
            var entry = groups[key] ?? (0, 0, 0)
            entry.count += 1
            if finding.isBlocking { entry.blocking += 1 }
            if finding.waiver != nil { entry.waived += 1 }
            groups[key] = entry
        }
        if groups.isEmpty { lines.append("    none") }
        for key in groups.keys.sorted() {
            let entry = groups[key] ?? (0, 0, 0)
            var line = "    \(key): \(entry.count)"
            if entry.blocking > 0 { line += ", " + terminal.paint("\(entry.blocking) blocking", "31;1") }
            if entry.waived > 0 { line += ", \(entry.waived) waived" }
            lines.append(line)
        }
        let enforced = audits.settings.enforced.map(\.rawValue).joined(separator: ", ")
        lines.append("  enforced: \(enforced)")
        for waiver in listsUnusedWaivers ? audits.waivers.unused(by: findings) : [] {
            lines.append(MessageText.escaped("  waiver for \(waiver.target) (\(waiver.source)) matched nothing: remove it"))
        }
        return lines.joined(separator: "\n")
    }
}
