import ProofsheetJSON

/// What went wrong building a raster value, with the numbers that were out of range.
package enum RasterError: Error, Hashable, Sendable, CustomStringConvertible {
    /// A coverage mask would exceed `Pixmap.maxPixels` or `Pixmap.maxSide`; rasterise with a smaller `limit`.
    case maskTooLarge(width: Int, height: Int)
    /// A glyph's mask at this pixel size would exceed `Pixmap.maxPixels` or `Pixmap.maxSide`: text too large to draw.
    case glyphTooLarge(glyph: UInt32, pixelSize: Double, width: Int, height: Int)
    /// `CoverageMask(bounds:bytes:)` was given the wrong number of bytes.
    case maskSizeMismatch(width: Int, height: Int, byteCount: Int)
    /// A linear gradient needs at least two colour stops.
    case gradientNeedsTwoStops(count: Int)
    /// A gradient stop offset is not a finite number.
    case gradientStopNotFinite(index: Int)
    /// A canvas would exceed `Pixmap.maxPixels` or `Pixmap.maxSide`, or has no pixels.
    case canvasTooLarge(width: Int, height: Int)

    package var description: String {
        switch self {
        case let .maskTooLarge(w, h):
            return "coverage mask \(w)x\(h) exceeds the limit (\(Pixmap.maxSide) per side, \(Pixmap.maxPixels) pixels); pass a smaller limit"
        case let .glyphTooLarge(glyph, size, w, h):
            return "glyph \(glyph) at \(JSONNumber(size).literal) px would be \(w)x\(h) pixels, over the limit (\(Pixmap.maxSide) per side, "
                + "\(Pixmap.maxPixels) pixels); the text is too large to draw: lower its font size or the text scale"
        case let .maskSizeMismatch(w, h, n):
            return "coverage mask \(w)x\(h) needs \(w * h) bytes, got \(n)"
        case let .gradientNeedsTwoStops(n):
            return "linear gradient needs at least 2 stops, got \(n)"
        case let .gradientStopNotFinite(i):
            return "linear gradient stop \(i) has a non-finite offset"
        case let .canvasTooLarge(w, h):
            return "canvas \(w)x\(h) is empty or exceeds the limit (\(Pixmap.maxSide) px per side, \(Pixmap.maxPixels) pixels)"
        }
    }
}
