import ProofsheetSpec

extension SpecNode {
    /// Every text this node itself shows or names (its own properties and accessibility texts, not its children's):
    /// a chart's `a11y.summary` and a node's `a11y.value` are read by screen readers, so their keys are used.
    package var textSources: [TextSource] {
        var sources = [a11y.label, a11y.hint, a11y.value, a11y.summary].compactMap { $0 }
        sources += kind.textSources
        return sources
    }
}

extension ScreenSpec {
    /// The keys the screen formats with arguments, for the catalog's placeholder check.
    public var formattedKeys: [String] {
        var keys: [String] = []
        var stack = [root]
        while let node = stack.popLast() {
            for case .formatted(let key, _) in node.textSources { keys.append(key) }
            stack += node.children
        }
        return keys
    }
}
