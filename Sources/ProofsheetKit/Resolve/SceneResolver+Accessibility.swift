/// What each control tells assistive technology beyond its name: value, selection, switch position, required
/// and error, the status colour, and which controls merge their parts into one element. Recorded here, once,
/// so the accessibility tree (`AccessibilityTree`) reads facts instead of guessing them from pixels.
extension SceneResolver {
    func describe(_ node: SpecNode, in control: inout ResolvedNode) throws {
        var semantics = control.semantics
        switch node.kind {
        case .textField(_, _, let value, let error, let isRequired):
            // Label, field and message are one element, as UITextField with its label and TextInputLayout are.
            semantics.mergesDescendants = true
            semantics.role = semantics.role ?? "textField"
            semantics.label = semantics.label ?? control.children.first(where: { $0.id.hasSuffix(".field") })?.semantics.label
            if semantics.value == nil { semantics.value = try value.map(theme.text) }
            semantics.isRequired = isRequired
            semantics.isInvalid = semantics.isInvalid || error != nil
            semantics.errorMessage = try error.map(theme.text)
            let danger = try theme.color("danger")
            for index in control.children.indices where control.children[index].semantics.statusTone != nil {
                control.children[index].semantics.statusColor = danger
            }
        case .toggle(_, let isOn, _):
            semantics.isOn = isOn
        case .badge(let tone, _, _):
            semantics.mergesDescendants = true
            semantics.statusColor = try theme.color(tone.rawValue)
        case .listRow(_, let title, let subtitle, let value, _):
            if semantics.value == nil { semantics.value = try value.map(theme.text) }
            // A subtitle is read with the title, as a subtitle cell's label is on iOS.
            if node.a11y.label == nil, let title, let subtitle {
                semantics.label = try theme.text(title) + ", " + theme.text(subtitle)
            }
        case .segmented(_, let selected):
            if control.children.indices.contains(selected) { control.children[selected].semantics.isSelected = true }
        case .tabBar(let items):
            for (index, item) in items.enumerated() where item.isSelected && control.children.indices.contains(index) {
                control.children[index].semantics.isSelected = true
            }
        case .progress(let fraction, _, _):
            semantics.mergesDescendants = true
            // Locale-neutral digits: the platforms localise the number when they speak it.
            if semantics.value == nil { semantics.value = "\(Int((max(0, min(1, fraction)) * 100).rounded()))%" }
        default:
            break
        }
        control.semantics = semantics
    }
}
