import ProofsheetRaster

/// Text broken into lines at a width and positioned: the last stage of the text pipeline
/// (itemize → bidi → shape → break lines → position), all in points, origin at the top-left of the text box.
///
/// Lines are reordered to visual order per UAX #9 rule L2 after breaking; `leading` alignment is the
/// paragraph's start side. With `maxLines`, the last visible line ends with "…" at its logical end (the
/// left end in right-to-left text) and `truncatedCharacters` counts the graphemes that were cut. A line that
/// breaks after a soft hyphen ends with a hyphen (see `SoftHyphen`). O(n log n) in the text's length.
public struct TextLayout: Sendable {
    public let lines: [TextLine]
    /// The width of the widest line, and the lines' total height.
    package let size: Size
    /// The width lines were broken and aligned in.
    public let width: Double
    public let isTruncated: Bool
    /// Graphemes lost to truncation.
    public let truncatedCharacters: Int
    public let style: TextStyle
    /// Characters no face in the chain has (drawn as .notdef), with the chain that lacked them.
    public let missingGlyphs: [MissingGlyph]
    /// What breaking, truncating and placing cost (see `TextWork`).
    package let work: TextWork

    /// Breaks `text` into lines no wider than `width` points (infinite for a single line per paragraph).
    public init(_ text: ShapedText, width: Double) {
        let style = text.style
        var work = TextWork()
        let broken = BrokenLines(text, width: width, work: &work)
        let spans = broken.spans
        let ellipsized = broken.ellipsized
        var truncated = 0
        if let ellipsized, let last = spans.last {
            let cutGlobal = text.paragraphs[last.paragraph].start + ellipsized.cut
            truncated = String(String.UnicodeScalarView(text.scalars[cutGlobal...])).count
        }
        let widest = broken.widest
        let lineHeight = style.effectiveLineHeight
        let alignWidth = width.isFinite ? width : widest

        var lines: [TextLine] = []
        for (index, span) in spans.enumerated() {
            let paragraph = text.paragraphs[span.paragraph]
            let top = Double(index) * lineHeight
            if index == spans.count - 1, let ellipsized {
                let globalRange = (paragraph.start + span.range.lowerBound)..<(paragraph.start + paragraph.count)
                let source = LineSource.ellipsized(globalStart: globalRange.lowerBound, kept: ellipsized.keptCount)
                lines.append(TextLayout.position(ellipsized.line, range: 0..<ellipsized.line.count, source: source, globalRange: globalRange,
                                                 top: top, alignWidth: alignWidth, style: style, work: &work))
            } else {
                let globalRange = (paragraph.start + span.range.lowerBound)..<(paragraph.start + span.range.upperBound)
                lines.append(TextLayout.position(paragraph, range: span.range, source: .paragraph(globalStart: paragraph.start),
                                                 globalRange: globalRange, top: top, alignWidth: alignWidth, style: style,
                                                 endsWithoutBreakOpportunity: paragraph.isForcedBreak(at: span.range.upperBound), work: &work))
            }
        }
        self.lines = lines
        self.size = broken.size(lineHeight: lineHeight)
        self.width = width
        self.isTruncated = ellipsized != nil
        self.truncatedCharacters = truncated
        self.style = style
        self.missingGlyphs = text.missingGlyphs
        self.work = work
    }

    /// The size `TextLayout(text, width:)` would have, without placing any glyph: what the layout engine asks
    /// for when it measures a text at a proposed width (the final layout places the glyphs once).
    package static func size(of text: ShapedText, width: Double) -> Size {
        var work = TextWork()
        return BrokenLines(text, width: width, work: &work).size(lineHeight: text.style.effectiveLineHeight)
    }
}
