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
    private var isNear: [Bool]

    /// `coverage` is the region's glyph coverage, row by row (`TextContrastCheck.coverageMap`).
    package init(coverage: [UInt8], region: PixelRect, radius: Int = InkNeighbourhood.radius) {
        self.region = region
        let width = region.width, height = region.height
        // Dilate along rows, then along columns: the square neighbourhood in two passes of 2·radius + 1.
        var rows = [Bool](repeating: false, count: width * height)
        for y in 0..<height {
            for x in 0..<width where coverage[y * width + x] > 0 {
                for nx in max(0, x - radius)...min(width - 1, x + radius) { rows[y * width + nx] = true }
            }
        }
        var near = [Bool](repeating: false, count: width * height)
        for y in 0..<height {
            for x in 0..<width where rows[y * width + x] {
                for ny in max(0, y - radius)...min(height - 1, y + radius) { near[ny * width + x] = true }
            }
        }
        isNear = near
    }

    /// Whether pixel (`x`, `y`) of the pixmap, inside `region`, lies next to the ink.
    package func contains(x: Int, y: Int) -> Bool {
        isNear[(y - region.y) * region.width + (x - region.x)]
    }
}
