/// `toggle`: a label and a 51 × 31 pt switch track with its thumb on the trailing side when on.
///
/// States: `focused` rings the whole row (the touch target), `pressed` overlays the row's fill, `disabled`
/// draws it as `disabled: true`.
extension SceneResolver {
    func resolveToggle(_ c: inout ControlBuild, label: TextSource?, isOn: Bool, isDisabled authored: Bool) throws {
        let isDisabled = authored || c.state == .disabled
        if let minimum = c.defaultMinHeight { c.box.sizing.minHeight = minimum }
        let text = try label.map(theme.text)
        if let text {
            c.children.append(c.parts.text(try self.text(text, style: "body", role: isDisabled ? "disabledText" : "textPrimary"), suffix: "label", flex: 1))
        }
        var track = ResolvedBox()
        track.sizing.width = .points(51)
        track.sizing.height = .points(31)
        track.cornerRadius = 15.5
        track.sizing.padding = Edges(all: 2)
        try track.fill(role: isOn ? "accent" : "trackOff", theme: theme)
        var thumb = ResolvedBox()
        thumb.sizing.width = .points(27)
        thumb.sizing.height = .points(27)
        thumb.cornerRadius = 13.5
        try thumb.fill(role: "thumb", theme: theme)
        var trackSemantics = Semantics()
        trackSemantics.role = "indicator"
        c.children.append(c.parts.node("track", kind: .zstack(alignment: isOn ? .trailing : .leading), box: track, semantics: trackSemantics,
                                       part: .switchTrack, children: [c.parts.node("thumb", kind: .rect, box: thumb, part: .switchThumb)]))
        c.semantics.role = c.semantics.role ?? "switch"
        c.semantics.label = c.semantics.label ?? text
        c.semantics.isDisabled = isDisabled
        switch c.state {
        case .focused?: c.box.focusRing = try focusRing(); c.semantics.isFocused = true
        case .pressed?: c.box.background = try pressed(c.box.background)
        case .disabled?, nil: break
        case .selected?, .error?, .loading?: break // not in the toggle entry's states (NodeType+Registry.swift): the decoder refuses it
        }
    }
}
