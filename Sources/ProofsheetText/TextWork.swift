/// Counts of the work the text stages did, for tests that check how layout scales with text length without
/// timing anything (issue #12 item 5: O(n log n) at worst in a paragraph's length).
///
/// Each field counts one unit of work that is O(1) or O(log n): a HarfBuzz call counts the scalars it was given.
package struct TextWork: Hashable, Sendable {
    /// Scalars handed to `hb_shape` (each paragraph, fallback pieces and truncated lines shaped again).
    package var shapedScalars = 0
    /// Widths compared against the line width while breaking lines and choosing the truncation cut.
    package var widthProbes = 0
    /// Glyphs placed on lines.
    package var placedGlyphs = 0

    package static func + (lhs: TextWork, rhs: TextWork) -> TextWork {
        TextWork(shapedScalars: lhs.shapedScalars + rhs.shapedScalars, widthProbes: lhs.widthProbes + rhs.widthProbes,
                 placedGlyphs: lhs.placedGlyphs + rhs.placedGlyphs)
    }

    /// The sum of the counts, the figure a scaling test compares.
    package var total: Int { shapedScalars + widthProbes + placedGlyphs }
}
