@testable import ProofsheetKit
@testable import ProofsheetAudit
@testable import ProofsheetText

/// The text-contrast audit as it was computed before issue #43 made it faster: plain per-pixel loops, one `Color`
/// per pixel, the square neighbourhood dilated by marking 2·radius + 1 pixels per covered pixel, the backdrop
/// extremes from a full sort by luminance. `TextContrastReferenceTests` compares the shipped code with it, so the
/// optimised code cannot drift from the documented method (docs/audits.md, "Text contrast, measured per line").
enum TextContrastReference {
    /// A colour sample as `ColorSample` was: one run per change of colour, the extremes by sorting every run.
    struct Sample {
        var runs: [(color: Color, count: Int)] = []
        var count = 0
        var sumR = 0, sumG = 0, sumB = 0

        mutating func add(_ color: Color) {
            if let last = runs.last, last.color == color {
                runs[runs.count - 1].count += 1
            } else {
                runs.append((color, 1))
            }
            count += 1
            sumR += Int(color.r)
            sumG += Int(color.g)
            sumB += Int(color.b)
        }

        var mean: Color? {
            guard count > 0 else { return nil }
            let n = count
            return Color(r: UInt8((2 * sumR + n) / (2 * n)), g: UInt8((2 * sumG + n) / (2 * n)), b: UInt8((2 * sumB + n) / (2 * n)))
        }

        func extremes(trim: Double = 0.02) -> (darkest: Color, lightest: Color)? {
            guard let first = runs.first else { return nil }
            if runs.allSatisfy({ $0.color == first.color }) { return (first.color, first.color) }
            let luminances = runs.map { $0.color.relativeLuminance }
            let order = runs.indices.sorted { luminances[$0] < luminances[$1] || (luminances[$0] == luminances[$1] && $0 < $1) }
            let drop = Int(Double(count - 1) * max(0, min(0.5, trim)))
            func color(atRank rank: Int) -> Color {
                var seen = 0
                for index in order {
                    seen += runs[index].count
                    if seen > rank { return runs[index].color }
                }
                return runs[order[order.count - 1]].color
            }
            return (color(atRank: drop), color(atRank: count - 1 - drop))
        }
    }

    /// The region's pixels within `radius` columns and rows of a covered pixel, row by row.
    static func nearInk(coverage: [UInt8], region: PixelRect, radius: Int = InkNeighbourhood.radius) -> [Bool] {
        let width = region.width, height = region.height
        var rows = [Bool](repeating: false, count: width * height)
        for y in 0..<height {
            for x in 0..<width where coverage[y * width + x] > 0 {
                for nx in max(0, x - radius)...min(width - 1, x + radius) { rows[y * width + nx] = true }
            }
        }
        var near = [Bool](repeating: false, count: width * height)
        for y in 0..<height {
            for x in 0..<width where rows[y * width + x] {
                for ny in max(0, y - radius)...min(height - 1, y + radius) { near[ny * width + x] = true }
            }
        }
        return near
    }

    static func coverageMap(_ masks: [TextPainter.PlacedMask], over region: PixelRect) -> [UInt8] {
        var coverage = [UInt8](repeating: 0, count: region.width * region.height)
        for placed in masks {
            let bounds = placed.pixelBounds
            let overlap = bounds.intersection(region)
            guard !overlap.isEmpty else { continue }
            let bytes = placed.mask.bytes
            for y in overlap.minY..<overlap.maxY {
                let source = (y - bounds.y) * bounds.width - bounds.x
                let target = (y - region.y) * region.width - region.x
                for x in overlap.minX..<overlap.maxX where bytes[source + x] > coverage[target + x] {
                    coverage[target + x] = bytes[source + x]
                }
            }
        }
        return coverage
    }

