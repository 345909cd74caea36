/// Walks a laid-out scene and produces `AccessibilityTree`'s elements (see there for the rules).
struct AccessibilityTreeBuilder {
    let scene: SceneLayout
    let usesPriority: Bool

    func visit(_ index: Int, disabled inherited: Bool) -> [AccessibilityElement] {
        let node = scene.nodes[index]
        let semantics = node.semantics
        guard !semantics.isHidden, node.box.opacity > 0 else { return [] }
        let disabled = inherited || semantics.isDisabled
        let hasLabel = !SemanticsCheck.isUnnamed(semantics.label)
        let merges = semantics.isInteractive || semantics.mergesDescendants || (hasLabel && !scene.children[index].isEmpty)
        if merges { return [merged(index, disabled: disabled)] }
        switch node.kind {
        case .text(let text):
            return [element(index, role: semantics.role ?? "text", name: hasLabel ? semantics.label! : text.string,
                            visible: text.string, states: [], disabled: disabled, isFocusable: false)]
        case .icon, .image:
            return [element(index, role: semantics.role ?? "image", name: semantics.label ?? "", visible: "",
                            states: [], disabled: disabled, isFocusable: false)]
        default:
            return VisualOrder.sorted(scene.children[index], in: scene, usesPriority: usesPriority)
                .flatMap { visit($0, disabled: disabled) }
        }
    }

    /// One element for the subtree at `index`: a control and its parts.
    func merged(_ index: Int, disabled: Bool) -> AccessibilityElement {
        let semantics = scene.nodes[index].semantics
        var parts: [Int] = []
        collect(index, into: &parts)
        let texts = parts.compactMap { part -> String? in
            guard case .text(let text) = scene.nodes[part].kind else { return nil }
            return text.string
        }
        let visible = texts.first ?? ""
        let name = SemanticsCheck.isUnnamed(semantics.label) ? texts.joined(separator: ", ") : semantics.label!
        var states: Set<AccessibilityState> = []
        var value = semantics.value
        var errorMessage = semantics.errorMessage
        var isFocusable = false
        var isOn = semantics.isOn
        for part in parts {
            let s = scene.nodes[part].semantics
            if s.isSelected { states.insert(.selected) }
            if s.isInvalid { states.insert(.error) }
            if s.isBusy { states.insert(.busy) }
            if s.isFocused { states.insert(.focused) }
            if s.isRequired { states.insert(.required) }
            if s.isInteractive { isFocusable = true }
            value = value ?? s.value
            errorMessage = errorMessage ?? s.errorMessage
            isOn = isOn ?? s.isOn
        }
        if let isOn { states.insert(isOn ? .on : .off) }
        let role = semantics.role ?? (semantics.isInteractive ? "button" : "group")
        var result = element(index, role: role, name: name, visible: visible, states: states, disabled: disabled,
                             isFocusable: isFocusable && !disabled)
        result.value = value
        result.errorMessage = errorMessage
        return result
    }

    /// The node and its visible, non-hidden descendants in visit order.
    func collect(_ index: Int, into parts: inout [Int]) {
        let node = scene.nodes[index]
        guard !node.semantics.isHidden, node.box.opacity > 0 else { return }
        parts.append(index)
        for child in VisualOrder.sorted(scene.children[index], in: scene, usesPriority: usesPriority) { collect(child, into: &parts) }
    }

    func element(_ index: Int, role: String, name: String, visible: String, states: Set<AccessibilityState>,
                 disabled: Bool, isFocusable: Bool) -> AccessibilityElement {
        let node = scene.nodes[index]
        var all = states
        if disabled { all.insert(.disabled) }
        return AccessibilityElement(number: 0, node: index, nodeID: node.id, hasAuthoredID: !node.id.hasPrefix(node.path), role: role,
                                    name: name, value: node.semantics.value, hint: node.semantics.hint, errorMessage: nil,
                                    states: all.sorted(), frame: scene.frames[index], isFocusable: isFocusable,
                                    visibleLabel: visible)
    }
}
