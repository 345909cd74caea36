import ProofsheetSpec

/// A `progress` on an Android device: Material 3's linear progress indicator (m3.material.io "Progress
/// indicators: specs"; docs/platform-controls.md).
extension ProgressNode {
    /// A 4 dp track with full corner radius; the active indicator and the rest of the track 4 dp apart; the caption
    /// in Body Small 4 dp under it.
    package static let materialMetrics = ControlMetrics(minHeight: 0, spacing: 4)
    package static let materialTrack = (height: 4.0, gap: 4.0)

    package func materialRequirements(of node: SpecNode) -> [TokenNeed] {
        (["neutralTint", colorRole] + (label == nil ? [] : ["textSecondary"])).map(TokenNeed.color) + (label == nil ? [] : [.style("bodySmall")])
    }

    package func buildMaterial(_ c: inout ControlBuild, with r: SceneResolver) throws {
        c.semantics.isInteractive = false
        c.kind = .vstack(spacing: c.metrics.spacing, alignment: .fill)
        let fraction = max(0, min(1, value))
        let size = ProgressNode.materialTrack
        var track = ResolvedBox()
        track.sizing.height = .points(size.height)
        // The value in the node's colour role (Material's primary: `accent`), the rest in `neutralTint`
        // (secondaryContainer), each a rounded bar; no gap at 0 or 1, where one of them is empty.
        var done = ResolvedBox()
        done.sizing.flex = fraction
        done.cornerRadius = size.height / 2
        try done.fill(role: colorRole, theme: r.theme)
        var rest = ResolvedBox()
        rest.sizing.flex = 1 - fraction
        rest.cornerRadius = size.height / 2
        try rest.fill(role: "neutralTint", theme: r.theme)
        var trackSemantics = Semantics()
        trackSemantics.role = .indicator
        let gap = fraction > 0 && fraction < 1 ? size.gap : 0
        c.children.append(c.parts.node("track", kind: .hstack(spacing: gap, alignment: .fill), box: track, semantics: trackSemantics,
                                       part: .progressTrack, children: [
            c.parts.node("value", kind: .rect, box: done, part: .progressValue),
            c.parts.node("rest", kind: .rect, box: rest, part: .progressRest),
        ]))
        let text = try label.map(r.theme.text)
        if let text { c.children.append(c.parts.text(try r.text(text, style: "bodySmall", role: "textSecondary"), suffix: "label")) }
        c.semantics.role = c.semantics.role ?? "progressbar"
        c.semantics.label = c.semantics.label ?? text
        c.semantics.mergesDescendants = true
        if c.semantics.value == nil { c.semantics.value = "\(Int((fraction * 100).rounded()))%" }
    }
}
