import ProofsheetProject
import ProofsheetSpec

/// Touch targets (WCAG 2.2 §2.5.5 / §2.5.8 and platform guidance): every interactive node that is not hidden.
///
/// * `touchTargetSize` (error): frame narrower or shorter than the cell's `TouchRule` (the project's minimum, else
///   its profile's: 44 pt on iOS, 48 dp on Android, 24 px on the web, the platform's unless the config names one).
///   Cites §2.5.5 for a minimum of 44 or more, §2.5.8 below.
/// * `touchTargetOverlap` (error): the visible parts of two targets overlap (neither inside the other).
/// * `touchTargetSpacing` (warning): an undersized target whose visible part is closer than
///   `minSpacing` to another target's. Targets of full size may touch (tab bars, segmented controls).
///
/// Overlap and spacing use what is visible of each frame in this cell, so content scrolled under a bar is
/// not mistaken for a neighbour of the bar's buttons.
package enum TouchTargetCheck {
    package static func run(_ s: AuditScene, into findings: inout [Finding]) {
        let rule = s.settings.touchRule(on: s.scene.device.platform)
        let minimum = rule.minimum
        let targets = s.nodes.indices.filter { index in
            s.nodes[index].semantics.isInteractive && !s.isHidden(index) && s.painted[index].opacity > 0 && !s.scene.frames[index].isEmpty
        }
        func isSmall(_ index: Int) -> Bool {
            let frame = s.scene.frames[index]
            return frame.width < minimum - 0.01 || frame.height < minimum - 0.01
        }
        if s.settings.audits(.touchTargetSize) {
            for index in targets where isSmall(index) {
                let frame = s.scene.frames[index]
                let evidence: FindingEvidence = [
                    "size": "\(rule.format(frame.width)) × \(rule.format(frame.height))",
                    "minimum": "\(rule.format(minimum)) (\(rule.isProjectMinimum ? "project" : rule.profile.rawValue))",
                ]
                findings.append(s.finding(.touchTargetSize, node: index, severity: .error, rect: frame,
                                          message: "\(s.describe(index)) is a \(evidence["size"]!) touch target, smaller than \(rule.format(minimum)), \(rule.owner); give it a minWidth/minHeight of \(AuditFormat.number(minimum)) or more padding",
                                          evidence: evidence, wcag: minimum >= 44 ? "2.5.5" : "2.5.8",
                                          shortfall: minimum - min(frame.width, frame.height)))
            }
        }
        let visible = targets.map { s.scene.frames[$0].intersection(s.visible[$0]) }
        for a in targets.indices {
            for b in targets.indices where b > a {
                let first = targets[a], second = targets[b]
                let p = visible[a], q = visible[b]
                guard !p.isEmpty, !q.isEmpty,
                      !s.isAncestor(first, of: second), !s.isAncestor(second, of: first) else { continue }
                let other = s.nodes[first]
                let overlap = p.intersection(q)
                if !overlap.isEmpty, overlap.width * overlap.height > 0.25 {
                    guard s.settings.audits(.touchTargetOverlap) else { continue }
                    let evidence: FindingEvidence = [
                        "other": other.id.name, "overlap": "\(AuditFormat.points(overlap.width)) × \(AuditFormat.points(overlap.height))",
                    ]
                    findings.append(s.finding(.touchTargetOverlap, node: second, severity: .error, rect: overlap,
                                              message: "touch target \(s.describe(second)) overlaps \(s.describe(first)) by \(evidence["overlap"]!); a tap there is ambiguous, separate them",
                                              evidence: evidence, key: other.id.name + "|" + other.path))
                    continue
                }
                let dx = max(0, q.minX - p.maxX, p.minX - q.maxX), dy = max(0, q.minY - p.maxY, p.minY - q.maxY)
                let gap = (dx * dx + dy * dy).squareRoot()
                guard s.settings.audits(.touchTargetSpacing), gap < s.settings.minSpacing - 0.01,
                      isSmall(first) || isSmall(second) else { continue }
                let small = isSmall(second) ? second : first
                let neighbour = small == second ? first : second
                let evidence: FindingEvidence = [
                    "other": s.nodes[neighbour].id.name, "gap": AuditFormat.points(gap), "minimum": AuditFormat.points(s.settings.minSpacing),
                ]
                findings.append(s.finding(.touchTargetSpacing, node: small, severity: .warning, rect: s.scene.frames[small],
                                          message: "undersized touch target \(s.describe(small)) is \(AuditFormat.points(gap)) from \(s.describe(neighbour)), less than \(AuditFormat.points(s.settings.minSpacing)); enlarge it or move them apart",
                                          evidence: evidence, key: s.nodes[neighbour].id.name + "|" + s.nodes[neighbour].path))
            }
        }
    }
}
