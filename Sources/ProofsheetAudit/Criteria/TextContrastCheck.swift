import ProofsheetRaster
import ProofsheetText
import ProofsheetProject
import ProofsheetSpec

/// WCAG 2.2 §1.4.3 measured in the rendered pixels of each text line.
///
/// For every line of a painted text node: the line box (plus 1 px at each end, kept inside the node's
/// content box and what is visible of it) is split into segments about 8 pt wide. In each segment, glyph
/// coverage from the exact masks the rasteriser filled (`PaintedText`, read from `PaintRecord`) sorts pixels into
/// *ink* (coverage ≥ 50 %), *fully covered ink* (coverage 255) and *backdrop* (coverage 0 and within
/// `InkNeighbourhood.radius` pixels of a covered pixel); anti-aliased edges and empty parts of the line box are
/// ignored. The foreground is the mean of the fully covered pixels — the text as drawn, translucency, opacity and
/// anything drawn over it included, with no edge pixel blended in — or, for strokes too thin to cover a whole
/// pixel, the painter's text colour composited over the backdrop. The segment's ratio is the worse of the
/// foreground against its darkest and its lightest backdrop (2 % outliers dropped at each end), so on a flat
/// backdrop it is the WCAG ratio of the two drawn colours. The node's verdict is its worst segment, against
/// 4.5:1, or 3:1 for large text.
package enum TextContrastCheck {
    /// Coverage (0…255) from which a pixel counts as ink, and at which it is fully covered: only there is the
    /// pixel the text's colour as drawn, with nothing of the backdrop blended in (a pixel at 250/255 still holds
    /// 2 % of it, which always pulls the ratio down).
    package static let inkCoverage: UInt8 = 128
    package static let fullCoverage: UInt8 = 255

    package struct Segment: Equatable {
        package var ratio: ContrastRatio
        package var foreground: Color
        package var background: Color
        /// Points.
        package var rect: Rect
        package var line: Int
        /// The segment's backdrop extremes.
        package var darkest: Color
        package var lightest: Color
    }

    /// One line's measurement: its sampled pixels and its worst segment.
    package struct LineResult: Equatable {
        package var line: Int
        /// The pixels sampled (the line box, 1 px wider each side, within the node's visible content box).
        package var region: PixelRect
        package var worst: Segment
        package var darkest: Color
        package var lightest: Color
        package var measured: Int
        package var failing: Int
    }

    package static func run(_ s: AuditScene, into findings: inout [Finding]) {
        for index in s.nodes.indices {
            guard case .text(let text) = s.nodes[index].kind else { continue }
            let content = s.scene.contentRect(index)
            let required = s.settings.requiredTextContrast(size: text.size, weight: text.weight)
            let lines = measure(index, s, required: required)
            var worst: Segment?
            var darkest: Color?, lightest: Color?
            var measured = 0, failing = 0
            for line in lines {
                measured += line.measured
                failing += line.failing
                if worst == nil || line.worst.ratio < worst!.ratio { worst = line.worst }
                if darkest == nil || line.darkest.relativeLuminance < darkest!.relativeLuminance { darkest = line.darkest }
                if lightest == nil || line.lightest.relativeLuminance > lightest!.relativeLuminance { lightest = line.lightest }
            }
            guard let worst, worst.ratio.value < required else { continue }
            let isDisabled = s.isDisabled(index)
            let isLarge = s.settings.isLargeText(size: text.size, weight: text.weight)
            let evidence: FindingEvidence = [
                "ratio": worst.ratio.description,
                "required": AuditFormat.number(required) + ":1" + (isLarge ? " (large text)" : ""),
                "foreground": worst.foreground.opaqueHex,
                "background": worst.background.opaqueHex,
                "at": "x \(AuditFormat.points(worst.rect.midX)), line \(worst.line + 1)",
                "backdropRange": "\(darkest?.opaqueHex ?? "-") – \(lightest?.opaqueHex ?? "-")",
                "failingSegments": "\(failing) of \(measured)",
                "textColor": "\(text.colorRole) \(text.color.hexString)" + (s.painted[index].opacity < 1 ? " at opacity \(AuditFormat.number(s.painted[index].opacity))" : ""),
                "textSize": "\(AuditFormat.points(text.size)) \(text.weight.rawValue)",
            ]
            let place = failing == measured ? "throughout" : "at x \(AuditFormat.points(worst.rect.midX)) (\(failing) of \(measured) segments)"
            let message: String
            if isDisabled {
                message = "\(s.describe(index)) is \(worst.ratio) against its backdrop, below \(AuditFormat.number(required)):1, but belongs to a disabled control (exempt)"
            } else {
                message = "\(s.describe(index)) has contrast \(worst.ratio) \(place), needs \(AuditFormat.number(required)):1; "
                    + "use a colour role with more contrast than '\(text.colorRole)' on \(worst.background.opaqueHex) or change the backdrop"
            }
            findings.append(s.finding(.textContrast, node: index, severity: isDisabled ? .info : .error,
                                      rect: s.points(s.pixels(inside: content.intersection(s.visible[index]))),
                                      message: message, evidence: evidence, shortfall: required - worst.ratio.value))
        }
    }

    /// Every measurable line of text node `index` (none when it is not painted).
    package static func measure(_ index: Int, _ s: AuditScene, required: Double) -> [LineResult] {
        guard case .text(let text) = s.nodes[index].kind, let layout = s.scene.texts[index],
              s.isPainted(index), text.color.a > 0, let painted = s.paintedText(of: index) else { return [] }
        let content = s.scene.contentRect(index)
        let area = s.pixels(inside: content.intersection(s.visible[index]))
        guard !area.isEmpty else { return [] }
        // Masks only of lines measured below (their region meets the area) or whose ink can reach the area.
        let masks: [[TextPainter.PlacedMask]] = zip(layout.lines, painted.lines).map { line, placed in
            guard let bound = placed.inkBound,
                  !bound.intersection(area).isEmpty || !measuredPixels(of: line, content: content, s).intersection(area).isEmpty else { return [] }
            return placed.masks
        }
        // The rows each line's ink covers, so a region gathers the masks of the lines that can reach it
        // (ink may cross into a neighbouring line) without scanning every glyph of the text per line.
        let inkRows = masks.map { line in
            line.reduce(nil as Range<Int>?) { rows, placed in
                let bounds = placed.pixelBounds
                guard let rows else { return bounds.minY..<bounds.maxY }
                return min(rows.lowerBound, bounds.minY)..<max(rows.upperBound, bounds.maxY)
            }
        }
        let drawn = text.color.withOpacity(s.painted[index].opacity)
        var results: [LineResult] = []
        for (lineIndex, line) in layout.lines.enumerated() where !masks[lineIndex].isEmpty {
            let region = measuredPixels(of: line, content: content, s).intersection(area)
            guard !region.isEmpty else { continue }
            let reaching = masks.indices.filter { inkRows[$0]?.overlaps(region.minY..<region.maxY) ?? false }
            let coverage = coverageMap(reaching.flatMap { masks[$0] }, over: region)
            let nearInk = InkNeighbourhood(coverage: coverage, region: region)
            let step = max(2, Int((8 * s.scale).rounded()))
            var result: LineResult?
            var x0 = region.minX
            while x0 < region.maxX {
                let x1 = min(region.maxX, x0 + step)
                let part = PixelRect(x: x0, y: region.y, width: x1 - x0, height: region.height)
                if let segment = measure(s, part, coverage: coverage, nearInk: nearInk, drawn: drawn, line: lineIndex, text: index) {
                    let fails = segment.ratio.value < required ? 1 : 0
                    if var current = result {
                        current.measured += 1
                        current.failing += fails
                        if segment.ratio < current.worst.ratio { current.worst = segment }
                        if segment.darkest.relativeLuminance < current.darkest.relativeLuminance { current.darkest = segment.darkest }
                        if segment.lightest.relativeLuminance > current.lightest.relativeLuminance { current.lightest = segment.lightest }
                        result = current
                    } else {
                        result = LineResult(line: lineIndex, region: region, worst: segment, darkest: segment.darkest,
                                            lightest: segment.lightest, measured: 1, failing: fails)
                    }
                }
                x0 = x1
            }
            if let result { results.append(result) }
        }
        return results
    }

    /// The pixels a line is measured over: its line box, one pixel wider on each side for the side bearings' ink.
    package static func measuredPixels(of line: TextLine, content: Rect, _ s: AuditScene) -> PixelRect {
        let box = s.pixels(inside: line.box.offsetBy(dx: content.minX, dy: content.minY))
        return PixelRect(x: box.x - 1, y: box.y, width: box.width + 2, height: box.height)
    }

    /// Maximum glyph coverage of every pixel of `region`, row by row.
    package static func coverageMap(_ masks: [TextPainter.PlacedMask], over region: PixelRect) -> [UInt8] {
        var coverage = [UInt8](repeating: 0, count: region.width * region.height)
        coverage.withUnsafeMutableBufferPointer { coverage in
            for placed in masks {
                let bounds = placed.pixelBounds
                let overlap = bounds.intersection(region)
                guard !overlap.isEmpty else { continue }
                placed.mask.bytes.withUnsafeBufferPointer { bytes in
                    for y in overlap.minY..<overlap.maxY {
                        let source = (y - bounds.y) * bounds.width - bounds.x
                        let target = (y - region.y) * region.width - region.x
                        for x in overlap.minX..<overlap.maxX { coverage[target + x] = max(coverage[target + x], bytes[source + x]) }
                    }
                }
            }
        }
        return coverage
    }

    /// The contrast of one segment, or nil when it has no ink or too little backdrop next to it to judge. Pixels
    /// that an opaque shape painted over text node `text` shows (`AuditScene.occluders`) are neither ink nor
    /// backdrop: what covers the text is `occludedText`, not its contrast. The occlusion test runs only in segments
    /// such a shape can reach (`AuditScene.mayOcclude`).
    package static func measure(_ s: AuditScene, _ part: PixelRect, coverage: [UInt8], nearInk: InkNeighbourhood, drawn: Color, line: Int,
                        text: Int) -> Segment? {
        let isOccluded: ((Int, Int) -> Bool)? = s.mayOcclude(part, for: text) ? { s.isOccluded(pixelX: $0, y: $1, for: text) } : nil
        let pixels = InkSample(part, pixmap: s.rendered.pixmap, coverage: coverage, nearInk: nearInk, isOccluded: isOccluded)
        let backdrop = pixels.backdrop, fullInk = pixels.fullInk, ink = pixels.ink
        guard ink > 0, backdrop.count >= 2, let (darkest, lightest) = backdrop.extremes() else { return nil }
        let dark: (ratio: ContrastRatio, fg: Color), light: (ratio: ContrastRatio, fg: Color)
        if let fg = fullInk.mean {
            dark = (ContrastRatio(fg, darkest), fg)
            light = (ContrastRatio(fg, lightest), fg)
        } else {
            let overDark = drawn.composited(over: darkest), overLight = drawn.composited(over: lightest)
            dark = (ContrastRatio(overDark, darkest), overDark)
            light = (ContrastRatio(overLight, lightest), overLight)
        }
        let useDark = dark.ratio <= light.ratio
        return Segment(ratio: useDark ? dark.ratio : light.ratio, foreground: useDark ? dark.fg : light.fg,
                       background: useDark ? darkest : lightest, rect: s.points(part), line: line, darkest: darkest, lightest: lightest)
    }
}

extension Color {
    /// `#RRGGBB`, alpha left out (sampled colours are opaque).
    package var opaqueHex: String { Color(r: r, g: g, b: b).hexString }
}