    /// What one segment's pixels give: the backdrop sample, the ink count and the fully covered pixels' sample.
    static func samples(_ part: PixelRect, pixmap: Pixmap, region: PixelRect, coverage: [UInt8], near: [Bool],
                        isOccluded: ((Int, Int) -> Bool)?) -> (backdrop: Sample, ink: Int, fullInk: Sample) {
        var backdrop = Sample(), fullInk = Sample()
        var ink = 0
        let bytes = pixmap.bytes
        for y in part.minY..<part.maxY {
            for x in part.minX..<part.maxX {
                if let isOccluded, isOccluded(x, y) { continue }
                let c = coverage[(y - region.y) * region.width + x - region.x]
                let i = (y * pixmap.width + x) * 4
                let color = Color(r: bytes[i], g: bytes[i + 1], b: bytes[i + 2])
                if c == 0 {
                    if near[(y - region.y) * region.width + x - region.x] { backdrop.add(color) }
                } else if c >= TextContrastCheck.inkCoverage {
                    ink += 1
                    if c >= TextContrastCheck.fullCoverage { fullInk.add(color) }
                }
            }
        }
        return (backdrop, ink, fullInk)
    }

    static func segment(_ s: AuditScene, _ part: PixelRect, region: PixelRect, coverage: [UInt8], near: [Bool], drawn: Color,
                        line: Int, text: Int) -> TextContrastCheck.Segment? {
        let isCovered = s.occluders[text] != nil
        let (backdrop, ink, fullInk) = samples(part, pixmap: s.rendered.pixmap, region: region, coverage: coverage, near: near,
                                               isOccluded: isCovered ? { s.isOccluded(pixelX: $0, y: $1, for: text) } : nil)
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
        return TextContrastCheck.Segment(ratio: useDark ? dark.ratio : light.ratio, foreground: useDark ? dark.fg : light.fg,
                                         background: useDark ? darkest : lightest, rect: s.points(part), line: line,
                                         darkest: darkest, lightest: lightest)
    }

    /// `TextContrastCheck.measure(_:_:required:)` as it was.
    static func measure(_ index: Int, _ s: AuditScene, required: Double) -> [TextContrastCheck.LineResult] {
        guard case .text(let text) = s.nodes[index].kind, let layout = s.scene.texts[index],
              s.isPainted(index), text.color.a > 0, let painted = s.paintedText(of: index) else { return [] }
        let content = s.scene.contentRect(index)
        let area = s.pixels(inside: content.intersection(s.visible[index]))
        guard !area.isEmpty else { return [] }
        let masks: [[TextPainter.PlacedMask]] = zip(layout.lines, painted.lines).map { line, placed in
            guard let bound = placed.inkBound,
                  !bound.intersection(area).isEmpty
                    || !TextContrastCheck.measuredPixels(of: line, content: content, s).intersection(area).isEmpty else { return [] }
            return placed.masks
        }
        let drawn = text.color.withOpacity(s.painted[index].opacity)
        var results: [TextContrastCheck.LineResult] = []
        for (lineIndex, line) in layout.lines.enumerated() where !masks[lineIndex].isEmpty {
            let region = TextContrastCheck.measuredPixels(of: line, content: content, s).intersection(area)
            guard !region.isEmpty else { continue }
            let coverage = coverageMap(masks.flatMap { $0 }, over: region)
            let near = nearInk(coverage: coverage, region: region)
            let step = max(2, Int((8 * s.scale).rounded()))
            var result: TextContrastCheck.LineResult?
            var x0 = region.minX
            while x0 < region.maxX {
                let x1 = min(region.maxX, x0 + step)
                let part = PixelRect(x: x0, y: region.y, width: x1 - x0, height: region.height)
                if let segment = segment(s, part, region: region, coverage: coverage, near: near, drawn: drawn, line: lineIndex, text: index) {
                    let fails = segment.ratio.value < required ? 1 : 0
                    if var current = result {
                        current.measured += 1
                        current.failing += fails
                        if segment.ratio < current.worst.ratio { current.worst = segment }
                        if segment.darkest.relativeLuminance < current.darkest.relativeLuminance { current.darkest = segment.darkest }
                        if segment.lightest.relativeLuminance > current.lightest.relativeLuminance { current.lightest = segment.lightest }
                        result = current
                    } else {
                        result = TextContrastCheck.LineResult(line: lineIndex, region: region, worst: segment, darkest: segment.darkest,
                                                              lightest: segment.lightest, measured: 1, failing: fails)
                    }
                }
                x0 = x1
            }
            if let result { results.append(result) }
        }
        return results
    }
}
