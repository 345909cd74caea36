import ProofsheetLayout
import ProofsheetSpec

/// A `listRow` on an Android device: Material 3's list item (m3.material.io "Lists: specs"; docs/platform-controls.md).
extension ListRowNode {
    /// 16 dp leading and trailing padding, 16 dp between the parts, 24 dp leading and trailing icons; one line
    /// 56 dp high with 8 dp vertical padding, two lines (a subtitle) 72 dp with 12 dp, so a subtitle that takes two
    /// lines makes the 88 dp three-line item (12 + 24 + 2 × 20 + 12).
    package static let materialMetrics = ControlMetrics(minHeight: 56, padding: Edges(top: 8, leading: 16, bottom: 8, trailing: 16), spacing: 16,
                                                iconSize: 24)
    package static let materialHeights = (oneLine: 56.0, twoLine: 72.0, threeLine: 88.0)

    package func materialRequirements(of node: SpecNode) -> [TokenNeed] {
        let secondary = subtitle != nil || value != nil || hasChevron
        let roles: [ColorRole] = (title == nil ? [] : ["textPrimary"]) + (secondary ? ["textSecondary"] : []) + (icon == nil ? [] : ["accent"])
        let styles: [TextStyleName] = (title == nil ? [] : ["bodyLarge"]) + (subtitle == nil ? [] : ["bodyMedium"]) + (value == nil ? [] : ["labelSmall"])
        return roles.map(TokenNeed.color) + styles.map(TokenNeed.style)
    }

    package func buildMaterial(_ c: inout ControlBuild, with r: SceneResolver) throws {
        c.kind = .hstack(spacing: c.metrics.spacing, alignment: .center)
        if !c.node.box.written.contains(.padding) {
            let vertical = subtitle == nil ? c.metrics.padding.top : 12
            c.box.sizing.padding = Edges(top: vertical, leading: c.metrics.padding.leading, bottom: vertical, trailing: c.metrics.padding.trailing)
        }
        if !c.hasAuthoredHeight {
            c.box.sizing.minHeight = max(subtitle == nil ? ListRowNode.materialHeights.oneLine : ListRowNode.materialHeights.twoLine, c.touchMinimum)
        }
        // The leading icon in `accent` as on iOS (Material's onSurfaceVariant is `textSecondary`; the accent keeps one
        // colour per project's design); the headline in Body Large `textPrimary`, the supporting text in Body Medium
        // and a trailing value in Label Small, both `textSecondary`.
        if let icon { c.children.append(c.parts.icon(try r.icon(icon, size: c.metrics.iconSize, role: "accent"), suffix: "icon")) }
        var lines: [ResolvedNode] = []
        let titleText = try title.map(r.theme.text)
        if let titleText { lines.append(c.parts.text(try r.text(titleText, style: "bodyLarge", role: "textPrimary"), suffix: "title")) }
        let subtitleText = try subtitle.map(r.theme.text)
        if let subtitleText { lines.append(c.parts.text(try r.text(subtitleText, style: "bodyMedium", role: "textSecondary"), suffix: "subtitle")) }
        let stacksValue = r.theme.usesAccessibilityLayouts
        if let value, stacksValue {
            lines.append(c.parts.text(try r.text(try r.theme.text(value), style: "labelSmall", role: "textSecondary"), suffix: "value"))
        }
        var column = ResolvedBox()
        column.sizing.flex = 1
        c.children.append(c.parts.node("text", kind: .vstack(spacing: 0, alignment: .fill), box: column, children: lines))
        if let value, !stacksValue {
            c.children.append(c.parts.text(try r.text(try r.theme.text(value), style: "labelSmall", role: "textSecondary", alignment: .trailing),
                                           suffix: "value"))
        }
        if hasChevron { c.children.append(c.parts.icon(try r.icon("chevronForward", size: c.metrics.iconSize, role: "textSecondary"), suffix: "chevron")) }
        c.semantics.role = c.semantics.role ?? "button"
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
