import ProofsheetProject
import ProofsheetSpec

/// `headingOrder` (WCAG 2.2 §1.3.1 Info and Relationships, §2.4.6 Headings and Labels): the headings of the
/// cell's accessibility tree, in reading order, as a screen-reader user jumps between them (VoiceOver's rotor,
/// TalkBack's heading navigation).
///
/// * a screen with elements and no heading: **info** (nothing to jump to, but not wrong in itself: a
///   one-purpose sheet or a simple form may have none, and a warning on every such cell would be noise);
/// * a heading with no level (no `a11y.headingLevel` and no text to take one from): a **warning**;
/// * a skipped level, a heading more than one level below the heading read before it (2 then 4): an **error**;
/// * a heading read after content it titles: an element read before the heading that lies wholly below it on
///   screen, in its column (their horizontal extents overlap): an **error**.
///
/// Default levels are ranks of text sizes and leave no gap, so only an authored `a11y.headingLevel` can skip.
package enum HeadingOrderCheck {
    package static func run(_ s: AuditScene, tree: AccessibilityTree, into findings: inout [Finding]) {
        let headings = tree.elements.filter { $0.role == .header }
        guard !headings.isEmpty else {
            if !tree.elements.isEmpty {
                let root = tree.modal ?? 0
                findings.append(s.finding(.headingOrder, node: root, severity: .info, rect: s.scene.frames[root],
                                          message: "\(tree.modal == nil ? "the screen" : "the modal \(s.nodes[root].id)") has no heading, so a screen-reader user cannot jump to its title; give its title a11y.role \"header\" (a navBar's title is one)",
                                          evidence: ["elements": "\(tree.elements.count)"]))
            }
            return
        }
        for heading in headings where heading.headingLevel == nil {
            findings.append(s.finding(.headingOrder, node: heading.node, severity: .warning, rect: heading.frame,
                                      message: "heading \(AuditFormat.quoted(heading.name)) has no level: it shows no text to take one from; set a11y.headingLevel",
                                      evidence: ["element": "\(heading.number)"]))
        }
        for (previous, next) in zip(headings, headings.dropFirst()) {
            guard let a = previous.headingLevel, let b = next.headingLevel, b > a + 1 else { continue }
            findings.append(s.finding(.headingOrder, node: next.node, severity: .error, rect: next.frame,
                                      message: "heading \(AuditFormat.quoted(next.name)) is level \(b) right after level \(a) \(AuditFormat.quoted(previous.name)), skipping level \(a + 1); make it level \(a + 1) (a11y.headingLevel)",
                                      evidence: ["level": "\(b)", "previous": "\(a)", "after": previous.nodeID.name, "element": "\(next.number)"],
                                      key: previous.nodeID.name))
        }
        for heading in headings {
            let titled = tree.elements.prefix(heading.number - 1).first { element in
                element.role != .header && element.frame.minY >= heading.frame.maxY
                    && element.frame.minX < heading.frame.maxX && element.frame.maxX > heading.frame.minX
            }
            guard let titled else { continue }
            findings.append(s.finding(.headingOrder, node: heading.node, severity: .error, rect: heading.frame,
                                      message: "heading \(AuditFormat.quoted(heading.name)) is read after \(titled.role) \(AuditFormat.quoted(titled.name)), which it titles (it is below the heading on screen); read the heading first: remove or fix a11y.sortPriority or the group that moves it",
                                      evidence: ["element": "\(heading.number)", "content": titled.nodeID.name, "contentElement": "\(titled.number)"],
                                      key: titled.nodeID.name))
        }
    }
}
