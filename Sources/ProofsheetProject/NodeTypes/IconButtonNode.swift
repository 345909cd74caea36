import ProofsheetSpec

/// `iconButton`: a square touch target around one icon.
///
/// States: `focused` rings it, `pressed` overlays its fill (or fills it with the overlay), `disabled` draws the
/// icon in `disabledText`, `selected` borders it in `accent`, `loading` shows the timer in the icon's place.
package struct IconButtonNode: ControlKind {
    package var icon: String
    package var colorRole: ColorRole?

    package static let type = NodeType("iconButton", keys: keyTable, states: [.focused, .pressed, .disabled, .selected, .loading],
                               example: #""type": "iconButton", "icon": "check""#) { d, o, _ in
        IconButtonNode(icon: try d.icon(o.requiredValue("icon")), colorRole: try d.role(o.optionalValue("color")))
    }

    package static let metrics = ControlMetrics(iconSize: 24)

    /// A disabled icon button is drawn in `disabledText` only (`ControlKind.disabledRoles`).
    package func restingRequirements(of node: SpecNode) -> [TokenNeed] { node.state == .disabled ? [] : [.color(colorRole ?? "textPrimary")] }

    package func build(_ c: inout ControlBuild, with r: SceneResolver) throws {
        c.kind = .zstack(alignment: .center)
        // The touch-target minimum is the default side; an authored width, height or minimum is drawn as written.
        if case .auto = c.box.sizing.width, c.node.box.sizing.minWidth == nil { c.box.sizing.width = .points(r.controlHeight) }
        if !c.hasAuthoredHeight { c.box.sizing.height = .points(r.controlHeight) }
        let ink = c.state == .disabled ? "disabledText" : colorRole ?? "textPrimary"
        c.children.append(c.parts.icon(try r.icon(icon, size: c.metrics.iconSize, role: ink), suffix: "icon"))
        c.semantics.role = c.semantics.role ?? "button"
        switch c.state {
        case .focused?: c.box.focusRing = try r.focusRing(); c.semantics.isFocused = true
        case .pressed?: c.box.background = try r.pressed(c.box.background)
        case .disabled?: c.semantics.isDisabled = true
        case .selected?: c.box.border = try r.stateBorder("accent"); c.semantics.isSelected = true
        case .loading?: try r.showBusy(&c, role: ink); c.semantics.isBusy = true
        case .error?, nil: break // not in the entry's states: the decoder refuses it
        }
    }
}
