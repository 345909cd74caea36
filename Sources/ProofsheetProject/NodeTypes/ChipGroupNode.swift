/// `chipGroup`: its children (chips, usually) in rows that wrap: the fewest rows whose widest row fits the width
/// offered, the children shared out in reading order with as many in each row as the first (`ceil(n / rows)`),
/// 8 points (dp) apart across and down (Material 3 "Chips": 8 dp between chips). Rows start at the leading edge
/// (the right in RTL locales).
///
/// It resolves into a `firstFit` whose candidates are the children in 1, 2, … n rows, so the layout shows the
/// first that fits without truncation (`LayoutPass+FirstFit`); the candidates share the children's ids, so the
/// audits and the accessibility tree see each child once, in the rows shown.
package struct ChipGroupNode: NodeKind {
    package static let type = NodeType("chipGroup", keys: keyTable,
                               example: #""type": "chipGroup", "children": [ { "type": "chip", "label": { "literal": "Running" } } ]"#) { d, o, children in
        try children.read(from: o, with: d)
        guard !children.nodes.isEmpty else {
            let message = "a chipGroup needs at least one child in 'children'"
            throw o.optionalValue("children")?.invalid("\(message), found none") ?? o.missing("children")
        }
        return ChipGroupNode()
    }

    /// Between chips in a row and between rows (Material 3 "Chips": chips are 8 dp apart; iOS: the same, Proofsheet's).
    package static let spacing = 8.0

    package func resolve(_ node: SpecNode, box: ResolvedBox, semantics: Semantics, with resolver: SceneResolver) throws -> ResolvedNode {
        let shown = node.children.filter { $0.condition?.holds(for: resolver.cell) ?? true }
        let id = node.resolvedID
        var candidates: [ResolvedNode] = []
        for rows in 1...max(1, shown.count) {
            let perRow = (shown.count + rows - 1) / rows
            // Rows of `perRow` can make fewer rows than asked (5 in 4 rows is 2 + 2 + 1): that arrangement was a candidate already.
            guard rows == 1 || (shown.count + perRow - 1) / perRow == rows else { continue }
            var lines: [ResolvedNode] = []
            for (line, start) in stride(from: 0, to: shown.count, by: max(1, perRow)).enumerated() {
                let items = try shown[start..<min(shown.count, start + perRow)].map(resolver.resolve)
                lines.append(ResolvedNode(id: id.part("rows\(rows)").part("row\(line + 1)"), path: node.path, type: node.kind.typeName,
                                          kind: .hstack(spacing: ChipGroupNode.spacing, alignment: .center), children: items))
            }
            candidates.append(ResolvedNode(id: id.part("rows\(rows)"), path: node.path, type: node.kind.typeName,
                                           kind: .vstack(spacing: ChipGroupNode.spacing, alignment: .leading), children: lines))
        }
        return resolver.resolved(node, as: .firstFit(axes: .horizontal), box: box, semantics: semantics, children: candidates)
    }
}
