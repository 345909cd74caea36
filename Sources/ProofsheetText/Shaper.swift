import CHarfBuzz

/// Shapes paragraphs with HarfBuzz: itemizes them into font runs, shapes each run with the paragraph as
/// context, and falls back along the chain for clusters that come out as .notdef.
///
/// Per run the HarfBuzz buffer gets: direction from the level (odd = RTL), the run's script, the shaper's
/// language, cluster level "monotone characters", and the whole paragraph as pre/post context
/// (`hb_buffer_add_codepoints` with item offset and length) so Arabic letters join across run boundaries.
/// Output is in font units (see `ShapedGlyph`). Thread-safe: each call makes its own `hb_buffer_t`, and fonts
/// are immutable.
package struct Shaper: Hashable, Sendable {
    /// BCP 47 language tag of the text, e.g. `en` or `ar`; selects OpenType language systems (`locl` forms).
    package var language: String

    package init(language: String) {
        self.language = language
    }

    /// Itemizes and shapes one paragraph; `levels` holds one UAX #9 embedding level per scalar.
    package func shape(_ scalars: [Unicode.Scalar], levels: [UInt8], chain: FallbackChain) -> ShapedParagraph {
        shape(scalars, runs: FontItemizer.itemize(scalars, levels: levels, chain: chain), chain: chain)
    }

    /// Shapes already itemized runs of one paragraph (runs in logical order, each with the face to try first).
    package func shape(_ scalars: [Unicode.Scalar], runs: [FontRun], chain: FallbackChain) -> ShapedParagraph {
        let context = Context(scalars: scalars, language: language)
        var shaped: [ShapedRun] = []
        var missing: [MissingGlyph] = []
        var shapedScalars = 0
        for run in runs {
            shapeWithFallback(run, chain: chain, context: context, into: &shaped, missing: &missing, shapedScalars: &shapedScalars)
        }
        var paragraph = ShapedParagraph(scalars: scalars, runs: shaped, missingGlyphs: missing)
        paragraph.shapedScalars = shapedScalars
        return paragraph
    }

    /// What every run of one paragraph shares.
    package struct Context {
        package let scalars: [Unicode.Scalar]
        package let codepoints: [UInt32]
        package let clusterStarts: [Bool]
        package let language: hb_language_t?

        package init(scalars: [Unicode.Scalar], language: String) {
            self.scalars = scalars
            codepoints = scalars.map(\.value)
            clusterStarts = FallbackCluster.starts(scalars)
            self.language = hb_language_from_string(language.isEmpty ? "und" : language, -1)
        }
    }

    /// One `hb_shape` call over `range` of the paragraph, the rest of the paragraph given as context.
    package func shape(_ range: Range<Int>, script: Script, level: UInt8, face: FontFace, context: Context,
               shapedScalars: inout Int) -> [ShapedGlyph] {
        shapedScalars += range.count
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
