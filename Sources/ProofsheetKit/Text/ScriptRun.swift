/// A maximal stretch of a paragraph with one resolved script and one bidi embedding level.
///
/// `scalarRange` indexes the paragraph's Unicode scalars in logical (memory) order.
public struct ScriptRun: Hashable, Sendable {
    public var scalarRange: Range<Int>
    public var script: Script
    /// The UAX #9 embedding level; odd levels are right-to-left.
    public var level: UInt8

    public init(scalarRange: Range<Int>, script: Script, level: UInt8) {
        self.scalarRange = scalarRange
        self.script = script
        self.level = level
    }

    public var isRightToLeft: Bool { level & 1 == 1 }
}
