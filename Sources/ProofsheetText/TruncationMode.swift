/// Where the last line of truncated text may be cut before its "…" (the spec's `truncate` property of a text node).
///
/// Either way the "…" goes at the logical end of what is kept and takes the paragraph's direction.
public enum TruncationMode: String, Hashable, Sendable, CaseIterable {
    /// At any grapheme cluster boundary (UAX #29), as UIKit's `byTruncatingTail` and Android's
    /// `ellipsize="end"` cut labels: the most text that fits. The default.
    case character
    /// At a line-break opportunity (UAX #14), so no word is cut; a first word too wide for the line with
    /// "…" is still cut at a grapheme boundary, because showing nothing but "…" would hide even its start.
    case word
}
