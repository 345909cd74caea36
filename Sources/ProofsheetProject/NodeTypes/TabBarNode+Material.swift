import ProofsheetLayout
import ProofsheetSpec

/// A `tabBar` on an Android device: Material 3's navigation bar (m3.material.io "Navigation bar: specs";
/// docs/platform-controls.md).
extension TabBarNode {
    /// 80 dp high: 12 dp above the 32 dp active-indicator row, 4 dp to the Label Medium label, 16 dp under it;
    /// 24 dp icons; the bar continues into the bottom safe area as on iOS.
    package static let materialMetrics = ControlMetrics(minHeight: 80, padding: Edges(top: 12, leading: 0, bottom: 16, trailing: 0), spacing: 4,
                                                iconSize: 24)
    /// The active indicator: a 64 × 32 dp pill behind the selected item's icon.
    package static let materialIndicator = (width: 64.0, height: 32.0)

    package func materialRequirements(of node: SpecNode) -> [TokenNeed] {
        let selected: [ColorRole] = items.contains(where: \.isSelected) ? ["accent", "accentTint"] : []
        let inks: [ColorRole] = selected + (items.contains { !$0.isSelected } ? ["textSecondary"] : [])
        return (inks + (node.box.background == nil ? ["surface"] : [])).map(TokenNeed.color) + [.style("labelMedium")]
    }

    package func buildMaterial(_ c: inout ControlBuild, with r: SceneResolver) throws {
        c.semantics.isInteractive = false
        c.kind = .hstack(spacing: 8, alignment: .fill)
        if c.box.background == nil { try c.box.fill(role: "surface", theme: r.theme) }
        c.applyDefaultPadding()
        c.box.extendsIntoSafeArea = true
        if !c.hasAuthoredHeight { c.box.sizing.minHeight = c.metrics.minHeight }
        for (index, item) in items.enumerated() {
            // Selected: the icon and label in `accent` on the `accentTint` indicator (Material's secondaryContainer);
            // the others in `textSecondary` (onSurfaceVariant).
            let role: ColorRole = item.isSelected ? "accent" : "textSecondary"
            let label = try r.theme.text(item.label)
            var cell = ResolvedBox()
            cell.sizing.flex = 1
            var cellSemantics = Semantics()
            cellSemantics.isInteractive = true
            cellSemantics.role = .tab
            cellSemantics.label = label
            cellSemantics.isSelected = item.isSelected
            var indicator = ResolvedBox()
            indicator.sizing.width = .points(TabBarNode.materialIndicator.width)
            indicator.sizing.height = .points(TabBarNode.materialIndicator.height)
            indicator.cornerRadius = TabBarNode.materialIndicator.height / 2
            if item.isSelected { try indicator.fill(role: "accentTint", theme: r.theme) }
            c.children.append(c.parts.node("item\(index)", kind: .vstack(spacing: c.metrics.spacing, alignment: .center), box: cell, semantics: cellSemantics, children: [
                c.parts.node("item\(index).indicator", kind: .zstack(alignment: .center), box: indicator, children: [
                    c.parts.icon(try r.icon(item.icon, size: c.metrics.iconSize, role: role), suffix: "item\(index).icon"),
                ]),
                c.parts.text(try r.text(label, style: "labelMedium", role: role, alignment: .center), suffix: "item\(index).label"),
            ]))
        }
        c.semantics.role = c.semantics.role ?? "tablist"
    }
}
