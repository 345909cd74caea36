/// A maximal stretch of a paragraph with one resolved script and one bidi embedding level.
///
/// `scalarRange` indexes the paragraph's Unicode scalars in logical (memory) order.
struct ScriptRun: Hashable, Sendable {
    var scalarRange: Range<Int>
    var script: Script
    /// The UAX #9 embedding level; odd levels are right-to-left.
    var level: UInt8

    init(scalarRange: Range<Int>, script: Script, level: UInt8) {
        self.scalarRange = scalarRange
        self.script = script
        self.level = level
    }

    var isRightToLeft: Bool { level & 1 == 1 }
}
