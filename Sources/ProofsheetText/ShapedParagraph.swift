/// A paragraph after shaping: its runs in logical order and the characters no face could draw.
package struct ShapedParagraph: Hashable, Sendable {
    package var scalars: [Unicode.Scalar]
    package var runs: [ShapedRun]
    /// Clusters drawn as .notdef, in logical order, for the glyph-coverage audit.
    package var missingGlyphs: [MissingGlyph]
    /// Scalars handed to `hb_shape` for this paragraph, fallback attempts included (see `TextWork`).
    package var shapedScalars = 0

    package init(scalars: [Unicode.Scalar], runs: [ShapedRun], missingGlyphs: [MissingGlyph]) {
        self.scalars = scalars
        self.runs = runs
        self.missingGlyphs = missingGlyphs
    }
}
