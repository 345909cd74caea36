import ProofsheetLayout
import ProofsheetSpec

/// `listRow`: icon, title and subtitle column, trailing value and chevron, as an iOS table cell.
///
/// States: `focused` rings the row, `pressed` overlays its fill, `disabled` draws its texts and icons in
/// `disabledText`, `selected` borders it in `accent`.
package struct ListRowNode: ControlKind {
    package var icon: String?
    package var title: TextSource?
    package var subtitle: TextSource?
    package var value: TextSource?
    package var hasChevron: Bool

    package static let type = NodeType("listRow", keys: keyTable, states: [.focused, .pressed, .disabled, .selected],
                               example: #""type": "listRow", "title": { "literal": "Account" }"#) { d, o, _ in
        ListRowNode(icon: try o.optionalValue("icon").map(d.icon), title: try d.text(o.optionalValue("title")),
                    subtitle: try d.text(o.optionalValue("subtitle")), value: try d.text(o.optionalValue("value")),
                    hasChevron: try o.optionalBool("chevron") ?? true)
    }

    package static let metrics = ControlMetrics(padding: Edges(top: 12, leading: 16, bottom: 12, trailing: 16), spacing: 12, iconSize: 24)

    package var textSources: [TextSource] { [title, subtitle, value].compactMap { $0 } }

    package func restingRequirements(of node: SpecNode) -> [TokenNeed] {
        // The title in `textPrimary`; the subtitle, value and chevron in `textSecondary` (`build`).
        let secondary = subtitle != nil || value != nil || hasChevron
        let roles: [ColorRole] = (title == nil ? [] : ["textPrimary"]) + (secondary ? ["textSecondary"] : []) + (icon == nil ? [] : ["accent"])
        let styles: [TextStyleName] = (title != nil || value != nil ? ["body"] : []) + (subtitle == nil ? [] : ["footnote"])
        return roles.map(TokenNeed.color) + styles.map(TokenNeed.style)
    }

    package func build(_ c: inout ControlBuild, with r: SceneResolver) throws {
        if r.platform == .android { return try buildMaterial(&c, with: r) }
        c.kind = .hstack(spacing: c.metrics.spacing, alignment: .center)
        c.applyDefaultPadding()
        if let minimum = c.defaultMinHeight { c.box.sizing.minHeight = minimum }
        if let icon { c.children.append(c.parts.icon(try r.icon(icon, size: c.metrics.iconSize, role: "accent"), suffix: "icon")) }
        var lines: [ResolvedNode] = []
        let titleText = try title.map(r.theme.text)
        if let titleText { lines.append(c.parts.text(try r.text(titleText, style: "body", role: "textPrimary"), suffix: "title")) }
        let subtitleText = try subtitle.map(r.theme.text)
        if let subtitleText { lines.append(c.parts.text(try r.text(subtitleText, style: "footnote", role: "textSecondary"), suffix: "subtitle")) }
        // At accessibility text sizes a value no longer fits beside its title: it moves under it, as
        // iOS value cells do, instead of squeezing the title column to a few points.
        let stacksValue = r.theme.usesAccessibilityLayouts
        if let value, stacksValue {
            lines.append(c.parts.text(try r.text(try r.theme.text(value), style: "body", role: "textSecondary"), suffix: "value"))
        }
        var column = ResolvedBox()
        column.sizing.flex = 1
        c.children.append(c.parts.node("text", kind: .vstack(spacing: 2, alignment: .fill), box: column, children: lines))
        if let value, !stacksValue {
            c.children.append(c.parts.text(try r.text(try r.theme.text(value), style: "body", role: "textSecondary", alignment: .trailing), suffix: "value"))
        }
        if hasChevron { c.children.append(c.parts.icon(try r.icon("chevronForward", size: 16, role: "textSecondary"), suffix: "chevron")) }
        c.semantics.role = c.semantics.role ?? "button"
        // A subtitle is read with the title, as a subtitle cell's label is on iOS.
        if let titleText, let subtitleText, c.node.a11y.label == nil {
            c.semantics.label = titleText + ", " + subtitleText
        } else {
            c.semantics.label = c.semantics.label ?? titleText
        }
        if c.semantics.value == nil { c.semantics.value = try value.map(r.theme.text) }
        switch c.state {
        case .focused?: c.box.focusRing = try r.focusRing(); c.semantics.isFocused = true
        case .pressed?: c.box.background = try r.pressed(c.box.background)
        case .disabled?:
            for index in c.children.indices { try r.recolour(&c.children[index], role: "disabledText") }
            c.semantics.isDisabled = true
        case .selected?: c.box.border = try r.stateBorder("accent"); c.semantics.isSelected = true
        case .error?, .loading?, nil: break // not in the entry's states: the decoder refuses them
        }
    }
}
