import ProofsheetSpec

/// `spacer`: takes the free length along its stack, at least `minLength` points.
package struct SpacerNode: NodeKind {
    package var minLength: Double

    package static let type = NodeType("spacer", keys: keyTable, example: #""type": "spacer""#) { _, o, _ in
        SpacerNode(minLength: try DesignTokens.nonNegative(o.optionalValue("minLength")) ?? 0)
    }

    package func resolve(_ node: SpecNode, box: ResolvedBox, semantics: Semantics, with resolver: SceneResolver) throws -> ResolvedNode {
        resolver.resolved(node, as: .spacer(minLength: minLength), box: box, semantics: semantics)
    }
}
