/// Text broken into lines at a width and positioned: the last stage of the text pipeline
/// (itemize → bidi → shape → break lines → position), all in points, origin at the top-left of the text box.
///
/// Lines are reordered to visual order per UAX #9 rule L2 after breaking; `leading` alignment is the
/// paragraph's start side. With `maxLines`, the last visible line ends with "…" at its logical end (the
/// left end in right-to-left text) and `truncatedCharacters` counts the graphemes that were cut.
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

    /// Breaks `text` into lines no wider than `width` points (infinite for a single line per paragraph).
    public init(_ text: ShapedText, width: Double) {
        let style = text.style
        var spans: [(paragraph: PreparedParagraph, range: Range<Int>)] = []
        for paragraph in text.paragraphs {
            for range in LineBreaking.lines(of: paragraph, width: width) {
                spans.append((paragraph, range))
            }
        }

        var truncated = 0
        var ellipsized: PreparedParagraph?
        if let maxLines = style.maxLines, maxLines >= 1, spans.count > maxLines {
            let last = spans[maxLines - 1]
            let (line, cut) = TextLayout.ellipsize(last.paragraph, from: last.range.lowerBound, style: style, width: width)
            ellipsized = line
            let cutGlobal = last.paragraph.start + cut
            truncated = String(String.UnicodeScalarView(text.scalars[cutGlobal...])).count
            spans = Array(spans.prefix(maxLines))
        }

        let lineHeight = style.effectiveLineHeight
        let widest = spans.enumerated().map { index, span -> Double in
            if index == spans.count - 1, let ellipsized { return ellipsized.width(0..<ellipsized.count) }
            return span.paragraph.width(span.range)
        }.max() ?? 0
        let alignWidth = width.isFinite ? width : widest

        var lines: [TextLine] = []
        for (index, span) in spans.enumerated() {
            let top = Double(index) * lineHeight
            if index == spans.count - 1, let ellipsized {
                let globalRange = (span.paragraph.start + span.range.lowerBound)..<(span.paragraph.start + span.paragraph.count)
                lines.append(TextLayout.position(ellipsized, range: 0..<ellipsized.count, globalStart: nil, globalRange: globalRange,
                                                 top: top, alignWidth: alignWidth, style: style, isEllipsized: true))
            } else {
                let globalRange = (span.paragraph.start + span.range.lowerBound)..<(span.paragraph.start + span.range.upperBound)
                lines.append(TextLayout.position(span.paragraph, range: span.range, globalStart: span.paragraph.start, globalRange: globalRange,
                                                 top: top, alignWidth: alignWidth, style: style, isEllipsized: false))
            }
        }
        self.lines = lines
        self.size = Size(width: widest, height: Double(lines.count) * lineHeight)
        self.width = width
        self.isTruncated = ellipsized != nil
        self.truncatedCharacters = truncated
        self.style = style
        self.missingGlyphs = text.missingGlyphs
    }

    /// The last visible line of truncated text: the longest grapheme-aligned prefix from `start` that fits
    /// with "…" after it, shaped as its own paragraph in the original base direction. Returns the line and
    /// the local offset where the text was cut.
    static func ellipsize(_ paragraph: PreparedParagraph, from start: Int, style: TextStyle, width: Double) -> (PreparedParagraph, Int) {
        let ellipsis: Unicode.Scalar = "\u{2026}"
        let policy = ParagraphDirectionPolicy.forced(paragraph.bidi.baseDirection)
        let ellipsisWidth = PreparedParagraph(scalars: [ellipsis], start: 0, style: style, policy: policy).width(0..<1)
        var candidates = [start]
        for boundary in paragraph.graphemeBoundaries where boundary > start {
            guard paragraph.width(start..<boundary) + ellipsisWidth <= width + LineBreaking.epsilon else { break }
            candidates.append(boundary)
        }
        // Re-shaping the kept text with "…" can change its width (a letter that was medial becomes final,
        // kerning against the ellipsis), so step back until the shaped line really fits.
        for cut in candidates.reversed() {
            let kept = paragraph.trimmedEnd(start..<cut)
            let line = PreparedParagraph(scalars: Array(paragraph.scalars[start..<kept]) + [ellipsis], start: 0, style: style, policy: policy)
            if line.width(0..<line.count) <= width + LineBreaking.epsilon || cut == start {
                return (line, cut)
            }
        }
        return (PreparedParagraph(scalars: [ellipsis], start: 0, style: style, policy: policy), start)
    }

    /// Places one line's glyphs in visual order (UAX #9 L2 over the line, trailing white space dropped).
    static func position(_ paragraph: PreparedParagraph, range: Range<Int>, globalStart: Int?, globalRange: Range<Int>,
                         top: Double, alignWidth: Double, style: TextStyle, isEllipsized: Bool) -> TextLine {
        let visible = range.lowerBound..<paragraph.trimmedEnd(range)
        var ordered: [(glyph: ShapedGlyph, face: FontFace)] = []
        if !visible.isEmpty {
            for run in paragraph.bidi.runs(lineRange: visible) {
                var glyphs: [(glyph: ShapedGlyph, face: FontFace)] = []
                for shaped in paragraph.shaped.runs where shaped.scalarRange.overlaps(run.logicalRange) {
                    for glyph in shaped.glyphs where run.logicalRange.contains(glyph.cluster) {
                        glyphs.append((glyph, shaped.face))
                    }
                }
                // Stable sort keeps HarfBuzz's order inside a cluster (base before marks).
                let rightToLeft = run.direction == .rtl
                ordered += glyphs.enumerated().sorted { a, b in
                    if a.element.glyph.cluster != b.element.glyph.cluster {
                        return rightToLeft ? a.element.glyph.cluster > b.element.glyph.cluster : a.element.glyph.cluster < b.element.glyph.cluster
                    }
                    return a.offset < b.offset
                }.map(\.element)
            }
        }
        let lineWidth = paragraph.width(visible)
        let direction = paragraph.bidi.baseDirection
        let startX: Double
        switch (style.alignment, direction) {
        case (.leading, .ltr), (.trailing, .rtl): startX = 0
        case (.trailing, .ltr), (.leading, .rtl): startX = alignWidth - lineWidth
        case (.center, _): startX = (alignWidth - lineWidth) / 2
        }
        let baseline = top + style.baselineOffset
        var pen = startX
        var placed: [PlacedGlyph] = []
        placed.reserveCapacity(ordered.count)
        for (glyph, face) in ordered {
            let scale = style.size / Double(face.unitsPerEm)
            // An ellipsized line is its own paragraph whose last scalar is the added "…" (cluster -1).
            let cluster: Int
            if let globalStart {
                cluster = globalStart + glyph.cluster
            } else {
                cluster = glyph.cluster == paragraph.count - 1 ? -1 : globalRange.lowerBound + glyph.cluster
            }
            placed.append(PlacedGlyph(face: face, id: glyph.id, x: pen + Double(glyph.xOffset) * scale,
                                      y: baseline - Double(glyph.yOffset) * scale, cluster: cluster))
            pen += Double(glyph.xAdvance) * scale
        }
        return TextLine(range: globalRange, box: Rect(x: startX, y: top, width: lineWidth, height: style.effectiveLineHeight),
                        baseline: baseline, glyphs: placed, isEllipsized: isEllipsized, direction: direction)
    }
}
