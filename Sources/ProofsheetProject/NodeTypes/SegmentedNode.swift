import ProofsheetLayout
import ProofsheetSpec

/// `segmented`: a track in `neutralTint` with one touch target per option, the selected one raised.
///
/// States: `focused` rings the selected segment (where focus rests in a segmented control), `disabled` draws
/// every label in `disabledText`.
package struct SegmentedNode: ControlKind {
    package var options: [TextSource]
    package var selected: Int

    package static let type = NodeType("segmented", keys: keyTable, states: [.focused, .disabled],
                               example: #""type": "segmented", "options": [ { "literal": "Day" }, { "literal": "Week" } ]"#) { d, o, _ in
        let options = try o.requiredArray("options").compactMap { try d.text($0) }
        guard !options.isEmpty else { throw try o.requiredValue("options").invalid("expected at least one option") }
        // Absent: the first option (index 0, always there).
        guard let selectedValue = o.optionalValue("selected") else { return SegmentedNode(options: options, selected: 0) }
        let selected = try selectedValue.int()
        guard selected >= 0, selected < options.count else {
            throw selectedValue.invalid("selected index \(selected) is outside the \(options.count) options")
        }
        return SegmentedNode(options: options, selected: selected)
    }

    package static let metrics = ControlMetrics(padding: Edges(all: 2), cornerRadius: 12, spacing: 2)

    package var textSources: [TextSource] { options }

    package func restingRequirements(of node: SpecNode) -> [TokenNeed] {
        let roles: [ColorRole] = ["surface", "accent", "textPrimary", "textSecondary"] + (node.box.background == nil ? ["neutralTint"] : [])
        return roles.map(TokenNeed.color) + [.style("headline"), .style("subheadline")]
    }

    package func build(_ c: inout ControlBuild, with r: SceneResolver) throws {
        if r.platform == .android { return try buildMaterial(&c, with: r) }
        c.semantics.isInteractive = false
        c.kind = .hstack(spacing: c.metrics.spacing, alignment: .fill)
        c.applyDefaultPadding()
        c.applyDefaultCornerRadius()
        if c.box.background == nil { try c.box.fill(role: "neutralTint", theme: r.theme) }
        // An authored height sizes the track; the segments then fill it as written.
        let segmentMinimum = c.defaultMinHeight
        for (index, option) in options.enumerated() {
            let isSelected = index == selected
            let label = try r.theme.text(option)
            var segment = ResolvedBox()
            segment.sizing.flex = 1
            segment.sizing.minHeight = segmentMinimum
            segment.sizing.padding = Edges(all: 6)
            segment.cornerRadius = 10
            if isSelected {
                try segment.fill(role: "surface", theme: r.theme)
                segment.border = Border(color: try r.theme.color("accent"), role: "accent", width: 1)
            }
            var segmentSemantics = Semantics()
            segmentSemantics.isInteractive = true
            segmentSemantics.role = .tab
            segmentSemantics.label = label
            segmentSemantics.isSelected = isSelected
            let text = try r.text(label, style: isSelected ? "headline" : "subheadline",
                                  role: isSelected ? "textPrimary" : "textSecondary", alignment: .center)
            c.children.append(c.parts.node("option\(index)", kind: .zstack(alignment: .center), box: segment, semantics: segmentSemantics,
                                           part: .segment(isSelected: isSelected), children: [c.parts.text(text, suffix: "option\(index).label")]))
        }
        c.semantics.role = c.semantics.role ?? "tablist"
        switch c.state {
        case .focused?:
            if c.children.indices.contains(selected) {
                c.children[selected].box.focusRing = try r.focusRing()
                c.children[selected].semantics.isFocused = true
            }
        case .disabled?:
            for index in c.children.indices { try r.recolour(&c.children[index], role: "disabledText") }
            c.semantics.isDisabled = true
        case .pressed?, .selected?, .error?, .loading?, nil: break // not in the entry's states: the decoder refuses them
        }
    }
}
