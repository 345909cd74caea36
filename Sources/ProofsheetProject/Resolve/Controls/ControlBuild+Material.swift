/// Material 3's touch target around a smaller drawn container (m3.material.io "Accessibility: touch targets",
/// 48 × 48 dp): a 40 dp button or segmented button is drawn inside a node of touch-target height, as Material's
/// minimum interactive size pads it, so the node is the target the audits measure and the container is what is seen.
extension ControlBuild {
    /// Moves what the node draws (fill, border, corner radius, padding) onto a new box for its container part,
    /// leaving the node its size rules and semantics; the authored values go with it, so they are drawn as written.
    package mutating func takeDrawnBox() -> ResolvedBox {
        var drawn = ResolvedBox()
        drawn.background = box.background
        drawn.backgroundRole = box.backgroundRole
        drawn.gradientRoles = box.gradientRoles
        drawn.border = box.border
        drawn.cornerRadius = box.cornerRadius
        drawn.sizing.padding = box.sizing.padding
        box.background = nil
        box.backgroundRole = nil
        box.gradientRoles = []
        box.border = nil
        box.cornerRadius = 0
        box.sizing.padding = .zero
        return drawn
    }

    /// The container's height rule: the node's authored height fills it; otherwise the metrics' minimum (40 dp).
    package func containerHeight(_ container: inout ResolvedBox) {
        if hasAuthoredHeight { container.sizing.height = .fill } else { container.sizing.minHeight = metrics.minHeight }
    }
}
