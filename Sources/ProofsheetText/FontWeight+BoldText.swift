/// The platforms' Bold Text settings (docs/spec.md, "Bold Text"; docs/fonts.md).
extension FontWeight {
    /// iOS Bold Text (`UIAccessibility.isBoldTextEnabled`): the next heavier face of `available` (the weights the
    /// family has) after the one this weight draws (`nearest(among:)`); the heaviest face stays as it is.
    package func steppedUp(among available: [FontWeight]) -> FontWeight {
        let drawn = nearest(among: available) ?? self
        return available.filter { $0 > drawn }.min() ?? drawn
    }

    /// Android's bold text (`Configuration.fontWeightAdjustment`, +300): the weight plus 300, at most 1000, drawn
    /// with the face `nearest(among:)` picks from `available` (CSS Fonts 4 §5.2).
    package func adjustedForAndroid(among available: [FontWeight]) -> FontWeight {
        let wanted = FontWeight(Swift.min(value + 300, 1000)) ?? .black
        return wanted.nearest(among: available) ?? wanted
    }
}
