import ProofsheetProject
import ProofsheetSpec

/// Across the text sizes of a matrix: at which size a string first clips, truncates or overlaps.
///
/// Findings of `clippedText`, `truncatedText` and `overlappingText` are grouped by screen, device, locale,
/// mode, Bold Text and node; the smallest text size in a group (`TextSize` order: iOS categories in Apple's
/// order, font scales by value) is where that text first fails, named as the cell names it ("AX3",
/// "font scale 1.5", "2.0×"). Only the sizes that were audited are known, so a filtered run reports the first
/// failing size among those it rendered.
package enum ScaleSweep {
    /// The criteria whose findings depend on the text scale.
    package static let criteria: [AuditCriterion] = [.clippedText, .truncatedText, .brokenWord, .overlappingText]

    /// One text across the sizes of one screen/device/locale/mode/Bold Text.
    package struct Group: Hashable, Sendable {
        package var screen: String
        package var device: String
        package var locale: LocaleID
        package var mode: ThemeMode
        package var boldText: Bool
        package var nodeID: NodeID
        package var nodePath: String
        /// The text sizes with a finding, ascending.
        package var failingScales: [TextSize]
        /// Criteria found, in report order.
        package var criteria: [AuditCriterion]

        package var firstFailingScale: TextSize? { failingScales.first }
    }

    /// The groups, sorted by screen, device, locale, mode, node id.
    package static func groups(findings: [Finding]) -> [Group] {
        var groups: [String: Group] = [:]
        for finding in findings where criteria.contains(finding.criterion) {
            let key = groupKey(finding)
            var group = groups[key] ?? Group(screen: finding.screen, device: finding.cell.device, locale: finding.cell.locale,
                                             mode: finding.cell.mode, boldText: finding.cell.boldText, nodeID: finding.nodeID, nodePath: finding.nodePath,
                                             failingScales: [], criteria: [])
            if !group.failingScales.contains(finding.cell.textSize) { group.failingScales.append(finding.cell.textSize) }
            if !group.criteria.contains(finding.criterion) { group.criteria.append(finding.criterion) }
            group.failingScales.sort()
            group.criteria.sort()
            groups[key] = group
        }
        return groups.keys.sorted().compactMap { groups[$0] }
    }

    /// The findings, in the same order, with `firstFailingScale` (e.g. "2.0×", "AX3", "font scale 1.5") added to
    /// the evidence of each size-dependent one: the smallest size at which its text fails in the same
    /// screen/device/locale/mode/Bold Text.
    package static func firstFailingScale(findings: [Finding]) -> [Finding] {
        var first: [String: TextSize] = [:]
        for group in groups(findings: findings) {
            first[key(group.screen, group.device, group.locale, group.mode, group.boldText, group.nodeID, group.nodePath)] = group.firstFailingScale
        }
        return findings.map { finding in
            guard criteria.contains(finding.criterion), let size = first[groupKey(finding)] else { return finding }
            var annotated = finding
            annotated.evidence.append("firstFailingScale", size.description)
            return annotated
        }
    }

    package static func groupKey(_ finding: Finding) -> String {
        key(finding.screen, finding.cell.device, finding.cell.locale, finding.cell.mode, finding.cell.boldText, finding.nodeID, finding.nodePath)
    }

    /// Bold Text adds to the key only when on, so keys of matrices without it read as before.
    private static func key(_ screen: String, _ device: String, _ locale: LocaleID, _ mode: ThemeMode, _ bold: Bool,
                            _ nodeID: NodeID, _ nodePath: String) -> String {
        ([screen, device, locale.identifier, mode.rawValue, nodeID.name, nodePath] + (bold ? ["bold"] : [])).joined(separator: "\u{1F}")
    }
}
