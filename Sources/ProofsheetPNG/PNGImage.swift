import ProofsheetRaster

/// A decoded PNG: its pixels as straight-alpha RGBA8 and its textual metadata in file order.
///
/// Pixel coordinates are pixels, top-left origin. Colour-space chunks (gAMA, cHRM, sRGB, iCCP) are not applied:
/// samples are returned as stored, which is what libpng's simplified API does for files without them.
public struct PNGImage: Equatable, Sendable {
    public var pixmap: Pixmap
    /// tEXt, zTXt and iTXt entries in the order they appear in the file.
    public var text: [PNGTextChunk]

    public init(pixmap: Pixmap, text: [PNGTextChunk] = []) {
        self.pixmap = pixmap
        self.text = text
    }
}
