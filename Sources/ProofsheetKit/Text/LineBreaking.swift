/// Greedy line filling over UAX #14 opportunities: each line takes the most text whose visible width
/// (trailing white space excluded, a soft hyphen's hyphen included) fits; a word wider than the line breaks at
/// grapheme boundaries, keeping at least one grapheme per line so layout always progresses.
///
/// Linear in the paragraph's length: every opportunity and grapheme boundary is compared at most once per line
/// it could end plus once more, and each line's first candidate is found by binary search.
enum LineBreaking {
    /// Tolerance for comparing widths in points, so that re-breaking at a measured width reproduces the same lines.
    static let epsilon = 1e-6

    /// The lines of one paragraph as local scalar ranges; an empty paragraph still has one (empty) line.
    static func lines(of paragraph: PreparedParagraph, width maxWidth: Double) -> [Range<Int>] {
        var work = TextWork()
        return lines(of: paragraph, width: maxWidth, work: &work)
    }

    /// `lines(of:width:)`, counting each width comparison in `work.widthProbes`.
    static func lines(of paragraph: PreparedParagraph, width maxWidth: Double, work: inout TextWork) -> [Range<Int>] {
        let count = paragraph.count
        guard count > 0 else { return [0..<0] }
        var lines: [Range<Int>] = []
        var start = 0
        var breakIndex = 0
        while start < count {
            while breakIndex < paragraph.breaks.count, paragraph.breaks[breakIndex] <= start { breakIndex += 1 }
            var fit: Int?
            var probe = breakIndex
            while probe < paragraph.breaks.count {
                let end = paragraph.breaks[probe]
                work.widthProbes += 1
                if paragraph.lineWidth(start..<end) <= maxWidth + epsilon {
                    fit = end
                    probe += 1
                } else {
                    break
                }
            }
            let limit = probe < paragraph.breaks.count ? paragraph.breaks[probe] : count
            let end = fit ?? emergencyBreak(paragraph, from: start, before: limit, width: maxWidth, work: &work)
            lines.append(start..<end)
            start = end
        }
        return lines
    }

    /// The furthest grapheme boundary after `start` (and at most `limit`) that fits, or the first one.
    static func emergencyBreak(_ paragraph: PreparedParagraph, from start: Int, before limit: Int, width: Double,
                               work: inout TextWork) -> Int {
        let boundaries = paragraph.graphemeBoundaries
        var index = PreparedParagraph.firstIndex(in: boundaries, after: start)
        var best: Int?
        while index < boundaries.count, boundaries[index] <= limit {
            let boundary = boundaries[index]
            work.widthProbes += 1
            if best == nil || paragraph.width(start..<boundary) <= width + epsilon {
                best = boundary
            } else {
                break
            }
            index += 1
        }
        return best ?? limit
    }
}
