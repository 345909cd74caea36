import ProofsheetRaster
import ProofsheetText

extension TextPainter {
    /// The glyph masks of `layout` grouped by line (the same masks, at the same pixel positions, that
    /// `masks(of:at:scale:)` returns and `draw` fills: pen x rounded to 1/`GlyphCache.subpixelSteps` pixel,
    /// baseline to a whole pixel). Glyphs without ink (spaces) are left out. Pixels of the pixmap, top-left origin.
    /// With `needed`, a line gets its masks only when `needed` accepts it with its `pixelBound` (a box that holds
    /// all of the line's ink); the other lines get none, so an audit that looks at one region pays only for the lines
    /// that can reach it.
    package func lineMasks(of layout: TextLayout, at origin: Point, scale: Double,
                          needed: ((TextLine, PixelRect) -> Bool)? = nil) throws -> [[PlacedMask]] {
        let pixelSize = layout.style.size * scale
        return try layout.lines.map { line in
            if let needed {
                guard let bound = TextPainter.pixelBound(of: line, at: origin, style: layout.style, scale: scale),
                      needed(line, bound) else { return [] }
            }
            return try masks(of: line, at: origin, pixelSize: pixelSize, scale: scale)
        }
    }
}

extension TextPainter.PlacedMask {
    /// The mask's pixels in pixmap space.
    package var pixelBounds: PixelRect { mask.bounds.offsetBy(dx: offset.x, dy: offset.y) }
}
