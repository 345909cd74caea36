/// The tree the layout engine lays out: ``LayoutNode``s in preorder (a node, then its children's subtrees in
/// order) in one contiguous array, index 0 the root. Children are found by index, never by pointer: a node's
/// first child is the next node and each next sibling starts where the previous one's subtree ends, so the
/// engine walks the tree without allocating.
///
/// The scene appends nodes one by one (``append(id:kind:sizing:parent:)``); tests and small callers compose
/// whole subtrees (``init(id:kind:sizing:children:)``). Either way every number is sanitized on the way in
/// (``LayoutNode``), so none of the engine's arithmetic sees a NaN, an infinity or a negative length.
package struct LayoutTree: Hashable, Sendable {
    /// Every node, in preorder.
    package private(set) var nodes: [LayoutNode] = []

    /// An empty tree; its first appended node is the root.
    package init() {}

    /// A tree of `id` over `children`, each child a whole subtree in order.
    package init(id: Int, kind: LayoutNode.Kind, sizing: BoxSizing = BoxSizing(), children: [LayoutTree] = []) {
        var count = 1
        for child in children { count += child.nodes.count }
        nodes.reserveCapacity(count)
        append(id: id, kind: kind, sizing: sizing, parent: nil)
        for child in children {
            let offset = nodes.count
            for node in child.nodes {
                nodes.append(LayoutNode(id: node.id, kind: node.kind, horizontal: node.horizontal, vertical: node.vertical,
                                        flex: node.flex, parent: node.parent.map { $0 + offset } ?? 0,
                                        subtreeEnd: node.subtreeEnd + offset, childCount: node.childCount))
            }
        }
        nodes[0].subtreeEnd = nodes.count
        nodes[0].childCount = children.filter { !$0.nodes.isEmpty }.count
    }

    /// A tree of `id` over `children`, with the sizing given field by field (points).
    package init(
        id: Int, kind: LayoutNode.Kind, padding: Edges = .zero, width: LayoutLength = .auto, height: LayoutLength = .auto,
        minWidth: Double? = nil, minHeight: Double? = nil, maxWidth: Double? = nil, maxHeight: Double? = nil,
        flex: Double = 0, children: [LayoutTree] = []
    ) {
        self.init(id: id, kind: kind, sizing: BoxSizing(padding: padding, width: width, height: height, minWidth: minWidth,
                                                        minHeight: minHeight, maxWidth: maxWidth, maxHeight: maxHeight, flex: flex),
                  children: children)
    }

    /// The number of nodes.
    package var count: Int { nodes.count }

    package mutating func reserveCapacity(_ count: Int) {
        nodes.reserveCapacity(count)
    }

    /// Appends a node as the last child of `parent` (`nil`: the root of an empty tree) and returns its index.
    /// Nodes come in preorder: `parent` is the last node appended or one of its ancestors.
    @discardableResult
    package mutating func append(id: Int, kind: LayoutNode.Kind, sizing: BoxSizing, parent: Int?) -> Int {
        let index = nodes.count
        if let parent {
            precondition(parent < index && nodes[parent].subtreeEnd == index,
                         "LayoutTree.append: node \(parent) cannot take a child after its subtree was closed (preorder)")
        } else {
            precondition(nodes.isEmpty, "LayoutTree.append: a tree has one root")
        }
        typealias S = LayoutSanitizer
        let padding = sizing.padding
        nodes.append(LayoutNode(
            id: id, kind: S.kind(kind),
            horizontal: S.sizing(sizing.width, sizing.minWidth, sizing.maxWidth, padding.leading, padding.trailing),
            vertical: S.sizing(sizing.height, sizing.minHeight, sizing.maxHeight, padding.top, padding.bottom),
            flex: S.length(sizing.flex), parent: parent, subtreeEnd: index + 1, childCount: 0))
        if let parent { nodes[parent].childCount += 1 }
        var ancestor = parent
        while let open = ancestor {
            nodes[open].subtreeEnd = index + 1
            ancestor = nodes[open].parent
        }
        return index
    }

    /// The children of `node`, in order, as preorder indices.
    package func children(of node: Int) -> Children {
        Children(nodes: nodes, cursor: node + 1, end: nodes[node].subtreeEnd)
    }

    /// A node's children, walked sibling to sibling through ``LayoutNode/subtreeEnd``.
    package struct Children: Sequence, IteratorProtocol {
        package let nodes: [LayoutNode]
        package var cursor: Int
        package let end: Int

        package mutating func next() -> Int? {
            guard cursor < end else { return nil }
            let child = cursor
            cursor = nodes[child].subtreeEnd
            return child
        }
    }
}
