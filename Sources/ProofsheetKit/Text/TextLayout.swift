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
    public let size: Size
    /// The width lines were broken and aligned in.
    public let width: Double
    public let isTruncated: Bool
    /// Graphemes lost to truncation.
    public let truncatedCharacters: Int
    public let style: TextStyle
    /// Characters no face in the chain has (drawn as .notdef), with the chain that lacked them.
    public let missingGlyphs: [MissingGlyph]
    /// What breaking, truncating and placing cost (see `TextWork`).
    let work: TextWork

    /// Breaks `text` into lines no wider than `width` points (infinite for a single line per paragraph).
    public init(_ text: ShapedText, width: Double) {
        let style = text.style
        var work = TextWork()
        var spans: [(paragraph: PreparedParagraph, range: Range<Int>)] = []
        for paragraph in text.paragraphs {
            for range in LineBreaking.lines(of: paragraph, width: width, work: &work) {
                spans.append((paragraph, range))
            }
        }

        var truncated = 0
        var ellipsized: EllipsizedLine?
        if let maxLines = style.maxLines, maxLines >= 1, spans.count > maxLines {
            let last = spans[maxLines - 1]
            let line = EllipsizedLine(last.paragraph, from: last.range.lowerBound, style: style, width: width, work: &work)
            ellipsized = line
            let cut = line.cut
            let cutGlobal = last.paragraph.start + cut
            truncated = String(String.UnicodeScalarView(text.scalars[cutGlobal...])).count
            spans = Array(spans.prefix(maxLines))
        }

        let lineHeight = style.effectiveLineHeight
        let widest = spans.enumerated().map { index, span -> Double in
            if index == spans.count - 1, let ellipsized { return ellipsized.line.width(0..<ellipsized.line.count) }
            return span.paragraph.lineWidth(span.range)
        }.max() ?? 0
        let alignWidth = width.isFinite ? width : widest

        var lines: [TextLine] = []
        for (index, span) in spans.enumerated() {
            let top = Double(index) * lineHeight
            if index == spans.count - 1, let ellipsized {
                let globalRange = (span.paragraph.start + span.range.lowerBound)..<(span.paragraph.start + span.paragraph.count)
                let source = LineSource.ellipsized(globalStart: globalRange.lowerBound, kept: ellipsized.keptCount)
                lines.append(TextLayout.position(ellipsized.line, range: 0..<ellipsized.line.count, source: source, globalRange: globalRange,
                                                 top: top, alignWidth: alignWidth, style: style, work: &work))
            } else {
                let globalRange = (span.paragraph.start + span.range.lowerBound)..<(span.paragraph.start + span.range.upperBound)
                lines.append(TextLayout.position(span.paragraph, range: span.range, source: .paragraph(globalStart: span.paragraph.start),
                                                 globalRange: globalRange, top: top, alignWidth: alignWidth, style: style, work: &work))
            }
        }
        self.lines = lines
        self.size = Size(width: widest, height: Double(lines.count) * lineHeight)
        self.width = width
        self.isTruncated = ellipsized != nil
        self.truncatedCharacters = truncated
        self.style = style
        self.missingGlyphs = text.missingGlyphs
        self.work = work
    }
}

