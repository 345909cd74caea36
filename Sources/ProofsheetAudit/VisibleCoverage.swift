import ProofsheetRaster

/// A path's coverage as the rasteriser composited it (`PaintRecord.coverage`), seen through the node's clips: the
/// pixels whose centres lie outside `visible` read 0, as if the path had been rasterised over the visible pixels
/// only. Pixels of the pixmap, top-left origin.
package struct VisibleCoverage {
    package let mask: CoverageMask
    /// The pixels the node can be seen in (`AuditScene.pixels(inside:)` of its visible rectangle).
    package let visible: PixelRect

    /// The mask's bounds within the visible pixels: a box holding every covered pixel that can be seen.
    package var bounds: PixelRect { mask.bounds.intersection(visible) }

    package var isEmpty: Bool { bounds.isEmpty }

    /// Coverage of pixel (x, y); 0 outside the mask or the visible pixels.
    package subscript(x: Int, y: Int) -> UInt8 {
        visible.contains(x: x, y: y) ? mask[x, y] : 0
    }
}
