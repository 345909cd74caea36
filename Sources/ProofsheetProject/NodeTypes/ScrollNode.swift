/// `scroll`: a vertical stack that may be taller than its frame; it always clips what lies outside.
package struct ScrollNode: NodeKind {
    package var spacing: Double

    package static let type = NodeType("scroll", keys: keyTable, example: #""type": "scroll""#) { d, o, children in
        try children.read(from: o, with: d)
        return ScrollNode(spacing: try d.spacing(o.optionalValue("spacing")) ?? 0)
    }

    package func resolve(_ node: SpecNode, box: ResolvedBox, semantics: Semantics, with resolver: SceneResolver) throws -> ResolvedNode {
        var box = box
        box.clip = true
        return try resolver.container(node, as: .scroll(spacing: spacing), box: box, semantics: semantics)
    }
}
