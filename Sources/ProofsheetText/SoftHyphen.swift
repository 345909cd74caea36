/// The hyphen drawn where a line breaks at a SOFT HYPHEN (U+00AD).
///
/// The Unicode Standard (§23.2, "Hyphenation") describes a soft hyphen as invisible unless the line breaks
/// there, where the usual rendering shows a hyphen. The glyph is the font's HYPHEN (U+2010) or, when it has
/// none, HYPHEN-MINUS (U+002D), from the face that shaped the character before the soft hyphen. Scripts that do
/// not hyphenate with a visible mark get none: Arabic (whose words are not hyphenated at all).
package struct SoftHyphen: Hashable, Sendable {
    /// The soft hyphen's offset in its paragraph, in scalars.
    package let offset: Int
    /// The character drawn (U+2010 or U+002D), for reports.
    package let character: Unicode.Scalar
    package let face: FontFace
    package let glyph: ShapedGlyph
    /// The hyphen's advance in points.
    package let width: Double

    package static let scalar: Unicode.Scalar = "\u{00AD}"

    /// The hyphen for the soft hyphen at `offset`, nil in a script without visible hyphens or when the face has
    /// neither hyphen character.
    package init?(offset: Int, run: ShapedRun, style: TextStyle) {
        guard run.script != .arabic else { return nil }
        let face = run.face
        guard let character: Unicode.Scalar = face.hasGlyph(for: "\u{2010}") ? "\u{2010}" : (face.hasGlyph(for: "-") ? "-" : nil),
              let chain = FallbackChain([face]) else { return nil }
        let shaped = Shaper(language: style.language).shape([character], levels: [run.level], chain: chain)
        guard let glyph = shaped.runs.first?.glyphs.first else { return nil }
        self.offset = offset
        self.character = character
        self.face = face
        self.glyph = ShapedGlyph(id: glyph.id, cluster: offset, xAdvance: glyph.xAdvance, yAdvance: glyph.yAdvance,
                                 xOffset: glyph.xOffset, yOffset: glyph.yOffset)
        self.width = Double(glyph.xAdvance) * style.size / Double(face.unitsPerEm)
    }

    /// The same hyphen for the soft hyphen at another offset of the same run.
    package func at(offset: Int) -> SoftHyphen {
        SoftHyphen(offset: offset, character: character, face: face,
                   glyph: ShapedGlyph(id: glyph.id, cluster: offset, xAdvance: glyph.xAdvance, yAdvance: glyph.yAdvance,
                                      xOffset: glyph.xOffset, yOffset: glyph.yOffset),
                   width: width)
    }

    private init(offset: Int, character: Unicode.Scalar, face: FontFace, glyph: ShapedGlyph, width: Double) {
        self.offset = offset
        self.character = character
        self.face = face
        self.glyph = glyph
        self.width = width
    }
}
