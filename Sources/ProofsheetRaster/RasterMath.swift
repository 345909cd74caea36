/// Integer helpers shared by the rasteriser and the compositor; every value that reaches a pixel goes through these.
///
/// Rounding is spelled out so results are bit-identical on every machine, build mode and thread count.
package enum RasterMath {
    /// Sub-pixel steps per pixel: coordinates become 24.8 fixed point before rasterising.
    package static let subpixels = 256

    /// `round(x / 255)` for `0 <= x <= 255 * 255`, exact (ties cannot occur: 255 is odd).
    ///
    /// Blinn, "Three Wrongs Make a Right" (IEEE CG&A 1995); checked exhaustively by the tests.
    @inline(__always)
    package static func div255(_ x: Int) -> Int {
        let t = x + 128
        return (t + (t >> 8)) >> 8
    }

    /// `round(a * b / 255)` for bytes `a` and `b`.
    @inline(__always)
    package static func mul255(_ a: Int, _ b: Int) -> Int { div255(a * b) }

    /// `n / d` rounded to nearest, ties away from zero; symmetric under negation of `n` or `d`,
    /// which keeps the rasteriser's split points mirror-exact.
    @inline(__always)
    package static func roundDiv(_ n: Int, _ d: Int) -> Int {
        var n = n, d = d
        if d < 0 { n = -n; d = -d }
        return n >= 0 ? (2 * n + d) / (2 * d) : -((2 * -n + d) / (2 * d))
    }

    @inline(__always)
    package static func floorDiv(_ n: Int, _ d: Int) -> Int {
        let q = n / d
        return (n % d != 0 && (n < 0) != (d < 0)) ? q - 1 : q
    }

    @inline(__always)
    package static func ceilDiv(_ n: Int, _ d: Int) -> Int { -floorDiv(-n, d) }

    /// The largest coordinate magnitude, in pixels, that the rasteriser keeps; farther points are clamped so
    /// that fixed-point products stay inside 64 bits.
    package static let coordinateLimit = 4_194_304.0

    /// A pixel coordinate as 24.8 fixed point, rounded to nearest with ties to even (mirror-symmetric);
    /// NaN becomes 0 and values beyond `coordinateLimit` are clamped.
    @inline(__always)
    package static func fixed(_ value: Double) -> Int {
        guard value == value else { return 0 }
        let clamped = min(max(value, -coordinateLimit), coordinateLimit)
        return Int((clamped * Double(subpixels)).rounded(.toNearestOrEven))
    }

    /// A unit fraction (0...1) as a byte, rounded to nearest; NaN becomes 0.
    package static func byte(fromUnit value: Double) -> UInt8 {
        guard value == value else { return 0 }
        return UInt8((min(max(value, 0), 1) * 255).rounded(.toNearestOrEven))
    }
}
