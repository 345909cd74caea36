import ProofsheetRaster

/// A pixels-only contrast estimate for a text box, in the manner of Android's Accessibility Test Framework:
/// no knowledge of glyphs or layout, only the box's pixels.
///
/// The box's colours are counted; the mean relative luminance of its pixels splits them into a darker and a
/// lighter side; the most frequent colour on each side stands for that side, the more frequent of the two
/// being the background. A box of one colour gives ratio 1. Ties pick the smaller `0xRRGGBB` value, so the
/// result is deterministic. Alpha is ignored (screenshots are opaque). Contrast per WCAG 2.2.
///
/// It is an estimator: anti-aliasing, gradients and thin strokes make it differ from `TextContrastCheck`,
/// which knows the exact glyph coverage (see docs/audits.md, "Pixel-only estimate").
public enum PixelContrastEstimator {
    public struct Estimate: Hashable, Sendable {
        public var foreground: Color
        public var background: Color
        public var ratio: ContrastRatio
        public var pixelCount: Int
        public var colorCount: Int
    }

    /// The estimate for `box` (pixels, clipped to the image); nil when the box holds no pixel.
    public static func estimate(_ pixmap: Pixmap, in box: PixelRect) -> Estimate? {
        let area = box.intersection(PixelRect(x: 0, y: 0, width: pixmap.width, height: pixmap.height))
        guard !area.isEmpty else { return nil }
        var counts: [UInt32: Int] = [:]
        var luminanceSum = 0.0
        for y in area.minY..<area.maxY {
            for x in area.minX..<area.maxX {
                let c = pixmap[x, y]
                let key = UInt32(c.r) << 16 | UInt32(c.g) << 8 | UInt32(c.b)
                counts[key, default: 0] += 1
                luminanceSum += c.relativeLuminance
            }
        }
        let total = area.width * area.height
        let mean = luminanceSum / Double(total)
        func color(_ key: UInt32) -> Color { Color(r: UInt8(key >> 16 & 0xFF), g: UInt8(key >> 8 & 0xFF), b: UInt8(key & 0xFF)) }
        var darker: (key: UInt32, count: Int)?, lighter: (key: UInt32, count: Int)?
        for (key, count) in counts {
            let isLighter = color(key).relativeLuminance > mean
            let current = isLighter ? lighter : darker
            if current == nil || count > current!.count || (count == current!.count && key < current!.key) {
                if isLighter { lighter = (key, count) } else { darker = (key, count) }
            }
        }
        guard let one = darker ?? lighter else { return nil }
        let other = (darker != nil ? lighter : nil) ?? one
        let (background, foreground) = one.count > other.count || (one.count == other.count && one.key <= other.key) ? (one, other) : (other, one)
        return Estimate(foreground: color(foreground.key), background: color(background.key),
                        ratio: ContrastRatio(color(foreground.key), color(background.key)),
                        pixelCount: total, colorCount: counts.count)
    }
}
