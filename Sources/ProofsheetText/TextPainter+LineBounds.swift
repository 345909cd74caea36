import ProofsheetRaster

extension TextPainter {
    /// Pixels (pixmap space, top-left origin) that hold every mask the painter places for `line`, found without
    /// rasterising or looking up a mask: each glyph is placed exactly as `masks(of:)` places it (pen x rounded
    /// to 1/`GlyphCache.subpixelSteps` pixel, baseline to a whole pixel) and its `FontFace.inkBoxes` box, scaled
    /// and shifted like its outline, is rounded out to whole pixels. A mask covers the pixels its flattened
    /// outline touches, which lie inside that box up to the rasteriser's fixed-point rounding; `slack` covers the
    /// rounding. Nil for a line without a glyph that has an outline.
    ///
    /// A line whose bound misses a region cannot put ink there, so drawing and the audits skip its glyphs:
    /// the same pixels and findings, without the glyph-cache look-ups that dominated long texts (issue #12).
    package static func pixelBound(of line: TextLine, at origin: Point, style: TextStyle, scale: Double) -> PixelRect? {
        guard let first = line.glyphs.first else { return nil }
        let steps = Double(GlyphCache.subpixelSteps)
        let slack = 1.0 / 32
        let pixelSize = style.size * scale
        var face = first.face
        var boxes = face.inkBoxes
        var k = pixelSize / Double(face.unitsPerEm)
        var minX = Int.max, minY = Int.max, maxX = Int.min, maxY = Int.min
        for glyph in line.glyphs {
            if glyph.face !== face {
                face = glyph.face
                boxes = face.inkBoxes
                k = pixelSize / Double(face.unitsPerEm)
            }
            guard Int(glyph.id) < boxes.count else { continue }
            let box = boxes[Int(glyph.id)]
            guard box != .zero else { continue }
            let pen = TextPainter.pen(of: glyph, at: origin, scale: scale)
            let shift = Double(pen.subpixel) / steps
            minX = min(minX, pen.pixel.x + Int((box.minX * k + shift - slack).rounded(.down)))
            maxX = max(maxX, pen.pixel.x + Int((box.maxX * k + shift + slack).rounded(.up)))
            minY = min(minY, pen.pixel.y + Int((box.minY * k - slack).rounded(.down)))
            maxY = max(maxY, pen.pixel.y + Int((box.maxY * k + slack).rounded(.up)))
        }
        guard minX <= maxX else { return nil }
        return PixelRect(x: minX, y: minY, width: maxX - minX, height: maxY - minY)
    }
}
