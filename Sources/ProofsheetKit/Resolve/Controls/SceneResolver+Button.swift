/// `button`: a filled, outlined or plain touch target with an optional icon and a centred label.
///
/// States (docs/spec.md, "Control states"): `focused` rings the button, `pressed` overlays its fill, `disabled`
/// draws it as `disabled: true`, `selected` and `error` border it, `loading` puts the timer before the label.
extension SceneResolver {
    func resolveButton(_ c: inout ControlBuild, label: TextSource?, icon iconName: String?, variant: ButtonVariant, isDisabled authored: Bool) throws {
        let isDisabled = authored || c.state == .disabled
        let (fill, ink, borderRole) = buttonRoles(variant, isDisabled: isDisabled)
        let text = try label.map(theme.text)
        if let fill, c.box.background == nil { try c.box.fill(role: fill, theme: theme) }
        if let borderRole, c.box.border == nil { c.box.border = Border(color: try theme.color(borderRole), role: borderRole, width: 1) }
        c.applyDefaultBox()
        if case .auto = c.box.sizing.width { c.box.sizing.width = .fill }
        c.children.append(c.parts.spacer())
        if let iconName { c.children.append(c.parts.icon(try icon(iconName, size: c.metrics.iconSize, role: ink), suffix: "icon")) }
        if let text { c.children.append(c.parts.text(try self.text(text, style: "headline", role: ink, alignment: .center), suffix: "label")) }
        c.children.append(c.parts.spacer())
        c.semantics.role = c.semantics.role ?? "button"
        c.semantics.label = c.semantics.label ?? text
        c.semantics.isDisabled = isDisabled
        switch c.state {
        case .focused?: c.box.focusRing = try focusRing(); c.semantics.isFocused = true
        case .pressed?: c.box.background = try pressed(c.box.background)
        case .selected?: c.box.border = try stateBorder("accent"); c.semantics.isSelected = true
        case .error?: c.box.border = try stateBorder("danger"); c.semantics.isInvalid = true
        case .loading?: try showBusy(&c, role: ink); c.semantics.isBusy = true
        case .disabled?, nil: break
        }
    }

    /// Background, ink and border roles of a button variant.
    func buttonRoles(_ variant: ButtonVariant, isDisabled: Bool) -> (fill: String?, ink: String, border: String?) {
        if isDisabled { return ("disabledSurface", "disabledText", nil) }
        switch variant {
        case .primary: return ("accent", "onAccent", nil)
        case .secondary: return ("surface", "accent", "accent")
        case .destructive: return ("danger", "onDanger", nil)
        case .plain: return (nil, "accent", nil)
        }
    }
}
