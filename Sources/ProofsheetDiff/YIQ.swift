/// The YIQ (NTSC) colour-difference metric of Kotsarenko & Ramos (2010), "Measuring perceived color difference using
/// YIQ NTSC transmission color space in mobile applications".
///
/// Inputs are straight-alpha sRGB bytes read from RGBA8 buffers at a byte offset. A translucent pixel is first blended
/// over opaque white (`c' = 255 + (c - 255) * a / 255`), so a fully transparent pixel compares equal to white.
/// `delta` is the paper's weighted squared distance `0.5053 Y² + 0.299 I² + 0.1957 Q²`, in 0...`maxDelta`.
///
/// The arithmetic is Double in a fixed order (same order as the classic pixelmatch description) so a pixel right on
/// the threshold is decided the same way as in other implementations of the algorithm.
package enum YIQ {
    /// The largest possible `delta` between two 8-bit colours; thresholds are expressed as a fraction of its root.
    package static let maxDelta = 35215.0

    @inline(__always)
    package static func y(_ r: Double, _ g: Double, _ b: Double) -> Double {
        r * 0.29889531 + g * 0.58662247 + b * 0.11448223
    }

    @inline(__always)
    package static func i(_ r: Double, _ g: Double, _ b: Double) -> Double {
        r * 0.59597799 - g * 0.27417610 - b * 0.32180189
    }

    @inline(__always)
    package static func q(_ r: Double, _ g: Double, _ b: Double) -> Double {
        r * 0.21147017 - g * 0.52261711 + b * 0.31114694
    }

    /// The RGB of the pixel at byte offset `k`, blended over white when translucent.
    @inline(__always)
    package static func rgbOverWhite(_ p: UnsafeRawPointer, _ k: Int) -> (Double, Double, Double) {
        let r = Double(p.load(fromByteOffset: k, as: UInt8.self))
        let g = Double(p.load(fromByteOffset: k + 1, as: UInt8.self))
        let b = Double(p.load(fromByteOffset: k + 2, as: UInt8.self))
        let a8 = p.load(fromByteOffset: k + 3, as: UInt8.self)
        if a8 == 255 { return (r, g, b) }
        let a = Double(a8) / 255
        return (255 + (r - 255) * a, 255 + (g - 255) * a, 255 + (b - 255) * a)
    }

    /// The brightness (Y) of the pixel at byte offset `k`, blended over white.
    @inline(__always)
    package static func brightness(_ p: UnsafeRawPointer, _ k: Int) -> Double {
        let (r, g, b) = rgbOverWhite(p, k)
        return y(r, g, b)
    }

    /// Squared perceptual distance between pixel `k` of `p1` and pixel `m` of `p2` (byte offsets); 0 when the RGBA
    /// bytes are equal.
    @inline(__always)
    package static func delta(_ p1: UnsafeRawPointer, _ k: Int, _ p2: UnsafeRawPointer, _ m: Int) -> Double {
        if p1.loadUnaligned(fromByteOffset: k, as: UInt32.self) == p2.loadUnaligned(fromByteOffset: m, as: UInt32.self) {
            return 0
        }
        let (r1, g1, b1) = rgbOverWhite(p1, k)
        let (r2, g2, b2) = rgbOverWhite(p2, m)
        let dy = y(r1, g1, b1) - y(r2, g2, b2)
        let di = i(r1, g1, b1) - i(r2, g2, b2)
        let dq = q(r1, g1, b1) - q(r2, g2, b2)
        return 0.5053 * dy * dy + 0.299 * di * di + 0.1957 * dq * dq
    }
}
