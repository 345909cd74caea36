import ProofsheetRaster
import ProofsheetProject
import ProofsheetSpec

/// WCAG 2.2 §1.4.11 measured in the rendered pixels: meaningful icons against the pixels right around
/// their shape, and the boundaries that identify components against what is next to them.
///
/// * Icons that are not hidden, and icons that are the only content of a control (an icon button's glyph,
///   hidden from assistive technology because the button carries the name): the icon's own coverage as the
///   rasteriser composited it (`PaintRecord.coverage`); the foreground is the mean of fully covered pixels (else the icon
///   colour over the backdrop); the backdrop is every uncovered pixel within 1 pt of the shape.
/// * Text-field frames and the selected segment (`ControlPart.fieldFrame`, `.segment`): the border colour (or, if it contrasts better, the fill
///   just inside) against a 1 pt band just outside the frame's straight edges.
/// * Switch tracks (`ControlPart.switchTrack`): the track's fill against the band outside.
/// * Checkbox boxes and radio circles (`ControlPart.selectionMark`): the outline (or the fill) against the band outside.
/// * Progress tracks: the filled part (`progressValue`) against the unfilled part (`progressRest`).
/// * Slider tracks (`ControlPart.sliderTrack`): the active part (`sliderActive`) against the inactive part
///   (`sliderInactive`), where the thumb and tick marks do not cover them; at the maximum, against the screen around it.
/// * Status marks that only colour tells (`Semantics.statusTone` without a non-colour cue: a tone-only badge, a
///   status dot or pill): the fill as drawn (a tint over what is under it) against the band outside, like a switch
///   track — the mark is the graphical object §1.4.11 asks to be seen.
///
/// * Chart marks (`ControlPart.chartMark`: one series' bars, a line, a ring sector): the mark's own coverage as the
///   rasteriser recorded it against the uncovered pixels within 1 pt around it (the plot's backdrop, a progress
///   ring's track; not the grid lines or the other series' marks), like an icon.
///
/// Each verdict uses the worse of the darkest and lightest backdrop (2 % outliers dropped). Disabled
/// controls are exempt (reported as info).
package enum NonTextContrastCheck {
    package static func run(_ s: AuditScene, into findings: inout [Finding]) {
        let required = s.settings.nonTextContrast
        for index in s.nodes.indices where s.isPainted(index) {
            let node = s.nodes[index]
            var result: (ratio: ContrastRatio, foreground: Color, background: Color, what: String)?
            switch node.part {
            case .fieldFrame? where node.box.border != nil:
                result = boundary(index, s).map { ($0.ratio, $0.foreground, $0.background, "field boundary") }
            case .segment(isSelected: true)? where node.box.border != nil:
                result = boundary(index, s).map { ($0.ratio, $0.foreground, $0.background, "selected segment") }
            case .switchTrack?:
                result = boundary(index, s).map { ($0.ratio, $0.foreground, $0.background, "switch track") }
            case .selectionMark?:
                result = boundary(index, s).map { ($0.ratio, $0.foreground, $0.background, "selection mark") }
            case .progressTrack?:
                result = progress(index, s).map { ($0.ratio, $0.foreground, $0.background, "progress fill") }
            case .sliderTrack?:
                result = slider(index, s).map { ($0.ratio, $0.foreground, $0.background, "slider active track") }
            case .chartMark?:
                // A chart's marks are hidden (the chart is one element) but are its data: §1.4.11's graphical objects.
                result = icon(index, s, excluding: chartMasks(besides: index, s)).map { ($0.ratio, $0.foreground, $0.background, "chart mark") }
            default:
                if node.semantics.statusTone != nil, !node.semantics.hasNonColorCue, !s.isHidden(index), node.box.background != nil {
                    result = boundary(index, s).map { ($0.ratio, $0.foreground, $0.background, "status fill") }
                } else if case .icon = node.kind, isMeaningful(index, s) {
                    result = icon(index, s).map { ($0.ratio, $0.foreground, $0.background, "icon") }
                }
            }
            guard let result, result.ratio.value < required else { continue }
            let disabled = s.isDisabled(index)
            let evidence: FindingEvidence = [
                "ratio": result.ratio.description,
                "required": AuditFormat.number(required) + ":1",
                "foreground": result.foreground.opaqueHex,
                "background": result.background.opaqueHex,
                "part": result.what,
            ]
            let message = disabled
                ? "\(result.what) of \(s.describe(index)) is \(result.ratio) against \(result.background.opaqueHex) but belongs to a disabled control (exempt)"
                : "\(result.what) of \(s.describe(index)) has contrast \(result.ratio) against \(result.background.opaqueHex), needs \(AuditFormat.number(required)):1; use a stronger colour role"
            findings.append(s.finding(.nonTextContrast, node: index, severity: disabled ? .info : .error,
                                      rect: s.scene.frames[index].intersection(s.visible[index]), message: message, evidence: evidence))
        }
    }

    /// Not hidden, or the only visible content of its control.
    package static func isMeaningful(_ index: Int, _ s: AuditScene) -> Bool {
        if !s.isHidden(index) { return true }
        guard let control = s.control(of: index), control != index else { return false }
        return !s.controlsWithText.contains(control) && !s.isHidden(control)
    }

    /// The icon's worst contrast against the pixels within 1 pt around its shape.
    package static func icon(_ index: Int, _ s: AuditScene, excluding others: [VisibleCoverage] = []) -> (ratio: ContrastRatio, foreground: Color, background: Color)? {
        guard let (item, mask) = s.paintedPath(of: index), case .path(_, _, let color) = item.content else { return nil }
        let visible = mask.visible
        guard !mask.isEmpty else { return nil }
        let reach = max(1, Int(s.scale.rounded()))
        let region = PixelRect(x: mask.bounds.x - reach, y: mask.bounds.y - reach,
                               width: mask.bounds.width + 2 * reach, height: mask.bounds.height + 2 * reach).intersection(visible)
        guard !region.isEmpty else { return nil }
        // Pixels touched by the shape, grown by `reach` (a square max filter, rows then columns).
        let w = region.width, h = region.height
        var touched = [Bool](repeating: false, count: w * h)
        for y in 0..<h {
            for x in 0..<w where mask[region.x + x, region.y + y] > 0 { touched[y * w + x] = true }
        }
        var rows = touched
        for y in 0..<h {
            for x in 0..<w where touched[y * w + x] {
                for dx in max(0, x - reach)...min(w - 1, x + reach) { rows[y * w + dx] = true }
            }
        }
        var near = rows
        for y in 0..<h {
            for x in 0..<w where rows[y * w + x] {
                for dy in max(0, y - reach)...min(h - 1, y + reach) { near[dy * w + x] = true }
            }
        }
        var backdrop = ColorSample(), ink = ColorSample()
        let pixmap = s.rendered.pixmap
        for y in 0..<h {
            for x in 0..<w {
                let px = region.x + x, py = region.y + y
                let coverage = mask[px, py]
                let pixel = pixmap[px, py]
                let opaque = Color(r: pixel.r, g: pixel.g, b: pixel.b)
                if coverage == 0, near[y * w + x] {
                    if !others.contains(where: { $0[px, py] > 0 }) { backdrop.add(opaque) }
                } else if coverage >= 250 { ink.add(opaque) }
            }
        }
        guard let (darkest, lightest) = backdrop.extremes() else { return nil }
        let drawn = color.withOpacity(item.opacity)
        return worst(foreground: ink.mean, drawn: drawn, darkest: darkest, lightest: lightest)
    }

    /// The coverage of a chart's grid lines and its other series' marks (the siblings of the mark at `index` with
    /// `ControlPart.chartGrid` or `.chartMark`): not the backdrop a mark is seen against (two lines that cross are
    /// told apart by colour, which `ChartCheck` judges). A progress ring's track (`.chartTrack`) stays backdrop.
    package static func chartMasks(besides index: Int, _ s: AuditScene) -> [VisibleCoverage] {
        guard let plot = s.scene.parents[index] else { return [] }
        return s.scene.children[plot].filter { sibling in
            guard sibling != index else { return false }
            switch s.nodes[sibling].part {
            case .chartGrid?, .chartMark?: return true
            default: return false
            }
        }.compactMap { grid in
            guard let item = s.items[grid]?.first, case .path = item.content else { return nil }
            return s.paintedPath(of: grid)?.coverage
        }
    }

    /// The better of border and fill against the worse of the outside band's extremes.
    package static func boundary(_ index: Int, _ s: AuditScene) -> (ratio: ContrastRatio, foreground: Color, background: Color)? {
        let node = s.nodes[index]
        let frame = s.scene.frames[index]
        let radius = min(node.box.cornerRadius, min(frame.width, frame.height) / 2)
        let band = 1.0
        var outside = ColorSample()
        // A round shape (a dot, a capsule's ends) meets its frame only at the middle of a side: there the runs are
        // `band` long, centred, so a circle is judged against what touches it rather than not at all.
        let across = max(frame.width - 2 * radius, min(band, frame.width))
        let down = max(frame.height - 2 * radius, min(band, frame.height))
        let straight = Rect(x: frame.midX - across / 2, y: frame.minY, width: across, height: frame.height)
        let upright = Rect(x: frame.minX, y: frame.midY - down / 2, width: frame.width, height: down)
        let visible = s.visible[index]
        for rect in [Rect(x: straight.minX, y: frame.minY - band, width: straight.width, height: band),
                     Rect(x: straight.minX, y: frame.maxY, width: straight.width, height: band),
                     Rect(x: frame.minX - band, y: upright.minY, width: band, height: upright.height),
                     Rect(x: frame.maxX, y: upright.minY, width: band, height: upright.height)] {
            s.sample(s.pixels(within: rect.intersection(visible)), into: &outside)
        }
        guard let (darkest, lightest) = outside.extremes() else { return nil }
        var candidates: [(ratio: ContrastRatio, foreground: Color, background: Color)] = []
        if let border = node.box.border, border.width > 0 {
            var ring = ColorSample()
            s.sample(s.pixels(within: Rect(x: straight.minX, y: frame.minY, width: straight.width, height: border.width).intersection(visible)), into: &ring)
            let drawn = border.color.withOpacity(s.painted[index].opacity)
            candidates.append(worst(foreground: ring.mean, drawn: drawn, darkest: darkest, lightest: lightest))
        }
        let inset = node.box.border?.width ?? 0
        var fill = ColorSample()
        // Without a straight top edge, the fill just inside it would blend in the outline's anti-aliasing: read the centre.
        let isRound = frame.width - 2 * radius < band
        let inside = isRound ? Rect(x: frame.midX - band / 2, y: frame.midY - band / 2, width: band, height: band)
            : Rect(x: straight.minX, y: frame.minY + inset, width: straight.width, height: band)
        s.sample(s.pixels(within: inside.intersection(visible)), into: &fill)
        if let mean = fill.mean { candidates.append(worst(foreground: mean, drawn: mean, darkest: darkest, lightest: lightest)) }
        return candidates.max { $0.ratio < $1.ratio }
    }

    /// The filled part of a progress track against the unfilled part.
    package static func progress(_ index: Int, _ s: AuditScene) -> (ratio: ContrastRatio, foreground: Color, background: Color)? {
        let children = s.scene.children[index]
        guard let value = children.first(where: { s.nodes[$0].part == .progressValue }),
              let unfilled = children.first(where: { s.nodes[$0].part == .progressRest }) else { return nil }
        var done = ColorSample(), rest = ColorSample()
        let visible = s.visible[index]
        let pixel = 1 / s.scale
        s.sample(s.pixels(within: s.scene.frames[value].insetBy(dx: pixel, dy: pixel).intersection(visible)), into: &done)
        s.sample(s.pixels(within: s.scene.frames[unfilled].insetBy(dx: pixel, dy: pixel).intersection(visible)), into: &rest)
        guard let (darkest, lightest) = rest.extremes(), let fill = done.extremes() else { return nil }
        let dark = worst(foreground: fill.darkest, drawn: fill.darkest, darkest: darkest, lightest: lightest)
        let light = worst(foreground: fill.lightest, drawn: fill.lightest, darkest: darkest, lightest: lightest)
        return dark.ratio <= light.ratio ? dark : light
    }

    /// A slider's active part against its inactive part, both where the thumb leaves them visible (it sits where they
    /// meet) and between Material's tick marks; against the screen just outside the active part when the value is at
    /// the maximum and no inactive part shows (`SliderNode`).
    package static func slider(_ index: Int, _ s: AuditScene) -> (ratio: ContrastRatio, foreground: Color, background: Color)? {
        let children = s.scene.children[index]
        guard let active = children.first(where: { s.nodes[$0].part == .sliderActive }),
              let inactive = children.first(where: { s.nodes[$0].part == .sliderInactive }),
              let area = s.scene.parents[index] else { return nil }
        let pixel = 1 / s.scale, visible = s.visible[index]
        let knob = parts(under: area, .sliderThumb, s).first.map { s.scene.frames[$0] }
        let ticks = parts(under: area, .sliderTick, s).map { s.scene.frames[$0].insetBy(dx: -pixel, dy: -pixel) }.sorted { $0.minX < $1.minX }
        func shown(_ part: Int) -> Rect {
            var bar = s.scene.frames[part]
            if let knob, knob.maxX > bar.minX, knob.minX < bar.maxX {
                // The wider of what the thumb leaves before and after it.
                let before = max(0, knob.minX - bar.minX), after = max(0, bar.maxX - knob.maxX)
                bar = before >= after ? Rect(x: bar.minX, y: bar.minY, width: before, height: bar.height)
                    : Rect(x: knob.maxX, y: bar.minY, width: after, height: bar.height)
            }
            guard bar.width > 2 * pixel, bar.height > 2 * pixel else { return Rect(x: bar.minX, y: bar.minY, width: 0, height: 0) }
            return bar.insetBy(dx: pixel, dy: pixel).intersection(visible)
        }
        /// The pixels of `rect` left and right of every tick mark.
        func sample(_ rect: Rect, into sample: inout ColorSample) {
            var x = rect.minX
            for tick in ticks where tick.maxX > x && tick.minX < rect.maxX {
                if tick.minX > x { s.sample(s.pixels(within: Rect(x: x, y: rect.minY, width: tick.minX - x, height: rect.height)), into: &sample) }
                x = tick.maxX
            }
            if rect.maxX > x { s.sample(s.pixels(within: Rect(x: x, y: rect.minY, width: rect.maxX - x, height: rect.height)), into: &sample) }
        }
        var fill = ColorSample(), backdrop = ColorSample()
        let value = shown(active)
        sample(value, into: &fill)
        let rest = shown(inactive)
        if rest.isEmpty {
            // Just outside the active part (which may be thicker than the track, as Material's is).
            let bar = s.scene.frames[active]
            for band in [Rect(x: value.minX, y: bar.minY - 1, width: value.width, height: 1), Rect(x: value.minX, y: bar.maxY, width: value.width, height: 1)] {
                s.sample(s.pixels(within: band.intersection(visible)), into: &backdrop)
            }
        } else {
            sample(rest, into: &backdrop)
        }
        guard let (darkest, lightest) = backdrop.extremes(), let ink = fill.extremes() else { return nil }
        let dark = worst(foreground: ink.darkest, drawn: ink.darkest, darkest: darkest, lightest: lightest)
        let light = worst(foreground: ink.lightest, drawn: ink.lightest, darkest: darkest, lightest: lightest)
        return dark.ratio <= light.ratio ? dark : light
    }

    /// The nodes of the subtree at `index` that are `part`, in document order.
    package static func parts(under index: Int, _ part: ControlPart, _ s: AuditScene) -> [Int] {
        (s.nodes[index].part == part ? [index] : []) + s.scene.children[index].flatMap { parts(under: $0, part, s) }
    }

    /// The worse contrast of a foreground (sampled, else `drawn` composited) against two backdrop extremes.
    package static func worst(foreground sampled: Color?, drawn: Color, darkest: Color, lightest: Color) -> (ratio: ContrastRatio, foreground: Color, background: Color) {
        let overDark = sampled ?? drawn.composited(over: darkest), overLight = sampled ?? drawn.composited(over: lightest)
        let dark = ContrastRatio(overDark, darkest), light = ContrastRatio(overLight, lightest)
        return dark <= light ? (dark, overDark, darkest) : (light, overLight, lightest)
    }
}
