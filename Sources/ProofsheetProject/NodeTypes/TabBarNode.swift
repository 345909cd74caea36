import ProofsheetLayout
import ProofsheetSpec

/// `tabBar`: equal cells of icon over label, the selected one in `accent`, continuing into the bottom safe area.
package struct TabBarNode: ControlKind {
    package var items: [TabItemSpec]

    package static let type = NodeType("tabBar", keys: keyTable, example: #""type": "tabBar", "items": [ { "icon": "check", "label": { "literal": "Home" } } ]"#) { d, o, _ in
        let items = try o.requiredArray("items").map { item -> TabItemSpec in
            let itemObject = try item.object()
            try itemObject.rejectUnknownKeys(of: itemKeyTable)
            return TabItemSpec(icon: try d.icon(itemObject.requiredValue("icon")),
                               label: try d.text(itemObject.requiredValue("label")) ?? .literal(""),
                               isSelected: try itemObject.optionalBool("selected") ?? false)
        }
        return TabBarNode(items: items)
    }

    package static let metrics = ControlMetrics(minHeight: 49, padding: Edges(top: 6, leading: 4, bottom: 2, trailing: 4), spacing: 2, iconSize: 24)

    package var textSources: [TextSource] { items.map(\.label) }

    package func restingRequirements(of node: SpecNode) -> [TokenNeed] {
        // Selected items in `accent`, the others in `textSecondary` (`build`).
        let inks: [ColorRole] = (items.contains(where: \.isSelected) ? ["accent"] : []) + (items.contains { !$0.isSelected } ? ["textSecondary"] : [])
        return (inks + (node.box.background == nil ? ["surface"] : [])).map(TokenNeed.color) + [.style("tab")]
    }

    package func build(_ c: inout ControlBuild, with r: SceneResolver) throws {
        if r.platform == .android { return try buildMaterial(&c, with: r) }
        c.semantics.isInteractive = false
        c.kind = .hstack(spacing: 0, alignment: .fill)
        if c.box.background == nil { try c.box.fill(role: "surface", theme: r.theme) }
        c.applyDefaultPadding()
        c.box.extendsIntoSafeArea = true
        let cellMinimum = c.hasAuthoredHeight ? nil : max(c.metrics.minHeight ?? 0, r.controlHeight)
        for (index, item) in items.enumerated() {
            let role: ColorRole = item.isSelected ? "accent" : "textSecondary"
            let label = try r.theme.text(item.label)
            var cell = ResolvedBox()
            cell.sizing.flex = 1
            cell.sizing.minHeight = cellMinimum
            var cellSemantics = Semantics()
            cellSemantics.isInteractive = true
            cellSemantics.role = .tab
            cellSemantics.label = label
            cellSemantics.isSelected = item.isSelected
            c.children.append(c.parts.node("item\(index)", kind: .vstack(spacing: c.metrics.spacing, alignment: .center), box: cell, semantics: cellSemantics, children: [
                c.parts.icon(try r.icon(item.icon, size: c.metrics.iconSize, role: role), suffix: "item\(index).icon"),
                c.parts.text(try r.text(label, style: "tab", role: role, alignment: .center), suffix: "item\(index).label"),
            ]))
        }
        c.semantics.role = c.semantics.role ?? "tablist"
    }
}
