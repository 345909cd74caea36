import ProofsheetProject
import ProofsheetSpec

/// A decision to accept a finding for a while: which finding (by id, by the id of its problem — every cell
/// of one defect —, or by screen, node and criterion),
/// why, who owns it and until when (`expires`, inclusive).
///
/// From `layouts/waivers.json` (`AuditWaivers`). A node waiver matches the node's id, its JSON path, or any
/// synthetic part of it (`save` covers `save.label`).
public struct AuditWaiver: Hashable, Sendable {
    public enum Target: Hashable, Sendable, CustomStringConvertible {
        case finding(id: String)
        case problem(id: String)
        case node(screen: String, node: String, criterion: AuditCriterion)

        public var description: String {
            switch self {
            case .finding(let id): return "finding \(id)"
            case .problem(let id): return "problem \(id)"
            case let .node(screen, node, criterion): return "\(criterion) on \(screen)/\(node)"
            }
        }
    }

    public var target: Target
    public var reason: String
    public var owner: String
    /// The last day the waiver applies.
    public var expires: CalendarDate
    /// Where it was written (`layouts/waivers.json:7:5`), for messages.
    public var source: String

    public init(target: Target, reason: String, owner: String, expires: CalendarDate, source: String = "") {
        self.target = target
        self.reason = reason
        self.owner = owner
        self.expires = expires
        self.source = source
    }

    public func matches(_ finding: Finding) -> Bool {
        switch target {
        case .finding(let id):
            return finding.id == id
        case .problem(let id):
            return finding.problemID == id
        case let .node(screen, node, criterion):
            // A screen's waiver covers its states (`wallet` covers `wallet@empty`); a state's covers that state.
            return (finding.screen == screen || ScreenStateID(finding.screen).screen == screen) && finding.criterion == criterion
                && (finding.nodeID.isWithin(NodeID(node)) || finding.nodePath == node)
        }
    }

    /// Past its last day: `expires` is before `today`.
    public func isExpired(on today: CalendarDate) -> Bool { expires < today }
}
