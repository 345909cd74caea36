/// One positioned glyph as HarfBuzz produced it.
///
/// Advances and offsets are in the face's **font units** (HarfBuzz runs at scale = units per em), x to the
/// right and y **up** as in OpenType; multiply by `pointSize / face.unitsPerEm` for points. They are exact
/// integers, so scaling happens once, at layout, and never accumulates rounding here.
package struct ShapedGlyph: Hashable, Sendable {
    /// Glyph id in the run's face; 0 is .notdef (no face had the character).
    package var id: UInt32
    /// Index into the paragraph's scalars of the first scalar of the cluster this glyph belongs to
    /// (HarfBuzz cluster level "monotone characters": marks keep their own cluster unless merged by a ligature).
    package var cluster: Int
    package var xAdvance: Int32
    package var yAdvance: Int32
    package var xOffset: Int32
    package var yOffset: Int32

    package init(id: UInt32, cluster: Int, xAdvance: Int32, yAdvance: Int32, xOffset: Int32, yOffset: Int32) {
        self.id = id
        self.cluster = cluster
        self.xAdvance = xAdvance
        self.yAdvance = yAdvance
        self.xOffset = xOffset
        self.yOffset = yOffset
    }

    package var isNotdef: Bool { id == 0 }
}
