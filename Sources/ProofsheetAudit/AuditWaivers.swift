/// The project's waivers (`layouts/waivers.json`) and how they apply to a cell's findings.
///
///     { "waivers": [
///         { "id": "3fa2c1d09b7e", "reason": "…", "owner": "…", "expires": "2025-12-31" },
///         { "screen": "quicklog", "node": "privacy", "criterion": "textContrast",
///           "reason": "…", "owner": "…", "expires": "2025-12-31" } ] }
///
/// `reason`, `owner` and `expires` (YYYY-MM-DD) are required. A waiver applies through its `expires` day;
/// from the next day it waives nothing and each cell where it would have applied gets an `expiredWaiver`
/// finding. "Today" is a parameter, never read from a clock here.
public struct AuditWaivers: Hashable, Sendable {
    public var waivers: [AuditWaiver]

    public init(_ waivers: [AuditWaiver] = []) {
        self.waivers = waivers
    }

    /// Attaches the first live waiver that matches to each finding, and adds one `expiredWaiver` finding per
    /// expired waiver that matches any finding of the list (which should be one cell's findings). Expired
    /// waivers leave their findings unwaived. Order: the input order, each cell's expiry findings last.
    public func apply(to findings: [Finding], today: CalendarDate, settings: AuditSettings = AuditSettings()) -> [Finding] {
        var result: [Finding] = []
        var expired: [(AuditWaiver, Finding)] = []
        for var finding in findings {
            for waiver in waivers where waiver.matches(finding) {
                if waiver.isExpired(on: today) {
                    if !expired.contains(where: { $0.0 == waiver && $0.1.cell == finding.cell }) { expired.append((waiver, finding)) }
                } else if finding.waiver == nil {
                    finding.waiver = waiver
                }
            }
            result.append(finding)
        }
        guard settings.audits(.expiredWaiver) else { return result }
        for (waiver, finding) in expired {
            let evidence: FindingEvidence = [
                "waiver": waiver.target.description, "expired": waiver.expires.description, "today": today.description,
                "owner": waiver.owner, "reason": waiver.reason, "source": waiver.source, "finding": finding.id,
            ]
            result.append(Finding(
                criterion: .expiredWaiver, severity: .error, isEnforced: settings.isEnforced(.expiredWaiver),
                nodeID: finding.nodeID, nodePath: finding.nodePath, cell: finding.cell, rect: finding.rect,
                message: "waiver for \(waiver.target) expired on \(waiver.expires) (owner \(waiver.owner)); fix the \(finding.criterion) finding or renew the waiver in \(waiver.source.isEmpty ? "waivers.json" : waiver.source)",
                evidence: evidence, key: waiver.target.description))
        }
        return result
    }

    /// Waivers that match none of `findings` (all cells of a full run): stale entries to remove.
    public func unused(by findings: [Finding]) -> [AuditWaiver] {
        waivers.filter { waiver in !findings.contains(where: waiver.matches) }
    }
}
