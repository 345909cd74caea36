import ProofsheetRaster

/// Coverage masks of glyphs, rasterised once by Proofsheet's own rasteriser from unhinted outlines and
/// reused: keyed by face, glyph id, pixel size and horizontal sub-pixel offset (quantised to
/// `subpixelSteps` positions per pixel).
///
/// One cache per worker thread (it is a mutable class and not shared), so no locks sit on the hot path.
public final class GlyphCache {
    /// Horizontal positions per pixel a glyph can be drawn at; x is rounded to the nearest step.
    public static let subpixelSteps = 4

    package struct Key: Hashable {
        package let face: ObjectIdentifier
        package let glyph: UInt32
        package let pixelSizeBits: UInt64
        package let subpixel: Int
    }

    private var masks: [Key: CoverageMask?] = [:]
    public private(set) var hits = 0
    public private(set) var misses = 0

    public init() {}

    /// The glyph's mask with its bounds relative to the pen position (integer pixel) on the baseline;
    /// nil for glyphs with no ink (spaces). Throws `RasterError.glyphTooLarge` for a glyph whose mask would be
    /// larger than any pixmap (text of thousands of pixels).
    package func mask(face: FontFace, glyph: UInt32, pixelSize: Double, subpixel: Int) throws -> CoverageMask? {
        let key = Key(face: ObjectIdentifier(face), glyph: glyph, pixelSizeBits: pixelSize.bitPattern, subpixel: subpixel)
        if let cached = masks[key] {
            hits += 1
            return cached
        }
        misses += 1
        let outline = face.outline(glyph: glyph)
        var mask: CoverageMask?
        if !outline.isEmpty {
            let scale = pixelSize / Double(face.unitsPerEm)
            let shift = Double(subpixel) / Double(GlyphCache.subpixelSteps)
            let transform = AffineTransform2D.scale(scale).concatenating(.translation(x: shift, y: 0))
            do {
                mask = try CoverageMask(filling: outline.transformed(by: transform), rule: .nonZero)
            } catch RasterError.maskTooLarge(let width, let height) {
                throw RasterError.glyphTooLarge(glyph: glyph, pixelSize: pixelSize, width: width, height: height)
            }
        }
        masks[key] = mask
        return mask
    }

    /// Share of look-ups served from the cache.
    public var hitRate: Double { hits + misses == 0 ? 0 : Double(hits) / Double(hits + misses) }
}
