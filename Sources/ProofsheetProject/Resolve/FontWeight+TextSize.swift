import ProofsheetText
import ProofsheetSpec

/// Bold Text at a cell's text size (docs/spec.md, "Bold Text"; docs/fonts.md).
extension FontWeight {
    /// The weight drawn at `textSize` with Bold Text on, among the family's `available` weights: Android's rule for
    /// a font scale, iOS's otherwise.
    package func withBoldText(at textSize: TextSize, among available: [FontWeight]) -> FontWeight {
        if case .fontScale = textSize { return adjustedForAndroid(among: available) }
        return steppedUp(among: available)
    }
}
