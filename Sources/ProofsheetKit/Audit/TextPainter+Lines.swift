extension TextPainter {
    /// The glyph masks of `layout` grouped by line (the same masks, at the same pixel positions, that
    /// `masks(of:at:scale:)` returns and `draw` fills: pen x rounded to 1/`GlyphCache.subpixelSteps` pixel,
    /// baseline to a whole pixel). Glyphs without ink (spaces) are left out. Pixels of the pixmap, top-left origin.
    public func lineMasks(of layout: TextLayout, at origin: Point, scale: Double) -> [[PlacedMask]] {
        let pixelSize = layout.style.size * scale
        let steps = Double(GlyphCache.subpixelSteps)
        return layout.lines.map { line in
            line.glyphs.compactMap { glyph in
                let quantised = Int(((origin.x + glyph.x) * scale * steps).rounded())
                let pixelX = Int((Double(quantised) / steps).rounded(.down))
                let subpixel = quantised - pixelX * GlyphCache.subpixelSteps
                let pixelY = Int(((origin.y + glyph.y) * scale).rounded())
                guard let mask = cache.mask(face: glyph.face, glyph: glyph.id, pixelSize: pixelSize, subpixel: subpixel) else { return nil }
                return PlacedMask(mask: mask, offset: PixelPoint(x: pixelX, y: pixelY))
            }
        }
    }
}

extension TextPainter.PlacedMask {
    /// The mask's pixels in pixmap space.
    var pixelBounds: PixelRect { mask.bounds.offsetBy(dx: offset.x, dy: offset.y) }
}
