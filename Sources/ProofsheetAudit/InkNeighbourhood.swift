import ProofsheetRaster

/// The pixels next to a text's ink, where its backdrop is read: the glyph coverage of a region dilated by
/// `radius` pixels (a square neighbourhood, so a pixel is near when a covered pixel lies within `radius` columns
/// and `radius` rows of it).
///
/// A line box is often larger than what the text sits on: a white initial centred in a 40 pt pill has a 48 pt
/// line whose corners show the row behind the pill. Reading the backdrop only beside the glyphs measures the
/// text against what surrounds its letters (WCAG 2.2 §1.4.3: "the visual presentation of text"), never against
/// empty parts of its line box. Pixels of the region, row by row, top-left origin.
package struct InkNeighbourhood {
    /// Pixels from any covered pixel within which a pixel counts as next to the ink.
    package static let radius = 2

    package let region: PixelRect
    /// Non-zero for a pixel next to the ink: pixel (x, y) of the region is at `y · rowBytes + x` (what `InkSample`
    /// reads). The bytes past the region's width in each row are padding.
    package let flags: [UInt8]
    /// Bytes per row of `flags`: the region's width rounded up to a whole number of 16-byte blocks.
    package let rowBytes: Int

    private typealias Block = SIMD16<UInt8>

    /// `coverage` is the region's glyph coverage, row by row (`TextContrastCheck.coverageMap`).
    ///
    /// The square is dilated in two passes of 2·radius + 1, along rows and then along columns, each an OR of the
    /// coverage (then of the rows' result) shifted by every offset within the radius: a pixel is non-zero after the
    /// first pass when a covered pixel lies within `radius` columns, after the second when such a pixel lies within
    /// `radius` rows. The ORs run 16 pixels at a time (issue #43: the dilation was a third of the audit's time).
    package init(coverage: [UInt8], region: PixelRect, radius: Int = InkNeighbourhood.radius) {
        precondition(coverage.count == region.width * region.height && radius >= 0, "coverage of another region")
        self.region = region
        let width = region.width, height = region.height
        let blocks = (width + 15) / 16, rowBytes = blocks * 16
        self.rowBytes = rowBytes
        // One row of coverage with `radius` zero bytes before it and at least `radius` after it, so the shifted
        // reads need no edge cases: a pixel outside the region covers nothing.
        var padded = [UInt8](repeating: 0, count: rowBytes + 2 * radius + 16)
        var rows = [UInt8](repeating: 0, count: rowBytes * height)
        var near = [UInt8](repeating: 0, count: rowBytes * height)
        guard width > 0, height > 0 else {
            flags = near
            return
        }
        coverage.withUnsafeBytes { coverage in
            padded.withUnsafeMutableBytes { padded in
                rows.withUnsafeMutableBytes { rows in
                    for y in 0..<height {
                        padded.baseAddress!.advanced(by: radius)
                            .copyMemory(from: coverage.baseAddress!.advanced(by: y * width), byteCount: width)
                        for block in 0..<blocks {
                            var any = Block()
                            for shift in 0...(2 * radius) {
                                any |= padded.loadUnaligned(fromByteOffset: block * 16 + shift, as: Block.self)
                            }
                            rows.storeBytes(of: any, toByteOffset: y * rowBytes + block * 16, as: Block.self)
                        }
                    }
                }
            }
        }
        rows.withUnsafeBytes { rows in
            near.withUnsafeMutableBytes { near in
                for y in 0..<height {
                    let first = max(0, y - radius), last = min(height - 1, y + radius)
                    for block in 0..<blocks {
                        var any = Block()
                        for row in first...last {
                            any |= rows.loadUnaligned(fromByteOffset: row * rowBytes + block * 16, as: Block.self)
                        }
                        near.storeBytes(of: any, toByteOffset: y * rowBytes + block * 16, as: Block.self)
                    }
                }
            }
        }
        flags = near
    }

    /// Whether pixel (`x`, `y`) of the pixmap, inside `region`, lies next to the ink.
    package func contains(x: Int, y: Int) -> Bool {
        precondition(region.contains(x: x, y: y), "pixel outside the region")
        return flags[(y - region.y) * rowBytes + (x - region.x)] != 0
    }
}
