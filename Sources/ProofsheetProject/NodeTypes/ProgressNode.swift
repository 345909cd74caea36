import ProofsheetSpec

/// `progress`: an 8 pt track filled to `value` in a colour role, with an optional caption (not interactive);
/// read as one element whose value is the percentage.
package struct ProgressNode: ControlKind {
    package var value: Double
    package var label: TextSource?
    package var colorRole: ColorRole

    package static let type = NodeType("progress", keys: keyTable, example: #""type": "progress", "value": 0.5"#) { d, o, _ in
        ProgressNode(value: try d.unit(o.requiredValue("value")) ?? 0, label: try d.text(o.optionalValue("label")),
                     colorRole: try d.role(o.optionalValue("color")) ?? "accent")
    }

    package static let metrics = ControlMetrics(minHeight: 0, spacing: 6)

    package var textSources: [TextSource] { [label].compactMap { $0 } }

    package func restingRequirements(of node: SpecNode) -> [TokenNeed] {
        ([ColorRole("neutralTint"), colorRole] + (label == nil ? [] : ["textSecondary"])).map(TokenNeed.color) + (label == nil ? [] : [.style("footnote")])
    }

    package func build(_ c: inout ControlBuild, with r: SceneResolver) throws {
        if r.platform == .android { return try buildMaterial(&c, with: r) }
        c.semantics.isInteractive = false
        c.kind = .vstack(spacing: c.metrics.spacing, alignment: .fill)
        let fraction = max(0, min(1, value))
        var track = ResolvedBox()
        track.sizing.height = .points(8)
        track.cornerRadius = 4
        track.clip = true
        try track.fill(role: "neutralTint", theme: r.theme)
        var done = ResolvedBox()
        done.sizing.flex = fraction
        try done.fill(role: colorRole, theme: r.theme)
        var rest = ResolvedBox()
        rest.sizing.flex = 1 - fraction
        var trackSemantics = Semantics()
        trackSemantics.role = .indicator
        c.children.append(c.parts.node("track", kind: .hstack(spacing: 0, alignment: .fill), box: track, semantics: trackSemantics,
                                       part: .progressTrack, children: [
            c.parts.node("value", kind: .rect, box: done, part: .progressValue),
            c.parts.node("rest", kind: .rect, box: rest, part: .progressRest),
        ]))
        let text = try label.map(r.theme.text)
        if let text { c.children.append(c.parts.text(try r.text(text, style: "footnote", role: "textSecondary"), suffix: "label")) }
        c.semantics.role = c.semantics.role ?? "progressbar"
        c.semantics.label = c.semantics.label ?? text
        c.semantics.mergesDescendants = true
        // Locale-neutral digits: the platforms localise the number when they speak it.
        if c.semantics.value == nil { c.semantics.value = "\(Int((fraction * 100).rounded()))%" }
    }
}
