import ProofsheetRaster

/// Draws a `TextLayout` into a pixmap with the glyph-coverage cache and the project's rasteriser.
///
/// Coordinates: `origin` is the layout's top-left in points; `scale` converts points to pixels. Each
/// glyph's pen x is rounded to the nearest 1/`GlyphCache.subpixelSteps` pixel and its baseline y to the
/// nearest pixel, so equal inputs give equal bytes on every machine.
package struct TextPainter {
    package let cache: GlyphCache

    package init(cache: GlyphCache) {
        self.cache = cache
    }

    /// One glyph's mask placed in pixel space.
    package struct PlacedMask {
        package let mask: CoverageMask
        package let offset: PixelPoint
    }

    /// The masks of every glyph of the layout, positioned in pixels; what `draw` fills and the audits read.
    /// With `reaching`, lines whose `pixelBound` misses that rectangle are left out: they cannot put ink in it.
    package func masks(of layout: TextLayout, at origin: Point, scale: Double, reaching region: PixelRect? = nil) throws -> [PlacedMask] {
        var placed: [PlacedMask] = []
        for line in layout.lines {
            if let region {
                guard let bound = TextPainter.pixelBound(of: line, at: origin, style: layout.style, scale: scale),
                      !bound.intersection(region).isEmpty else { continue }
            }
            placed += try masks(of: line, at: origin, pixelSize: layout.style.size * scale, scale: scale)
        }
        return placed
    }

    /// The masks of one line's glyphs (glyphs without ink, such as spaces, have none).
    package func masks(of line: TextLine, at origin: Point, pixelSize: Double, scale: Double) throws -> [PlacedMask] {
        var placed: [PlacedMask] = []
        placed.reserveCapacity(line.glyphs.count)
        for glyph in line.glyphs {
            let pen = TextPainter.pen(of: glyph, at: origin, scale: scale)
            guard let mask = try cache.mask(face: glyph.face, glyph: glyph.id, pixelSize: pixelSize, subpixel: pen.subpixel) else { continue }
            placed.append(PlacedMask(mask: mask, offset: pen.pixel))
        }
        return placed
    }

    /// Where a glyph's mask goes: the pen x rounded to the nearest 1/`GlyphCache.subpixelSteps` pixel, split into
    /// a whole pixel and the sub-pixel step the mask was rasterised at, and the baseline y rounded to a pixel.
    package static func pen(of glyph: PlacedGlyph, at origin: Point, scale: Double) -> (pixel: PixelPoint, subpixel: Int) {
        let steps = GlyphCache.subpixelSteps
        let quantised = Int(((origin.x + glyph.x) * scale * Double(steps)).rounded())
        let pixelX = Int((Double(quantised) / Double(steps)).rounded(.down))
        let pixelY = Int(((origin.y + glyph.y) * scale).rounded())
        return (PixelPoint(x: pixelX, y: pixelY), quantised - pixelX * steps)
    }

    /// Fills every glyph of `layout` with `paint`; lines that cannot reach the pixmap or the clip are skipped.
    /// Throws `RasterError.glyphTooLarge` for text too large to rasterise.
    package func draw(_ layout: TextLayout, at origin: Point, scale: Double, paint: Paint, into pixmap: inout Pixmap, clip: Clip? = nil) throws {
        var region = PixelRect(x: 0, y: 0, width: pixmap.width, height: pixmap.height)
        if let clip { region = region.intersection(clip.bounds) }
        guard !region.isEmpty else { return }
        for placed in try masks(of: layout, at: origin, scale: scale, reaching: region) {
            pixmap.fill(placed.mask, offset: placed.offset, with: paint, clip: clip)
        }
    }
}

/// A text layout drawn on its own canvas (for `proofsheet shape --png` and text reference tests).
public enum TextImage {
    /// Renders `layout` with a margin of 8 points on a `background` canvas at `pixelScale` pixels per point.
    public static func render(_ layout: TextLayout, color: Color, background: Color, pixelScale: Double) throws -> Pixmap {
        let margin = 8.0
        let width = (layout.width.isFinite ? layout.width : layout.size.width) + 2 * margin
        let height = layout.size.height + 2 * margin
        guard var pixmap = Pixmap(width: max(1, Int((width * pixelScale).rounded(.up))),
                                  height: max(1, Int((height * pixelScale).rounded(.up))), fill: background) else {
            throw RasterError.canvasTooLarge(width: Int(width * pixelScale), height: Int(height * pixelScale))
        }
        try TextPainter(cache: GlyphCache()).draw(layout, at: Point(x: margin, y: margin), scale: pixelScale, paint: Paint(color), into: &pixmap)
        return pixmap
    }
}
