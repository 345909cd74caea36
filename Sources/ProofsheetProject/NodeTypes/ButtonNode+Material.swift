import ProofsheetLayout
import ProofsheetSpec

/// A `button` on an Android device: Material 3's common buttons (m3.material.io "Buttons: specs";
/// docs/platform-controls.md).
extension ButtonNode {
    /// A 40 dp container with a full corner radius, 24 dp side padding (16 dp before a leading icon), an 18 dp
    /// icon 8 dp from the label; the node is the 48 dp touch target around the container.
    package static let materialMetrics = ControlMetrics(minHeight: 40, padding: Edges(top: 0, leading: 24, bottom: 0, trailing: 24),
                                                cornerRadius: 20, spacing: 8, iconSize: 18)
    /// A text button's side padding (12 dp; 16 dp after a trailing icon is not drawn: icons lead).
    package static let materialTextPadding = 12.0

    /// Background, ink and border roles of a variant as a Material button: primary is the filled button,
    /// secondary the outlined one (1 dp `border`, Material's outline), tonal the filled tonal one, plain the text
    /// button, destructive a filled button in the danger roles; disabled as on iOS.
    package static func materialRoles(_ variant: ButtonVariant, isDisabled: Bool) -> (fill: ColorRole?, ink: ColorRole, border: ColorRole?) {
        if isDisabled { return ("disabledSurface", "disabledText", nil) }
        switch variant {
        case .primary: return ("accent", "onAccent", nil)
        case .secondary: return (nil, "accent", "border")
        case .tonal: return ("accentTint", "accent", nil)
        case .destructive: return ("danger", "onDanger", nil)
        case .plain: return (nil, "accent", nil)
        }
    }

    /// Draws the interaction state on `container` (the drawn button) and the node's semantics; on Android.
    package func drawState(_ c: inout ControlBuild, on container: inout ResolvedBox, ink: ColorRole, with r: SceneResolver) throws {
        switch c.state {
        case .focused?: container.focusRing = try r.focusRing(); c.semantics.isFocused = true
        case .pressed?: container.background = try r.pressed(container.background)
        case .selected?: container.border = try r.stateBorder("accent"); c.semantics.isSelected = true
        case .error?: container.border = try r.stateBorder("danger"); c.semantics.isInvalid = true
        case .loading?: try r.showBusy(&c, role: ink); c.semantics.isBusy = true
        case .disabled?, nil: break
        }
    }

    package func materialRequirements(of node: SpecNode) -> [TokenNeed] {
        let roles = ButtonNode.materialRoles(variant, isDisabled: isDisabled || node.state == .disabled)
        // An authored background or border is drawn instead of the variant's, on the container.
        let fill = node.box.background == nil ? roles.fill : nil
        let border = node.box.borderRole == nil ? roles.border : nil
        return ([fill, roles.ink, border].compactMap { $0 }).map(TokenNeed.color) + (label == nil ? [] : [.style("labelLarge")])
    }

    package func buildMaterial(_ c: inout ControlBuild, with r: SceneResolver) throws {
        let isDisabled = self.isDisabled || c.state == .disabled
        let (fill, ink, borderRole) = ButtonNode.materialRoles(variant, isDisabled: isDisabled)
        let text = try label.map(r.theme.text)
        c.kind = .zstack(alignment: .center)
        if !c.node.box.written.contains(.padding) {
            let side = variant == .plain && !isDisabled ? ButtonNode.materialTextPadding : c.metrics.padding.leading
            c.box.sizing.padding = Edges(top: 0, leading: icon == nil ? side : 16, bottom: 0, trailing: side)
        }
        c.applyDefaultCornerRadius()
        if case .auto = c.box.sizing.width { c.box.sizing.width = .fill }
        if !c.hasAuthoredHeight { c.box.sizing.minHeight = c.touchMinimum }
        var container = c.takeDrawnBox()
        if let fill, container.background == nil { try container.fill(role: fill, theme: r.theme) }
        if let borderRole, container.border == nil { container.border = Border(color: try r.theme.color(borderRole), role: borderRole, width: 1) }
        container.sizing.width = .fill
        c.containerHeight(&container)
        c.children.append(c.parts.spacer())
        if let icon { c.children.append(c.parts.icon(try r.icon(icon, size: c.metrics.iconSize, role: ink), suffix: "icon")) }
        if let text {
            c.children.append(c.parts.text(try r.text(text, style: "labelLarge", role: ink, alignment: .center), suffix: "label"))
        }
        c.children.append(c.parts.spacer())
        c.semantics.role = c.semantics.role ?? "button"
        c.semantics.label = c.semantics.label ?? text
        c.semantics.isDisabled = isDisabled
        try drawState(&c, on: &container, ink: ink, with: r)
        c.children = [c.parts.node("container", kind: .hstack(spacing: c.metrics.spacing, alignment: .center), box: container,
                                   children: c.children)]
    }
}
