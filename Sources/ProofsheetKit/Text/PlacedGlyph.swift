/// A glyph at its final position: pen position on the baseline in points, relative to the text layout's
/// top-left corner (y down), after HarfBuzz's offsets.
public struct PlacedGlyph: Hashable, Sendable {
    public let face: FontFace
    public let id: UInt32
    public let x: Double
    public let y: Double
    /// The scalar index (in the whole text) of the cluster this glyph draws; -1 for the ellipsis added by truncation.
    public let cluster: Int
}
