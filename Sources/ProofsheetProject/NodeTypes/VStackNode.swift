import ProofsheetLayout

/// `vstack`: children top to bottom, `spacing` points apart, placed across by `alignment`.
package struct VStackNode: NodeKind {
    package var spacing: Double
    package var alignment: HorizontalAlignment

    package static let type = NodeType("vstack", keys: keyTable, example: #""type": "vstack""#) { d, o, children in
        try children.read(from: o, with: d)
        return VStackNode(spacing: try d.spacing(o.optionalValue("spacing")) ?? 0, alignment: try NodeType.horizontalAlignment(o))
    }

    package func resolve(_ node: SpecNode, box: ResolvedBox, semantics: Semantics, with resolver: SceneResolver) throws -> ResolvedNode {
        try resolver.container(node, as: .vstack(spacing: spacing, alignment: alignment), box: box, semantics: semantics)
    }
}
