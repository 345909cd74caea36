/// 8-bit anti-aliased coverage (A8) over a rectangle of whole pixels: 0 = outside, 255 = fully inside.
///
/// `bounds` is in the pixel space the shape was rasterised in (top-left origin, y down); `bytes` holds
/// `bounds.width × bounds.height` values row by row, so the value for pixel (x, y) is at
/// `(y − bounds.y) × bounds.width + (x − bounds.x)`. Glyphs are rasterised once into masks and cached; text audits
/// read the same masks that are composited. Coverage is `round(255 · area)` of the pixel square inside the
/// fill rule's region, computed by `CoverageRasterizer`.
///
/// Guarantees: `bytes.count == bounds.width * bounds.height`; an empty mask has empty bounds and no bytes.
public struct CoverageMask: Hashable, Sendable {
    public let bounds: PixelRect
    public let bytes: [UInt8]

    /// Wraps existing coverage; throws when `bytes` does not hold exactly one byte per pixel of `bounds`.
    public init(bounds: PixelRect, bytes: [UInt8]) throws {
        guard bytes.count == bounds.width * bounds.height else {
            throw RasterError.maskSizeMismatch(width: bounds.width, height: bounds.height, byteCount: bytes.count)
        }
        self.bounds = bounds
        self.bytes = bytes
    }

    package init(bounds: PixelRect, uncheckedBytes bytes: [UInt8]) {
        self.bounds = bounds
        self.bytes = bytes
    }

    /// An empty mask whose origin is that of `rect` (or 0, 0).
    package init(emptyAt rect: PixelRect?) {
        bounds = PixelRect(x: rect?.x ?? 0, y: rect?.y ?? 0, width: 0, height: 0)
        bytes = []
    }

    /// Rasterises `path` (in pixels) with anti-aliasing, over the path's bounds intersected with `limit`.
    ///
    /// Curves are flattened to within `tolerance` pixels first (`Path.flattened(tolerance:)`); open contours are
    /// closed. Throws `RasterError.maskTooLarge` when the clipped bounds exceed `Pixmap.maxPixels` or
    /// `Pixmap.maxSide` — pass a `limit` to rasterise only the part you need.
    public init(filling path: Path, rule: FillRule = .nonZero, limit: PixelRect? = nil,
                tolerance: Double = Path.defaultFlatteningTolerance) throws {
        let polygon = CoverageRasterizer.FixedPolygon(path.flattened(tolerance: tolerance))
        let clipped = limit.map { polygon.pixelBounds.intersection($0) } ?? polygon.pixelBounds
        guard clipped.isSmallEnough else {
            throw RasterError.maskTooLarge(width: clipped.width, height: clipped.height)
        }
        self = CoverageRasterizer.mask(polygon: polygon, rule: rule, limit: limit)
    }

    /// Rasterises `path` over the part of `pixmap` within `limit` (all of it without one): a mask no larger than
    /// the pixmap, which is never too large, so this cannot fail.
    public init(filling path: Path, rule: FillRule = .nonZero, within pixmap: Pixmap, limit: PixelRect? = nil) {
        let area = limit.map { $0.intersection(pixmap.bounds) } ?? pixmap.bounds
        self = CoverageRasterizer.mask(polygon: CoverageRasterizer.FixedPolygon(path.flattened(tolerance: Path.defaultFlatteningTolerance)),
                                       rule: rule, limit: area)
    }

    public var isEmpty: Bool { bounds.isEmpty }

    /// Coverage of pixel (x, y) in the mask's pixel space; 0 outside `bounds`.
    public subscript(x: Int, y: Int) -> UInt8 {
        guard bounds.contains(x: x, y: y) else { return 0 }
        return bytes[(y - bounds.y) * bounds.width + (x - bounds.x)]
    }

    /// Writes the coverage of pixels `minX..<minX + count` on row `y` into `out[0..<count]` (0 outside the mask).
    package func writeCoverage(row y: Int, from minX: Int, count: Int, into out: UnsafeMutablePointer<UInt8>) {
        let x0 = max(bounds.minX, minX), x1 = min(bounds.maxX, minX + count)
        guard y >= bounds.minY, y < bounds.maxY, x0 < x1 else {
            out.update(repeating: 0, count: count)
            return
        }
        out.update(repeating: 0, count: x0 - minX)
        bytes.withUnsafeBufferPointer { bytes in
            (out + (x0 - minX)).update(from: bytes.baseAddress! + (y - bounds.minY) * bounds.width + (x0 - bounds.minX),
                                       count: x1 - x0)
        }
        (out + (x1 - minX)).update(repeating: 0, count: minX + count - x1)
    }

    /// The sum of all coverage, in pixels (255 = one pixel): the shape's anti-aliased area.
    public var area: Double {
        var total = 0
        for b in bytes { total += Int(b) }
        return Double(total) / 255
    }

    /// The same coverage moved by whole pixels (for placing a cached glyph mask at a pen position).
    public func offsetBy(dx: Int, dy: Int) -> CoverageMask {
        CoverageMask(bounds: bounds.offsetBy(dx: dx, dy: dy), uncheckedBytes: bytes)
    }
}

extension PixelRect {
    /// Small enough to allocate as a mask or pixmap.
    package var isSmallEnough: Bool { isEmpty || Pixmap.isValidSize(width: width, height: height) }
}
