import ProofsheetRaster

/// One laid-out line: glyphs in visual order (left to right), its box and baseline in points relative
/// to the text layout's top-left corner.
public struct TextLine: Hashable, Sendable {
    /// The scalars of the whole text this line shows (before an ellipsis replaced the tail).
    public let range: Range<Int>
    /// x: where the line's visible advance starts after alignment; width: that advance; y/height: the line box.
    public let box: Rect
    /// y of the baseline.
    public let baseline: Double
    package let glyphs: [PlacedGlyph]
    /// True for the last line of truncated text, which ends with "…".
    public let isEllipsized: Bool
    /// The line's paragraph direction (which side is leading).
    public let direction: TextDirection
    /// End (scalar index in the whole text) of the characters drawn: `range.upperBound`, or where an ellipsized
    /// line's kept text ends.
    public let shownEnd: Int
    /// The hyphen character drawn for the soft hyphen the line breaks after, if any.
    public let hyphen: Unicode.Scalar?
    /// True when the line ends where UAX #14 gives no break opportunity (at `range.upperBound`): the line breaker cut
    /// there, at a grapheme boundary, because what lies between two opportunities — a word, or a word with the
    /// punctuation that must stay with it — is wider than the line (`LineBreaking`'s overlong-word fallback).
    /// False for a paragraph's last line and for the truncated line.
    public let endsWithoutBreakOpportunity: Bool
}
