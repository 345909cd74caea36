/// `tabBar`: equal cells of icon over label, the selected one in `accent`, continuing into the bottom safe area.
extension SceneResolver {
    func resolveTabBar(_ c: inout ControlBuild, items: [TabItemSpec]) throws {
        c.semantics.isInteractive = false
        c.kind = .hstack(spacing: 0, alignment: .fill)
        if c.box.background == nil { try c.box.fill(role: "surface", theme: theme) }
        if c.box.sizing.padding == .zero { c.box.sizing.padding = c.metrics.padding }
        c.box.extendsIntoSafeArea = true
        let cellMinimum = c.hasAuthoredHeight ? nil : max(c.metrics.minHeight ?? 0, controlHeight)
        for (index, item) in items.enumerated() {
            let role = item.isSelected ? "accent" : "textSecondary"
            let label = try theme.text(item.label)
            var cell = ResolvedBox()
            cell.sizing.flex = 1
            cell.sizing.minHeight = cellMinimum
            var cellSemantics = Semantics()
            cellSemantics.isInteractive = true
            cellSemantics.role = "tab"
            cellSemantics.label = label
            c.children.append(c.parts.node("item\(index)", kind: .vstack(spacing: c.metrics.spacing, alignment: .center), box: cell, semantics: cellSemantics, children: [
                c.parts.icon(try icon(item.icon, size: c.metrics.iconSize, role: role), suffix: "item\(index).icon"),
                c.parts.text(try text(label, style: "tab", role: role, alignment: .center), suffix: "item\(index).label"),
            ]))
        }
        c.semantics.role = c.semantics.role ?? "tablist"
    }
}
