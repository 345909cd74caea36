/// Font fallback inside one shaped run: clusters that came out as .notdef are shaped again with the next faces
/// of the chain, piece by piece; what no face draws is reported as missing.
///
/// Linear in the run's length: each piece is shaped once per face tried, adjacent pieces that chose the same
/// face are shaped once more as one group (so kerning and ligatures work across them), and the run's glyphs are
/// distributed over the pieces in one pass.
extension Shaper {
    package func shapeWithFallback(_ run: FontRun, chain: FallbackChain, context: Context, into shaped: inout [ShapedRun],
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

        // Each piece takes the first other face that draws it without .notdef; a piece no face draws whole is
        // split into its ZWJ-joined parts, each drawn by the first face that can (tofu only where none can).
        var replacements: [Replacement] = []
        for piece in pieces {
            if let replacement = firstDrawing(piece, excluding: run.face, run: run, chain: chain, context: context, shapedScalars: &shapedScalars) {
                replacements.append(replacement)
                continue
            }
            let parts = Shaper.joinedParts(of: piece, in: context.scalars)
            for part in parts {
                if parts.count > 1, let replacement = firstDrawing(part, excluding: nil, run: run, chain: chain, context: context, shapedScalars: &shapedScalars) {
                    replacements.append(replacement)
                    continue
                }
                missing += Shaper.missingCharacters(in: part, chain: chain, scalars: context.scalars)
                if run.face !== chain.primary {
                    let notdefs = shape(part, script: run.script, level: run.level, face: chain.primary, context: context, shapedScalars: &shapedScalars)
                    replacements.append(Replacement(range: part, face: chain.primary, glyphs: notdefs, isDrawn: false))
                }
            }
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

    /// `range` shaped with the first face of the chain (other than `excluding`) that draws it without .notdef.
    private func firstDrawing(_ range: Range<Int>, excluding tried: FontFace?, run: FontRun, chain: FallbackChain,
                              context: Context, shapedScalars: inout Int) -> Replacement? {
        for face in chain.faces where face !== tried {
            let glyphs = shape(range, script: run.script, level: run.level, face: face, context: context, shapedScalars: &shapedScalars)
            if !glyphs.contains(where: \.isNotdef) { return Replacement(range: range, face: face, glyphs: glyphs, isDrawn: true) }
        }
        return nil
    }

    /// The parts of a fallback cluster that ZERO WIDTH JOINERs join (each ZWJ stays with the part before it): an
    /// emoji ZWJ sequence no face draws as one glyph is drawn as its components, as UTS #51 §2.3 allows.
    package static func joinedParts(of range: Range<Int>, in scalars: [Unicode.Scalar]) -> [Range<Int>] {
        let zwj: Unicode.Scalar = "\u{200D}"
        var parts: [Range<Int>] = []
        var start = range.lowerBound
        for i in range.dropFirst() where scalars[i - 1] == zwj && scalars[i] != zwj {
            parts.append(start..<i)
            start = i
        }
        parts.append(start..<range.upperBound)
        return parts
    }

    /// One `MissingGlyph` per character of `range` that no face of the chain has; default-ignorable characters
    /// (ZWJ, variation selectors, tags), which are drawn invisibly, never count. When every character is in some
    /// face but no face has them together (a base and a mark from different faces), the visible ones are reported.
    package static func missingCharacters(in range: Range<Int>, chain: FallbackChain, scalars: [Unicode.Scalar]) -> [MissingGlyph] {
        let visible = range.filter { !FallbackCluster.isDefaultIgnorable(scalars[$0]) }
        let absent = visible.filter { i in !chain.faces.contains { $0.hasGlyph(for: scalars[i]) } }
        return (absent.isEmpty ? visible : absent).map {
            MissingGlyph(scalarRange: $0..<($0 + 1), scalars: [scalars[$0]], chain: chain.names)
        }
    }

    /// A piece of a run shaped with another face; `isDrawn` is false for .notdef boxes no face could replace.
    package struct Replacement {
        package var range: Range<Int>
        package var face: FontFace
        package var glyphs: [ShapedGlyph]
        package var isDrawn: Bool
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
