/// Greedy line filling over UAX #14 opportunities: each line takes the most text whose visible width
/// (trailing white space excluded) fits; a word wider than the line breaks at grapheme boundaries,
/// keeping at least one grapheme per line so layout always progresses.
enum LineBreaking {
    /// Tolerance for comparing widths in points, so that re-breaking at a measured width reproduces the same lines.
    static let epsilon = 1e-6

    /// The lines of one paragraph as local scalar ranges; an empty paragraph still has one (empty) line.
    static func lines(of paragraph: PreparedParagraph, width maxWidth: Double) -> [Range<Int>] {
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
                if paragraph.width(start..<end) <= maxWidth + epsilon {
                    fit = end
                    probe += 1
                } else {
                    break
                }
            }
            let end = fit ?? emergencyBreak(paragraph, from: start, before: probe < paragraph.breaks.count ? paragraph.breaks[probe] : count, width: maxWidth)
            lines.append(start..<end)
            start = end
        }
        return lines
    }

    /// The furthest grapheme boundary after `start` (and at most `limit`) that fits, or the first one.
    static func emergencyBreak(_ paragraph: PreparedParagraph, from start: Int, before limit: Int, width: Double) -> Int {
        var best: Int?
        for boundary in paragraph.graphemeBoundaries where boundary > start && boundary <= limit {
            if best == nil || paragraph.width(start..<boundary) <= width + epsilon {
                best = boundary
            } else {
                break
            }
        }
        return best ?? limit
    }
}
