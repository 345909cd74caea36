import ProofsheetSpec

/// A `radioGroup` on an Android device: Material 3's radio buttons (m3.material.io "Radio button: specs";
/// docs/platform-controls.md).
extension RadioGroupNode {
    /// A 20 dp circle with a 2 dp outline, a 10 dp dot inside when selected, centred in its 40 dp state layer; each
    /// row is a 48 dp target with the `bodyLarge` label 8 dp after the state layer; the caption `bodyMedium`.
    package static let materialCircle = (side: 20.0, outline: 2.0, dot: 10.0, zone: 40.0)
    package static let materialMetrics = ControlMetrics(minHeight: 48, spacing: 8, iconSize: 20)

    package func materialRequirements(of node: SpecNode) -> [TokenNeed] {
        // Each circle: `accent` (primary) selected, `textSecondary` (onSurfaceVariant) not, `disabledText` disabled.
        var roles = Set(options.map { isDisabled(node, option: $0) ? "disabledText" : "textPrimary" as ColorRole })
        for (index, option) in options.enumerated() {
            roles.insert(isDisabled(node, option: option) ? "disabledText" : index == selected ? "accent" : "textSecondary")
        }
        if label != nil { roles.insert("textSecondary") }
        return roles.sorted().map(TokenNeed.color) + (["bodyLarge"] + (label == nil ? [] : ["bodyMedium"])).map(TokenNeed.style)
    }

    /// The circle of option `index` in its state layer.
    package func materialCircle(_ index: Int, isSelected: Bool, isDisabled: Bool, with r: SceneResolver, parts: Parts) throws -> ResolvedNode {
        let size = RadioGroupNode.materialCircle
        let role: ColorRole = isDisabled ? "disabledText" : isSelected ? "accent" : "textSecondary"
        var circle = ResolvedBox()
        circle.sizing.width = .points(size.side)
        circle.sizing.height = .points(size.side)
        circle.cornerRadius = size.side / 2
        circle.border = Border(color: try r.theme.color(role), role: role, width: size.outline)
        var dots: [ResolvedNode] = []
        if isSelected {
            var dot = ResolvedBox()
            dot.sizing.width = .points(size.dot)
            dot.sizing.height = .points(size.dot)
            dot.cornerRadius = size.dot / 2
            try dot.fill(role: role, theme: r.theme)
            dots.append(parts.node("option\(index).dot", kind: .rect, box: dot))
        }
        var zone = ResolvedBox()
        zone.sizing.width = .points(size.zone)
        zone.sizing.height = .points(size.zone)
        return parts.node("option\(index).zone", kind: .zstack(alignment: .center), box: zone, children: [
            parts.node("option\(index).circle", kind: .zstack(alignment: .center), box: circle, part: .selectionMark, children: dots),
        ])
    }
}
