/// A paragraph after shaping: its runs in logical order and the characters no face could draw.
public struct ShapedParagraph: Hashable, Sendable {
    public var scalars: [Unicode.Scalar]
    public var runs: [ShapedRun]
    /// Clusters drawn as .notdef, in logical order, for the glyph-coverage audit.
    public var missingGlyphs: [MissingGlyph]
    /// Scalars handed to `hb_shape` for this paragraph, fallback attempts included (see `TextWork`).
    var shapedScalars = 0

    public init(scalars: [Unicode.Scalar], runs: [ShapedRun], missingGlyphs: [MissingGlyph]) {
        self.scalars = scalars
        self.runs = runs
        self.missingGlyphs = missingGlyphs
    }
}
