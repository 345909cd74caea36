/// One paragraph of text resolved by the Unicode Bidirectional Algorithm (UAX #9 as implemented
/// by FriBidi 1.0.8, whose character tables are Unicode 10.0; it passes the Unicode 15.0
/// conformance files), ready to be cut into lines and reordered.
///
/// All indices are positions in the `scalars` array the paragraph was built from (Unicode
/// scalar values, not UTF-16 units, not grapheme clusters, not glyphs). The paragraph must not
/// contain a paragraph separator except at its end: splitting text into paragraphs (rule P1)
/// is the caller's job.
///
/// Levels come in two stages, matching the split between the paragraph and the line passes
/// of UAX #9 §3.4:
/// - `levels` is the paragraph pass: rules P2–I2, plus the parts of L1 that do not depend on
///   where lines break (segment and paragraph separators, and whitespace before them), plus
///   clause 4 for the paragraph's final line end. FriBidi applies all of these in one call and
///   does not expose the pure I2 levels.
/// - `lineLevels(lineRange:)` additionally applies L1 clause 4 at the end of that line.
///
/// Characters that rule X9 removes (BN and the embedding controls LRE, RLE, LRO, RLO, PDF)
/// keep a level as FriBidi assigns it: the level of the preceding character, or the paragraph
/// level at the start, so they never split a run.
///
/// The value is immutable and `Sendable`; building one on any thread gives the same result.
package struct BidiParagraph: Hashable, Sendable {
    /// The paragraph direction after P2/P3 (or as forced); its level is 0 or 1.
    package let baseDirection: TextDirection
    /// One resolved level per scalar after the paragraph pass (see the type's documentation).
    package let levels: [UInt8]
    /// FriBidi's Bidi_Class bits per scalar, kept for the line pass.
    private let bidiClasses: [UInt32]

    /// Resolves a paragraph with the given direction policy.
    ///
    /// Bracket pairs (BD16, rule N0) are honoured, so "(abc)" inside Arabic keeps its brackets
    /// paired. Nesting deeper than 125 levels is ignored as X1–X8 require.
    package init(scalars: [Unicode.Scalar], policy: ParagraphDirectionPolicy) {
        let resolved = FriBidi.resolveParagraph(scalars, policy: policy)
        baseDirection = resolved.baseDirection
        levels = resolved.levels
        bidiClasses = resolved.bidiClasses
    }

    private init(baseDirection: TextDirection, levels: [UInt8], bidiClasses: [UInt32]) {
        self.baseDirection = baseDirection
        self.levels = levels
        self.bidiClasses = bidiClasses
    }

    /// The bidi of a truncated line: the kept scalars `range` of this paragraph, with the levels the paragraph
    /// resolved and L1 applied for a line that ends there, followed by `added` scalars ("…") at the paragraph level.
    ///
    /// UAX #9 resolves levels once per paragraph (X1–I2) and works per line only in L1–L2, so the kept text is
    /// never resolved on its own: numbers after an Arabic word on an earlier line stay Arabic numbers (W2), and
    /// isolates, embeddings and overrides opened before the line stay in force. At the paragraph level and the
    /// logical end, the "…" is drawn at the line's end side (right in LTR, left in RTL).
    package func truncatedLine(keeping range: Range<Int>, adding added: [Unicode.Scalar]) -> BidiParagraph {
        let kept = range.isEmpty ? [] : lineLevels(lineRange: range)
        return BidiParagraph(baseDirection: baseDirection,
                             levels: kept + Array(repeating: baseDirection.paragraphLevel, count: added.count),
                             bidiClasses: Array(bidiClasses[range]) + FriBidi.bidiClasses(of: added))
    }

    /// Resolves the Unicode scalars of a string; see `init(scalars:policy:)`.
    package init(_ text: String, policy: ParagraphDirectionPolicy) {
        self.init(scalars: Array(text.unicodeScalars), policy: policy)
    }

    /// The number of scalars in the paragraph.
    package var count: Int { levels.count }

    /// The levels of one line after UAX #9 rule L1: trailing whitespace, isolate formatting
    /// characters and X9-removed controls at the end of the line take the paragraph level.
    ///
    /// Element `i` is the level of scalar `lineRange.lowerBound + i`. When `endsWithHyphen`, the line's last
    /// scalar is a SOFT HYPHEN drawn as a hyphen: a visible character that ends the word before it, so it keeps
    /// the level FriBidi gave it (the preceding character's) and nothing trails the line for clause 4 to reset.
    package func lineLevels(lineRange: Range<Int>, endsWithHyphen: Bool = false) -> [UInt8] {
        checkLine(lineRange)
        var lineLevels = Array(levels[lineRange])
        guard !endsWithHyphen else { return lineLevels }
        var index = lineRange.upperBound - 1
        while index >= lineRange.lowerBound, FriBidi.isResetAtLineEnd(bidiClasses[index]) {
            lineLevels[index - lineRange.lowerBound] = baseDirection.paragraphLevel
            index -= 1
        }
        return lineLevels
    }

    /// The logical indices of one line's scalars in visual order, left to right, after rules
    /// L1 and L2 (UAX #9 §3.4).
    ///
    /// Every scalar of the line appears once, including X9-removed controls, which a renderer
    /// draws with zero width. Marks are not moved after their bases (L3 is left to the shaper).
    package func visualOrder(lineRange: Range<Int>, endsWithHyphen: Bool = false) -> [Int] {
        let lineLevels = lineLevels(lineRange: lineRange, endsWithHyphen: endsWithHyphen)
        return lineClasses(lineRange, endsWithHyphen: endsWithHyphen) { classes, range in
            FriBidi.visualOrder(bidiClasses: classes, lineRange: range, lineLevels: lineLevels, baseDirection: baseDirection)
        }
    }

    /// The line as maximal runs of one level, in visual order from left to right (UAX #9 L2).
    ///
    /// Each run is contiguous in logical order; a shaper shapes it with the run's direction and
    /// places the runs left to right as returned. A hyphen ending the line (`endsWithHyphen`) stays in the run of
    /// the word it ends: after a Latin word in an Arabic paragraph, on the word's right.
    package func runs(lineRange: Range<Int>, endsWithHyphen: Bool = false) -> [BidiRun] {
        let lineLevels = lineLevels(lineRange: lineRange, endsWithHyphen: endsWithHyphen)
        let order = lineClasses(lineRange, endsWithHyphen: endsWithHyphen) { classes, range in
            FriBidi.visualOrder(bidiClasses: classes, lineRange: range, lineLevels: lineLevels, baseDirection: baseDirection)
        }
        var runs: [BidiRun] = []
        var start = 0
        while start < order.count {
            let level = lineLevels[order[start] - lineRange.lowerBound]
            let step = level & 1 == 1 ? -1 : 1
            var end = start + 1
            while end < order.count,
                  order[end] == order[end - 1] + step,
                  lineLevels[order[end] - lineRange.lowerBound] == level {
                end += 1
            }
            let first = order[start]
            let last = order[end - 1]
            runs.append(BidiRun(logicalRange: min(first, last)..<(max(first, last) + 1), level: level))
            start = end
        }
        return runs
    }

    /// Calls `body` with the classes FriBidi's line pass reads: the paragraph's, or, for a line ending with a
    /// hyphen, a copy of the line's with the soft hyphen (BN) given the hyphen's class (ON), because
    /// `fribidi_reorder_line` applies L1 clause 4 itself from the classes. Indices are mapped back to the paragraph.
    private func lineClasses(_ lineRange: Range<Int>, endsWithHyphen: Bool,
                             _ body: ([UInt32], Range<Int>) -> [Int]) -> [Int] {
        guard endsWithHyphen, !lineRange.isEmpty else { return body(bidiClasses, lineRange) }
        var classes = Array(bidiClasses[lineRange])
        classes[classes.count - 1] = FriBidi.otherNeutralType
        return body(classes, 0..<classes.count).map { $0 + lineRange.lowerBound }
    }

    private func checkLine(_ lineRange: Range<Int>) {
        precondition(
            lineRange.lowerBound >= 0 && lineRange.upperBound <= count,
            "BidiParagraph: line \(lineRange) is outside the paragraph's \(count) scalars")
    }
}
