/// Resizes a pixmap by area averaging: each output pixel is the mean of the source area it covers, every
/// source pixel weighted by its exact overlap (a box filter as wide as the scale factor). Good for
/// downscaling screenshots without aliasing; upscaling degrades to pixel replication with blended seams.
///
/// Integer arithmetic only, separable (rows, then columns): along an axis of source length S and output
/// length D, output pixel i spans [i·S, (i+1)·S) and source pixel j spans [j·D, (j+1)·D) in units of 1/D
/// source pixel, so the overlaps are integers summing to S. The horizontal pass keeps 6 extra bits; the
/// vertical pass rounds to nearest. Channels are averaged independently (straight alpha), which is exact for
/// opaque images such as rendered screens. Same bytes on every machine.
package enum BoxResampler {
    /// The source scaled to `width` × `height` pixels; nil when that size is not a valid pixmap.
    package static func resample(_ source: Pixmap, width: Int, height: Int) -> Pixmap? {
        guard Pixmap.isValidSize(width: width, height: height) else { return nil }
        if width == source.width && height == source.height { return source }
        let columns = Taps(source: source.width, output: width)
        let rows = Taps(source: source.height, output: height)
        let fractionBits = 6

        // Pass 1: every source row to `width` columns, 4 channels, values scaled by 2^fractionBits.
        var middle = [UInt16](repeating: 0, count: width * source.height * 4)
        let sourceWidth = source.width
        // The taps are read through buffer pointers taken once: indexing the arrays per tap cost more than the sums.
        source.bytes.withUnsafeBufferPointer { input in
            middle.withUnsafeMutableBufferPointer { out in
              columns.starts.withUnsafeBufferPointer { starts in
              columns.indices.withUnsafeBufferPointer { indices in
              columns.weights.withUnsafeBufferPointer { weights in
                let total = columns.sourceLength, half = total / 2
                let divide = ExactDivision(by: total)
                // A whole factor k (a 2× or 3× screen to one pixel per point): every tap weighs `width`, so each
                // output sums k neighbours times `width`: the same sums as the taps give, without reading them.
                // The k pixels are summed four channels at once in 16-bit lanes of one word (R and B from the low
                // bytes of each half, G and A shifted up): k · 255 fits a lane for k up to 257.
                let k = source.width / width
                if k * width == source.width, k <= 256, let from = input.baseAddress, let to = out.baseAddress {
                    for y in 0..<source.height {
                        var p = UnsafeRawPointer(from + y * sourceWidth * 4), o = to + y * width * 4
                        for _ in 0..<width {
                            var lanes: UInt64 = 0
                            for _ in 0..<k {
                                let v = UInt64(UInt32(littleEndian: p.loadUnaligned(as: UInt32.self)))
                                lanes &+= (v & 0x00FF_00FF) | ((v & 0xFF00_FF00) << 24)
                                p += 4
                            }
                            let r = Int(lanes & 0xFFFF), b = Int(lanes >> 16 & 0xFFFF)
                            let g = Int(lanes >> 32 & 0xFFFF), a = Int(lanes >> 48)
                            // Wrapping operations: every value here is bounded (a lane sum times the width,
                            // shifted, is under 2^29; a quotient is at most 255 · 64), so no overflow check is needed.
                            o[0] = UInt16(truncatingIfNeeded: divide((r &* width &<< fractionBits) &+ half))
                            o[1] = UInt16(truncatingIfNeeded: divide((g &* width &<< fractionBits) &+ half))
                            o[2] = UInt16(truncatingIfNeeded: divide((b &* width &<< fractionBits) &+ half))
                            o[3] = UInt16(truncatingIfNeeded: divide((a &* width &<< fractionBits) &+ half))
                            o += 4
                        }
                    }
                    return
                }
                for y in 0..<source.height {
                    let rowStart = y * sourceWidth * 4
                    for x in 0..<width {
                        var r = 0, g = 0, b = 0, a = 0
                        for tap in starts[x]..<starts[x + 1] {
                            let weight = weights[tap]
                            let p = rowStart + indices[tap] * 4
                            r += weight * Int(input[p]); g += weight * Int(input[p + 1])
                            b += weight * Int(input[p + 2]); a += weight * Int(input[p + 3])
                        }
                        let o = (y * width + x) * 4
                        out[o] = UInt16(divide((r << fractionBits) + half))
                        out[o + 1] = UInt16(divide((g << fractionBits) + half))
                        out[o + 2] = UInt16(divide((b << fractionBits) + half))
                        out[o + 3] = UInt16(divide((a << fractionBits) + half))
                    }
                }
              }
              }
              }
            }
        }

        // Pass 2: columns to `height` rows, back to bytes.
        var bytes = [UInt8](repeating: 0, count: width * height * 4)
        middle.withUnsafeBufferPointer { input in
            bytes.withUnsafeMutableBufferPointer { out in
                let total = rows.sourceLength << fractionBits, half = total / 2
                let divide = ExactDivision(by: total)
                // A whole factor k: k rows, each weighing `height`, summed channel by channel along the row.
                let k = source.height / height
                if k * height == source.height, let from = input.baseAddress, let to = out.baseAddress {
                    let rowValues = width * 4
                    var sums = [Int](repeating: 0, count: rowValues)
                    sums.withUnsafeMutableBufferPointer { sum in
                        guard let sum = sum.baseAddress else { return }
                        for y in 0..<height {
                            sum.update(repeating: 0, count: rowValues)
                            for row in (y * k)..<(y * k + k) {
                                let line = from + row * rowValues
                                for i in 0..<rowValues { sum[i] &+= Int(line[i]) }
                            }
                            let o = to + y * rowValues
                            // Bounded as in pass 1: a sum of k values of at most 255 · 64, times the height, under 2^29.
                            for i in 0..<rowValues { o[i] = UInt8(truncatingIfNeeded: divide(sum[i] &* height &+ half)) }
                        }
                    }
                    return
                }
                for y in 0..<height {
                    let taps = rows.range(y)
                    let tapIndices = Array(rows.indices[taps]), tapWeights = Array(rows.weights[taps])
                    for x in 0..<width {
                        var r = 0, g = 0, b = 0, a = 0
                        for tap in 0..<tapIndices.count {
                            let weight = tapWeights[tap]
                            let p = (tapIndices[tap] * width + x) * 4
                            r += weight * Int(input[p]); g += weight * Int(input[p + 1])
                            b += weight * Int(input[p + 2]); a += weight * Int(input[p + 3])
                        }
                        let o = (y * width + x) * 4
                        out[o] = UInt8(divide(r + half))
                        out[o + 1] = UInt8(divide(g + half))
                        out[o + 2] = UInt8(divide(b + half))
                        out[o + 3] = UInt8(divide(a + half))
                    }
                }
            }
        }
        return Pixmap(width: width, height: height, bytes: bytes)
    }

    /// `x / divisor` rounded down, exactly, for 0 ≤ x < 2^32, as one 64 × 64-bit multiply instead of a division
    /// (Lemire, Kaser and Kurz, "Faster Remainder by Direct Computation", 2019: M = ⌊(2^64 − 1) / d⌋ + 1, then the
    /// high 64 bits of M·x). The sums divided here are at most 255 · 64 times a side of at most `Pixmap.maxSide`
    /// (2^15) pixels, under 2^29; a numerator outside the range is divided the ordinary way. Same quotients, so the
    /// same bytes as before (`StoreResamplerTests`).
    package struct ExactDivision {
        let divisor: Int
        let multiplier: UInt64

        package init(by divisor: Int) {
            self.divisor = divisor
            multiplier = divisor > 1 ? UInt64.max / UInt64(divisor) &+ 1 : 0
        }

        @inline(__always)
        package func callAsFunction(_ x: Int) -> Int {
            guard divisor > 1, x >= 0, x <= Int(UInt32.max) else { return x / divisor }
            return Int(multiplier.multipliedFullWidth(by: UInt64(x)).high)
        }
    }

    /// The source pixels and integer overlap weights of every output pixel along one axis.
    package struct Taps {
        /// S: every output pixel's weights sum to this.
        package let sourceLength: Int
        /// Per output pixel, where its taps start in `indices`/`weights`; one extra entry at the end.
        package let starts: [Int]
        package let indices: [Int]
        package let weights: [Int]

        package init(source: Int, output: Int) {
            sourceLength = source
            var starts: [Int] = [0], indices: [Int] = [], weights: [Int] = []
            for i in 0..<output {
                let lower = i * source, upper = (i + 1) * source
                var j = lower / output
                while j * output < upper {
                    let overlap = min(upper, (j + 1) * output) - max(lower, j * output)
                    if overlap > 0 {
                        indices.append(j)
                        weights.append(overlap)
                    }
                    j += 1
                }
                starts.append(indices.count)
            }
            self.starts = starts
            self.indices = indices
            self.weights = weights
        }

        package func range(_ i: Int) -> Range<Int> { starts[i]..<starts[i + 1] }
    }
}
