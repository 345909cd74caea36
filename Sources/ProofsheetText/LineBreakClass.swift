/// A Line_Break property value, as listed in the Unicode Character Database (UAX #14 §5.1, Unicode 15.0).
///
/// Case names are the UCD short aliases in lower case (`.al` is `AL`, Alphabetic). The raw values are the
/// encoding used by the generated table in `LineBreakTable.swift`; `scripts/gen-linebreak-table` reads them from
/// this file, so renumber only together with a regenerated table.
package enum LineBreakClass: UInt8, CaseIterable, Sendable {
    // Non-tailorable classes (UAX #14 Table 1).
    /// Mandatory Break: forces a break after it.
    case bk = 0
    /// Carriage Return.
    case cr = 1
    /// Line Feed.
    case lf = 2
    /// Combining Mark: attaches to the preceding character.
    case cm = 3
    /// Next Line (U+0085).
    case nl = 4
    /// Surrogate (never seen in a `String`).
    case sg = 5
    /// Word Joiner: prohibits breaks on both sides.
    case wj = 6
    /// Zero Width Space: a break opportunity.
    case zw = 7
    /// Non-breaking ("Glue").
    case gl = 8
    /// Space.
    case sp = 9
    /// Zero Width Joiner.
    case zwj = 10
    // Break opportunities.
    /// Break Opportunity Before and After (em dash).
    case b2 = 11
    /// Break After.
    case ba = 12
    /// Break Before.
    case bb = 13
    /// Hyphen (U+002D).
    case hy = 14
    /// Contingent Break Opportunity (inline objects).
    case cb = 15
    // Characters prohibiting certain breaks.
    /// Close Punctuation.
    case cl = 16
    /// Close Parenthesis.
    case cp = 17
    /// Exclamation / Interrogation.
    case ex = 18
    /// Inseparable (leaders).
    case `in` = 19
    /// Nonstarter.
    case ns = 20
    /// Open Punctuation.
    case op = 21
    /// Quotation.
    case qu = 22
    // Numeric context.
    /// Infix Numeric Separator.
    case `is` = 23
    /// Numeric.
    case nu = 24
    /// Postfix Numeric.
    case po = 25
    /// Prefix Numeric.
    case pr = 26
    /// Symbols Allowing Break After (solidus).
    case sy = 27
    // Other characters.
    /// Ambiguous (Alphabetic or Ideographic).
    case ai = 28
    /// Alphabetic.
    case al = 29
    /// Conditional Japanese Starter.
    case cj = 30
    /// Emoji Base.
    case eb = 31
    /// Emoji Modifier.
    case em = 32
    /// Hangul LV Syllable.
    case h2 = 33
    /// Hangul LVT Syllable.
    case h3 = 34
    /// Hebrew Letter.
    case hl = 35
    /// Ideographic.
    case id = 36
    /// Hangul L Jamo.
    case jl = 37
    /// Hangul V Jamo.
    case jv = 38
    /// Hangul T Jamo.
    case jt = 39
    /// Regional Indicator.
    case ri = 40
    /// Complex Context Dependent (South East Asian scripts).
    case sa = 41
    /// Unknown.
    case xx = 42
}
