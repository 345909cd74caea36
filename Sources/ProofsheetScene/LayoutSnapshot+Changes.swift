import ProofsheetRaster
import ProofsheetSpec

/// How a cell's layout differs from the stored record, in points (docs/report-format.md, "Layout records").
///
/// Nodes are matched by id. A node that resized, re-wrapped, started or stopped being truncated, switched
/// `firstFit` candidate (a row that stacked), appeared or went away is listed once, in tree order (a subtree that appeared or went away by its top node only). A node
/// that only moved is not listed when it moved with its parent; otherwise it is counted against the last node
/// before it in tree order whose growth explains the move exactly (its height change for a move down or up, its
/// width change for a move along the row), `balance-label 1 → 2 lines, 23 pt taller; pushes 9 nodes down`,
/// and listed as moved only when nothing does.
public struct LayoutChange: Hashable, Sendable, CustomStringConvertible {
    public let nodeID: NodeID
    public let description: String
}

extension LayoutSnapshot {
    /// The changes from `stored` (the golden's record) to this record.
    public func changes(from stored: LayoutSnapshot) -> [LayoutChange] {
        let matches = matchedIndices(in: stored)
        var listed: [(index: Int, text: String)] = []
        var pushes: [Int: (count: Int, direction: String)] = [:]
        // Nodes whose size changed, in tree order, with how much: candidates for explaining later moves.
        var grown: [(index: Int, width: Double, height: Double)] = []
        for (index, node) in nodes.enumerated() {
            guard let old = matches[index].map({ stored.nodes[$0] }) else {
                if node.parent.map({ matches[$0] != nil }) ?? true {
                    listed.append((index, "\(node.id) appeared (\(Self.size(node.frame)) pt at \(Self.number(node.frame.minX)), \(Self.number(node.frame.minY)))"))
                }
                continue
            }
            let dw = node.frame.width - old.frame.width, dh = node.frame.height - old.frame.height
            let dx = node.frame.minX - old.frame.minX, dy = node.frame.minY - old.frame.minY
            var parts: [String] = []
            if let lines = node.lines, let was = old.lines, lines != was { parts.append("\(was) → \(lines) lines") }
            if node.isTruncated != old.isTruncated { parts.append(node.isTruncated ? "now truncated" : "no longer truncated") }
            if let choice = node.firstFit, let was = old.firstFit, choice != was {
                parts.append("shows candidate \(choice.chosen + 1) of \(choice.candidates) (was \(was.chosen + 1) of \(was.candidates))")
            }
            if Self.differs(dw) || Self.differs(dh) {
                parts.append(parts.isEmpty ? "\(Self.size(old.frame)) → \(Self.size(node.frame)) pt" : Self.growth(dw: dw, dh: dh))
                grown.append((index, dw, dh))
            }
            if !parts.isEmpty {
                listed.append((index, "\(node.id) " + parts.joined(separator: ", ")))
                continue
            }
            guard Self.differs(dx) || Self.differs(dy) else { continue }
            if let parent = node.parent, let oldParent = matches[parent].map({ stored.nodes[$0] }),
               !Self.differs(nodes[parent].frame.minX - oldParent.frame.minX - dx), !Self.differs(nodes[parent].frame.minY - oldParent.frame.minY - dy) {
                continue  // moved with its parent
            }
            let cause = grown.last { change in
                (!Self.differs(dx) && Self.differs(dy) && !Self.differs(abs(dy) - abs(change.height)))
                    || (!Self.differs(dy) && Self.differs(dx) && !Self.differs(abs(dx) - abs(change.width)))
            }
            if let cause {
                let direction = Self.differs(dy) ? (dy > 0 ? "down" : "up") : (dx > 0 ? "right" : "left")
                let count = pushes[cause.index]?.count ?? 0
                pushes[cause.index] = (count + 1, direction)
            } else {
                listed.append((index, "\(node.id) moved \(Self.move(dx: dx, dy: dy))"))
            }
        }
        var changes = listed.map { entry -> LayoutChange in
            var text = entry.text
            if let push = pushes[entry.index] { text += "; pushes \(push.count) node\(push.count == 1 ? "" : "s") \(push.direction)" }
            return LayoutChange(nodeID: nodes[entry.index].id, description: text)
        }
        let kept = Set(matches.compactMap { $0 })
        for (index, node) in stored.nodes.enumerated() where !kept.contains(index) && (node.parent.map { kept.contains($0) } ?? true) {
            changes.append(LayoutChange(nodeID: node.id, description: "\(node.id) went away (was \(Self.size(node.frame)) pt)"))
        }
        return changes
    }

    /// For each node of this record, the index of the stored node with its id (the k-th node of an id with the
    /// k-th stored one), or nil.
    private func matchedIndices(in stored: LayoutSnapshot) -> [Int?] {
        var byID: [NodeID: [Int]] = [:]
        for (index, node) in stored.nodes.enumerated() { byID[node.id, default: []].append(index) }
        var used: [NodeID: Int] = [:]
        return nodes.map { node in
            let k = used[node.id, default: 0]
            used[node.id] = k + 1
            guard let candidates = byID[node.id], k < candidates.count else { return nil }
            return candidates[k]
        }
    }

    /// More than the record's rounding apart.
    private static func differs(_ delta: Double) -> Bool { abs(delta) > 0.005 }

    private static func size(_ rect: Rect) -> String { "\(number(rect.width)) × \(number(rect.height))" }

    /// `23 pt taller`, `12 pt narrower, 4 pt taller`.
    private static func growth(dw: Double, dh: Double) -> String {
        var parts: [String] = []
        if differs(dw) { parts.append("\(number(abs(dw))) pt \(dw > 0 ? "wider" : "narrower")") }
        if differs(dh) { parts.append("\(number(abs(dh))) pt \(dh > 0 ? "taller" : "shorter")") }
        return parts.joined(separator: ", ")
    }

    /// `23 pt down`, `8 pt left, 4 pt up`.
    private static func move(dx: Double, dy: Double) -> String {
        var parts: [String] = []
        if differs(dx) { parts.append("\(number(abs(dx))) pt \(dx > 0 ? "right" : "left")") }
        if differs(dy) { parts.append("\(number(abs(dy))) pt \(dy > 0 ? "down" : "up")") }
        return parts.joined(separator: ", ")
    }
}
