/// `listRow`: icon, title and subtitle column, trailing value and chevron, as an iOS table cell.
///
/// States: `focused` rings the row, `pressed` overlays its fill, `disabled` draws its texts and icons in
/// `disabledText`, `selected` borders it in `accent`.
extension SceneResolver {
    func resolveListRow(_ c: inout ControlBuild, icon iconName: String?, title: TextSource?, subtitle: TextSource?,
                        value: TextSource?, hasChevron: Bool) throws {
        c.kind = .hstack(spacing: c.metrics.spacing, alignment: .center)
        if c.box.sizing.padding == .zero { c.box.sizing.padding = c.metrics.padding }
        if let minimum = c.defaultMinHeight { c.box.sizing.minHeight = minimum }
        if let iconName { c.children.append(c.parts.icon(try icon(iconName, size: c.metrics.iconSize, role: "accent"), suffix: "icon")) }
        var lines: [ResolvedNode] = []
        let titleText = try title.map(theme.text)
        if let titleText { lines.append(c.parts.text(try text(titleText, style: "body", role: "textPrimary"), suffix: "title")) }
        if let subtitle { lines.append(c.parts.text(try text(try theme.text(subtitle), style: "footnote", role: "textSecondary"), suffix: "subtitle")) }
        // At accessibility text sizes a value no longer fits beside its title: it moves under it, as
        // iOS value cells do, instead of squeezing the title column to a few points.
        let stacksValue = theme.textScale >= ResolvedTheme.accessibilityTextScale
        if let value, stacksValue {
            lines.append(c.parts.text(try text(try theme.text(value), style: "body", role: "textSecondary"), suffix: "value"))
        }
        var column = ResolvedBox()
        column.sizing.flex = 1
        c.children.append(c.parts.node("text", kind: .vstack(spacing: 2, alignment: .fill), box: column, children: lines))
        if let value, !stacksValue {
            c.children.append(c.parts.text(try text(try theme.text(value), style: "body", role: "textSecondary", alignment: .trailing), suffix: "value"))
        }
        if hasChevron { c.children.append(c.parts.icon(try icon("chevronForward", size: 16, role: "textSecondary"), suffix: "chevron")) }
        c.semantics.role = c.semantics.role ?? "button"
        c.semantics.label = c.semantics.label ?? titleText
        switch c.state {
        case .focused?: c.box.focusRing = try focusRing(); c.semantics.isFocused = true
        case .pressed?: c.box.background = try pressed(c.box.background)
        case .disabled?:
            for index in c.children.indices { try recolour(&c.children[index], role: "disabledText") }
            c.semantics.isDisabled = true
        case .selected?: c.box.border = try stateBorder("accent"); c.semantics.isSelected = true
        case .error?, .loading?, nil: break // error, loading: not in the listRow entry's states (NodeType+Registry.swift): the decoder refuses them
        }
    }
}
