/// A stretch of a paragraph with one script, one bidi level and one face: the unit HarfBuzz shapes.
///
/// `scalarRange` indexes the paragraph's Unicode scalars in logical order.
package struct FontRun: Hashable, Sendable {
    package var scalarRange: Range<Int>
    package var script: Script
    /// The UAX #9 embedding level; odd levels are right-to-left.
    package var level: UInt8
    package var face: FontFace

    package init(scalarRange: Range<Int>, script: Script, level: UInt8, face: FontFace) {
        self.scalarRange = scalarRange
        self.script = script
        self.level = level
        self.face = face
    }

    package var isRightToLeft: Bool { level & 1 == 1 }
}
