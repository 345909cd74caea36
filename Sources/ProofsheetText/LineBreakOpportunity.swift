/// A position where a line may (or must) end, found by `LineBreaker` (UAX #14, Unicode 15.0).
///
/// `offset` counts Unicode scalars from the start of the text (the UTF-32 index space FriBidi works in, and the
/// cluster values HarfBuzz reports for a buffer filled with `hb_buffer_add_utf32`). A break at `offset` falls
/// between scalar `offset - 1` and scalar `offset`: the line ends before scalar `offset`. Offsets run from 1 to
/// the scalar count; the last opportunity is always at the end of the text and mandatory (LB3).
package struct LineBreakOpportunity: Equatable, Hashable, Sendable {
    /// Index, in Unicode scalars, of the first scalar after the break.
    package let offset: Int
    /// True where the text requires a break (after BK, CR, LF, NL, a CR LF pair, and at the end of the text).
    package let isMandatory: Bool

    package init(offset: Int, isMandatory: Bool) {
        self.offset = offset
        self.isMandatory = isMandatory
    }
}
