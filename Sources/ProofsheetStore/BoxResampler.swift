import ProofsheetRaster

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
        source.bytes.withUnsafeBufferPointer { input in
            middle.withUnsafeMutableBufferPointer { out in
                let total = columns.sourceLength, half = total / 2
                for y in 0..<source.height {
                    let rowStart = y * sourceWidth * 4
                    for x in 0..<width {
                        var r = 0, g = 0, b = 0, a = 0
                        for tap in columns.range(x) {
                            let weight = columns.weights[tap]
                            let p = rowStart + columns.indices[tap] * 4
                            r += weight * Int(input[p]); g += weight * Int(input[p + 1])
                            b += weight * Int(input[p + 2]); a += weight * Int(input[p + 3])
                        }
                        let o = (y * width + x) * 4
                        out[o] = UInt16(((r << fractionBits) + half) / total)
                        out[o + 1] = UInt16(((g << fractionBits) + half) / total)
                        out[o + 2] = UInt16(((b << fractionBits) + half) / total)
                        out[o + 3] = UInt16(((a << fractionBits) + half) / total)
                    }
                }
            }
        }

        // Pass 2: columns to `height` rows, back to bytes.
        var bytes = [UInt8](repeating: 0, count: width * height * 4)
        middle.withUnsafeBufferPointer { input in
            bytes.withUnsafeMutableBufferPointer { out in
                let total = rows.sourceLength << fractionBits, half = total / 2
                for y in 0..<height {
                    for x in 0..<width {
                        var r = 0, g = 0, b = 0, a = 0
                        for tap in rows.range(y) {
                            let weight = rows.weights[tap]
                            let p = (rows.indices[tap] * width + x) * 4
                            r += weight * Int(input[p]); g += weight * Int(input[p + 1])
                            b += weight * Int(input[p + 2]); a += weight * Int(input[p + 3])
                        }
                        let o = (y * width + x) * 4
                        out[o] = UInt8((r + half) / total)
                        out[o + 1] = UInt8((g + half) / total)
                        out[o + 2] = UInt8((b + half) / total)
                        out[o + 3] = UInt8((a + half) / total)
                    }
                }
            }
        }
        return Pixmap(width: width, height: height, bytes: bytes)
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
