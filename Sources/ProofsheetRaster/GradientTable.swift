/// A linear gradient sampled into 4096 colours, with the paint's opacity folded into alpha, plus the fixed-point
/// projection that picks an entry for each pixel centre.
///
/// The parameter t is carried in 32.32 fixed point and stepped by an integer per pixel, so a row's colours do
/// not depend on floating-point evaluation order. 4096 entries keep the quantisation under 1/16 of a byte step.
package struct GradientTable {
    package static let size = 4096
    /// Straight RGBA per entry; entry i is the colour at t = i / 4095.
    package let colors: [Color]
    /// The same colours as four bytes in memory order (`SourceOver.packed`), for storing opaque pixels whole.
    package let packedColors: [UInt32]
    /// True when every entry has alpha 255.
    package let isOpaque: Bool
    /// t per pixel step in x, and at the pixmap's pixel (0, 0) centre and per row, in units of 2^-32.
    package let dtdx: Int
    package let dtdy: Int
    package let t00: Int
    package let isDegenerate: Bool

    package init(_ gradient: LinearGradient, opacity: UInt8) {
        var colors = [Color]()
        colors.reserveCapacity(GradientTable.size)
        for i in 0..<GradientTable.size {
            var c = gradient.color(at: Double(i) / Double(GradientTable.size - 1))
            c.a = UInt8(RasterMath.mul255(Int(c.a), Int(opacity)))
            colors.append(c)
        }
        self.colors = colors
        packedColors = colors.map(SourceOver.packed)
        isOpaque = colors.allSatisfy { $0.a == 255 }
        let vx = gradient.end.x - gradient.start.x, vy = gradient.end.y - gradient.start.y
        let lengthSquared = vx * vx + vy * vy
        let scale = 4_294_967_296.0
        // Limits keep t within 64 bits across a 32768-pixel row: |t| ≤ 2^20 and |dt| ≤ 256 per pixel
        // (a gradient shorter than 1/256 px is a hard edge either way).
        func fixedT(_ t: Double, limit: Double) -> Int {
            guard t == t else { return 0 }
            return Int((min(max(t, -limit), limit) * scale).rounded(.toNearestOrEven))
        }
        if lengthSquared > 0 && lengthSquared.isFinite {
            isDegenerate = false
            dtdx = fixedT(vx / lengthSquared, limit: 256)
            dtdy = fixedT(vy / lengthSquared, limit: 256)
            t00 = fixedT(((0.5 - gradient.start.x) * vx + (0.5 - gradient.start.y) * vy) / lengthSquared, limit: 1_048_576)
        } else {
            isDegenerate = true
            dtdx = 0
            dtdy = 0
            t00 = 1 << 32
        }
    }

    /// t (32.32 fixed) at the centre of pixel (x, y).
    @inline(__always)
    package func t(x: Int, y: Int) -> Int { t00 &+ x &* dtdx &+ y &* dtdy }

    /// Stores the packed colours for `count` consecutive pixels, the first at parameter `t`, stepping `dtdx`.
    ///
    /// Where t stays inside 0...1 over the whole run, `index(t)` is `(t · 4095 + 2^31) >> 32` with no clamping,
    /// so the numerator is stepped by `dtdx · 4095` instead of being recomputed: the same indices, exactly.
    package func storeRun(_ packed: UnsafeBufferPointer<UInt32>, t: Int, count: Int, into out: UnsafeMutableRawPointer) {
        guard count > 0 else { return }
        let last = t &+ (count - 1) &* dtdx
        if min(t, last) >= 0 && max(t, last) <= 1 << 32 {
            var numerator = t * (GradientTable.size - 1) + (1 << 31)
            let step = dtdx * (GradientTable.size - 1)
            for k in 0..<count {
                out.storeBytes(of: packed[numerator >> 32], toByteOffset: k * 4, as: UInt32.self)
                numerator &+= step
            }
        } else {
            var t = t
            for k in 0..<count {
                out.storeBytes(of: packed[GradientTable.index(t)], toByteOffset: k * 4, as: UInt32.self)
                t &+= dtdx
            }
        }
    }

    /// The table entry for fixed-point t, padded beyond 0 and 1.
    @inline(__always)
    package static func index(_ t: Int) -> Int {
        let clamped = min(max(t, 0), 1 << 32)
        return (clamped * (size - 1) + (1 << 31)) >> 32
    }
}
