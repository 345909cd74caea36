import ProofsheetLayout
import ProofsheetSpec

/// A `segmented` on an Android device: Material 3's segmented button (m3.material.io "Segmented buttons: specs";
/// docs/platform-controls.md).
extension SegmentedNode {
    /// A 40 dp outlined container (1 dp `border`, Material's outline) with a full corner radius, segments split by
    /// 1 dp lines, 12 dp side padding, the selected one in `accentTint` (secondaryContainer) with an 18 dp check
    /// 8 dp before its Label Large label.
    package static let materialMetrics = ControlMetrics(minHeight: 40, padding: Edges(top: 0, leading: 12, bottom: 0, trailing: 12), cornerRadius: 20,
                                                spacing: 8, iconSize: 18)

    package func materialRequirements(of node: SpecNode) -> [TokenNeed] {
        // The outline and the lines between segments in `border`, the selected fill, every label and the check.
        ["border", "accentTint", "textPrimary"].map(TokenNeed.color) + [.style("labelLarge")]
    }

    package func buildMaterial(_ c: inout ControlBuild, with r: SceneResolver) throws {
        c.semantics.isInteractive = false
        c.kind = .zstack(alignment: .center)
        c.applyDefaultCornerRadius()
        // 40 dp, or the label's line and 10 dp above and below it when the text size makes that taller (one line:
        // a label that does not fit is truncated, as Android's single-line segment labels are).
        let face = max(c.metrics.minHeight ?? 0, try r.theme.textStyle("labelLarge").lineHeight + 20)
        if !c.hasAuthoredHeight { c.box.sizing.minHeight = max(face, c.touchMinimum) }
        var container = c.takeDrawnBox()
        if container.border == nil { container.border = Border(color: try r.theme.color("border"), role: "border", width: 1) }
        container.sizing.width = .fill
        if c.hasAuthoredHeight { container.sizing.height = .fill } else { container.sizing.height = .points(face) }
        container.clip = true
        var segments: [ResolvedNode] = []
        for (index, option) in options.enumerated() {
            let isSelected = index == selected
            let label = try r.theme.text(option)
            var segment = ResolvedBox()
            segment.sizing.flex = 1
            // Each segment is a full touch target, taller than the 40 dp it shows: the container clips its fill.
            segment.sizing.height = c.hasAuthoredHeight ? .fill : .points(max(face, c.touchMinimum))
            segment.sizing.padding = c.node.box.written.contains(.padding) ? c.box.sizing.padding : c.metrics.padding
            if isSelected { try segment.fill(role: "accentTint", theme: r.theme) }
            var segmentSemantics = Semantics()
            segmentSemantics.isInteractive = true
            segmentSemantics.role = .tab
            segmentSemantics.label = label
            segmentSemantics.isSelected = isSelected
            var parts = [c.parts.spacer()]
            if isSelected { parts.append(c.parts.icon(try r.icon("check", size: c.metrics.iconSize, role: "textPrimary"), suffix: "option\(index).check")) }
            parts.append(c.parts.text(try r.text(label, style: "labelLarge", role: "textPrimary", maxLines: 1, alignment: .center),
                                      suffix: "option\(index).label"))
            parts.append(c.parts.spacer())
            if index > 0 {
                var line = ResolvedBox()
                line.sizing.width = .points(1)
                line.sizing.height = .fill
                try line.fill(role: "border", theme: r.theme)
                segments.append(c.parts.node("divider\(index)", kind: .rect, box: line))
            }
            segments.append(c.parts.node("option\(index)", kind: .hstack(spacing: c.metrics.spacing, alignment: .center), box: segment,
                                         semantics: segmentSemantics, part: .segment(isSelected: isSelected), children: parts))
        }
        c.box.sizing.padding = .zero
        c.semantics.role = c.semantics.role ?? "tablist"
        switch c.state {
        case .focused?:
            if let index = segments.firstIndex(where: { $0.id == c.id.part("option\(selected)") }) {
                segments[index].box.focusRing = try r.focusRing()
                segments[index].semantics.isFocused = true
            }
        case .disabled?:
            for index in segments.indices { try r.recolour(&segments[index], role: "disabledText") }
            c.semantics.isDisabled = true
        case .pressed?, .selected?, .error?, .loading?, nil: break // not in the entry's states: the decoder refuses them
        }
        c.children = [c.parts.node("container", kind: .hstack(spacing: 0, alignment: .center), box: container, children: segments)]
    }
}
