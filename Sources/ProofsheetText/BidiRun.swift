/// A maximal stretch of one line that has a single resolved bidi level, as it appears after
/// reordering (UAX #9 rules L1 and L2).
///
/// `logicalRange` indexes the paragraph's Unicode scalars (not UTF-16 units, not glyphs). The
/// scalars of the run are contiguous in logical order; a `.rtl` run is displayed with its
/// logical order reversed, which is what a shaper does when given the run with that direction.
package struct BidiRun: Hashable, Sendable {
    /// The run's scalars, as indices into the paragraph's scalar array.
    package let logicalRange: Range<Int>
    /// The resolved level of every scalar in the run, after L1 for its line.
    package let level: UInt8

    package init(logicalRange: Range<Int>, level: UInt8) {
        self.logicalRange = logicalRange
        self.level = level
    }

    /// Even levels progress left to right, odd levels right to left (UAX #9 BD2).
    package var direction: TextDirection {
        TextDirection(level: level)
    }
}
