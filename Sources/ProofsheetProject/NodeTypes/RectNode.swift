/// `rect`: a box that draws only its own background, border and corners.
package struct RectNode: NodeKind {
    package static let type = NodeType("rect", keys: keyTable, example: #""type": "rect""#) { _, _, _ in RectNode() }

    package func resolve(_ node: SpecNode, box: ResolvedBox, semantics: Semantics, with resolver: SceneResolver) throws -> ResolvedNode {
        resolver.resolved(node, as: .rect, box: box, semantics: semantics)
    }
}
