import ProofsheetLayout
import ProofsheetSpec

/// A slider's track area: the track, Material's tick marks and the thumb, stacked; each is a row across the area
/// whose fixed ends are half the thumb's target, so the thumb's centre, the point where the active part meets the
/// inactive one and the tick of the value all fall at the same place: half a target in from the start, plus the
/// value's fraction of what is left (points; the rows run right to left in RTL locales).
extension SliderNode {
    package func trackArea(side: Double, name: String?, isDisabled: Bool, _ look: SliderLook, _ c: inout ControlBuild,
                   _ r: SceneResolver) throws -> ResolvedNode {
        let half = side / 2, fraction = self.fraction
        var layers = [try track(half: half, isDisabled: isDisabled, look, c, r)]
        if let step, r.platform == .android { layers.append(try ticks(count: Int(((maximum - minimum) / step).rounded()), half: half,
                                                                      isDisabled: isDisabled, look, c, r)) }
        // The thumb's touch target: a square of the target side, the thumb centred in it.
        var target = ResolvedBox()
        target.sizing.width = .points(side)
        target.sizing.height = .points(side)
        var targetSemantics = Semantics()
        targetSemantics.isInteractive = true
        targetSemantics.role = .slider
        targetSemantics.label = c.authoredSemantics.label ?? name
        targetSemantics.isDisabled = isDisabled
        if c.state == .focused {
            target.focusRing = try r.focusRing()
            targetSemantics.isFocused = true
        }
        var thumb = ResolvedBox()
        thumb.sizing.width = .points(look.thumbSize)
        thumb.sizing.height = .points(look.thumbSize)
        thumb.cornerRadius = look.thumbSize / 2
        let thumbRole = isDisabled && r.platform == .android ? "disabledText" : look.thumbRole
        try thumb.fill(role: thumbRole, theme: r.theme)
        if let border = look.thumbBorderRole { thumb.border = Border(color: try r.theme.color(border), role: border, width: 0.5) }
        let thumbRow = c.parts.node("thumbRow", kind: .hstack(spacing: 0, alignment: .center), box: SliderNode.across(.points(side)), children: [
            c.parts.node("before", kind: .rect, box: SliderNode.share(fraction)),
            c.parts.node("thumb", kind: .zstack(alignment: .center), box: target, semantics: targetSemantics, children: [
                c.parts.node("thumb.knob", kind: .rect, box: thumb, part: .sliderThumb),
            ]),
            c.parts.node("after", kind: .rect, box: SliderNode.share(1 - fraction)),
        ])
        layers.append(thumbRow)
        if showsIndicator(on: r.platform, isDisabled: isDisabled) { layers.append(try valueIndicator(side: side, look, c, r)) }
        var area = ResolvedBox()
        area.sizing.width = .fill
        area.sizing.flex = 1
        area.sizing.height = .points(side)
        return c.parts.node("trackArea", kind: .zstack(alignment: .center), box: area, children: layers)
    }

    /// Material's value indicator is drawn: `valueIndicator` on an Android device (UISlider has none), not disabled
    /// (it shows while the handle is dragged, which a disabled slider is not).
    package func showsIndicator(on platform: Platform, isDisabled: Bool) -> Bool { showsValueIndicator && platform == .android && !isDisabled }

    /// Material's value indicator: a 28 dp label in the slider's colour role with the value in Label Medium
    /// `onAccent` (`md.comp.slider.label.container.height` 28 dp, label text onPrimary), 4 dp above the thumb's
    /// target and centred over the handle; hidden from screen readers (the value is the element's).
    package static let indicatorHeight = 28.0
    package static let indicatorGap = 4.0

    /// The indicator's height: 28, or its label's line and 4 above and below it at large text sizes.
    package func indicatorHeight(with r: SceneResolver) throws -> Double {
        max(SliderNode.indicatorHeight, try r.theme.textStyle("labelMedium").lineHeight + 8)
    }

    /// The room the row keeps above the thumb's target for the indicator.
    package func indicatorRoom(with r: SceneResolver) throws -> Double { try indicatorHeight(with: r) + SliderNode.indicatorGap }
    /// The most the indicator may be wide (points): a value with its unit fits.
    package static let indicatorRoomAcross = 200.0

    package func valueIndicator(side: Double, _ look: SliderLook, _ c: ControlBuild, _ r: SceneResolver) throws -> ResolvedNode {
        var label = c.parts.text(try r.text(try spokenValue(with: r), style: "labelMedium", role: "onAccent", maxLines: 1, alignment: .center),
                                 suffix: "indicator.label")
        label.semantics.isHidden = true
        var bubble = ResolvedBox()
        let height = try indicatorHeight(with: r), room = try indicatorRoom(with: r)
        bubble.sizing.height = .points(height)
        bubble.sizing.minWidth = SliderNode.indicatorHeight
        bubble.sizing.padding = Edges(top: 0, leading: 8, bottom: 0, trailing: 8)
        bubble.cornerRadius = height / 2
        try bubble.fill(role: look.activeRole, theme: r.theme)
        // A column as tall as the target plus the room above and below it, centred on the target: its top is the
        // indicator, in the room the row keeps above the target.
        var column = ResolvedBox()
        column.sizing.height = .points(side + 2 * room)
        // Wider than the target, so the label is offered room for the value and hugs it.
        column.sizing.width = .points(SliderNode.indicatorRoomAcross)
        var below = ResolvedBox()
        below.sizing.height = .points(side + room + SliderNode.indicatorGap)
        var slot = ResolvedBox()
        slot.sizing.width = .points(side)
        slot.sizing.height = .points(side)
        return c.parts.node("indicatorRow", kind: .hstack(spacing: 0, alignment: .center), box: SliderNode.across(.points(side)), children: [
            c.parts.node("indicatorRow.before", kind: .rect, box: SliderNode.share(fraction)),
            c.parts.node("indicatorRow.slot", kind: .zstack(alignment: .center), box: slot, children: [
                c.parts.node("indicatorRow.column", kind: .vstack(spacing: 0, alignment: .center), box: column, children: [
                    c.parts.node("indicator", kind: .zstack(alignment: .center), box: bubble, children: [label]),
                    c.parts.node("indicatorRow.below", kind: .rect, box: below),
                ]),
            ]),
            c.parts.node("indicatorRow.after", kind: .rect, box: SliderNode.share(1 - fraction)),
        ])
    }

