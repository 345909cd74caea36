/// Coverage of a rounded rectangle over a pixel area, computed with the rectangle shortcut everywhere except the
/// four corner boxes, which are rasterised.
///
/// Outside the corner boxes the outline is the rectangle's straight sides, so `FixedRect` coverage equals the
/// rasteriser's (each row's winding sum to the left of such a pixel is the row's whole vertical span); inside,
/// the rasteriser runs on the full outline but only over the box's pixels, which gives the same bytes as
/// rasterising everything. So the result is bit-identical to `CoverageMask(filling: Path(roundedRect:radii:))`.
package struct RoundedRectCoverage {
    package let rect: FixedRect
    /// The rasterised corner boxes (already clipped to the area), at most four.
    package let corners: [CoverageMask]

    /// Radii are clamped to half the shorter side, as `Path(roundedRect:radii:)` does.
    package init(rect: Rect, radii: CornerRadii, area: PixelRect) {
        self.rect = FixedRect(rect)
        let r = radii.clamped(toFit: rect)
        let windows = RoundedRectCoverage.cornerWindows(rect: rect, radii: r, area: area)
        guard !windows.isEmpty else {
            corners = []
            return
        }
        let polygon = CoverageRasterizer.FixedPolygon(Path(roundedRect: rect, radii: r).flattened())
        corners = windows.map { CoverageRasterizer.mask(polygon: polygon, rule: .nonZero, limit: $0) }
    }

    /// True when a corner box overlaps `area` (otherwise the rectangle shortcut alone is exact there).
    package static func touchesCorners(rect: Rect, radii: CornerRadii, area: PixelRect) -> Bool {
        !cornerWindows(rect: rect, radii: radii.clamped(toFit: rect), area: area).isEmpty
    }

    /// The pixels of each corner's r × r box inside `area`; `r` must already be clamped.
    private static func cornerWindows(rect: Rect, radii r: CornerRadii, area: PixelRect) -> [PixelRect] {
        let boxes = [
            Rect(x: rect.minX, y: rect.minY, width: r.topLeft, height: r.topLeft),
            Rect(x: rect.maxX - r.topRight, y: rect.minY, width: r.topRight, height: r.topRight),
            Rect(x: rect.maxX - r.bottomRight, y: rect.maxY - r.bottomRight, width: r.bottomRight, height: r.bottomRight),
            Rect(x: rect.minX, y: rect.maxY - r.bottomLeft, width: r.bottomLeft, height: r.bottomLeft),
        ]
        return boxes.map { PixelRect(enclosing: $0).intersection(area) }.filter { !$0.isEmpty }
    }

    /// Writes the coverage of pixels `minX..<minX + count` on row `y` into `out[0..<count]`.
    package func writeCoverage(row y: Int, from minX: Int, count: Int, into out: UnsafeMutablePointer<UInt8>) {
        rect.writeCoverage(row: y, from: minX, count: count, into: out)
        for corner in corners {
            let b = corner.bounds
            guard y >= b.minY, y < b.maxY else { continue }
            let x0 = max(b.minX, minX), x1 = min(b.maxX, minX + count)
            guard x0 < x1 else { continue }
            corner.bytes.withUnsafeBufferPointer { bytes in
                (out + (x0 - minX)).update(from: bytes.baseAddress! + (y - b.minY) * b.width + (x0 - b.minX),
                                           count: x1 - x0)
            }
        }
    }
}
