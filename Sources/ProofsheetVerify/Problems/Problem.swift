import ProofsheetAudit
import ProofsheetProject
import ProofsheetSpec

/// One defect the audits found, however many cells show it: the findings that share a screen, node, criterion
/// and cause (`Finding.problemID`) across locales, modes, text scales and devices.
///
/// Built by `Problem.group(_:)` from a report's cells, never stored apart from them: report.json writes it
/// for readers and checks it on reading. Rectangles are in points (device coordinates, top-left origin) of
/// the worst cell.
public struct Problem: Hashable, Sendable {
    /// Stable across runs and machines (`Finding.problemID`): waivers can name it (`{"problem": id}`).
    public let id: String
    public let criterion: AuditCriterion
    public let wcag: String?
    /// The most severe of its findings' severities.
    public let severity: FindingSeverity
    /// Some finding of it fails the check (enforced, error, not waived).
    public let isBlocking: Bool
    public let screen: String
    public let nodeID: NodeID
    public let nodePath: String
    /// The node whose growth caused it, when another than `nodeID` (`Finding.causeNodeID`).
    public let causeNodeID: NodeID?
    /// Its findings in cell order, one per cell.
    public let findings: [Finding]
    /// The finding with the worst measurement (most severe, then largest shortfall, then first cell).
    public let worst: Finding

    /// The cells it appears in, in matrix order.
    public var cells: [Cell] { findings.map(\.cell) }
    public var devices: [String] { Set(cells.map(\.device)).sorted() }
    public var locales: [String] { Set(cells.map(\.locale.identifier)).sorted() }
    public var modes: [ThemeMode] { ThemeMode.allCases.filter { mode in cells.contains { $0.mode == mode } } }
    /// The text sizes it appears at, smallest first (`TextSize` order).
    public var textScales: [TextSize] { Set(cells.map(\.textSize)).sorted() }
    /// The smallest text size of the run at which it appears.
    public var firstFailingScale: TextSize { textScales.first ?? .multiplier(0) }
    /// How many of its findings a waiver covers.
    public var waivedCount: Int { findings.filter { $0.waiver != nil }.count }

    /// A problem of `findings`, which must share one `problemID` and be non-empty.
    package init(findings: [Finding]) {
        let sorted = findings.sorted { $0.cell < $1.cell }
        let worst = sorted.min { a, b in
            if a.severity != b.severity { return a.severity < b.severity }
            return (a.shortfall ?? 0) > (b.shortfall ?? 0)
        } ?? sorted[0]
        id = worst.problemID
        criterion = worst.criterion
        wcag = worst.wcag
        severity = worst.severity
        isBlocking = sorted.contains(where: \.isBlocking)
        screen = worst.screen
        nodeID = worst.nodeID
        nodePath = worst.nodePath
        causeNodeID = worst.causeNodeID
        self.findings = sorted
        self.worst = worst
    }

    /// Worst first: blocking, then severity, then the number of cells (more first), then criterion, screen,
    /// node and id, so the order is total and the same on every run.
    public static func worstFirst(_ a: Problem, _ b: Problem) -> Bool {
        if a.isBlocking != b.isBlocking { return a.isBlocking }
        if a.severity != b.severity { return a.severity < b.severity }
        if a.findings.count != b.findings.count { return a.findings.count > b.findings.count }
        if a.criterion != b.criterion { return a.criterion < b.criterion }
        return (a.screen, a.nodeID, a.nodePath, a.id) < (b.screen, b.nodeID, b.nodePath, b.id)
    }

    /// The problems of `cells`' findings, worst first (`worstFirst`).
    public static func group(_ cells: [CellResult]) -> [Problem] {
        var byID: [String: [Finding]] = [:]
        for finding in cells.flatMap(\.findings) { byID[finding.problemID, default: []].append(finding) }
        return byID.values.map { Problem(findings: $0) }.sorted(by: worstFirst)
    }
}
