/// Greedy line filling over UAX #14 opportunities: each line takes the most text whose visible width
/// (trailing white space excluded, a soft hyphen's hyphen included) fits; a word wider than the line breaks at
/// grapheme boundaries, keeping at least one grapheme per line so layout always progresses.
///
/// A break after a SOFT HYPHEN is taken only when the line fits with the hyphen it adds; when only the hyphen
/// overflows, the search goes on to later opportunities (the text after the soft hyphen may still fit without
/// one) and the overlong-word fallback cuts before the soft hyphen instead of after it. The next line then starts
/// with that (invisible) soft hyphen, and the opportunity right after it is not a line of its own.
///
/// Linear in the paragraph's length: every opportunity and grapheme boundary is compared at most once per line
/// it could end plus once more, and each line's first candidate is found by binary search.
package enum LineBreaking {
    /// Tolerance for comparing widths in points, so that re-breaking at a measured width reproduces the same lines.
    package static let epsilon = 1e-6

    /// The lines of one paragraph as local scalar ranges; an empty paragraph still has one (empty) line.
    package static func lines(of paragraph: PreparedParagraph, width maxWidth: Double) -> [Range<Int>] {
        var work = TextWork()
        return lines(of: paragraph, width: maxWidth, work: &work)
    }

    /// `lines(of:width:)`, counting each width comparison in `work.widthProbes`.
    package static func lines(of paragraph: PreparedParagraph, width maxWidth: Double, work: inout TextWork) -> [Range<Int>] {
        let count = paragraph.count
        guard count > 0 else { return [0..<0] }
        var lines: [Range<Int>] = []
        var start = 0
        var breakIndex = 0
        while start < count {
            let startsWithSoftHyphen = paragraph.scalars[start] == SoftHyphen.scalar
            while breakIndex < paragraph.breaks.count,
                  paragraph.breaks[breakIndex] <= start || (startsWithSoftHyphen && paragraph.breaks[breakIndex] == start + 1) {
                breakIndex += 1
            }
            var fit: Int?
            var probe = breakIndex
            while probe < paragraph.breaks.count {
                let end = paragraph.breaks[probe]
                work.widthProbes += 1
                guard paragraph.width(start..<end) <= maxWidth + epsilon else { break }
                if paragraph.lineWidth(start..<end) <= maxWidth + epsilon { fit = end }
                probe += 1
            }
            let limit = probe < paragraph.breaks.count ? paragraph.breaks[probe] : count
            let end = fit ?? emergencyBreak(paragraph, from: start, before: limit, width: maxWidth, work: &work)
            lines.append(start..<end)
            start = end
        }
        return lines
    }

    /// The furthest grapheme boundary after `start` (and at most `limit`) that fits with the hyphen a soft-hyphen
    /// break there adds, or the first boundary.
    package static func emergencyBreak(_ paragraph: PreparedParagraph, from start: Int, before limit: Int, width: Double,
                               work: inout TextWork) -> Int {
        let boundaries = paragraph.graphemeBoundaries
        var index = PreparedParagraph.firstIndex(in: boundaries, after: start)
        var best: Int?
        let startsWithSoftHyphen = paragraph.scalars[start] == SoftHyphen.scalar
        while index < boundaries.count, boundaries[index] <= limit {
            let boundary = boundaries[index]
            work.widthProbes += 1
            // At least one grapheme per line, and not only the soft hyphen a previous cut left at the start.
            let isFirst = best == nil || (startsWithSoftHyphen && best == start + 1)
            if isFirst || paragraph.lineWidth(start..<boundary) <= width + epsilon {
                best = boundary
            } else if paragraph.width(start..<boundary) > width + epsilon {
                break
            }
            index += 1
        }
        return best ?? limit
    }
}
