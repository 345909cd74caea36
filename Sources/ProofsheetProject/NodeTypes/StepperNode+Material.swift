import ProofsheetSpec

/// A `stepper` on an Android device. Material 3 has no stepper: Proofsheet draws its parts from Material's outlined
/// icon button (m3.material.io "Icon buttons: specs"; docs/platform-controls.md), a decrease and an increase
/// button after the `bodyLarge` label and value.
extension StepperNode {
    /// Each button a 48 dp target around a 40 dp circle with a 1 dp `border` (outline) and a 24 dp glyph in
    /// `textSecondary` (onSurfaceVariant); the buttons touch (their 48 dp targets meet), 12 dp after the value.
    package static let materialButton = (container: 40.0, outline: 1.0)
    package static let materialMetrics = ControlMetrics(minHeight: 48, spacing: 12, iconSize: 24)

    package func materialRequirements(of node: SpecNode) -> [TokenNeed] {
        let ink: ColorRole = isDisabled(node) ? "disabledText" : "textPrimary"
        return Array(Set([ink, ColorRole("border")] + glyphRoles(node, enabled: "textSecondary"))).sorted().map(TokenNeed.color) + [.style("bodyLarge")]
    }

    package func materialButtons(_ buttons: [(name: String, icon: String, enabled: Bool, suffix: String)], c: ControlBuild,
                         with r: SceneResolver) throws -> ResolvedNode {
        let size = StepperNode.materialButton
        var targets: [ResolvedNode] = []
        for button in buttons {
            var box = ResolvedBox()
            box.sizing.width = .points(r.controlHeight)
            box.sizing.height = .points(targetHeight(c, with: r))
            var semantics = Semantics()
            semantics.isInteractive = true
            semantics.role = .button
            semantics.label = button.name
            semantics.isDisabled = !button.enabled
            var container = ResolvedBox()
            container.sizing.width = .points(size.container)
            container.sizing.height = .points(size.container)
            container.cornerRadius = size.container / 2
            container.border = Border(color: try r.theme.color("border"), role: "border", width: size.outline)
            let glyph = c.parts.icon(try r.icon(button.icon, size: StepperNode.materialMetrics.iconSize, role: button.enabled ? "textSecondary" : "disabledText"),
                                     suffix: button.suffix + ".icon")
            targets.append(c.parts.node(button.suffix, kind: .zstack(alignment: .center), box: box, semantics: semantics, type: "iconButton", children: [
                c.parts.node(button.suffix + ".container", kind: .zstack(alignment: .center), box: container, children: [glyph]),
            ]))
        }
        return c.parts.node("buttons", kind: .hstack(spacing: 0, alignment: .center), children: targets)
    }
}
