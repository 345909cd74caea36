import ProofsheetSpec

/// A `checkbox` on an Android device: Material 3's checkbox (m3.material.io "Checkbox: specs"; docs/platform-controls.md).
extension CheckboxNode {
    /// An 18 dp box with 2 dp corners and a 2 dp outline, centred in its 40 dp state layer; the row is the 48 dp
    /// target, the `bodyLarge` label 8 dp after the state layer.
    package static let materialBox = (side: 18.0, corner: 2.0, outline: 2.0, zone: 40.0)
    package static let materialMetrics = ControlMetrics(minHeight: 48, spacing: 8, iconSize: 18)

    /// The Material mark: the box outlined in `textSecondary` (onSurfaceVariant) when unchecked, filled in `accent`
    /// (primary) with the check (a dash when mixed) in `onAccent` (onPrimary) when checked; `danger` / `onDanger`
    /// (error, onError) in error; `disabledText` when disabled.
    package func materialMark(_ roles: [ColorRole], semantics: Semantics, with r: SceneResolver, parts: Parts) throws -> ResolvedNode {
        let size = CheckboxNode.materialBox
        var box = ResolvedBox()
        box.sizing.width = .points(size.side)
        box.sizing.height = .points(size.side)
        box.cornerRadius = size.corner
        box.border = Border(color: try r.theme.color(roles[0]), role: roles[0], width: size.outline)
        var children: [ResolvedNode] = []
        if checked != .unchecked {
            try box.fill(role: roles[0], theme: r.theme)
            children.append(parts.icon(try r.icon(checked == .mixed ? "minus" : "check", size: CheckboxNode.materialMetrics.iconSize, role: roles[1]),
                                       suffix: "box.check"))
        }
        var zone = ResolvedBox()
        zone.sizing.width = .points(size.zone)
        zone.sizing.height = .points(size.zone)
        return parts.node("zone", kind: .zstack(alignment: .center), box: zone, children: [
            parts.node("box", kind: .zstack(alignment: .center), box: box, semantics: semantics, part: .selectionMark, children: children),
        ])
    }
}
