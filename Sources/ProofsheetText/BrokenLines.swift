import ProofsheetRaster

/// A text's lines at a width before any glyph is placed: which scalars each line shows, the truncated last
/// line when `maxLines` cuts the text, and the widest line's width in points.
///
/// `TextLayout` positions these lines; measuring a text for the layout engine needs only `size`, so it stops here.
/// Spans name their paragraph by index: a `PreparedParagraph` holds a dozen arrays and copying one per line
/// dominated the layout of long texts.
package struct BrokenLines {
    /// One entry per visible line: the index into `ShapedText.paragraphs` and the local scalar range shown.
    package let spans: [(paragraph: Int, range: Range<Int>)]
    /// The last visible line with "…", when the text has more lines than `maxLines`.
    package let ellipsized: EllipsizedLine?
    /// The widest visible line, points (the ellipsized line measured with its "…").
    package let widest: Double

    package init(_ text: ShapedText, width: Double, work: inout TextWork) {
        let style = text.style
        var spans: [(paragraph: Int, range: Range<Int>)] = []
        for (index, paragraph) in text.paragraphs.enumerated() {
            for range in LineBreaking.lines(of: paragraph, width: width, work: &work) {
                spans.append((index, range))
            }
        }
        var ellipsized: EllipsizedLine?
        if let maxLines = style.maxLines, maxLines >= 1, spans.count > maxLines {
            let last = spans[maxLines - 1]
            ellipsized = EllipsizedLine(text.paragraphs[last.paragraph], from: last.range.lowerBound, style: style,
                                        width: width, work: &work)
            spans = Array(spans.prefix(maxLines))
        }
        var widest = 0.0
        for (index, span) in spans.enumerated() {
            let lineWidth: Double
            if index == spans.count - 1, let ellipsized {
                lineWidth = ellipsized.line.width(0..<ellipsized.line.count)
            } else {
                lineWidth = text.paragraphs[span.paragraph].lineWidth(span.range)
            }
            widest = max(widest, lineWidth)
        }
        self.spans = spans
        self.ellipsized = ellipsized
        self.widest = widest
    }

    /// The widest line by the lines' total height, points.
    package func size(lineHeight: Double) -> Size {
        Size(width: widest, height: Double(spans.count) * lineHeight)
    }
}
