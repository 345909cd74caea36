/// A layout tree flattened into preorder arrays, sanitized; index 0 is the root.
package struct FlatLayoutTree {
    package var nodes: [FlatLayoutNode] = []
    /// Preorder index of each node's parent; `nil` for the root.
    package var parents: [Int?] = []
    /// Children of node `i` are `childIndices[nodes[i].children]`, in order.
    package var childIndices: [Int] = []

    package init(_ root: LayoutNode) {
        let count = root.subtreeCount
        nodes.reserveCapacity(count)
        parents.reserveCapacity(count)
        childIndices.reserveCapacity(count)
        append(root, parent: nil)
    }

    @discardableResult
    private mutating func append(_ node: LayoutNode, parent: Int?) -> Int {
        let index = nodes.count
        nodes.append(Self.flatten(node))
        parents.append(parent)
        var children: [Int] = []
        children.reserveCapacity(node.children.count)
        for child in node.children {
            children.append(append(child, parent: index))
        }
        let start = childIndices.count
        childIndices.append(contentsOf: children)
        nodes[index].children = start..<childIndices.count
        return index
    }

    private static func flatten(_ node: LayoutNode) -> FlatLayoutNode {
        typealias S = LayoutSanitizer
        let kind: FlatLayoutNode.Kind
        switch node.kind {
        case .vstack(let spacing, let alignment):
            kind = .stack(axis: .vertical, spacing: S.length(spacing), alignment: CrossAlignment(alignment))
        case .hstack(let spacing, let alignment):
            kind = .stack(axis: .horizontal, spacing: S.length(spacing), alignment: CrossAlignment(alignment))
        case .zstack(let alignment):
            kind = .zstack(horizontal: CrossAlignment(alignment.horizontal), vertical: CrossAlignment(alignment.vertical))
        case .scroll:
            kind = .scroll
        case .firstFit(let axes):
            kind = .firstFit(axes: axes)
        case .spacer(let minLength):
            kind = .spacer(minLength: S.length(minLength))
        case .leaf(let measureID):
            kind = .leaf(measureID: measureID)
        }
        func sizing(_ rule: LayoutLength, _ minimum: Double?, _ maximum: Double?, _ start: Double, _ end: Double) -> AxisSizing {
            let low = S.length(minimum ?? 0)
            return AxisSizing(
                rule: S.rule(rule), minimum: low, maximum: max(S.maximum(maximum), low),
                paddingStart: S.length(start), paddingEnd: S.length(end))
        }
        let padding = node.sizing.padding
        return FlatLayoutNode(
            id: node.id,
            kind: kind,
            horizontal: sizing(node.sizing.width, node.sizing.minWidth, node.sizing.maxWidth, padding.leading, padding.trailing),
            vertical: sizing(node.sizing.height, node.sizing.minHeight, node.sizing.maxHeight, padding.top, padding.bottom),
            flex: S.length(node.sizing.flex),
            children: 0..<0)
    }
}
