/// A region that limits drawing, in pixels of the pixmap (top-left origin, y down); coverage 0...255 per pixel.
///
/// A clip is an exact rectangle (fractional edges allowed, intersected geometrically) times any number of shape
/// layers — rounded rectangles, paths, or prepared coverage masks — whose coverages multiply (each product
/// rounded by `div255`), so nested clips compose by `intersected(with:)`. Shapes are rasterised lazily, only over
/// the pixels a fill touches, so a clip costs nothing where nothing is drawn.
public struct Clip: Hashable, Sendable {
    package enum Layer: Hashable, Sendable {
        case roundedRect(Rect, CornerRadii)
        case path(Path, FillRule)
        case mask(CoverageMask)
    }

    /// The exact rectangle, if any; nil means unbounded.
    package var rect: FixedRect?
    package var layers: [Layer]
    /// Every pixel outside has coverage 0.
    public private(set) var bounds: PixelRect

    /// Everything inside `rect` (fractional edges give partial coverage).
    public init(rect: Rect) {
        let fixed = FixedRect(rect)
        self.rect = fixed
        layers = []
        bounds = fixed.pixelBounds
    }

    /// A rounded rectangle, radii clamped to half the shorter side.
    package init(roundedRect rect: Rect, radii: CornerRadii) {
        self.rect = nil
        layers = rect.isEmpty ? [] : [.roundedRect(rect, radii)]
        bounds = rect.isEmpty ? .zero : FixedRect(rect).pixelBounds
    }

    /// Any outline, filled with `rule`.
    public init(path: Path, rule: FillRule = .nonZero) {
        rect = nil
        layers = [.path(path, rule)]
        bounds = CoverageRasterizer.FixedPolygon([path.elements.flatMap(Clip.points(of:))]).pixelBounds
    }

    /// Prepared coverage, for example a mask reused across many fills.
    public init(mask: CoverageMask) {
        rect = nil
        layers = [.mask(mask)]
        bounds = mask.bounds
    }

    /// Drawing limited by both clips: rectangles intersect exactly, shape layers multiply.
    public func intersected(with other: Clip) -> Clip {
        var result = self
        switch (rect, other.rect) {
        case let (a?, b?): result.rect = a.intersection(b)
        case let (nil, b): result.rect = b
        default: break
        }
        result.layers += other.layers
        result.bounds = bounds.intersection(other.bounds)
        return result
    }

    /// The coverage of every pixel of `area`, row by row; nil when all of `area` is fully inside the clip.
    package func coverage(over area: PixelRect) -> [UInt8]? {
        var result: [UInt8]? = nil
        if let rect, !rect.covers(area) {
            var bytes = [UInt8](repeating: 0, count: area.width * area.height)
            bytes.withUnsafeMutableBufferPointer { out in
                for row in 0..<area.height {
                    rect.writeCoverage(row: area.y + row, from: area.x, count: area.width,
                                       into: out.baseAddress! + row * area.width)
                }
            }
            result = bytes
        }
        for layer in layers {
            if case let .roundedRect(rect, radii) = layer, !RoundedRectCoverage.touchesCorners(rect: rect, radii: radii, area: area),
               FixedRect(rect).covers(area) {
                continue
            }
            var bytes = result ?? [UInt8](repeating: 255, count: area.width * area.height)
            var row = [UInt8](repeating: 0, count: area.width)
            let shape: RoundedRectCoverage?, mask: CoverageMask?
            switch layer {
            case let .roundedRect(rect, radii):
                shape = RoundedRectCoverage(rect: rect, radii: radii, area: area)
                mask = nil
            case let .path(path, rule):
                shape = nil
                mask = CoverageRasterizer.mask(contours: path.flattened(), rule: rule, limit: area)
            case let .mask(m):
                shape = nil
                mask = m
            }
            row.withUnsafeMutableBufferPointer { row in
                let out = row.baseAddress!
                for y in area.minY..<area.maxY {
                    if let shape {
                        shape.writeCoverage(row: y, from: area.x, count: area.width, into: out)
                    } else if let mask {
                        mask.writeCoverage(row: y, from: area.x, count: area.width, into: out)
                    }
                    let start = (y - area.y) * area.width
                    for i in 0..<area.width {
                        bytes[start + i] = UInt8(RasterMath.mul255(Int(bytes[start + i]), Int(out[i])))
                    }
                }
            }
            result = bytes
        }
        return result
    }

    private static func points(of element: Path.Element) -> [Point] {
        switch element {
        case let .move(p), let .line(p): return [p]
        case let .quad(c, p): return [c, p]
        case let .cubic(c1, c2, p): return [c1, c2, p]
        case .close: return []
        }
    }
}
