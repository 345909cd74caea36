import ProofsheetRaster

/// What the rasteriser placed for a cell's display list, recorded as it draws (`SceneRasterizer.render(_:width:height:recording:)`):
/// per text item the glyph masks of each line, per path item (an icon, a system glyph, a chart mark) its coverage.
/// The audits read this record, so they measure the coverage that was composited instead of placing glyphs or
/// rasterising paths again (issue #44 item 2).
///
/// Keyed by the item's index in `DisplayList.items`. Pixels of the pixmap, top-left origin. Items the rasteriser
/// skips because a later opaque fill covers the whole canvas are recorded too, placed as they would be drawn.
package struct PaintRecord: Sendable {
    /// Text item index → its lines' glyph masks.
    package var texts: [Int: PaintedText] = [:]
    /// Path item index → the path's coverage over the pixels the item may change (the pixmap ∩ its clips' bounds).
    /// The clip's own coverage is not in it: a reader limits it to the pixels it can see.
    package var coverage: [Int: CoverageMask] = [:]

    package init(texts: [Int: PaintedText] = [:], coverage: [Int: CoverageMask] = [:]) {
        self.texts = texts
        self.coverage = coverage
    }
}
