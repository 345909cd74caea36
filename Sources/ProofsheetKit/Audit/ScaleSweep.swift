/// Across the text scales of a matrix: at which scale a string first clips, truncates or overlaps.
///
/// Findings of `clippedText`, `truncatedText` and `overlappingText` are grouped by screen, device, locale,
/// mode and node; the smallest text scale in a group is where that text first fails. Only the scales that
/// were audited are known, so a filtered run reports the first failing scale among those it rendered.
enum ScaleSweep {
    /// The criteria whose findings depend on the text scale.
    static let criteria: [AuditCriterion] = [.clippedText, .truncatedText, .brokenWord, .overlappingText]

    /// One text across the scales of one screen/device/locale/mode.
    struct Group: Hashable, Sendable {
        var screen: String
        var device: String
        var locale: LocaleID
        var mode: ThemeMode
        var nodeID: String
        var nodePath: String
        /// The text scales with a finding, ascending.
        var failingScales: [Double]
        /// Criteria found, in report order.
        var criteria: [AuditCriterion]

        var firstFailingScale: Double { failingScales.first ?? 0 }
    }

    /// The groups, sorted by screen, device, locale, mode, node id.
    static func groups(findings: [Finding]) -> [Group] {
        var groups: [String: Group] = [:]
        for finding in findings where criteria.contains(finding.criterion) {
            let key = groupKey(finding)
            var group = groups[key] ?? Group(screen: finding.screen, device: finding.cell.device, locale: finding.cell.locale,
                                             mode: finding.cell.mode, nodeID: finding.nodeID, nodePath: finding.nodePath,
                                             failingScales: [], criteria: [])
            if !group.failingScales.contains(finding.cell.textScale) { group.failingScales.append(finding.cell.textScale) }
            if !group.criteria.contains(finding.criterion) { group.criteria.append(finding.criterion) }
            group.failingScales.sort()
            group.criteria.sort()
            groups[key] = group
        }
        return groups.keys.sorted().compactMap { groups[$0] }
    }

    /// The findings, in the same order, with `firstFailingScale` (e.g. "2.0×") added to the evidence of each
    /// scale-dependent one: the smallest scale at which its text fails in the same screen/device/locale/mode.
    static func firstFailingScale(findings: [Finding]) -> [Finding] {
        var first: [String: Double] = [:]
        for group in groups(findings: findings) {
            first[[group.screen, group.device, group.locale.identifier, group.mode.rawValue, group.nodeID, group.nodePath]
                .joined(separator: "\u{1F}")] = group.firstFailingScale
        }
        return findings.map { finding in
            guard criteria.contains(finding.criterion), let scale = first[groupKey(finding)] else { return finding }
            var annotated = finding
            annotated.evidence.append("firstFailingScale", AuditFormat.scale(scale))
            return annotated
        }
    }

    static func groupKey(_ finding: Finding) -> String {
        [finding.screen, finding.cell.device, finding.cell.locale.identifier, finding.cell.mode.rawValue, finding.nodeID, finding.nodePath]
            .joined(separator: "\u{1F}")
    }
}
