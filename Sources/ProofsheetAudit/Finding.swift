import ProofsheetRaster
import ProofsheetProject
import ProofsheetSpec

/// One accessibility problem the audits found in one cell: what, where (screen, node, rectangle in points),
/// how bad, and the measurements behind it.
///
/// `id` is a 12-digit hex hash of the screen, node id and path, criterion, cell and an optional `key` that
/// tells apart several findings of one criterion on one node (the other node of an overlap): the same
/// finding has the same id on every run and machine, so waivers and reports can refer to it. `problemID` hashes
/// the same fields without the cell, plus the node that caused it (`causeNodeID`): the findings of one defect
/// across locales, modes, scales and devices share it and form one `Problem`. Its path is that of the first node
/// with the node's id, so alternatives sharing an id (`firstFit` candidates, `when` branches) are one problem.
/// `rect` is in points, device coordinates, top-left origin.
public struct Finding: Hashable, Sendable {
    public let id: String
    public var criterion: AuditCriterion
    /// The WCAG 2.2 success criterion cited ("1.4.3"); nil for checks WCAG does not cover (missing glyphs).
    public var wcag: String?
    public var severity: FindingSeverity
    /// Whether the settings enforce this criterion (`AuditSettings.enforced`).
    public var isEnforced: Bool
    public var screen: String
    /// The resolved node's id (`save`, or `save.label` for a control's part).
    public var nodeID: NodeID
    /// The JSON path of the authored node in the screen spec (`root.children[1].children[3]`).
    public var nodePath: String
    public var cell: Cell
    /// Where, in points (device coordinates).
    public var rect: Rect
    /// One line saying what is wrong and what to do.
    public var message: String
    public var evidence: FindingEvidence
    /// The waiver covering this finding, when one does (see `AuditWaivers.apply`).
    public var waiver: AuditWaiver?
    /// The id of the `Problem` this finding belongs to (see the type's summary).
    public let problemID: String
    /// How far the measurement is from passing, in the criterion's unit (contrast: ratio below the requirement;
    /// clipped text: points of text outside its box or clip; touch targets: points missing of the minimum);
    /// nil when the criterion has no measurement. The worst finding of a problem has the largest.
    public var shortfall: Double?
    /// The node whose growth caused this finding (the label that wrapped and pushed this text out of its card),
    /// when it is another node than the one cut; part of the problem's identity.
    public var causeNodeID: NodeID?

    /// `problemPath` is the path that identifies the node's problem: the path of the first node of the screen
    /// with the same id (`ResolvedNode.elementPath`), so alternatives sharing an id are one problem; default `nodePath`.
    public init(criterion: AuditCriterion, wcag: String? = nil, severity: FindingSeverity, isEnforced: Bool = true,
                nodeID: NodeID, nodePath: String, problemPath: String? = nil, cell: Cell, rect: Rect, message: String,
                evidence: FindingEvidence = FindingEvidence(), key: String = "", shortfall: Double? = nil,
                causeNodeID: NodeID? = nil) {
        self.init(id: Finding.id(screen: cell.screen.name, nodeID: nodeID, nodePath: nodePath, criterion: criterion, cell: cell, key: key),
                  criterion: criterion, wcag: wcag ?? criterion.defaultWCAG, severity: severity, isEnforced: isEnforced,
                  nodeID: nodeID, nodePath: nodePath, cell: cell, rect: rect, message: message, evidence: evidence, waiver: nil,
                  problemID: Finding.problemID(screen: cell.screen.name, nodeID: nodeID, nodePath: problemPath ?? nodePath, criterion: criterion,
                                               key: key, causeNodeID: causeNodeID),
                  // To 1/100, as report.json writes it, so a finding read back equals the one written.
                  shortfall: shortfall.map { ($0 * 100).rounded() / 100 }, causeNodeID: causeNodeID)
    }

    /// A finding with every field given, as read back from a report.
    package init(id: String, criterion: AuditCriterion, wcag: String?, severity: FindingSeverity, isEnforced: Bool, nodeID: NodeID,
         nodePath: String, cell: Cell, rect: Rect, message: String, evidence: FindingEvidence, waiver: AuditWaiver?,
         problemID: String, shortfall: Double?, causeNodeID: NodeID?) {
        self.id = id
        self.criterion = criterion
        self.wcag = wcag
        self.severity = severity
        self.isEnforced = isEnforced
        self.screen = cell.screen.name
        self.nodeID = nodeID
        self.nodePath = nodePath
        self.cell = cell
        self.rect = rect
        self.message = message
        self.evidence = evidence
        self.waiver = waiver
        self.problemID = problemID
        self.shortfall = shortfall
        self.causeNodeID = causeNodeID
    }

    /// An error of an enforced criterion that no waiver covers: this fails the check.
    public var isBlocking: Bool { isEnforced && severity == .error && waiver == nil }

    /// The stable id of a finding with these fields (see the type's summary).
    public static func id(screen: String, nodeID: NodeID, nodePath: String, criterion: AuditCriterion, cell: Cell,
                          key: String = "") -> String {
        var hash = StableHash()
        for field in [screen, nodeID.name, nodePath, criterion.rawValue, cell.description, key] { hash.combine(field) }
        return hash.hex(digits: 12)
    }

    /// The stable id of the problem a finding with these fields belongs to: its id's fields without the cell,
    /// plus the causing node, so it is the same in every cell that shows the defect.
    public static func problemID(screen: String, nodeID: NodeID, nodePath: String, criterion: AuditCriterion,
                                 key: String = "", causeNodeID: NodeID? = nil) -> String {
        var hash = StableHash()
        for field in ["problem", screen, nodeID.name, nodePath, criterion.rawValue, key, causeNodeID?.name ?? ""] { hash.combine(field) }
        return hash.hex(digits: 12)
    }
}
