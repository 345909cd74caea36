import ProofsheetSpec

/// `divider`: a line of `thickness` points across its stack in a colour role.
package struct DividerNode: NodeKind {
    package var colorRole: ColorRole
    package var thickness: Double

    package static let type = NodeType("divider", keys: keyTable, example: #""type": "divider""#) { d, o, _ in
        DividerNode(colorRole: try d.role(o.optionalValue("color")) ?? "divider",
                    thickness: try DesignTokens.positive(o.optionalValue("thickness")) ?? 1)
    }

    package func requirements(of node: SpecNode) -> [TokenNeed] { [.color(colorRole)] }

    package func resolve(_ node: SpecNode, box: ResolvedBox, semantics: Semantics, with resolver: SceneResolver) throws -> ResolvedNode {
        var box = box
        try box.fill(role: colorRole, theme: resolver.theme)
        box.sizing.height = .points(thickness)
        box.sizing.width = .fill
        return resolver.resolved(node, as: .rect, box: box, semantics: semantics)
    }
}
