import ProofsheetSpec

/// `icon`: a built-in vector icon (`proofsheet icons` shows them) of `size` points in a colour role; directional
/// icons are mirrored in right-to-left locales.
package struct IconNode: NodeKind {
    package var name: String
    package var size: Double
    package var colorRole: ColorRole

    package static let type = NodeType("icon", keys: keyTable, example: #""type": "icon", "name": "check""#) { d, o, _ in
        IconNode(name: try d.icon(o.requiredValue("name")), size: try DesignTokens.positive(o.optionalValue("size")) ?? 24,
                 colorRole: try d.role(o.optionalValue("color")) ?? "textPrimary")
    }

    package func requirements(of node: SpecNode) -> [TokenNeed] { [.color(colorRole)] }

    package func resolve(_ node: SpecNode, box: ResolvedBox, semantics: Semantics, with resolver: SceneResolver) throws -> ResolvedNode {
        var semantics = semantics
        if semantics.role == nil { semantics.role = .image }
        return resolver.resolved(node, as: .icon(try resolver.icon(name, size: size, role: colorRole)), box: box, semantics: semantics)
    }
}
