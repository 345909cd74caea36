import Foundation
import ProofsheetKit

/// The diff on a phone-sized pair (1170 × 2532 px): identical, about 1 % of the pixels scattered, and about 1 % in
/// one band, exact and tolerant, with and without the diff image; min and median of 30 runs each.
/// `proofsheet-bench --diff` (moved here from the test target, where it only printed).
enum DiffTimingBench {
    static let width = 1170, height = 2532

    static func run() throws {
        let page = try self.page()
        var copy = page
        copy.bytes[0] = page.bytes[0] // forces a real copy, so the identical case compares two buffers
        let scattered = self.scattered(page), band = self.band(page)
        let tolerant = DiffOptions.tolerant
        let withImage = DiffOptions(mode: .tolerant, producesDiffImage: true)
        print("diff of a \(width)×\(height) px pair, one thread, 30 runs each:")
        measure("identical (tolerant)", page, copy, tolerant)
        measure("1% scattered (tolerant)", page, scattered, tolerant)
        measure("1% band (tolerant)", page, band, tolerant)
        measure("1% scattered (exact)", page, scattered, .exact)
        measure("1% band (exact)", page, band, .exact)
        measure("1% scattered (tolerant + image)", page, scattered, withImage)
        measure("1% band (tolerant + image)", page, band, withImage)
    }

    /// A screenshot-like page: white, grey header, coloured cards with 1-px borders.
    static func page() throws -> Pixmap {
        guard var p = Pixmap(width: width, height: height, fill: .white) else { throw BenchError.unexpected("no \(width)×\(height) pixmap") }
        p.bytes.withUnsafeMutableBufferPointer { b in
            for y in 0..<height {
                for x in 0..<width {
                    let k = (y * width + x) * 4
                    var c: (UInt8, UInt8, UInt8) = (255, 255, 255)
                    if y < 200 { c = (242, 242, 247) }
                    let card = (y - 240) % 300, column = x % 390
                    if y >= 240, card >= 0, card < 260, column >= 20, column < 370 {
                        let edge = card == 0 || card == 259 || column == 20 || column == 369
                        c = edge ? (160, 180, 230) : (UInt8(40 + (x / 390) * 60), 120, 200)
                    }
                    b[k] = c.0
                    b[k + 1] = c.1
                    b[k + 2] = c.2
                }
            }
        }
        return p
    }

    /// About 1 % of the pixels, scattered by a fixed LCG, brightened by 60.
    static func scattered(_ page: Pixmap) -> Pixmap {
        var out = page
        var state = 1
        for p in 0..<(width * height) {
            state = (state &* 1_103_515_245 &+ 12345) & 0x7FFF_FFFF
            if (state >> 4) % 100 == 0 {
                for c in 0..<3 { out.bytes[p * 4 + c] = UInt8(min(255, Int(out.bytes[p * 4 + c]) + 60)) }
                if out.bytes[p * 4] == 255, out.bytes[p * 4 + 1] == 255 { out.bytes[p * 4] = 0 }
            }
        }
        return out
    }

    /// About 1 % of the pixels changed in one block (a 1170 × 50 band, every other 3-px run, like a changed line of text).
    static func band(_ page: Pixmap) -> Pixmap {
        var out = page
        for y in 1000..<1050 {
            for x in 0..<width where (x / 3 + y) % 2 == 0 { out[x, y] = Color(r: 20, g: 20, b: 20) }
        }
        return out
    }

    static func measure(_ name: String, _ expected: Pixmap, _ actual: Pixmap, _ options: DiffOptions) {
        var samples = Samples()
        var summary = ""
        for _ in 0..<30 {
            let (outcome, ms) = milliseconds { ImageDiff.compare(expected: expected, actual: actual, options: options) }
            samples.add(ms)
            summary = outcome.description
        }
        print(String(format: "  %-34@ min %6.2f ms  median %6.2f ms  -- %@", name as NSString, samples.percentile(0),
                     samples.median, summary as NSString))
    }
}
