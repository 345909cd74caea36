import XCTest
@testable import ProofsheetKit

/// Small images for the Diff tests, built in code with integer arithmetic only (the same generators exist in
/// scripts/pixelmatch_crosscheck.py, which produced the cross-check table).
enum DiffFixtures {
    static let width = 48
    static let height = 40

    static func pixmap(_ width: Int, _ height: Int, _ color: (Int, Int) -> Color) -> Pixmap {
        var p = Pixmap(width: width, height: height)!
        for y in 0..<height {
            for x in 0..<width { p[x, y] = color(x, y) }
        }
        return p
    }

    static func solid(_ width: Int, _ height: Int, _ color: Color) -> Pixmap {
        Pixmap(width: width, height: height, fill: color)!
    }

    static func setting(_ pixmap: Pixmap, _ changes: [(Int, Int, Color)]) -> Pixmap {
        var p = pixmap
        for (x, y, c) in changes { p[x, y] = c }
        return p
    }

    static func rgba(_ c: [Int]) -> Color {
        Color(r: UInt8(c[0]), g: UInt8(c[1]), b: UInt8(c[2]), a: UInt8(c[3]))
    }

    /// Rounded integer mix of `bg` toward `fg` by `cov / full`.
    static func mix(_ bg: [Int], _ fg: [Int], _ cov: Int, _ full: Int) -> Color {
        rgba((0..<4).map { (bg[$0] * (full - cov) + fg[$0] * cov + full / 2) / full })
    }

    /// A disc anti-aliased by 4x4 supersampling; centre and radius in 1/8 px.
    static func disc(_ cx8: Int, _ cy8: Int, _ r8: Int, _ fg: [Int], _ bg: [Int]) -> Pixmap {
        pixmap(width, height) { x, y in
            var cov = 0
            for j in 0..<4 {
                for i in 0..<4 {
                    let sx = x * 8 + 1 + 2 * i, sy = y * 8 + 1 + 2 * j
                    if (sx - cx8) * (sx - cx8) + (sy - cy8) * (sy - cy8) <= r8 * r8 { cov += 1 }
                }
            }
            return mix(bg, fg, cov, 16)
        }
    }

    /// Vertical black bars 3 px wide on white, every 8 px, starting `offsetQ` quarter pixels right; rows 4..<height-4.
    static func bars(_ offsetQ: Int) -> Pixmap {
        pixmap(width, height) { x, y in
            guard y >= 4, y < height - 4 else { return .white }
            var overlap = 0
            for k in 0..<6 {
                let a = 4 * (4 + 8 * k) + offsetQ, b = a + 12
                overlap += max(0, min(b, 4 * x + 4) - max(a, 4 * x))
            }
            return mix([255, 255, 255, 255], [0, 0, 0, 255], min(overlap, 4), 4)
        }
    }

    static func gradient() -> Pixmap {
        pixmap(width, height) { x, y in rgba([(x * 5) % 256, (y * 6) % 256, ((x + y) * 3) % 256, 255]) }
    }

    /// About 10% of the pixels shifted by -40...40 on each channel, chosen by a fixed LCG.
    static func noisy(_ image: Pixmap) -> Pixmap {
        var out = image
        var state = 12345
        for p in 0..<(width * height) {
            state = (state &* 1_103_515_245 &+ 12345) & 0x7FFF_FFFF
            if state % 10 == 0 {
                let d = (state >> 8) % 81 - 40
                for c in 0..<3 { out.bytes[p * 4 + c] = UInt8(max(0, min(255, Int(out.bytes[p * 4 + c]) + d))) }
            }
        }
        return out
    }

    static func translucent(shifted: Bool) -> Pixmap {
        pixmap(width, height) { x, y in
            var a = (x * y * 7) % 256
            if shifted && (x + 2 * y) % 7 == 0 { a = (a + 60) % 256 }
            return rgba([(x * 4) % 256, (y * 4) % 256, 128, a])
        }
    }

    static func withBlock(_ image: Pixmap, x0: Int, y0: Int, w: Int, h: Int, _ color: Color) -> Pixmap {
        var out = image
        for y in y0..<(y0 + h) {
            for x in x0..<(x0 + w) { out[x, y] = color }
        }
        return out
    }

    /// FNV-1a 64 of the RGBA bytes, to prove Swift and Python built the same pixels.
    static func fnv1a(_ bytes: [UInt8]) -> UInt64 {
        var h: UInt64 = 0xCBF2_9CE4_8422_2325
        for b in bytes { h = (h ^ UInt64(b)) &* 0x0000_0100_0000_01B3 }
        return h
    }
}
