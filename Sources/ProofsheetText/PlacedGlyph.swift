/// A glyph at its final position: pen position on the baseline in points, relative to the text layout's
/// top-left corner (y down), after HarfBuzz's offsets.
package struct PlacedGlyph: Hashable, Sendable {
    package let face: FontFace
    package let id: UInt32
    package let x: Double
    package let y: Double
    /// The scalar index (in the whole text) of the cluster this glyph draws; -1 for the ellipsis added by truncation.
    package let cluster: Int
}
