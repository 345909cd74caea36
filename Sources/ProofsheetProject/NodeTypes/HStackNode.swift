import ProofsheetLayout

/// `hstack`: children in reading order (right to left in Arabic), `spacing` points apart, placed vertically by
/// `alignment`.
package struct HStackNode: NodeKind {
    package var spacing: Double
    package var alignment: VerticalAlignment

    package static let type = NodeType("hstack", keys: keyTable, example: #""type": "hstack""#) { d, o, children in
        try children.read(from: o, with: d)
        let alignment = try o.optionalCase("alignment", VerticalAlignment.self) ?? .center
        return HStackNode(spacing: try d.spacing(o.optionalValue("spacing")) ?? 0, alignment: alignment)
    }

    package func resolve(_ node: SpecNode, box: ResolvedBox, semantics: Semantics, with resolver: SceneResolver) throws -> ResolvedNode {
        try resolver.container(node, as: .hstack(spacing: spacing, alignment: alignment), box: box, semantics: semantics)
    }
}
