/// The last visible line of truncated text: the longest prefix from the line's start that fits with "…" after it,
/// cut where the style's `TruncationMode` allows, shaped as its own paragraph in the original base direction.
///
/// Every isolate, embedding and override still open at the cut (UAX #9 X1–X8: LRI/RLI/FSI, LRE/RLE, LRO/RLO) is
/// closed with PDI or PDF before the "…", so the "…" sits at the paragraph's embedding level and, between the
/// kept text and the end of the paragraph, resolves to the paragraph direction (rules N1/N2 with eos): it lands
/// at the logical end, on the right in a left-to-right paragraph and on the left in a right-to-left one.
struct EllipsizedLine: Sendable {
    /// Kept scalars, the closing controls, then "…" (the last scalar).
    let line: PreparedParagraph
    /// Where the original paragraph was cut (local offset), the start of what `truncatedCharacters` counts.
    let cut: Int
    /// How many scalars at the start of `line` are kept text (the rest were added by truncation).
    let keptCount: Int

    static let ellipsis: Unicode.Scalar = "\u{2026}"
    /// Candidates tried from the longest down before the rest are searched by bisection: re-shaping rarely changes
    /// the width by more than a grapheme or two, and bisection keeps pathological text O(n log n).
    static let linearSteps = 4

    init(_ paragraph: PreparedParagraph, from start: Int, style: TextStyle, width: Double, work: inout TextWork) {
        let policy = ParagraphDirectionPolicy.forced(paragraph.bidi.baseDirection)
        let lone = PreparedParagraph(scalars: [EllipsizedLine.ellipsis], start: 0, style: style, policy: policy)
        work.shapedScalars += lone.shapedScalars
        let ellipsisWidth = lone.width(0..<1)
        func fitting(_ boundaries: [Int]) -> [Int] {
            var candidates = [start]
            var index = PreparedParagraph.firstIndex(in: boundaries, after: start)
            while index < boundaries.count {
                work.widthProbes += 1
                guard paragraph.width(start..<boundaries[index]) + ellipsisWidth <= width + LineBreaking.epsilon else { break }
                candidates.append(boundaries[index])
                index += 1
            }
            return candidates
        }
        var candidates = style.truncation == .word ? fitting(paragraph.breaks) : []
        if candidates.count < 2 { candidates = fitting(paragraph.graphemeBoundaries) }

        func shaped(_ cut: Int) -> (line: PreparedParagraph, kept: Int) {
            let kept = paragraph.trimmedEnd(start..<cut)
            let text = Array(paragraph.scalars[start..<kept])
            let line = PreparedParagraph(scalars: text + EllipsizedLine.closers(of: text) + [EllipsizedLine.ellipsis],
                                         start: 0, style: style, policy: policy)
            work.shapedScalars += line.shapedScalars
            return (line, kept - start)
        }
        func fits(_ line: PreparedParagraph) -> Bool {
            work.widthProbes += 1
            return line.width(0..<line.count) <= width + LineBreaking.epsilon
        }
        // Re-shaping the kept text with "…" can change its width (a letter that was medial becomes final,
        // kerning against the ellipsis), so step back until the shaped line really fits.
        var high = candidates.count - 1
        for _ in 0..<EllipsizedLine.linearSteps where high > 0 {
            let attempt = shaped(candidates[high])
            if fits(attempt.line) {
                (line, cut, keptCount) = (attempt.line, candidates[high], attempt.kept)
                return
            }
            high -= 1
        }
        var low = 0  // candidates[low] is taken when nothing longer fits (at least the "…" is shown)
        while low < high {
            let middle = (low + high + 1) >> 1
            if fits(shaped(candidates[middle]).line) { low = middle } else { high = middle - 1 }
        }
        let chosen = shaped(candidates[low])
        (line, cut, keptCount) = (chosen.line, candidates[low], chosen.kept)
    }

    /// The PDF and PDI controls that close, innermost first, every embedding, override and isolate `text` leaves
    /// open (UAX #9 X6a: a PDI also closes the embeddings opened inside its isolate; X7: PDF closes one).
    static func closers(of text: [Unicode.Scalar]) -> [Unicode.Scalar] {
        var open: [Bool] = []  // true for an isolate
        for scalar in text {
            switch scalar.value {
            case 0x202A, 0x202B, 0x202D, 0x202E: open.append(false)
            case 0x2066, 0x2067, 0x2068: open.append(true)
            case 0x202C: if open.last == false { open.removeLast() }
            case 0x2069:
                if let isolate = open.lastIndex(of: true) { open.removeSubrange(isolate...) }
            default: break
            }
        }
        return open.reversed().map { $0 ? "\u{2069}" : "\u{202C}" }
    }
}
