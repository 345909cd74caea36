/// An axis-aligned rectangle of whole pixels: `x..<x+width` by `y..<y+height`, top-left origin, y down.
///
/// Width and height are never negative; a rectangle with a zero side is empty and covers no pixel.
public struct PixelRect: Hashable, Sendable, CustomStringConvertible {
    public var x: Int
    public var y: Int
    public var width: Int
    public var height: Int

    /// Negative sizes are stored as zero.
    public init(x: Int, y: Int, width: Int, height: Int) {
        self.x = x
        self.y = y
        self.width = max(0, width)
        self.height = max(0, height)
    }

    public static let zero = PixelRect(x: 0, y: 0, width: 0, height: 0)

    /// `WxH at (x, y)`, as messages print a box of changed pixels.
    public var description: String { "\(width)x\(height) at (\(x), \(y))" }

    /// The same box as a `Rect` in pixel units.
    public var rect: Rect { Rect(x: Double(x), y: Double(y), width: Double(width), height: Double(height)) }

    public var minX: Int { x }
    public var minY: Int { y }
    public var maxX: Int { x + width }
    public var maxY: Int { y + height }
    public var isEmpty: Bool { width == 0 || height == 0 }

    /// The pixels in both rectangles; `.zero` when they do not overlap.
    public func intersection(_ other: PixelRect) -> PixelRect {
        let x0 = max(minX, other.minX), y0 = max(minY, other.minY)
        let x1 = min(maxX, other.maxX), y1 = min(maxY, other.maxY)
        guard x1 > x0, y1 > y0 else { return .zero }
        return PixelRect(x: x0, y: y0, width: x1 - x0, height: y1 - y0)
    }

    public func contains(x px: Int, y py: Int) -> Bool {
        px >= minX && px < maxX && py >= minY && py < maxY
    }

    public func offsetBy(dx: Int, dy: Int) -> PixelRect {
        PixelRect(x: x + dx, y: y + dy, width: width, height: height)
    }

    /// The smallest pixel rectangle holding every pixel that `rect` touches (its area, not its centres).
    public init(enclosing rect: Rect) {
        let s = RasterMath.subpixels
        let x0 = RasterMath.floorDiv(RasterMath.fixed(rect.minX), s)
        let y0 = RasterMath.floorDiv(RasterMath.fixed(rect.minY), s)
        let x1 = RasterMath.ceilDiv(RasterMath.fixed(rect.maxX), s)
        let y1 = RasterMath.ceilDiv(RasterMath.fixed(rect.maxY), s)
        self.init(x: x0, y: y0, width: x1 - x0, height: y1 - y0)
    }
}
