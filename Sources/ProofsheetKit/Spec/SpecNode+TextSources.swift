extension SpecNode {
    /// Every text this node itself shows or names (its own properties and accessibility texts, not its children's).
    var textSources: [TextSource] {
        var sources = [a11y.label, a11y.hint].compactMap { $0 }
        switch kind {
        case .text(let spec): sources.append(spec.source)
        case .button(let label, _, _, _), .toggle(let label, _, _), .badge(_, _, let label), .progress(_, let label, _):
            sources += [label].compactMap { $0 }
        case .textField(let label, let placeholder, let value, let error, _):
            sources += [label, placeholder, value, error].compactMap { $0 }
        case .listRow(_, let title, let subtitle, let value, _):
            sources += [title, subtitle, value].compactMap { $0 }
        case .segmented(let options, _): sources += options
        case .navBar(let title, _): sources += [title].compactMap { $0 }
        case .tabBar(let items): sources += items.map(\.label)
        default: break
        }
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
