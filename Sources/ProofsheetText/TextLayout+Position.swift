import ProofsheetRaster

/// Placing one line's glyphs: UAX #9 L1 and L2 over the line, trailing white space dropped, alignment, baseline.
extension TextLayout {
    /// Which text a positioned line shows, and how its local cluster offsets map to the whole text.
    package enum LineSource {
        /// A line of a prepared paragraph that starts at `globalStart` in the whole text.
        case paragraph(globalStart: Int)
        /// An `EllipsizedLine` whose first `kept` scalars are the whole text's from `globalStart`; the scalar after
        /// them ("…") was added by truncation.
        case ellipsized(globalStart: Int, kept: Int)
    }

    /// Places one line's glyphs in visual order (UAX #9 L2 over the line, trailing white space dropped), in points
    /// from the text box's top-left corner. Linear in the line's glyphs plus O(log n) per bidi run.
    package static func position(_ paragraph: PreparedParagraph, range: Range<Int>, source: LineSource, globalRange: Range<Int>,
                         top: Double, alignWidth: Double, style: TextStyle, endsWithoutBreakOpportunity: Bool = false,
                         work: inout TextWork) -> TextLine {
        let visible = range.lowerBound..<paragraph.trimmedEnd(range)
        var hyphen: SoftHyphen?
        if case .paragraph = source { hyphen = paragraph.hyphen(endingLine: range) }
        var ordered: [(glyph: ShapedGlyph, face: FontFace)] = []
        if !visible.isEmpty {
            for run in paragraph.bidi.runs(lineRange: visible, endsWithHyphen: hyphen != nil) {
                let logical = run.logicalRange
                var glyphs = Array(paragraph.logicalGlyphs[paragraph.glyphStart[logical.lowerBound]..<paragraph.glyphStart[logical.upperBound]])
                if let hyphen, logical.contains(hyphen.offset) {
                    let first = paragraph.glyphStart[hyphen.offset] - paragraph.glyphStart[logical.lowerBound]
                    let end = paragraph.glyphStart[hyphen.offset + 1] - paragraph.glyphStart[logical.lowerBound]
                    glyphs.replaceSubrange(first..<end, with: [(hyphen.glyph, hyphen.face)])
                }
                ordered += run.direction == .rtl ? clustersReversed(glyphs) : glyphs
            }
        }
        let lineWidth = paragraph.width(visible) + (hyphen?.width ?? 0)
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
            let cluster: Int
            switch source {
            case .paragraph(let globalStart): cluster = globalStart + glyph.cluster
            case .ellipsized(let globalStart, let kept): cluster = glyph.cluster >= kept ? -1 : globalStart + glyph.cluster
            }
            placed.append(PlacedGlyph(face: face, id: glyph.id, x: pen + Double(glyph.xOffset) * scale,
                                      y: baseline - Double(glyph.yOffset) * scale, cluster: cluster))
            pen += Double(glyph.xAdvance) * scale
        }
        work.placedGlyphs += placed.count
        var shownEnd = globalRange.upperBound
        if case .ellipsized(let globalStart, let kept) = source { shownEnd = globalStart + kept }
        return TextLine(range: globalRange, box: Rect(x: startX, y: top, width: lineWidth, height: style.effectiveLineHeight),
                        baseline: baseline, glyphs: placed, isEllipsized: { if case .ellipsized = source { return true }; return false }(),
                        direction: direction, shownEnd: shownEnd, hyphen: hyphen?.character, endsWithoutBreakOpportunity: endsWithoutBreakOpportunity)
    }

    /// Glyphs sorted by ascending cluster, reordered for a right-to-left run: clusters descending, each cluster's
    /// glyphs kept in HarfBuzz's order (base before marks).
    package static func clustersReversed(_ glyphs: [(glyph: ShapedGlyph, face: FontFace)]) -> [(glyph: ShapedGlyph, face: FontFace)] {
        var result: [(glyph: ShapedGlyph, face: FontFace)] = []
        result.reserveCapacity(glyphs.count)
        var end = glyphs.count
        while end > 0 {
            var first = end - 1
            while first > 0, glyphs[first - 1].glyph.cluster == glyphs[end - 1].glyph.cluster { first -= 1 }
            result += glyphs[first..<end]
            end = first
        }
        return result
    }
}
