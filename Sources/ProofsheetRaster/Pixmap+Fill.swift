/// Drawing into a pixmap: anti-aliased fills of paths, prepared masks and rectangles, composited source-over.
///
/// All geometry is in the pixmap's pixels (top-left origin, y down; pixel (x, y) is the square x...x+1, y...y+1).
/// Every fill computes coverage with `CoverageRasterizer` (or an analytic shortcut that yields identical bytes),
/// multiplies by the clip's coverage and the paint's alpha and opacity, and blends with `SourceOver`.
extension Pixmap {
    /// The whole pixmap as a pixel rectangle at (0, 0).
    public var bounds: PixelRect { PixelRect(x: 0, y: 0, width: width, height: height) }

    /// Fills `path` with anti-aliasing; curves are flattened to 1/64 px.
    public mutating func fill(_ path: Path, with paint: Paint, rule: FillRule = .nonZero, clip: Clip? = nil) {
        let area = drawableArea(clip: clip)
        guard !area.isEmpty else { return }
        let mask = CoverageRasterizer.mask(contours: path.flattened(), rule: rule, limit: area)
        fill(mask, with: paint, clip: clip)
    }

    /// Composites prepared coverage (for example a cached glyph) moved by `offset` whole pixels.
    public mutating func fill(_ mask: CoverageMask, offset: PixelPoint = .zero, with paint: Paint,
                              clip: Clip? = nil) {
        let placed = mask.bounds.offsetBy(dx: offset.x, dy: offset.y)
        let sourceX = mask.bounds.x + offset.x, sourceY = mask.bounds.y + offset.y
        let stride = mask.bounds.width
        mask.bytes.withUnsafeBufferPointer { source in
            composite(over: placed, with: paint, clip: clip) { y, x0, count, out in
                let start = (y - sourceY) * stride + (x0 - sourceX)
                out.update(from: source.baseAddress! + start, count: count)
            }
        }
    }

    /// Fills an axis-aligned rectangle, fractional edges anti-aliased by exact area.
    ///
    /// Gives the same bytes as `fill(Path(rect: rect), ...)` without flattening or accumulating.
    public mutating func fill(_ rect: Rect, with paint: Paint, clip: Clip? = nil) {
        let fixed = FixedRect(rect)
        composite(over: fixed.pixelBounds, with: paint, clip: clip) { y, x0, count, out in
            fixed.writeCoverage(row: y, from: x0, count: count, into: out)
        }
    }

    /// Fills a rounded rectangle (radii clamped to half the shorter side).
    ///
    /// Gives the same bytes as `fill(Path(roundedRect: rect, radii: radii), ...)` (see `RoundedRectCoverage`):
    /// only the four corner boxes are rasterised, the rest uses the rectangle shortcut.
    /// An empty rectangle (zero or negative size) draws nothing.
    package mutating func fill(roundedRect rect: Rect, radii: CornerRadii, with paint: Paint, clip: Clip? = nil) {
        guard !rect.isEmpty else { return }
        let area = drawableArea(clip: clip).intersection(FixedRect(rect).pixelBounds)
        guard !area.isEmpty else { return }
        let shape = RoundedRectCoverage(rect: rect, radii: radii, area: area)
        composite(over: area, with: paint, clip: clip) { y, x0, count, out in
            shape.writeCoverage(row: y, from: x0, count: count, into: out)
        }
    }

    /// The pixels a fill may change: the pixmap ∩ the clip's bounds.
    package func drawableArea(clip: Clip?) -> PixelRect {
        clip.map { bounds.intersection($0.bounds) } ?? bounds
    }

    /// The one compositing loop: for each row of `area` ∩ drawable pixels, `coverage(y, x0, count, out)` writes
    /// the shape's coverage, the clip's coverage multiplies it, and the paint is blended source-over.
    private mutating func composite(over area: PixelRect, with paint: Paint, clip: Clip?,
                                    coverage: (_ y: Int, _ x0: Int, _ count: Int, _ out: UnsafeMutablePointer<UInt8>) -> Void) {
        let area = area.intersection(drawableArea(clip: clip))
        let blender = SourceOver(paint)
        guard !area.isEmpty, !blender.isInvisible else { return }
        let clipCoverage = clip?.coverage(over: area)
        var row = [UInt8](repeating: 0, count: area.width)
        let width = self.width
        bytes.withUnsafeMutableBufferPointer { pixels in
            row.withUnsafeMutableBufferPointer { row in
                let out = row.baseAddress!
                for y in area.minY..<area.maxY {
                    coverage(y, area.x, area.width, out)
                    if let clipCoverage {
                        let start = (y - area.y) * area.width
                        for i in 0..<area.width {
                            out[i] = UInt8(RasterMath.mul255(Int(out[i]), Int(clipCoverage[start + i])))
                        }
                    }
                    blender.blendRow(pixels: pixels.baseAddress!, width: width, y: y, x0: area.x, count: area.width,
                                     coverage: out)
                }
            }
        }
    }
}
