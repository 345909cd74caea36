/// `iconButton`: a square touch target around one icon.
///
/// States: `focused` rings it, `pressed` overlays its fill (or fills it with the overlay), `disabled` draws the
/// icon in `disabledText`, `selected` borders it in `accent`, `loading` shows the timer in the icon's place.
extension SceneResolver {
    func resolveIconButton(_ c: inout ControlBuild, icon iconName: String, role: String?) throws {
        c.kind = .zstack(alignment: .center)
        // The touch-target minimum is the default side; an authored width, height or minimum is drawn as written.
        if case .auto = c.box.sizing.width, c.node.box.sizing.minWidth == nil { c.box.sizing.width = .points(controlHeight) }
        if !c.hasAuthoredHeight { c.box.sizing.height = .points(controlHeight) }
        let ink = c.state == .disabled ? "disabledText" : role ?? "textPrimary"
        c.children.append(c.parts.icon(try icon(iconName, size: c.metrics.iconSize, role: ink), suffix: "icon"))
        c.semantics.role = c.semantics.role ?? "button"
        switch c.state {
        case .focused?: c.box.focusRing = try focusRing(); c.semantics.isFocused = true
        case .pressed?: c.box.background = try pressed(c.box.background)
        case .disabled?: c.semantics.isDisabled = true
        case .selected?: c.box.border = try stateBorder("accent"); c.semantics.isSelected = true
        case .loading?: try showBusy(&c, role: ink); c.semantics.isBusy = true
        case .error?, nil: break // not in the iconButton entry's states (NodeType+Registry.swift): the decoder refuses it
        }
    }
}
