/// The input-record entries of every node of a project's screens (`NodeProperties.of`, keyed as `SceneResolver`
/// records them), made once per renderer: the properties are what the author wrote, the same in every cell, so a
/// cell copies its nodes' entries instead of describing each node again.
///
/// Keyed by screen id (states included) and node path; a node of a tree that is not among the project's screens
/// (a test's or a store draft's) has no entry and is described when it is resolved.
package struct NodeRecords: Sendable {
    private let entries: [String: [String: [(key: String, value: String)]]]

    package init(screens: [ScreenSpec]) {
        var entries: [String: [String: [(key: String, value: String)]]] = [:]
        for screen in screens {
            var nodes: [String: [(key: String, value: String)]] = [:]
            func walk(_ node: SpecNode) {
                nodes[node.path] = NodeRecords.describe(node, screen: screen.id)
                node.children.forEach(walk)
            }
            walk(screen.root)
            entries[screen.id] = nodes
        }
        self.entries = entries
    }

    /// The entries of `node` of screen `screen`: `(InputKey text, value)` pairs.
    package func entries(of node: SpecNode, screen: String) -> [(key: String, value: String)] {
        entries[screen]?[node.path] ?? NodeRecords.describe(node, screen: screen)
    }

    package static func describe(_ node: SpecNode, screen: String) -> [(key: String, value: String)] {
        let prefix = screen + "/" + NodeProperties.name(of: node) + "."
        return NodeProperties.of(node).map { (InputKey(.node, prefix + $0.name).text, CellInputs.value($0.value)) }
    }
}
