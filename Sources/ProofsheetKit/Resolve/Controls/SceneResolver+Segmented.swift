/// `segmented`: a track in `neutralTint` with one touch target per option, the selected one raised.
///
/// States: `focused` rings the selected segment (where focus rests in a segmented control), `disabled` draws
/// every label in `disabledText`.
extension SceneResolver {
    func resolveSegmented(_ c: inout ControlBuild, options: [TextSource], selected: Int) throws {
        c.semantics.isInteractive = false
        c.kind = .hstack(spacing: c.metrics.spacing, alignment: .fill)
        c.box.sizing.padding = c.metrics.padding
        c.box.cornerRadius = c.metrics.cornerRadius
        if c.box.background == nil { try c.box.fill(role: "neutralTint", theme: theme) }
        // An authored height sizes the track; the segments then fill it as written.
        let segmentMinimum = c.defaultMinHeight
        for (index, option) in options.enumerated() {
            let isSelected = index == selected
            let label = try theme.text(option)
            var segment = ResolvedBox()
            segment.sizing.flex = 1
            segment.sizing.minHeight = segmentMinimum
            segment.sizing.padding = Edges(all: 6)
            segment.cornerRadius = 10
            if isSelected {
                try segment.fill(role: "surface", theme: theme)
                segment.border = Border(color: try theme.color("accent"), role: "accent", width: 1)
            }
            var segmentSemantics = Semantics()
            segmentSemantics.isInteractive = true
            segmentSemantics.role = "tab"
            segmentSemantics.label = label
            let text = try self.text(label, style: isSelected ? "headline" : "subheadline",
                                     role: isSelected ? "textPrimary" : "textSecondary", alignment: .center)
            c.children.append(c.parts.node("option\(index)", kind: .zstack(alignment: .center), box: segment, semantics: segmentSemantics,
                                           part: .segment(isSelected: isSelected), children: [c.parts.text(text, suffix: "option\(index).label")]))
        }
        c.semantics.role = c.semantics.role ?? "tablist"
        switch c.state {
        case .focused?:
            if c.children.indices.contains(selected) {
                c.children[selected].box.focusRing = try focusRing()
                c.children[selected].semantics.isFocused = true
            }
        case .disabled?:
            for index in c.children.indices { try recolour(&c.children[index], role: "disabledText") }
            c.semantics.isDisabled = true
        case .pressed?, .selected?, .error?, .loading?, nil: break // only focused, disabled are in the segmented entry's states (NodeType+Registry.swift)
        }
    }
}
