import ProofsheetLayout
import ProofsheetSpec

/// `button`: a filled, outlined, tinted or plain touch target with an optional icon and a centred label.
///
/// States (docs/spec.md, "Control states"): `focused` rings the button, `pressed` overlays its fill, `disabled`
/// draws it as `disabled: true`, `selected` and `error` border it, `loading` puts the timer before the label.
package struct ButtonNode: ControlKind {
    package var label: TextSource?
    package var icon: String?
    package var variant: ButtonVariant
    package var isDisabled: Bool

    package static let type = NodeType("button", keys: keyTable, states: [.focused, .pressed, .disabled, .selected, .error, .loading],
                               example: #""type": "button", "label": { "literal": "Save" }"#) { d, o, _ in
        let variant = try o.optionalCase("variant", ButtonVariant.self) ?? .primary
        return ButtonNode(label: try d.text(o.optionalValue("label")), icon: try o.optionalValue("icon").map(d.icon),
                          variant: variant, isDisabled: try o.optionalBool("disabled") ?? false)
    }

    package static let metrics = ControlMetrics(padding: Edges(top: 12, leading: 20, bottom: 12, trailing: 20), cornerRadius: 12, iconSize: 20)
    /// The disabled look replaces the variant's roles (`restingRequirements`).
    package static let disabledRoles: [ColorRole] = []

    package var textSources: [TextSource] { [label].compactMap { $0 } }

    package func restingRequirements(of node: SpecNode) -> [TokenNeed] {
        let roles = ButtonNode.roles(variant, isDisabled: isDisabled || node.state == .disabled)
        // An authored background or border is drawn instead of the variant's (`build`).
        let fill = node.box.background == nil ? roles.fill : nil
        let border = node.box.borderRole == nil ? roles.border : nil
        return ([fill, roles.ink, border].compactMap { $0 }).map(TokenNeed.color) + (label == nil ? [] : [.style("headline")])
    }

    package func build(_ c: inout ControlBuild, with r: SceneResolver) throws {
        if r.platform == .android { return try buildMaterial(&c, with: r) }
        let isDisabled = self.isDisabled || c.state == .disabled
        let (fill, ink, borderRole) = ButtonNode.roles(variant, isDisabled: isDisabled)
        let text = try label.map(r.theme.text)
        if let fill, c.box.background == nil { try c.box.fill(role: fill, theme: r.theme) }
        if let borderRole, c.box.border == nil { c.box.border = Border(color: try r.theme.color(borderRole), role: borderRole, width: 1) }
        c.applyDefaultBox()
        if case .auto = c.box.sizing.width { c.box.sizing.width = .fill }
        c.children.append(c.parts.spacer())
        if let icon { c.children.append(c.parts.icon(try r.icon(icon, size: c.metrics.iconSize, role: ink), suffix: "icon")) }
        if let text { c.children.append(c.parts.text(try r.text(text, style: "headline", role: ink, alignment: .center), suffix: "label")) }
        c.children.append(c.parts.spacer())
        c.semantics.role = c.semantics.role ?? "button"
        c.semantics.label = c.semantics.label ?? text
        c.semantics.isDisabled = isDisabled
        switch c.state {
        case .focused?: c.box.focusRing = try r.focusRing(); c.semantics.isFocused = true
        case .pressed?: c.box.background = try r.pressed(c.box.background)
        case .selected?: c.box.border = try r.stateBorder("accent"); c.semantics.isSelected = true
        case .error?: c.box.border = try r.stateBorder("danger"); c.semantics.isInvalid = true
        case .loading?: try r.showBusy(&c, role: ink); c.semantics.isBusy = true
        case .disabled?, nil: break
        }
    }

    /// Background, ink and border roles of a button variant.
    package static func roles(_ variant: ButtonVariant, isDisabled: Bool) -> (fill: ColorRole?, ink: ColorRole, border: ColorRole?) {
        if isDisabled { return ("disabledSurface", "disabledText", nil) }
        switch variant {
        case .primary: return ("accent", "onAccent", nil)
        case .secondary: return ("surface", "accent", "accent")
        case .tonal: return ("accentTint", "accent", nil)
        case .destructive: return ("danger", "onDanger", nil)
        case .plain: return (nil, "accent", nil)
        }
    }
}
