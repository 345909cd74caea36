import ProofsheetLayout
import ProofsheetSpec

/// A `toggle` on an Android device: Material 3's switch (m3.material.io "Switch: specs"; docs/platform-controls.md).
extension ToggleNode {
    /// Track 52 × 32 dp with a full corner radius; the handle 16 dp when off (8 dp from the track's edges, inside
    /// a 2 dp outline) and 24 dp when on (4 dp from them). The row is the 48 dp touch target.
    package static let materialTrack = (width: 52.0, height: 32.0, outline: 2.0)
    package static let materialHandle = (off: 16.0, on: 24.0)

    package func materialRequirements(of node: SpecNode) -> [TokenNeed] {
        let ink: ColorRole = isDisabled || node.state == .disabled ? "disabledText" : "textPrimary"
        let roles: [ColorRole] = (label == nil ? [] : [ink]) + (isOn ? ["accent", "thumb"] : ["trackOff", "textSecondary"])
        return roles.map(TokenNeed.color) + (label == nil ? [] : [.style("bodyLarge")])
    }

    /// The track and handle (`build` adds the parts, semantics and states as on iOS).
    package func materialSwitchParts(with r: SceneResolver) throws -> (track: ResolvedBox, thumb: ResolvedBox) {
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
        return (track, handle)
    }
}
