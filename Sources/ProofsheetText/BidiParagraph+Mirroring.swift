extension BidiParagraph {
    /// The mirrored form of a scalar for display in a right-to-left run (UAX #9 rule L4,
    /// Bidi_Mirroring_Glyph from UCD BidiMirroring.txt), or nil if it has none.
    ///
    /// Do not apply this before shaping with HarfBuzz: HarfBuzz already mirrors every scalar of
    /// a buffer whose direction is right to left (falling back to the font's `rtlm` feature),
    /// and a run's direction is exactly the parity L4 tests, so mirroring here as well would
    /// mirror twice and undo it. Use it for text that is not shaped by HarfBuzz (plain-text
    /// dumps, audits that compare visual strings).
    package static func mirrored(_ scalar: Unicode.Scalar) -> Unicode.Scalar? {
        FriBidi.mirror(scalar)
    }
}
