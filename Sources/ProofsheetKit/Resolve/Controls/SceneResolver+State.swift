/// A control's `state` drawn with design tokens and recorded in its semantics (docs/spec.md, "Control states"),
/// applied by `resolve(_:)` after `resolveControl` to what each control file (`SceneResolver+<Control>.swift`) built.
///
/// The state lands on the control's touch target: the control itself, or for a text field its `.field` box.
extension SceneResolver {
    /// Width and gap of the focus ring in points: a 2 pt ring meets WCAG 2.2 §2.4.13's "2 CSS pixel thick
    /// perimeter" and the 2 pt gap keeps it off the control's own fill.
    static let focusRingWidth = 2.0
    static let focusRingGap = 2.0

    /// A `disabled` state on a button or toggle is the same as `disabled: true`, so both draw alike.
    func folding(_ state: ControlState?, into node: SpecNode) -> SpecNode {
        guard state == .disabled else { return node }
        var folded = node
        switch node.kind {
        case .button(let label, let icon, let variant, _): folded.kind = .button(label: label, icon: icon, variant: variant, isDisabled: true)
        case .toggle(let label, let isOn, _): folded.kind = .toggle(label: label, isOn: isOn, isDisabled: true)
        default: break
        }
        return folded
    }

    func apply(_ state: ControlState?, to control: inout ResolvedNode) throws {
        guard let state else { return }
        let target = control.semantics.isInteractive ? nil : control.children.firstIndex(where: \.semantics.isInteractive)
        var node = target.map { control.children[$0] } ?? control
        switch state {
        case .focused:
            node.box.focusRing = FocusRing(color: try theme.color("focusRing"), role: "focusRing",
                                           width: SceneResolver.focusRingWidth, gap: SceneResolver.focusRingGap)
            node.semantics.isFocused = true
        case .pressed:
            let overlay = try theme.color("pressedOverlay")
            if case .solid(let fill)? = node.box.background {
                node.box.background = .solid(overlay.composited(over: fill))
            } else if node.box.background == nil {
                node.box.background = .solid(overlay)
            }
        case .disabled:
            control.semantics.isDisabled = true
            try recolour(&control, role: "disabledText")
            return
        case .selected:
            node.semantics.isSelected = true
            node.box.border = Border(color: try theme.color("accent"), role: "accent", width: 2)
        case .error:
            control.semantics.isInvalid = true
            node.semantics.isInvalid = true
            node.box.border = Border(color: try theme.color("danger"), role: "danger", width: 2)
        case .loading:
            control.semantics.isBusy = true
            try showBusy(&control)
            return
        }
        if let target { control.children[target] = node } else { control = node }
    }

    /// A busy control shows the `timer` glyph in its label's colour before its label (replacing its own icon),
    /// hidden from assistive technology: the `busy` state says it.
    func showBusy(_ control: inout ResolvedNode) throws {
        guard let label = control.children.firstIndex(where: { if case .text = $0.kind { return true } else { return false } }),
              case .text(let text) = control.children[label].kind else { return }
        let parts = Parts(id: control.id, path: control.path, type: control.type)
        let busy = parts.icon(try icon("timer", size: 20, role: text.colorRole), suffix: "busy")
        if label > 0, case .icon = control.children[label - 1].kind {
            control.children[label - 1] = busy
        } else {
            control.children.insert(busy, at: label)
        }
    }

    /// Every text and icon of the subtree drawn in `role` (an inactive control's ink).
    func recolour(_ node: inout ResolvedNode, role: String) throws {
        let color = try theme.color(role)
        switch node.kind {
        case .text(var text):
            text.color = color
            text.colorRole = role
            node.kind = .text(text)
        case .icon(var icon):
            icon.color = color
            icon.colorRole = role
            node.kind = .icon(icon)
        default:
            break
        }
        for index in node.children.indices { try recolour(&node.children[index], role: role) }
    }
}
