/// A glyph at its final position: pen position on the baseline in points, relative to the text layout's
/// top-left corner (y down), after HarfBuzz's offsets.
struct PlacedGlyph: Hashable, Sendable {
    let face: FontFace
    let id: UInt32
    let x: Double
    let y: Double
    /// The scalar index (in the whole text) of the cluster this glyph draws; -1 for the ellipsis added by truncation.
    let cluster: Int
}
