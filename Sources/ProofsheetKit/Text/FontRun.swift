/// A stretch of a paragraph with one script, one bidi level and one face: the unit HarfBuzz shapes.
///
/// `scalarRange` indexes the paragraph's Unicode scalars in logical order.
struct FontRun: Hashable, Sendable {
    var scalarRange: Range<Int>
    var script: Script
    /// The UAX #9 embedding level; odd levels are right-to-left.
    var level: UInt8
    var face: FontFace

    init(scalarRange: Range<Int>, script: Script, level: UInt8, face: FontFace) {
        self.scalarRange = scalarRange
        self.script = script
        self.level = level
        self.face = face
    }

    var isRightToLeft: Bool { level & 1 == 1 }
}
