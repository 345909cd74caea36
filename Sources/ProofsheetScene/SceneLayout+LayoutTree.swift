import ProofsheetLayout
import ProofsheetProject

/// The layout engine's tree for a scene: one ``LayoutNode`` per resolved node, in the same preorder.
extension SceneLayout {
    /// Where a resolved node's children go in the layout tree.
    private enum Children {
        /// Under the node itself (stacks, z-stacks, first fits).
        case inside
        /// Under a v-stack of this spacing with `fill` alignment inside the node (a scroll: the engine's scroll
        /// has no spacing of its own). The v-stack's id is past the scene's nodes, so no frame maps back to it.
        case inStack(spacing: Double)
        /// Nowhere: a leaf's or spacer's children are not laid out and keep zero frames.
        case none
    }

    /// The tree the layout engine lays out for the preorder list `nodes` with their `parents` (one root, first):
    /// a node's index is its layout id and, for a leaf, its measure id.
    package static func layoutTree(_ nodes: [ResolvedNode], parents: [Int?]) -> LayoutTree {
        var tree = LayoutTree()
        tree.reserveCapacity(nodes.count)
        var synthetic = nodes.count
        // The layout index under which each node's children go; nil when they are not laid out.
        var childrenParent = [Int?](repeating: nil, count: nodes.count)
        for (index, node) in nodes.enumerated() {
            var parent: Int? = nil
            if let resolvedParent = parents[index] {
                guard let under = childrenParent[resolvedParent] else { continue }
                parent = under
            }
            let (kind, sizing, children) = layoutBox(node, id: index)
            let laidOut = tree.append(id: index, kind: kind, sizing: sizing, parent: parent)
            switch children {
            case .inside:
                childrenParent[index] = laidOut
            case .inStack(let spacing):
                childrenParent[index] = tree.append(id: synthetic, kind: .vstack(spacing: spacing, alignment: .fill),
                                                    sizing: BoxSizing(), parent: laidOut)
                synthetic += 1
            case .none:
                break
            }
        }
        return tree
    }

    /// A resolved node's layout kind and sizing (an icon or a glyph of `auto` size is as large as it draws, plus
    /// its padding), and where its children go.
    private static func layoutBox(_ node: ResolvedNode, id: Int) -> (LayoutNode.Kind, BoxSizing, Children) {
        var sizing = node.box.sizing
        let padding = node.box.sizing.padding
        switch node.kind {
        case .vstack(let spacing, let alignment):
            return (.vstack(spacing: spacing, alignment: alignment), sizing, .inside)
        case .hstack(let spacing, let alignment):
            return (.hstack(spacing: spacing, alignment: alignment), sizing, .inside)
        case .zstack(let alignment):
            return (.zstack(alignment: SceneLayout.alignment(alignment)), sizing, .inside)
        case .firstFit(let axes):
            return (.firstFit(axes: axes), sizing, .inside)
        case .scroll(let spacing):
            return (.scroll, sizing, .inStack(spacing: spacing))
        case .spacer(let minLength):
            return (.spacer(minLength: minLength), sizing, .none)
        case .icon(let icon):
            if case .auto = sizing.width { sizing.width = .points(icon.size + padding.leading + padding.trailing) }
            if case .auto = sizing.height { sizing.height = .points(icon.size + padding.top + padding.bottom) }
            return (.leaf(measureID: id), sizing, .none)
        case .glyph(let glyph):
            if case .auto = sizing.width { sizing.width = .points(glyph.size.width + padding.horizontalTotal) }
            if case .auto = sizing.height { sizing.height = .points(glyph.size.height + padding.verticalTotal) }
            return (.leaf(measureID: id), sizing, .none)
        case .text, .image, .rect, .chartMarks:
            return (.leaf(measureID: id), sizing, .none)
        }
    }
}
