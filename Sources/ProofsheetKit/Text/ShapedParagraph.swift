/// A paragraph after shaping: its runs in logical order and the characters no face could draw.
struct ShapedParagraph: Hashable, Sendable {
    var scalars: [Unicode.Scalar]
    var runs: [ShapedRun]
    /// Clusters drawn as .notdef, in logical order, for the glyph-coverage audit.
    var missingGlyphs: [MissingGlyph]
    /// Scalars handed to `hb_shape` for this paragraph, fallback attempts included (see `TextWork`).
    var shapedScalars = 0

    init(scalars: [Unicode.Scalar], runs: [ShapedRun], missingGlyphs: [MissingGlyph]) {
        self.scalars = scalars
        self.runs = runs
        self.missingGlyphs = missingGlyphs
    }
}
