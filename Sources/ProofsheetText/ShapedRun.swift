/// A shaped font run: glyphs of one face, one script and one bidi level.
///
/// `scalarRange` is logical (indexes the paragraph's scalars). `glyphs` are in **visual order**, left to right,
/// as HarfBuzz returns them: for a right-to-left run the clusters therefore decrease along the array.
/// Runs of a paragraph are listed in logical order; reordering runs for display (UAX #9 L2) is the line stage's job.
/// HarfBuzz already substitutes mirrored glyphs (e.g. "(" drawn as ")") in right-to-left runs (UAX #9 L4),
/// so the bidi stage must not mirror characters itself.
package struct ShapedRun: Hashable, Sendable {
    package var scalarRange: Range<Int>
    /// The UAX #9 embedding level; odd levels are right-to-left.
    package var level: UInt8
    package var script: Script
    package var face: FontFace
    package var glyphs: [ShapedGlyph]

    package init(scalarRange: Range<Int>, level: UInt8, script: Script, face: FontFace, glyphs: [ShapedGlyph]) {
        self.scalarRange = scalarRange
        self.level = level
        self.script = script
        self.face = face
        self.glyphs = glyphs
    }

    package var isRightToLeft: Bool { level & 1 == 1 }

    /// The sum of the glyphs' x advances, font units.
    package var advanceWidth: Int { glyphs.reduce(0) { $0 + Int($1.xAdvance) } }
}
