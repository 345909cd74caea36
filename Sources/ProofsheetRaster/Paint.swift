/// What a fill puts down: a solid colour or a linear gradient, times a global opacity.
///
/// The effective source alpha at a pixel is `div255(div255(colour.a · opacity) · div255(coverage · clip))`, all
/// bytes, each product rounded to nearest (`RasterMath.div255`), so every kind of fill rounds the same way.
public struct Paint: Hashable, Sendable {
    public enum Source: Hashable, Sendable {
        case solid(Color)
        case linearGradient(LinearGradient)
    }

    public var source: Source
    /// 0...1, applied as a byte: `round(opacity × 255)`.
    public var opacity: Double

    public init(_ color: Color, opacity: Double = 1) {
        source = .solid(color)
        self.opacity = opacity
    }

    public init(_ gradient: LinearGradient, opacity: Double = 1) {
        source = .linearGradient(gradient)
        self.opacity = opacity
    }

    /// The opacity as the byte the compositor multiplies by.
    public var opacityByte: UInt8 { RasterMath.byte(fromUnit: opacity) }
}
