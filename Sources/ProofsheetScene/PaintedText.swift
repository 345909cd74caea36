import ProofsheetRaster
import ProofsheetText

/// One text item as the rasteriser placed it: per line of its `TextLayout`, the glyph masks at their pixel
/// positions (pen x rounded to 1/`GlyphCache.subpixelSteps` pixel, baseline to a whole pixel, as
/// `TextPainter.masks(of:at:pixelSize:scale:)` places them), the line's ink bound, and whether the line was
/// composited (its bound meets the pixmap and the item's clip) or skipped because it could put no ink there.
///
/// Pixels of the pixmap, top-left origin. Glyphs without ink (spaces) have no mask.
package struct PaintedText: Sendable {
    package struct Line: Sendable {
        /// A box holding every mask of the line (`TextPainter.pixelBound(of:at:style:scale:)`); nil for a line
        /// without a glyph that has an outline.
        package let inkBound: PixelRect?
        /// The line's glyph masks, in glyph order.
        package let masks: [TextPainter.PlacedMask]
        /// Composited into the pixmap; false for a line whose bound misses the drawable region.
        package let isDrawn: Bool
    }

    /// In the order of `TextLayout.lines`.
    package let lines: [Line]

    /// Places every line of `layout` at `origin` (points); a line is drawn when its bound meets `region` (pixels).
    ///
    /// A drawn line whose glyphs cannot be placed (too large to draw) throws, as drawing it would. A skipped line
    /// puts no ink in the pixmap, so placing it must not fail the cell: when its glyphs are too large to place, it is
    /// recorded with its ink bound and no masks (the audits that read masks then see no ink of it).
    package init(_ layout: TextLayout, at origin: Point, scale: Double, region: PixelRect, painter: TextPainter) throws {
        let pixelSize = layout.style.size * scale
        lines = try layout.lines.map { line in
            let bound = TextPainter.pixelBound(of: line, at: origin, style: layout.style, scale: scale)
            let isDrawn = bound.map { !region.isEmpty && !$0.intersection(region).isEmpty } ?? false
            let masks = isDrawn ? try painter.masks(of: line, at: origin, pixelSize: pixelSize, scale: scale)
                : (try? painter.masks(of: line, at: origin, pixelSize: pixelSize, scale: scale)) ?? []
            return Line(inkBound: bound, masks: masks, isDrawn: isDrawn)
        }
    }

    /// Every mask of the drawn lines, in the order they were composited.
    package var drawnMasks: [TextPainter.PlacedMask] {
        lines.filter(\.isDrawn).flatMap(\.masks)
    }
}

extension TextPainter.PlacedMask {
    /// The mask's pixels in pixmap space.
    package var pixelBounds: PixelRect { mask.bounds.offsetBy(dx: offset.x, dy: offset.y) }
}
