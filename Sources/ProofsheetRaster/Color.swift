/// A straight (non-premultiplied) sRGB colour, 8 bits per channel.
///
/// This is what PNG files store and what users write as `#RRGGBB` or `#RRGGBBAA`.
public struct Color: Hashable, Sendable {
    public var r: UInt8
    public var g: UInt8
    public var b: UInt8
    public var a: UInt8

    public init(r: UInt8, g: UInt8, b: UInt8, a: UInt8 = 255) {
        self.r = r
        self.g = g
        self.b = b
        self.a = a
    }

    public static let black = Color(r: 0, g: 0, b: 0)
    public static let white = Color(r: 255, g: 255, b: 255)
    public static let transparent = Color(r: 0, g: 0, b: 0, a: 0)

    public var isOpaque: Bool { a == 255 }
}
