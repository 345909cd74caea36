import ProofsheetLayout

/// `firstFit`: candidates in `children`; layout shows the first that fits along `axes`, else the last.
package struct FirstFitNode: NodeKind {
    package var axes: FitAxes

    package static let type = NodeType("firstFit", keys: keyTable, example: #""type": "firstFit", "children": [ { "type": "rect" } ]"#) { d, o, children in
        try children.read(from: o, with: d)
        guard !children.nodes.isEmpty else {
            let message = "a firstFit needs at least one candidate in 'children'"
            throw o.optionalValue("children")?.invalid("\(message), found none") ?? o.missing("children")
        }
        let axes = try o.optionalCase("axes", FitAxes.self) ?? .horizontal
        return FirstFitNode(axes: axes)
    }

    package func resolve(_ node: SpecNode, box: ResolvedBox, semantics: Semantics, with resolver: SceneResolver) throws -> ResolvedNode {
        try resolver.container(node, as: .firstFit(axes: axes), box: box, semantics: semantics)
    }
}
