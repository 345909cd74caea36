/// One hard paragraph (text between mandatory breaks) after the width-independent stages:
/// bidi (UAX #9), itemize and shape (HarfBuzz), line-break opportunities (UAX #14) and grapheme boundaries.
///
/// Line breaking at any width reuses it, so measuring a text at several proposed widths shapes it once.
/// Offsets are Unicode scalar indices local to the paragraph.
struct PreparedParagraph: Sendable {
    /// Where the paragraph starts in the whole text, in scalars.
    let start: Int
    let scalars: [Unicode.Scalar]
    let bidi: BidiParagraph
    let shaped: ShapedParagraph
    /// `prefixWidth[i]` = advance of scalars `0..<i` in points (a cluster's advance sits on its first scalar).
    let prefixWidth: [Double]
    /// Break opportunities (offsets 1…n) where a HarfBuzz cluster starts.
    let breaks: [Int]
    /// Grapheme cluster boundaries 0…n that are also HarfBuzz cluster starts.
    let graphemeBoundaries: [Int]

    init(scalars: [Unicode.Scalar], start: Int, style: TextStyle, policy: ParagraphDirectionPolicy) {
        self.start = start
        self.scalars = scalars
        let bidi = BidiParagraph(scalars: scalars, policy: policy)
        self.bidi = bidi
        let shaped = Shaper(language: style.language).shape(scalars, levels: bidi.levels, chain: style.chain)
        self.shaped = shaped

        var advances = [Double](repeating: 0, count: scalars.count)
        var isClusterStart = [Bool](repeating: false, count: scalars.count + 1)
        isClusterStart[scalars.count] = true
        for run in shaped.runs {
            let scale = style.size / Double(run.face.unitsPerEm)
            for glyph in run.glyphs where glyph.cluster < scalars.count {
                advances[glyph.cluster] += Double(glyph.xAdvance) * scale
                isClusterStart[glyph.cluster] = true
            }
        }
        var prefix = [Double](repeating: 0, count: scalars.count + 1)
        for i in 0..<scalars.count { prefix[i + 1] = prefix[i] + advances[i] }
        prefixWidth = prefix

        breaks = LineBreaker.opportunities(in: scalars).map(\.offset).filter { isClusterStart[$0] }
        var boundaries = [0]
        var offset = 0
        for character in String(String.UnicodeScalarView(scalars)) {
            offset += character.unicodeScalars.count
            if offset <= scalars.count, isClusterStart[offset] { boundaries.append(offset) }
        }
        if boundaries.last != scalars.count { boundaries.append(scalars.count) }
        graphemeBoundaries = boundaries
    }

    var count: Int { scalars.count }

    /// End of `range` with trailing white space removed (it hangs past the line end and is not drawn).
    func trimmedEnd(_ range: Range<Int>) -> Int {
        var end = range.upperBound
        while end > range.lowerBound, scalars[end - 1].properties.isWhitespace { end -= 1 }
        return end
    }

    /// Visible advance width of `range` in points (trailing white space excluded).
    func width(_ range: Range<Int>) -> Double {
        prefixWidth[trimmedEnd(range)] - prefixWidth[range.lowerBound]
    }
}
