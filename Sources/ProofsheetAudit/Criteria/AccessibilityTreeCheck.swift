import ProofsheetProject
import ProofsheetSpec

/// Checks that read the cell's accessibility tree (`AccessibilityTree`, built from the resolved semantics and
/// the layout's frames):
///
/// * `duplicateName` (WCAG 2.2 §2.4.6 Headings and Labels): two focusable elements of one screen with the same
///   name (compared case-insensitively, ignoring punctuation) in the same accessible context (`NameContext`: the
///   nearest row, card or container with text of its own): an error, a screen-reader user cannot tell them apart.
///   The same action repeated in contexts that each carry their own text ("Reply" in every row of a message list)
///   is an info finding: §2.4.4 and §2.4.6 let the context tell the purpose, and a contextual label
///   ("Reply, Ahmed") still helps in a list of controls. The later one is reported, naming the other.
/// * `labelInName` (§2.5.3 Label in Name, error): a focusable element whose name does not contain its visible
///   label (the first text it shows), compared the same way: a speech-control user says what they see.
/// * `readingOrder` (§1.3.2 Meaningful Sequence, error): an element visited right after one that it precedes
///   in the visual order (`VisualOrder` without `a11y.sortPriority`).
/// * `focusOrder` (§2.4.3 Focus Order, error): focus moving from a control to one that precedes it in the
///   visual order: the focus jumps backward.
package enum AccessibilityTreeCheck {
    package static func run(_ s: AuditScene, tree: AccessibilityTree, into findings: inout [Finding]) {
        if s.settings.audits(.duplicateName) { duplicateNames(s, tree, &findings) }
        if s.settings.audits(.labelInName) { labelsInNames(s, tree, &findings) }
        if s.settings.audits(.headingOrder) { HeadingOrderCheck.run(s, tree: tree, into: &findings) }
        if s.settings.audits(.errorIdentification) { ErrorIdentificationCheck.run(s, tree: tree, into: &findings) }
        if s.settings.audits(.readingOrder) || s.settings.audits(.focusOrder) {
            let visual = AccessibilityTree(scene: s.scene, usesPriority: false).elements.map(\.node)
            var rank: [Int: Int] = [:]
            for (position, node) in visual.enumerated() { rank[node] = position }
            if s.settings.audits(.readingOrder) { jumps(.readingOrder, tree.elements, rank, s, &findings) }
            if s.settings.audits(.focusOrder) { jumps(.focusOrder, tree.focusOrder, rank, s, &findings) }
        }
    }

    package static func duplicateNames(_ s: AuditScene, _ tree: AccessibilityTree, _ findings: inout [Finding]) {
        let contexts = NameContext.contexts(s)
        var earlier: [String: [AccessibilityElement]] = [:]
        for element in tree.focusOrder {
            let key = comparable(element.name)
            guard !key.isEmpty else { continue }
            defer { earlier[key, default: []].append(element) }
            guard let first = earlier[key]?.first else { continue }
            let context = contexts.context(of: element.node)
            if let twin = earlier[key]!.first(where: { contexts.context(of: $0.node).isSame(as: context) }) {
                findings.append(s.finding(.duplicateName, node: element.node, severity: .error, rect: element.frame,
                                          message: "\(element.role) \(AuditFormat.quoted(element.name)) has the same accessible name as \(twin.role) '\(twin.nodeID)' \(context.words.isEmpty ? "on this screen" : "in the same context (\(AuditFormat.quoted(context.words)))"), and nothing around them tells them apart; name each for what it does (a11y.label)",
                                          evidence: ["name": element.name, "other": twin.nodeID.name, "element": "\(element.number)",
                                                     "context": context.words.isEmpty ? "-" : context.words],
                                          key: twin.nodeID.name))
            } else {
                let example = "\(element.name), \(context.words.split(separator: ",").first.map(String.init) ?? "")"
                findings.append(s.finding(.duplicateName, node: element.node, severity: .info, rect: element.frame,
                                          message: "\(element.role) \(AuditFormat.quoted(element.name)) repeats '\(first.nodeID.name)' in another context (\(AuditFormat.quoted(context.words))), which tells them apart; a contextual label (\(AuditFormat.quoted(example, limit: 40))) helps when they are listed out of context",
                                          evidence: ["name": element.name, "other": first.nodeID.name, "element": "\(element.number)",
                                                     "context": context.words],
                                          key: first.nodeID.name))
            }
        }
    }

    package static func labelsInNames(_ s: AuditScene, _ tree: AccessibilityTree, _ findings: inout [Finding]) {
        for element in tree.focusOrder where !comparable(element.visibleLabel).isEmpty {
            let label = comparable(element.visibleLabel)
            guard !comparable(element.name).contains(label) else { continue }
            findings.append(s.finding(.labelInName, node: element.node, severity: .error, rect: element.frame,
                                      message: "\(element.role) shows \(AuditFormat.quoted(element.visibleLabel)) but is named \(AuditFormat.quoted(element.name)); start the name with the visible label",
                                      evidence: ["visible": element.visibleLabel, "name": element.name, "element": "\(element.number)"]))
        }
    }

    /// Each element visited right after one it comes before visually.
    package static func jumps(_ criterion: AuditCriterion, _ sequence: [AccessibilityElement], _ rank: [Int: Int], _ s: AuditScene,
                      _ findings: inout [Finding]) {
        for (previous, next) in zip(sequence, sequence.dropFirst()) {
            guard let a = rank[previous.node], let b = rank[next.node], b < a else { continue }
            let what = criterion == .focusOrder ? "focus moves" : "the screen reader goes"
            findings.append(s.finding(criterion, node: next.node, severity: .error, rect: next.frame,
                                      message: "\(what) from \(previous.role) \(AuditFormat.quoted(previous.name)) back to \(next.role) \(AuditFormat.quoted(next.name)), which comes before it on screen; remove or fix a11y.sortPriority",
                                      evidence: ["from": previous.nodeID.name, "visited": "\(next.number)", "visual": "\(b + 1)"],
                                      key: previous.nodeID.name))
        }
    }

    /// Lower-cased letters and digits with single spaces: what a person hears or says of a name.
    package static func comparable(_ string: String) -> String {
        let words = string.lowercased().split(whereSeparator: { !$0.isLetter && !$0.isNumber })
        return words.joined(separator: " ")
    }
}
