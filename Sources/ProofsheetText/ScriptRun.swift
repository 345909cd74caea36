/// A maximal stretch of a paragraph with one resolved script and one bidi embedding level.
///
/// `scalarRange` indexes the paragraph's Unicode scalars in logical (memory) order.
package struct ScriptRun: Hashable, Sendable {
    package var scalarRange: Range<Int>
    package var script: Script
    /// The UAX #9 embedding level; odd levels are right-to-left.
    package var level: UInt8

    package init(scalarRange: Range<Int>, script: Script, level: UInt8) {
        self.scalarRange = scalarRange
        self.script = script
        self.level = level
    }

    package var isRightToLeft: Bool { level & 1 == 1 }
}
