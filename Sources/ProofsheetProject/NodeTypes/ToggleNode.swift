import ProofsheetLayout
import ProofsheetSpec

/// `toggle`: a label and a 51 × 31 pt switch track with its thumb on the trailing side when on.
///
/// States: `focused` rings the whole row (the touch target), `pressed` overlays the row's fill, `disabled`
/// draws it as `disabled: true`.
package struct ToggleNode: ControlKind {
    package var label: TextSource?
    package var isOn: Bool
    package var isDisabled: Bool

    package static let type = NodeType("toggle", keys: keyTable, states: [.focused, .pressed, .disabled],
                               example: #""type": "toggle", "label": { "literal": "Wi-Fi" }"#) { d, o, _ in
        ToggleNode(label: try d.text(o.optionalValue("label")), isOn: try o.optionalBool("on") ?? false,
                   isDisabled: try o.optionalBool("disabled") ?? false)
    }

    package static let metrics = ControlMetrics()
    /// Disabled swaps the label's ink, which the resting requirements already name (and a toggle without a label lacks).
    package static let disabledRoles: [ColorRole] = []

    package var textSources: [TextSource] { [label].compactMap { $0 } }

    package func restingRequirements(of node: SpecNode) -> [TokenNeed] {
        let ink: ColorRole = isDisabled || node.state == .disabled ? "disabledText" : "textPrimary"
        let roles: [ColorRole] = (label == nil ? [] : [ink]) + [isOn ? "accent" : "trackOff", "thumb"]
        return roles.map(TokenNeed.color) + (label == nil ? [] : [.style("body")])
    }

    package func build(_ c: inout ControlBuild, with r: SceneResolver) throws {
        let isDisabled = self.isDisabled || c.state == .disabled
        if let minimum = c.defaultMinHeight { c.box.sizing.minHeight = minimum }
        let text = try label.map(r.theme.text)
        if let text {
            c.children.append(c.parts.text(try r.text(text, style: r.platform == .android ? "bodyLarge" : "body",
                                                      role: isDisabled ? "disabledText" : "textPrimary"), suffix: "label", flex: 1))
        }
        // The platform's switch: its track and thumb; the rest (parts, semantics, states) is the same on both.
        let (track, thumb) = r.platform == .android ? try materialSwitchParts(with: r) : try switchParts(with: r)
        var trackSemantics = Semantics()
        trackSemantics.role = .indicator
        c.children.append(c.parts.node("track", kind: .zstack(alignment: isOn ? .trailing : .leading), box: track, semantics: trackSemantics,
                                       part: .switchTrack, children: [c.parts.node("thumb", kind: .rect, box: thumb, part: .switchThumb)]))
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

    /// iOS's UISwitch: a 51 × 31 pt track in `accent` (on) or `trackOff`, a 27 pt thumb in `thumb`.
    package func switchParts(with r: SceneResolver) throws -> (track: ResolvedBox, thumb: ResolvedBox) {
        var track = ResolvedBox()
        track.sizing.width = .points(51)
        track.sizing.height = .points(31)
        track.cornerRadius = 15.5
        track.sizing.padding = Edges(all: 2)
        try track.fill(role: isOn ? "accent" : "trackOff", theme: r.theme)
        var thumb = ResolvedBox()
        thumb.sizing.width = .points(27)
        thumb.sizing.height = .points(27)
        thumb.cornerRadius = 13.5
        try thumb.fill(role: "thumb", theme: r.theme)
        return (track, thumb)
    }
}
