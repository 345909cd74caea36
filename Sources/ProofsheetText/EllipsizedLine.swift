/// The last visible line of truncated text: the longest prefix from the line's start that fits with "…" after it,
/// cut where the style's `TruncationMode` allows, shaped again with the "…" at its logical end.
///
/// The kept text keeps what the paragraph resolved for it: bidi levels from the paragraph's resolution with L1 for
/// a line ending at the cut (UAX #9 applies L1–L2 per line to paragraph levels; see
/// `BidiParagraph.truncatedLine(keeping:adding:)`), and the script, level and face of each font run. The "…" sits
/// at the paragraph level, so it lands at the logical end: on the right in a left-to-right paragraph and on the
/// left in a right-to-left one, whatever isolates, embeddings or overrides are open at the cut.
package struct EllipsizedLine: Sendable {
    /// Kept scalars, then "…" (the last scalar).
    package let line: PreparedParagraph
    /// Where the original paragraph was cut (local offset), the start of what `truncatedCharacters` counts.
    package let cut: Int
    /// How many scalars at the start of `line` are kept text (the rest were added by truncation).
    package let keptCount: Int

    package static let ellipsis: Unicode.Scalar = "\u{2026}"
    /// Candidates tried below the estimate before the rest are searched by bisection: re-shaping rarely changes
    /// the width by more than a grapheme or two, and bisection keeps pathological text O(n log n).
    package static let linearSteps = 4

    package init(_ paragraph: PreparedParagraph, from start: Int, style: TextStyle, width: Double, work: inout TextWork) {
        let policy = ParagraphDirectionPolicy.forced(paragraph.bidi.baseDirection)
        let lone = PreparedParagraph(scalars: [EllipsizedLine.ellipsis], start: 0, style: style, policy: policy)
        work.shapedScalars += lone.shapedScalars
        let ellipsisWidth = lone.width(0..<1)
        let search = Search(paragraph: paragraph, start: start, style: style, width: width, ellipsisWidth: ellipsisWidth)
        var chosen = style.truncation == .word ? search.longest(among: paragraph.breaks, work: &work) : nil
        if chosen == nil || chosen?.cut == start {
            chosen = search.longest(among: search.graphemeBoundaries(work: &work), work: &work)
        }
        let found = chosen!
        (line, cut, keptCount) = (found.line, found.cut, found.kept)
    }

    /// Finding the longest cut whose line, shaped with its "…", fits the width.
    private struct Search {
        let paragraph: PreparedParagraph
        let start: Int
        let style: TextStyle
        let width: Double
        let ellipsisWidth: Double

        /// Every grapheme cluster boundary (UAX #29) after `start` up to the first whole HarfBuzz cluster that no
        /// longer fits, including those inside a ligature ("f|f", "f|l"): the kept text is shaped again, so a cut
        /// may split a ligature the paragraph formed. Such a boundary's paragraph advance counts the whole cluster.
        func graphemeBoundaries(work: inout TextWork) -> [Int] {
            let clusterBoundaries = paragraph.graphemeBoundaries
            var index = PreparedParagraph.firstIndex(in: clusterBoundaries, after: start)
            while index < clusterBoundaries.count - 1 {
                work.widthProbes += 1
                guard paragraph.width(start..<clusterBoundaries[index]) <= width + LineBreaking.epsilon else { break }
                index += 1
            }
            let end = index < clusterBoundaries.count ? clusterBoundaries[index] : paragraph.count
            return PreparedParagraph.graphemeStarts(Array(paragraph.scalars[start..<end])).map { $0 + start }
        }

        /// The longest prefix ending at one of `boundaries` whose shaped line fits (at least the "…" alone).
        ///
        /// Candidates are the boundaries whose text alone fits, a loose bound: shaped with "…" after it the kept
        /// text can be narrower than its advance in the paragraph ("r" kerns against "…" but not against "s"). The
        /// estimate (paragraph advance plus a lone "…") is tried first with the candidate just above it, then a
        /// few steps down, then bisection.
        func longest(among boundaries: [Int], work: inout TextWork) -> (line: PreparedParagraph, cut: Int, kept: Int) {
            var cuts = [start]
            var estimate = 0
            var index = PreparedParagraph.firstIndex(in: boundaries, after: start)
            while index < boundaries.count {
                work.widthProbes += 1
                let advance = paragraph.width(start..<boundaries[index])
                guard advance <= width + LineBreaking.epsilon else { break }
                if advance + ellipsisWidth <= width + LineBreaking.epsilon { estimate = cuts.count }
                cuts.append(boundaries[index])
                index += 1
            }
            var fitting: [Int: (line: PreparedParagraph, kept: Int)] = [:]
            func fits(_ candidate: Int) -> Bool {
                let attempt = shaped(cuts[candidate], work: &work)
                work.widthProbes += 1
                guard attempt.line.width(0..<attempt.line.count) <= width + LineBreaking.epsilon else { return false }
                fitting[candidate] = attempt
                return true
            }
            var low = 0  // cuts[0] keeps nothing: the "…" alone is shown when nothing else fits
            var high = cuts.count - 1
            if estimate < high {
                if fits(estimate + 1) { low = estimate + 1 } else { high = estimate }
            }
            var steps = 0
            while low < high, high <= estimate, steps < EllipsizedLine.linearSteps {
                if fits(high) { low = high } else { high -= 1 }
                steps += 1
            }
            while low < high {
                let middle = (low + high + 1) >> 1
                if fits(middle) { low = middle } else { high = middle - 1 }
            }
            let chosen = fitting[low] ?? shaped(cuts[low], work: &work)
            return (chosen.line, cuts[low], chosen.kept)
        }

        /// The line kept up to `cut` (trailing white space dropped) with "…", shaped with the paragraph's levels
        /// and font runs; the "…" takes the face the font itemizer gives it after the kept text, and joins the last
        /// run when it has that face and level, so the last letter kerns against it.
        func shaped(_ cut: Int, work: inout TextWork) -> (line: PreparedParagraph, kept: Int) {
            let kept = paragraph.trimmedEnd(start..<cut)
            let text = Array(paragraph.scalars[start..<kept]) + [EllipsizedLine.ellipsis]
            let bidi = paragraph.bidi.truncatedLine(keeping: start..<kept, adding: [EllipsizedLine.ellipsis])
            let itemized = FontItemizer.itemize(text, levels: bidi.levels, chain: style.chain)
            var runs = paragraph.fontRuns(start..<kept)
            if let ellipsis = itemized.last {
                let level = bidi.levels[text.count - 1]
                if let last = runs.last, last.level == level, last.face === ellipsis.face {
                    runs[runs.count - 1].scalarRange = last.scalarRange.lowerBound..<text.count  // kerns against "…"
                } else {
                    runs.append(FontRun(scalarRange: (text.count - 1)..<text.count, script: ellipsis.script, level: level, face: ellipsis.face))
                }
            }
            let line = PreparedParagraph(scalars: text, start: 0, style: style, bidi: bidi, runs: runs)
            work.shapedScalars += line.shapedScalars
            return (line, kept - start)
        }
    }
}
