#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import ProofsheetRaster

/// Compares an expected image with an actual one of the same size, pixel by pixel.
///
/// Both images are RGBA8 straight alpha (`Pixmap`); coordinates in results are pixels, top-left origin. Exact mode
/// counts pixels whose RGBA bytes differ. Tolerant mode is the classic pixelmatch algorithm, written from its
/// published description: YIQ colour distance (Kotsarenko & Ramos 2010, see `YIQ`) against `35215 * threshold²`,
/// with pixels that look like anti-aliasing excused (Vysniauskas 2009, see `AntiAliasDetector`).
///
/// Cost: byte-identical buffers return after one `memcmp`. Otherwise the scan compares 16 bytes (4 pixels) at a
/// time, skips identical rows with `memcmp`, and does colour maths only for pixels whose bytes differ. Nothing is
/// allocated unless a diff image is requested.
public enum ImageDiff {
    /// Version of the tolerant algorithm, written into golden stamps. Any change that could alter a count, a
    /// pass/fail decision or a diff-image pixel (colour metric, constants, anti-aliasing rules, rounding) must bump
    /// it, so goldens judged by the old algorithm are recognised as such.
    public static let algorithmVersion = "pixelmatch-yiq-1"
    /// Version of the exact algorithm (byte-equal RGBA); bump under the same rule.
    public static let exactAlgorithmVersion = "exact-1"

    /// Compares `actual` against `expected`. Never fails: images of different sizes give `.sizeMismatch`.
    /// `imageWhenDifferent` makes the diff image in the same scan when the buffers are not byte-identical (what a
    /// check needs: a changed cell's image from one pass, none for a passing identical pair), as if
    /// `options.producesDiffImage` were set for those pairs only. `style` says what the image shows besides the
    /// marks (`DiffImageStyle`); the marks alone cover only the rows that differ (`DiffResult.diffImageTop`).
    public static func compare(expected: Pixmap, actual: Pixmap, options: DiffOptions = .exact,
                               imageWhenDifferent: Bool = false, style: DiffImageStyle = .classic) -> DiffOutcome {
        guard expected.width == actual.width, expected.height == actual.height else {
            return .sizeMismatch(.init(
                expectedWidth: expected.width, expectedHeight: expected.height,
                foundWidth: actual.width, foundHeight: actual.height
            ))
        }
        let identical = expected.bytes.withUnsafeBytes { e in
            actual.bytes.withUnsafeBytes { a in memcmp(e.baseAddress!, a.baseAddress!, e.count) == 0 }
        }
        var image: Pixmap?
        // The marks cover the rows from the first to the last that differ (none when nothing does): every other row
        // would be transparent, and its pixels cost to allocate, encode and decode (issue #43).
        var top = 0
        if options.producesDiffImage || (imageWhenDifferent && !identical) {
            switch style {
            case .classic: image = DiffImage.fadedBackground(of: expected)
            case .marks:
                let rows = differingRows(expected, actual) ?? 0..<0
                top = rows.lowerBound
                image = DiffImage.transparent(width: expected.width, height: max(1, rows.count))
            }
        }
        var tally = DiffTally()
        if !identical {
            if image != nil {
                image!.bytes.withUnsafeMutableBytes { out in
                    tally = scan(expected, actual, options, out: DiffImage.Target(base: out.baseAddress!, top: top, width: expected.width))
                }
            } else {
                tally = scan(expected, actual, options, out: nil)
            }
        }
        let total = expected.width * expected.height
        return .compared(DiffResult(
            algorithmVersion: options.mode.algorithmVersion,
            width: expected.width,
            height: expected.height,
            differentPixels: tally.differentPixels,
            antiAliasedPixels: tally.antiAliasedPixels,
            isByteIdentical: identical,
            passes: options.passes(differentPixels: tally.differentPixels, totalPixels: total),
            changedBounds: tally.bounds,
            diffImage: image,
            diffImageTop: top
        ))
    }

    private static func scan(_ expected: Pixmap, _ actual: Pixmap, _ options: DiffOptions,
                             out: DiffImage.Target?) -> DiffTally {
        expected.bytes.withUnsafeBytes { e in
            actual.bytes.withUnsafeBytes { a in
                switch options.mode {
                case .exact:
                    return exactScan(e.baseAddress!, a.baseAddress!, expected.width, expected.height, out: out)
                case .tolerant:
                    return tolerantScan(e.baseAddress!, a.baseAddress!, expected.width, expected.height,
                                        options: options, out: out)
                }
            }
        }
    }

    /// Counts pixels whose RGBA bytes differ.
    private static func exactScan(_ p1: UnsafeRawPointer, _ p2: UnsafeRawPointer, _ width: Int, _ height: Int,
                                  out: DiffImage.Target?) -> DiffTally {
        var tally = DiffTally()
        forEachDifferingPixel(p1, p2, width, height) { x, y, _ in
            tally.recordDifference(x: x, y: y)
            out?.paint(DiffImage.changedColor, x: x, y: y)
        }
        return tally
    }

    /// Calls `body(x, y, byteOffset)` for every pixel whose 4 RGBA bytes differ, in row-major order.
    ///
    /// Identical rows are skipped with `memcmp`; inside a differing row 16 bytes are compared per step.
    @inline(__always)
    package static func forEachDifferingPixel(_ p1: UnsafeRawPointer, _ p2: UnsafeRawPointer, _ width: Int, _ height: Int,
                                      _ body: (Int, Int, Int) -> Void) {
        let rowBytes = width * 4
        for y in 0..<height {
            let row = y * rowBytes
            if memcmp(p1 + row, p2 + row, rowBytes) == 0 { continue }
            var x = 0
            while x + 4 <= width {
                let k = row + x * 4
                let d = (p1.loadUnaligned(fromByteOffset: k, as: UInt64.self)
                    ^ p2.loadUnaligned(fromByteOffset: k, as: UInt64.self))
                    | (p1.loadUnaligned(fromByteOffset: k + 8, as: UInt64.self)
                    ^ p2.loadUnaligned(fromByteOffset: k + 8, as: UInt64.self))
                if d != 0 {
                    for j in 0..<4 where p1.loadUnaligned(fromByteOffset: k + j * 4, as: UInt32.self)
                        != p2.loadUnaligned(fromByteOffset: k + j * 4, as: UInt32.self) {
                        body(x + j, y, k + j * 4)
                    }
                }
                x += 4
            }
            while x < width {
                let k = row + x * 4
                if p1.loadUnaligned(fromByteOffset: k, as: UInt32.self) != p2.loadUnaligned(fromByteOffset: k, as: UInt32.self) {
                    body(x, y, k)
                }
                x += 1
            }
        }
    }
}

/// Running counts of one scan: differing pixels, excused anti-aliased pixels, and the box of the differing ones.
package struct DiffTally {
    package var differentPixels = 0
    package var antiAliasedPixels = 0
    package var minX = Int.max, minY = Int.max, maxX = -1, maxY = -1

    @inline(__always)
    package mutating func recordDifference(x: Int, y: Int) {
        differentPixels += 1
        if x < minX { minX = x }
        if x > maxX { maxX = x }
        if y < minY { minY = y }
        if y > maxY { maxY = y }
    }

    package var bounds: PixelRect? {
        differentPixels == 0 ? nil : .init(x: minX, y: minY, width: maxX - minX + 1, height: maxY - minY + 1)
    }
}
