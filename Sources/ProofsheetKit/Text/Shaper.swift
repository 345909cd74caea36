import CHarfBuzz

/// Shapes paragraphs with HarfBuzz: itemizes them into font runs, shapes each run with the paragraph as
/// context, and falls back along the chain for clusters that come out as .notdef.
///
/// Per run the HarfBuzz buffer gets: direction from the level (odd = RTL), the run's script, the shaper's
/// language, cluster level "monotone characters", and the whole paragraph as pre/post context
/// (`hb_buffer_add_codepoints` with item offset and length) so Arabic letters join across run boundaries.
/// Output is in font units (see `ShapedGlyph`). Thread-safe: each call makes its own `hb_buffer_t`, and fonts
/// are immutable.
public struct Shaper: Hashable, Sendable {
    /// BCP 47 language tag of the text, e.g. `en` or `ar`; selects OpenType language systems (`locl` forms).
    public var language: String

    public init(language: String) {
        self.language = language
    }

    /// Itemizes and shapes one paragraph; `levels` holds one UAX #9 embedding level per scalar.
    public func shape(_ scalars: [Unicode.Scalar], levels: [UInt8], chain: FallbackChain) -> ShapedParagraph {
        shape(scalars, runs: FontItemizer.itemize(scalars, levels: levels, chain: chain), chain: chain)
    }

    /// Shapes already itemized runs of one paragraph (runs in logical order, each with the face to try first).
    public func shape(_ scalars: [Unicode.Scalar], runs: [FontRun], chain: FallbackChain) -> ShapedParagraph {
        let context = Context(scalars: scalars, language: language)
        var shaped: [ShapedRun] = []
        var missing: [MissingGlyph] = []
        for run in runs {
            shapeWithFallback(run, chain: chain, context: context, into: &shaped, missing: &missing)
        }
        return ShapedParagraph(scalars: scalars, runs: shaped, missingGlyphs: missing)
    }

    /// What every run of one paragraph shares.
    private struct Context {
        let scalars: [Unicode.Scalar]
        let codepoints: [UInt32]
        let clusterStarts: [Bool]
        let language: hb_language_t?

        init(scalars: [Unicode.Scalar], language: String) {
            self.scalars = scalars
            codepoints = scalars.map(\.value)
            clusterStarts = FallbackCluster.starts(scalars)
            self.language = hb_language_from_string(language.isEmpty ? "und" : language, -1)
        }
    }

    private func shapeWithFallback(_ run: FontRun, chain: FallbackChain, context: Context,
                                   into shaped: inout [ShapedRun], missing: inout [MissingGlyph]) {
        let range = run.scalarRange
        let glyphs = shape(range, script: run.script, level: run.level, face: run.face, context: context)
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
        for cluster in notdefClusters where pieces.last.map({ !$0.contains(cluster) }) ?? true {
            var start = cluster, end = cluster + 1
            while !isCut(start) { start -= 1 }
            while !isCut(end) { end += 1 }
            pieces.append(start..<end)
        }

        // Each piece takes the first other face that draws it without .notdef; adjacent pieces that chose the
        // same face are shaped again as one, so kerning and ligatures work across them.
        var replacements: [(range: Range<Int>, face: FontFace, glyphs: [ShapedGlyph], isDrawn: Bool)] = []
        for piece in pieces {
            var replacement: (range: Range<Int>, face: FontFace, glyphs: [ShapedGlyph], isDrawn: Bool)?
            for face in chain.faces where face !== run.face {
                let candidate = shape(piece, script: run.script, level: run.level, face: face, context: context)
                if !candidate.contains(where: \.isNotdef) {
                    replacement = (piece, face, candidate, true)
                    break
                }
            }
            if replacement == nil {
                missing.append(MissingGlyph(scalarRange: piece, scalars: Array(context.scalars[piece]), chain: chain.names))
                if run.face !== chain.primary {
                    let notdefs = shape(piece, script: run.script, level: run.level, face: chain.primary, context: context)
                    replacement = (piece, chain.primary, notdefs, false)
                }
            }
            guard let current = replacement else { continue }
            if let last = replacements.last, last.isDrawn, current.isDrawn, last.face === current.face,
               last.range.upperBound == current.range.lowerBound {
                let merged = last.range.lowerBound..<current.range.upperBound
                let glyphs = shape(merged, script: run.script, level: run.level, face: current.face, context: context)
                if !glyphs.contains(where: \.isNotdef) {
                    replacements[replacements.count - 1] = (merged, current.face, glyphs, true)
                    continue
                }
            }
            replacements.append(current)
        }

        func append(_ sub: Range<Int>, face: FontFace, glyphs: [ShapedGlyph]) {
            guard !sub.isEmpty else { return }
            shaped.append(ShapedRun(scalarRange: sub, level: run.level, script: run.script, face: face, glyphs: glyphs))
        }
        var position = range.lowerBound
        for replacement in replacements {
            let kept = position..<replacement.range.lowerBound
            append(kept, face: run.face, glyphs: glyphs.filter { kept.contains($0.cluster) })
            append(replacement.range, face: replacement.face, glyphs: replacement.glyphs)
            position = replacement.range.upperBound
        }
        let rest = position..<range.upperBound
        append(rest, face: run.face, glyphs: glyphs.filter { rest.contains($0.cluster) })
    }

    /// One `hb_shape` call over `range` of the paragraph, the rest of the paragraph given as context.
    private func shape(_ range: Range<Int>, script: Script, level: UInt8, face: FontFace, context: Context) -> [ShapedGlyph] {
        let buffer = hb_buffer_create()
        defer { hb_buffer_destroy(buffer) }
        hb_buffer_set_direction(buffer, level & 1 == 1 ? HB_DIRECTION_RTL : HB_DIRECTION_LTR)
        hb_buffer_set_script(buffer, hb_script_t(rawValue: script.tag))
        hb_buffer_set_language(buffer, context.language)
        hb_buffer_set_cluster_level(buffer, HB_BUFFER_CLUSTER_LEVEL_MONOTONE_CHARACTERS)
        var flags = HB_BUFFER_FLAG_DEFAULT.rawValue
        if range.lowerBound == 0 { flags |= HB_BUFFER_FLAG_BOT.rawValue }
        if range.upperBound == context.codepoints.count { flags |= HB_BUFFER_FLAG_EOT.rawValue }
        hb_buffer_set_flags(buffer, hb_buffer_flags_t(rawValue: flags))
        context.codepoints.withUnsafeBufferPointer {
            hb_buffer_add_codepoints(buffer, $0.baseAddress, Int32($0.count), UInt32(range.lowerBound), Int32(range.count))
        }
        face.withHarfBuzzFont { hb_shape($0, buffer, nil, 0) }

        var count: UInt32 = 0
        guard let infos = hb_buffer_get_glyph_infos(buffer, &count),
              let positions = hb_buffer_get_glyph_positions(buffer, &count) else { return [] }
        return (0..<Int(count)).map { i in
            ShapedGlyph(id: infos[i].codepoint, cluster: Int(infos[i].cluster),
                        xAdvance: positions[i].x_advance, yAdvance: positions[i].y_advance,
                        xOffset: positions[i].x_offset, yOffset: positions[i].y_offset)
        }
    }
}
