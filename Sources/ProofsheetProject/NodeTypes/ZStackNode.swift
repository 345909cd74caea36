/// `zstack`: children drawn over each other in order, placed by `alignment`.
package struct ZStackNode: NodeKind {
    package var alignment: StackAlignment

    package static let type = NodeType("zstack", keys: keyTable, example: #""type": "zstack""#) { d, o, children in
        try children.read(from: o, with: d)
        let alignment = try o.optionalCase("alignment", StackAlignment.self) ?? .center
        return ZStackNode(alignment: alignment)
    }

    package func resolve(_ node: SpecNode, box: ResolvedBox, semantics: Semantics, with resolver: SceneResolver) throws -> ResolvedNode {
        try resolver.container(node, as: .zstack(alignment: alignment), box: box, semantics: semantics)
    }
}
