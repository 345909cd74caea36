/// `progress`: an 8 pt track filled to `value` in the given role, with an optional caption (not interactive).
extension SceneResolver {
    func resolveProgress(_ c: inout ControlBuild, value: Double, label: TextSource?, role: String) throws {
        c.semantics.isInteractive = false
        c.kind = .vstack(spacing: c.metrics.spacing, alignment: .fill)
        let fraction = max(0, min(1, value))
        var track = ResolvedBox()
        track.sizing.height = .points(8)
        track.cornerRadius = 4
        track.clip = true
        try track.fill(role: "neutralTint", theme: theme)
        var done = ResolvedBox()
        done.sizing.flex = fraction
        try done.fill(role: role, theme: theme)
        var rest = ResolvedBox()
        rest.sizing.flex = 1 - fraction
        var trackSemantics = Semantics()
        trackSemantics.role = "indicator"
        c.children.append(c.parts.node("track", kind: .hstack(spacing: 0, alignment: .fill), box: track, semantics: trackSemantics,
                                       part: .progressTrack, children: [
            c.parts.node("value", kind: .rect, box: done, part: .progressValue),
            c.parts.node("rest", kind: .rect, box: rest, part: .progressRest),
        ]))
        let text = try label.map(theme.text)
        if let text { c.children.append(c.parts.text(try self.text(text, style: "footnote", role: "textSecondary"), suffix: "label")) }
        c.semantics.role = c.semantics.role ?? "progressbar"
        c.semantics.label = c.semantics.label ?? text
    }
}