    /// The track: a capsule in the inactive role the width of the area, and over it the active part (from the fixed
    /// start under the thumb's half target to the thumb's centre) as one opaque run; the inactive part and the fixed end
    /// are frames only, the capsule showing through them.
    package func track(half: Double, isDisabled: Bool, _ look: SliderLook, _ c: ControlBuild, _ r: SceneResolver) throws -> ResolvedNode {
        let activeRole = isDisabled ? "disabledText" : look.activeRole
        var box = SliderNode.across(.points(look.inactiveHeight))
        box.cornerRadius = look.inactiveHeight / 2
        try box.fill(role: look.inactiveRole, theme: r.theme)
        var active = SliderNode.share(fraction)
        active.sizing.height = .points(look.activeHeight)
        try active.fill(role: activeRole, theme: r.theme)
        // The start's fill reaches under the active part (drawn after it in the same colour), so no seam of two
        // anti-aliased edges shows where they meet at a fractional pixel; its rounded inner end stays covered.
        let overlap = look.activeHeight / 2 + 1
        var startFill = ResolvedBox()
        startFill.sizing.width = .points(half + overlap)
        startFill.sizing.height = .points(look.activeHeight)
        startFill.cornerRadius = look.activeHeight / 2
        try startFill.fill(role: activeRole, theme: r.theme)
        var start = SliderNode.fixed(half)
        start.sizing.height = .points(look.activeHeight)
        var trackSemantics = Semantics()
        trackSemantics.role = .indicator
        return c.parts.node("track", kind: .hstack(spacing: 0, alignment: .center), box: box, semantics: trackSemantics, part: .sliderTrack, children: [
            c.parts.node("track.start", kind: .zstack(alignment: .leading), box: start, children: [
                c.parts.node("track.start.fill", kind: .rect, box: startFill),
            ]),
            c.parts.node("active", kind: .rect, box: active, part: .sliderActive),
            c.parts.node("inactive", kind: .rect, box: SliderNode.share(1 - fraction), part: .sliderInactive),
            c.parts.node("track.end", kind: .rect, box: SliderNode.fixed(half)),
        ])
    }

    /// Material's tick marks: one dot per allowed value, on the active part in its tick role, on the inactive part in
    /// the other (`md.comp.slider.tick-marks.*`).
    package func ticks(count: Int, half: Double, isDisabled: Bool, _ look: SliderLook, _ c: ControlBuild, _ r: SceneResolver) throws -> ResolvedNode {
        var children = [c.parts.node("ticks.start", kind: .rect, box: SliderNode.fixed(half - look.tickSize / 2))]
        for index in 0...count {
            if index > 0 { children.append(c.parts.node("ticks.gap\(index)", kind: .rect, box: SliderNode.share(1))) }
            var dot = ResolvedBox()
            dot.sizing.width = .points(look.tickSize)
            dot.sizing.height = .points(look.tickSize)
            dot.cornerRadius = look.tickSize / 2
            dot.opacity = look.tickOpacity
            let isActive = Double(index) <= fraction * Double(count) + 1e-9
            try dot.fill(role: isActive && !isDisabled ? look.activeTickRole : look.inactiveTickRole, theme: r.theme)
            children.append(c.parts.node("tick\(index)", kind: .rect, box: dot, part: .sliderTick))
        }
        children.append(c.parts.node("ticks.end", kind: .rect, box: SliderNode.fixed(half - look.tickSize / 2)))
        return c.parts.node("ticks", kind: .hstack(spacing: 0, alignment: .center), box: SliderNode.across(.points(look.tickSize)), children: children)
    }

    /// A row across the whole area, `height` high.
    package static func across(_ height: LayoutLength) -> ResolvedBox {
        var box = ResolvedBox()
        box.sizing.width = .fill
        box.sizing.height = height
        return box
    }

    /// A flexible part of a row: `weight` of what the fixed parts leave (0: none).
    package static func share(_ weight: Double) -> ResolvedBox {
        var box = ResolvedBox()
        box.sizing.flex = weight
        box.sizing.height = .fill
        return box
    }

    package static func fixed(_ width: Double) -> ResolvedBox {
        var box = ResolvedBox()
        box.sizing.width = .points(max(0, width))
        box.sizing.height = .fill
        return box
    }
}
