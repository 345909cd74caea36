/// Font fallback inside one shaped run: clusters that came out as .notdef are shaped again with the next faces
/// of the chain, piece by piece; what no face draws is reported as missing.
///
/// Linear in the run's length: each piece is shaped once per face tried, adjacent pieces that chose the same
/// face are shaped once more as one group (so kerning and ligatures work across them), and the run's glyphs are
/// distributed over the pieces in one pass.
extension Shaper {
    func shapeWithFallback(_ run: FontRun, chain: FallbackChain, context: Context, into shaped: inout [ShapedRun],
                           missing: inout [MissingGlyph], shapedScalars: inout Int) {
        let range = run.scalarRange
        let glyphs = shape(range, script: run.script, level: run.level, face: run.face, context: context, shapedScalars: &shapedScalars)
        let notdefClusters = Set(glyphs.filter(\.isNotdef).map(\.cluster)).sorted()
        guard !notdefClusters.isEmpty else {
            shaped.append(ShapedRun(scalarRange: range, level: run.level, script: run.script, face: run.face, glyphs: glyphs))
            return
        }
        // A piece can be cut out only where both a HarfBuzz cluster and a fallback cluster start.
        let glyphClusterStarts = Set(glyphs.map(\.cluster))
        func isCut(_ i: Int) -> Bool {
            i == range.lowerBound || i == range.upperBound || (glyphClusterStarts.contains(i) && context.clusterStarts[i])
        }
        var pieces: [Range<Int>] = []
        for cluster in notdefClusters where pieces.last.map({ cluster >= $0.upperBound }) ?? true {
            var start = cluster, end = cluster + 1
            while !isCut(start) { start -= 1 }
            while !isCut(end) { end += 1 }
            pieces.append(start..<end)
        }

        // Each piece takes the first other face that draws it without .notdef.
        var replacements: [Replacement] = []
        for piece in pieces {
            var replacement: Replacement?
            for face in chain.faces where face !== run.face {
                let candidate = shape(piece, script: run.script, level: run.level, face: face, context: context, shapedScalars: &shapedScalars)
                if !candidate.contains(where: \.isNotdef) {
                    replacement = Replacement(range: piece, face: face, glyphs: candidate, isDrawn: true)
                    break
                }
            }
            if replacement == nil {
                missing.append(MissingGlyph(scalarRange: piece, scalars: Array(context.scalars[piece]), chain: chain.names))
                if run.face !== chain.primary {
                    let notdefs = shape(piece, script: run.script, level: run.level, face: chain.primary, context: context, shapedScalars: &shapedScalars)
                    replacement = Replacement(range: piece, face: chain.primary, glyphs: notdefs, isDrawn: false)
                }
            }
            if let replacement { replacements.append(replacement) }
        }
        replacements = merged(replacements, run: run, context: context, shapedScalars: &shapedScalars)

        // The run's own glyphs for the stretches between replacements, distributed in one pass.
        var segments: [Range<Int>] = []
        var position = range.lowerBound
        for replacement in replacements {
            segments.append(position..<replacement.range.lowerBound)
            position = replacement.range.upperBound
        }
        segments.append(position..<range.upperBound)
        var kept = [[ShapedGlyph]](repeating: [], count: segments.count)
        let lowerBounds = segments.map(\.lowerBound)
        for glyph in glyphs {
            let index = PreparedParagraph.firstIndex(in: lowerBounds, after: glyph.cluster) - 1
            if index >= 0, segments[index].contains(glyph.cluster) { kept[index].append(glyph) }
        }
        func append(_ sub: Range<Int>, face: FontFace, glyphs: [ShapedGlyph]) {
            guard !sub.isEmpty else { return }
            shaped.append(ShapedRun(scalarRange: sub, level: run.level, script: run.script, face: face, glyphs: glyphs))
        }
        for (index, replacement) in replacements.enumerated() {
            append(segments[index], face: run.face, glyphs: kept[index])
            append(replacement.range, face: replacement.face, glyphs: replacement.glyphs)
        }
        append(segments[segments.count - 1], face: run.face, glyphs: kept[segments.count - 1])
    }

    /// A piece of a run shaped with another face; `isDrawn` is false for .notdef boxes no face could replace.
    struct Replacement {
        var range: Range<Int>
        var face: FontFace
        var glyphs: [ShapedGlyph]
        var isDrawn: Bool
    }

    /// Adjacent drawn pieces with the same face, shaped again once as a group; a group whose joint shaping
    /// shows .notdef keeps its pieces apart.
    private func merged(_ replacements: [Replacement], run: FontRun, context: Context, shapedScalars: inout Int) -> [Replacement] {
        var result: [Replacement] = []
        var index = 0
        while index < replacements.count {
            var end = index + 1
            while end < replacements.count, replacements[index].isDrawn, replacements[end].isDrawn,
                  replacements[end].face === replacements[index].face,
                  replacements[end].range.lowerBound == replacements[end - 1].range.upperBound {
                end += 1
            }
            if end - index > 1 {
                let range = replacements[index].range.lowerBound..<replacements[end - 1].range.upperBound
                let face = replacements[index].face
                let glyphs = shape(range, script: run.script, level: run.level, face: face, context: context, shapedScalars: &shapedScalars)
                if !glyphs.contains(where: \.isNotdef) {
                    result.append(Replacement(range: range, face: face, glyphs: glyphs, isDrawn: true))
                } else {
                    result += replacements[index..<end]
                }
            } else {
                result.append(replacements[index])
            }
            index = end
        }
        return result
    }
}
