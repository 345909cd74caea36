import ProofsheetRaster
import ProofsheetProject

/// Draws a pixmap scaled into a rectangle (pixels): `fill` covers the rectangle and crops, `fit` shows the
/// whole image centred. Bilinear sampling in integer arithmetic (16.16 fixed point), composited source-over
/// through the coverage of the drawn rectangle times the clip's (its rounded corners and fractional edges), so
/// results are identical on every machine.
package enum ImageDrawing {
    package static func draw(_ image: Pixmap, into pixmap: inout Pixmap, rect: Rect, contentMode: ContentMode, opacity: Double, clip: Clip?) {
        guard rect.width > 0, rect.height > 0 else { return }
        let sx = rect.width / Double(image.width), sy = rect.height / Double(image.height)
        let factor = contentMode == .fill ? max(sx, sy) : min(sx, sy)
        let drawn = Rect(x: rect.midX - Double(image.width) * factor / 2, y: rect.midY - Double(image.height) * factor / 2,
                         width: Double(image.width) * factor, height: Double(image.height) * factor)
        let target = drawn.intersection(rect)
        guard !target.isEmpty else { return }
        if copiesRows(image, into: &pixmap, drawn: drawn, target: target, factor: factor, opacity: opacity, clip: clip) { return }
        // Coverage of the visible area: the target rect within the clip.
        var area = Path(rect: target)
        if let clip { area = Path(rect: target.intersection(Rect(x: Double(clip.bounds.x), y: Double(clip.bounds.y), width: Double(clip.bounds.width), height: Double(clip.bounds.height)))) }
        let mask = CoverageMask(filling: area, rule: .nonZero, within: pixmap)
        let alphaScale = Int((max(0, min(1, opacity)) * 255).rounded())
        let b = mask.bounds
        let clipCoverage = b.isEmpty ? nil : clip?.coverage(over: b)
        let width = pixmap.width
        // An image drawn at its own size on whole pixels (a legend's screenshot) samples each pixel's centre exactly:
        // bilinear weights 0, so the sample is the source pixel itself; read it directly (the same bytes, less work).
        let oneToOne = factor == 1 && drawn.minX == drawn.minX.rounded() && drawn.minY == drawn.minY.rounded()
        let (originX, originY) = oneToOne ? (Int(drawn.minX), Int(drawn.minY)) : (0, 0)
        pixmap.bytes.withUnsafeMutableBufferPointer { buffer in
            guard let base = buffer.baseAddress else { return }
            for y in b.minY..<(b.minY + b.height) {
                let v = Int(((Double(y) + 0.5 - drawn.minY) / factor * 65536).rounded()) - 32768
                let row = max(0, min(image.height - 1, y - originY))
                for x in b.minX..<(b.minX + b.width) {
                    var coverage = Int(mask[x, y])
                    if let clipCoverage { coverage = RasterMath.mul255(coverage, Int(clipCoverage[(y - b.minY) * b.width + (x - b.minX)])) }
                    guard coverage > 0 else { continue }
                    let sample: Color
                    if oneToOne {
                        sample = image[max(0, min(image.width - 1, x - originX)), row]
                    } else {
                        let u = Int(((Double(x) + 0.5 - drawn.minX) / factor * 65536).rounded()) - 32768
                        sample = bilinear(image, u: u, v: v)
                    }
                    let alpha = (Int(sample.a) * coverage * alphaScale + 32512) / 65025
                    SourceOver.blend(base + (y * width + x) * 4, r: Int(sample.r), g: Int(sample.g), b: Int(sample.b), alpha: alpha)
                }
            }
        }
    }

    /// An opaque image drawn whole at its own size on whole pixels, unclipped and fully opaque (a legend's screenshot):
    /// every pixel it covers has coverage 255 and its sample is the source pixel, so source-over writes the source's
    /// bytes. Those rows are copied as they are (the same bytes as the general path); false for anything else.
    package static func copiesRows(_ image: Pixmap, into pixmap: inout Pixmap, drawn: Rect, target: Rect, factor: Double, opacity: Double,
                           clip: Clip?) -> Bool {
        guard factor == 1, clip == nil, opacity >= 1, target == drawn, drawn.minX == drawn.minX.rounded(), drawn.minY == drawn.minY.rounded(),
              drawn.minX >= 0, drawn.minY >= 0, Int(drawn.minX) + image.width <= pixmap.width,
              Int(drawn.minY) + image.height <= pixmap.height, image.isOpaque else { return false }
        let (x0, y0, rowBytes) = (Int(drawn.minX), Int(drawn.minY), image.width * 4)
        for y in 0..<image.height {
            let to = ((y0 + y) * pixmap.width + x0) * 4
            pixmap.bytes.replaceSubrange(to..<(to + rowBytes), with: image.bytes[(y * rowBytes)..<((y + 1) * rowBytes)])
        }
        return true
    }

    /// The image sampled at 16.16 fixed-point pixel centre coordinates, edges clamped.
    package static func bilinear(_ image: Pixmap, u: Int, v: Int) -> Color {
        let x0 = max(0, min(image.width - 1, u >> 16)), y0 = max(0, min(image.height - 1, v >> 16))
        let x1 = min(image.width - 1, x0 + 1), y1 = min(image.height - 1, y0 + 1)
        let fx = u < 0 ? 0 : (u & 0xFFFF) >> 8, fy = v < 0 ? 0 : (v & 0xFFFF) >> 8
        let a = image[x0, y0], b = image[x1, y0], c = image[x0, y1], d = image[x1, y1]
        func mix(_ p: UInt8, _ q: UInt8, _ r: UInt8, _ s: UInt8) -> UInt8 {
            let top = Int(p) * (256 - fx) + Int(q) * fx
            let bottom = Int(r) * (256 - fx) + Int(s) * fx
            return UInt8((top * (256 - fy) + bottom * fy + 32768) >> 16)
        }
        return Color(r: mix(a.r, b.r, c.r, d.r), g: mix(a.g, b.g, c.g, d.g), b: mix(a.b, b.b, c.b, d.b), a: mix(a.a, b.a, c.a, d.a))
    }
}
