/// One hard paragraph (text between mandatory breaks) after the width-independent stages:
/// bidi (UAX #9), itemize and shape (HarfBuzz), line-break opportunities (UAX #14) and grapheme boundaries.
///
/// Line breaking at any width reuses it, so measuring a text at several proposed widths shapes it once.
/// Offsets are Unicode scalar indices local to the paragraph. Everything here is built in O(n log n).
package struct PreparedParagraph: Sendable {
    /// Where the paragraph starts in the whole text, in scalars.
    package let start: Int
    package let scalars: [Unicode.Scalar]
    package let bidi: BidiParagraph
    package let shaped: ShapedParagraph
    /// `prefixWidth[i]` = advance of scalars `0..<i` in points (a cluster's advance sits on its first scalar).
    package let prefixWidth: [Double]
    /// Break opportunities (offsets 1…n) where a HarfBuzz cluster starts.
    package let breaks: [Int]
    /// Grapheme cluster boundaries 0…n that are also HarfBuzz cluster starts.
    package let graphemeBoundaries: [Int]
    /// Every glyph with its face, sorted by cluster (HarfBuzz's order kept inside a cluster).
    package let logicalGlyphs: [(glyph: ShapedGlyph, face: FontFace)]
    /// `glyphStart[i]` = index in `logicalGlyphs` of the first glyph whose cluster is `i` or later (n + 1 entries).
    package let glyphStart: [Int]
    /// The hyphens shown when a line breaks after a soft hyphen, by the soft hyphen's offset.
    package let hyphens: [Int: SoftHyphen]
    /// Scalars handed to HarfBuzz while preparing (see `TextWork`).
    package let shapedScalars: Int

    package init(scalars: [Unicode.Scalar], start: Int, style: TextStyle, policy: ParagraphDirectionPolicy) {
        let bidi = BidiParagraph(scalars: scalars, policy: policy)
        self.init(scalars: scalars, start: start, style: style, bidi: bidi,
                  runs: FontItemizer.itemize(scalars, levels: bidi.levels, chain: style.chain))
    }

    /// A paragraph whose levels and font runs are already known (a truncated line: see `EllipsizedLine`).
    package init(scalars: [Unicode.Scalar], start: Int, style: TextStyle, bidi: BidiParagraph, runs: [FontRun]) {
        self.start = start
        self.scalars = scalars
        self.bidi = bidi
        let shaped = Shaper(language: style.language).shape(scalars, runs: runs, chain: style.chain)
        self.shaped = shaped

        var advances = [Double](repeating: 0, count: scalars.count)
        var isClusterStart = [Bool](repeating: false, count: scalars.count + 1)
        isClusterStart[scalars.count] = true
        // Glyphs are ordered by cluster with a counting sort (clusters are offsets 0..<n): stable, so a cluster's
        // glyphs keep HarfBuzz's order (base, marks), and the bucket starts are `glyphStart` itself.
        var firstGlyph = [Int](repeating: 0, count: scalars.count + 1)
        for run in shaped.runs {
            let scale = style.size / Double(run.face.unitsPerEm)
            for glyph in run.glyphs where glyph.cluster < scalars.count {
                advances[glyph.cluster] += Double(glyph.xAdvance) * scale
                isClusterStart[glyph.cluster] = true
                firstGlyph[glyph.cluster + 1] += 1
            }
        }
        for i in 0..<scalars.count { firstGlyph[i + 1] += firstGlyph[i] }
        var next = firstGlyph
        var sorted = [(glyph: ShapedGlyph, face: FontFace)?](repeating: nil, count: firstGlyph[scalars.count])
        for run in shaped.runs {
            for glyph in run.glyphs where glyph.cluster < scalars.count {
                sorted[next[glyph.cluster]] = (glyph, run.face)
                next[glyph.cluster] += 1
            }
        }
        logicalGlyphs = sorted.map { $0! }
        glyphStart = firstGlyph
        var prefix = [Double](repeating: 0, count: scalars.count + 1)
        for i in 0..<scalars.count { prefix[i + 1] = prefix[i] + advances[i] }
        prefixWidth = prefix

        breaks = LineBreaker.opportunities(in: scalars).map(\.offset).filter { isClusterStart[$0] }
        graphemeBoundaries = [0] + PreparedParagraph.graphemeStarts(scalars).dropFirst().filter { isClusterStart[$0] }

        var hyphens: [Int: SoftHyphen] = [:]
        for run in shaped.runs {
            var hyphen: SoftHyphen??  // shaped once per run: every soft hyphen of a run gets the same glyph
            for i in run.scalarRange where scalars[i] == SoftHyphen.scalar && i > 0 && i + 1 < scalars.count {
                if hyphen == nil { hyphen = .some(SoftHyphen(offset: i, run: run, style: style)) }
                hyphens[i] = hyphen??.at(offset: i)
            }
        }
        self.hyphens = hyphens
        shapedScalars = shaped.shapedScalars
    }

    package var count: Int { scalars.count }

    /// Scalar offsets where an extended grapheme cluster (UAX #29) starts, and n: 0…n (`[0]` for no scalars). The standard library segments a string built once from the scalars' UTF-8; each boundary's
    /// byte offset turns into a scalar offset by counting the lead bytes before it, so the whole is linear.
    package static func graphemeStarts(_ scalars: [Unicode.Scalar]) -> [Int] {
        var utf8: [UInt8] = []
        utf8.reserveCapacity(scalars.count)
        for scalar in scalars { UTF8.encode(scalar) { utf8.append($0) } }
        let string = String(decoding: utf8, as: UTF8.self)
        var starts = [0]
        var byte = 0, scalarOffset = 0
        for index in string.indices.dropFirst() {
            let target = string.utf8.distance(from: string.startIndex, to: index)
            while byte < target {
                if utf8[byte] & 0xC0 != 0x80 { scalarOffset += 1 }
                byte += 1
            }
            starts.append(scalarOffset)
        }
        if starts.last != scalars.count { starts.append(scalars.count) }
        return starts
    }

    /// End of `range` with trailing white space removed (it hangs past the line end and is not drawn).
    package func trimmedEnd(_ range: Range<Int>) -> Int {
        var end = range.upperBound
        while end > range.lowerBound, Self.isWhiteSpace(scalars[end - 1]) { end -= 1 }
        return end
    }

    /// Unicode's White_Space property, with its ASCII members (TAB…CR, SPACE) answered without the property
    /// lookup, which dominated line breaking of long texts.
    private static func isWhiteSpace(_ scalar: Unicode.Scalar) -> Bool {
        scalar.isASCII ? scalar.value == 0x20 || (0x09...0x0D).contains(scalar.value) : scalar.properties.isWhitespace
    }

    /// The font runs that shaped `range` (script, level and the face that drew it), cut to the range and with
    /// offsets relative to its start: shaping them again gives the text the faces it has in the paragraph.
    package func fontRuns(_ range: Range<Int>) -> [FontRun] {
        shaped.runs.compactMap { run in
            let clipped = run.scalarRange.clamped(to: range)
            guard !clipped.isEmpty else { return nil }
            return FontRun(scalarRange: (clipped.lowerBound - range.lowerBound)..<(clipped.upperBound - range.lowerBound),
                           script: run.script, level: run.level, face: run.face)
        }
    }

    /// Visible advance width of `range` in points (trailing white space excluded), without a hyphen.
    package func width(_ range: Range<Int>) -> Double {
        prefixWidth[trimmedEnd(range)] - prefixWidth[range.lowerBound]
    }

    /// The hyphen drawn at the end of a line showing `range`: when the line breaks right after a soft hyphen.
    package func hyphen(endingLine range: Range<Int>) -> SoftHyphen? {
        guard range.upperBound < count, range.upperBound > range.lowerBound else { return nil }
        return hyphens[range.upperBound - 1]
    }

    /// Width of a line showing `range`, in points: the visible advance plus the hyphen it ends with, if any.
    package func lineWidth(_ range: Range<Int>) -> Double {
        width(range) + (hyphen(endingLine: range)?.width ?? 0)
    }

    /// Whether a line ending at local offset `end` was cut where UAX #14 allows no break (inside a word): the
    /// overlong-word fallback of `LineBreaking`. The paragraph's end is never a forced break.
    package func isForcedBreak(at end: Int) -> Bool {
        guard end > 0, end < count else { return false }
        let index = PreparedParagraph.firstIndex(in: breaks, after: end - 1)
        return index >= breaks.count || breaks[index] != end
    }

    /// The index of the first element of the sorted array `values` greater than `value` (binary search).
    package static func firstIndex(in values: [Int], after value: Int) -> Int {
        var low = 0, high = values.count
        while low < high {
            let middle = (low + high) >> 1
            if values[middle] <= value { low = middle + 1 } else { high = middle }
        }
        return low
    }
}
