/// A whole-pixel position or offset, top-left origin, y down.
public struct PixelPoint: Hashable, Sendable {
    public var x: Int
    public var y: Int

    public init(x: Int, y: Int) {
        self.x = x
        self.y = y
    }

    public static let zero = PixelPoint(x: 0, y: 0)
}
