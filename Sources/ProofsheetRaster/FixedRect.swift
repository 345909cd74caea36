/// An axis-aligned rectangle in 24.8 fixed-point pixels, whose per-pixel coverage is computed analytically.
///
/// Coverage of a pixel is `round(255 · overlapX · overlapY)` with both overlaps in 1/256 px, which is exactly
/// what `CoverageRasterizer` produces for the same rectangle as a path (its four edges quantise identically),
/// so the rectangle fast path and the general path give identical bytes.
package struct FixedRect: Hashable, Sendable {
    package var x0: Int, y0: Int, x1: Int, y1: Int

    package init(_ rect: Rect) {
        x0 = RasterMath.fixed(rect.minX)
        y0 = RasterMath.fixed(rect.minY)
        x1 = max(x0, RasterMath.fixed(rect.maxX))
        y1 = max(y0, RasterMath.fixed(rect.maxY))
    }

    package init(x0: Int, y0: Int, x1: Int, y1: Int) {
        self.x0 = x0
        self.y0 = y0
        self.x1 = max(x0, x1)
        self.y1 = max(y0, y1)
    }

    /// The pixels this rectangle touches.
    package var pixelBounds: PixelRect {
        let s = RasterMath.subpixels
        let px = RasterMath.floorDiv(x0, s), py = RasterMath.floorDiv(y0, s)
        return PixelRect(x: px, y: py, width: RasterMath.ceilDiv(x1, s) - px, height: RasterMath.ceilDiv(y1, s) - py)
    }

    package func intersection(_ other: FixedRect) -> FixedRect {
        FixedRect(x0: max(x0, other.x0), y0: max(y0, other.y0), x1: min(x1, other.x1), y1: min(y1, other.y1))
    }

    /// True when every pixel of `area` is fully inside.
    package func covers(_ area: PixelRect) -> Bool {
        let s = RasterMath.subpixels
        return x0 <= area.minX * s && y0 <= area.minY * s && x1 >= area.maxX * s && y1 >= area.maxY * s
    }

    /// Vertical overlap, in 1/256 px (0...256), with pixel row `y`.
    @inline(__always)
    package func rowOverlap(_ y: Int) -> Int {
        let s = RasterMath.subpixels
        return max(0, min(y1, (y + 1) * s) - max(y0, y * s))
    }

    @inline(__always)
    package func columnOverlap(_ x: Int) -> Int {
        let s = RasterMath.subpixels
        return max(0, min(x1, (x + 1) * s) - max(x0, x * s))
    }

    /// Writes the coverage of pixels `minX..<minX + count` on row `y` into `out[0..<count]`.
    package func writeCoverage(row y: Int, from minX: Int, count: Int, into out: UnsafeMutablePointer<UInt8>) {
        let oy = rowOverlap(y)
        guard oy > 0 else {
            out.update(repeating: 0, count: count)
            return
        }
        let interior = UInt8((256 * oy * 255 + 32768) >> 16)
        let s = RasterMath.subpixels
        // Columns wholly inside the rectangle share one value; only the two edge columns need a product.
        let fullStart = min(max(RasterMath.ceilDiv(x0, s), minX), minX + count)
        let fullEnd = max(fullStart, min(RasterMath.floorDiv(x1, s), minX + count))
        for x in minX..<fullStart {
            out[x - minX] = UInt8((columnOverlap(x) * oy * 255 + 32768) >> 16)
        }
        (out + (fullStart - minX)).update(repeating: interior, count: fullEnd - fullStart)
        for x in fullEnd..<(minX + count) {
            out[x - minX] = UInt8((columnOverlap(x) * oy * 255 + 32768) >> 16)
        }
    }
}
