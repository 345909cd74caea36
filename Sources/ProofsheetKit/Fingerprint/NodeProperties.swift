import ProofsheetLayout

/// The authored properties of one screen node as named, readable values: what `SceneResolver` records for the
/// node when it resolves it (`node:<screen>/<node>.<property>`), so a changed cell can say
/// `screen wallet: node balance padding 8,16,8,16 → 12,16,12,16`.
///
/// Properties come from the node's type (`type`, then each value of its kind: `spacing`, `source`, `style`, …),
/// its box and accessibility values that differ from their defaults, and `children` (the child nodes' names in
/// order). A property that returns to its default disappears from the record, which is itself a change.
package enum NodeProperties {
    /// The record name of a node: its id, or `@` and its JSON path when it has none (ids are unique per screen).
    package static func name(of node: SpecNode) -> String { node.id ?? "@" + node.path }

    package static func of(_ node: SpecNode) -> [(name: String, value: String)] {
        var properties: [(String, String)] = [("type", node.kind.typeName)]
        properties += kindValues(node.kind)
        // The sizing fields by their own names (`padding`, `width`, …), first, as the box declares them; a key the
        // spec writes at its default value (`"padding": 0`) too, since a control draws it unlike an absent one.
        let written = Set(node.box.written.map(\.rawValue))
        properties += changed(Mirror(reflecting: node.box.sizing), from: Mirror(reflecting: BoxSizing()), keeping: written)
        properties += changed(Mirror(reflecting: node.box), from: Mirror(reflecting: BoxStyle()), keeping: written)
            .filter { $0.0 != "sizing" && $0.0 != "written" }
        properties += changed(Mirror(reflecting: node.a11y), from: Mirror(reflecting: AccessibilitySpec())).map { ("a11y." + $0.0, $0.1) }
        if !node.children.isEmpty { properties.append(("children", node.children.map(name).joined(separator: ","))) }
        return properties
    }

    /// The properties of a node's type, by name (`spacing`, `source`, `style`, …), as its struct holds them; an
    /// optional the spec leaves out is not recorded, as box and accessibility values at their defaults are not, so
    /// a type that gains an optional key keeps every stored record it had.
    package static func kindValues(_ kind: any NodeKind) -> [(String, String)] {
        Mirror(reflecting: kind).children.compactMap { child in
            guard let label = child.label, !isAbsentOptional(child.value) else { return nil }
            return (label, describe(child.value))
        }
    }

    package static func isAbsentOptional(_ value: Any) -> Bool {
        let mirror = Mirror(reflecting: value)
        return mirror.displayStyle == .optional && mirror.children.isEmpty
    }

    /// Tuple labels of unlabeled payload elements come out as `.0`, `.1`.
    package static func tupleLabel(_ label: String) -> String { label.hasPrefix(".") ? "value" + label.dropFirst() : label }

    /// Children of `mirror` whose description differs from the same child of `defaults`, and those named in `keeping`.
    package static func changed(_ mirror: Mirror, from defaults: Mirror, keeping: Set<String> = []) -> [(String, String)] {
        var base: [String: String] = [:]
        for child in defaults.children { if let label = child.label { base[label] = describe(child.value) } }
        return mirror.children.compactMap { child in
            guard let label = child.label else { return nil }
            let value = describe(child.value)
            return value == base[label] && !keeping.contains(label) ? nil : (label, value)
        }
    }

    /// A value in words: numbers without a trailing `.0`, insets as one number or `top,leading,bottom,trailing`, absent
    /// optionals as `none`, dictionaries and sets sorted, enums by case, structs and tuples as `label: value` lists.
    package static func describe(_ value: Any) -> String {
        if let number = value as? Double { return number == number.rounded() && abs(number) < 1e15 ? String(Int(number)) : String(number) }
        if let text = value as? String { return text }
        if let name = value as? any TypedName { return name.name }
        if let edges = value as? Edges {
            // One number when all four edges are equal (as `"padding": 8` is written), else all four.
            let sides = [edges.top, edges.leading, edges.bottom, edges.trailing]
            return Set(sides).count == 1 ? describe(sides[0]) : sides.map(describe).joined(separator: ",")
        }
        let mirror = Mirror(reflecting: value)
        switch mirror.displayStyle {
        case .optional:
            return mirror.children.first.map { describe($0.value) } ?? "none"
        case .collection:
            return "[" + mirror.children.map { describe($0.value) }.joined(separator: ", ") + "]"
        case .dictionary, .set:
            // Hashed collections iterate in a per-process order: sorted, so the record is the same in every run.
            return "[" + mirror.children.map { describe($0.value) }.sorted().joined(separator: ", ") + "]"
        case .enum:
            guard let payload = mirror.children.first else { return String(describing: value) }
            return (payload.label ?? "") + "(" + describe(payload.value) + ")"
        case .struct, .tuple:
            return mirror.children.map { ($0.label.map { tupleLabel($0) + ": " } ?? "") + describe($0.value) }.joined(separator: ", ")
        default:
            return String(describing: value)
        }
    }
}
