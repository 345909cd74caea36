/// A stretch of a paragraph with one script, one bidi level and one face: the unit HarfBuzz shapes.
///
/// `scalarRange` indexes the paragraph's Unicode scalars in logical order.
public struct FontRun: Hashable, Sendable {
    public var scalarRange: Range<Int>
    public var script: Script
    /// The UAX #9 embedding level; odd levels are right-to-left.
    public var level: UInt8
    public var face: FontFace

    public init(scalarRange: Range<Int>, script: Script, level: UInt8, face: FontFace) {
        self.scalarRange = scalarRange
        self.script = script
        self.level = level
        self.face = face
    }

    public var isRightToLeft: Bool { level & 1 == 1 }
}
