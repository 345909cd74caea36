/// A `toggle` on an Android device: Material 3's switch (m3.material.io "Switch: specs"; docs/platform-controls.md).
extension ToggleNode {
    /// Track 52 × 32 dp with a full corner radius; the handle 16 dp when off (8 dp from the track's edges, inside
    /// a 2 dp outline) and 24 dp when on (4 dp from them). The row is the 48 dp touch target.
    static let materialTrack = (width: 52.0, height: 32.0, outline: 2.0)
    static let materialHandle = (off: 16.0, on: 24.0)

    func materialRequirements(of node: SpecNode) -> [TokenNeed] {
        let ink = isDisabled || node.state == .disabled ? "disabledText" : "textPrimary"
        let roles = (label == nil ? [] : [ink]) + (isOn ? ["accent", "thumb"] : ["trackOff", "textSecondary"])
        return roles.map(TokenNeed.color) + (label == nil ? [] : [.style("bodyLarge")])
    }

    func buildMaterial(_ c: inout ControlBuild, with r: SceneResolver) throws {
        let isDisabled = self.isDisabled || c.state == .disabled
        if let minimum = c.defaultMinHeight { c.box.sizing.minHeight = minimum }
        let text = try label.map(r.theme.text)
        if let text {
            c.children.append(c.parts.text(try r.text(text, style: "bodyLarge", role: isDisabled ? "disabledText" : "textPrimary"),
                                           suffix: "label", flex: 1))
        }
        let size = ToggleNode.materialTrack, handleSide = isOn ? ToggleNode.materialHandle.on : ToggleNode.materialHandle.off
        var track = ResolvedBox()
        track.sizing.width = .points(size.width)
        track.sizing.height = .points(size.height)
        track.cornerRadius = size.height / 2
        track.sizing.padding = Edges(all: (size.height - handleSide) / 2)
        // On: the track in `accent` (Material's primary) and the handle in `thumb` (onPrimary). Off: the track in
        // `trackOff` (surfaceContainerHighest) with a 2 dp outline, and the handle, in `textSecondary` (outline).
        try track.fill(role: isOn ? "accent" : "trackOff", theme: r.theme)
        if !isOn { track.border = Border(color: try r.theme.color("textSecondary"), role: "textSecondary", width: size.outline) }
        var handle = ResolvedBox()
        handle.sizing.width = .points(handleSide)
        handle.sizing.height = .points(handleSide)
        handle.cornerRadius = handleSide / 2
        try handle.fill(role: isOn ? "thumb" : "textSecondary", theme: r.theme)
        var trackSemantics = Semantics()
        trackSemantics.role = "indicator"
        c.children.append(c.parts.node("track", kind: .zstack(alignment: isOn ? .trailing : .leading), box: track, semantics: trackSemantics,
                                       part: .switchTrack, children: [c.parts.node("thumb", kind: .rect, box: handle, part: .switchThumb)]))
        c.semantics.role = c.semantics.role ?? "switch"
        c.semantics.label = c.semantics.label ?? text
        c.semantics.isDisabled = isDisabled
        c.semantics.isOn = isOn
        switch c.state {
        case .focused?: c.box.focusRing = try r.focusRing(); c.semantics.isFocused = true
        case .pressed?: c.box.background = try r.pressed(c.box.background)
        case .disabled?, nil: break
        case .selected?, .error?, .loading?: break // not in the entry's states: the decoder refuses them
        }
    }
}
