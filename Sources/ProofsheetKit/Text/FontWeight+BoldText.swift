/// The platforms' Bold Text settings (docs/spec.md, "Bold Text").
extension FontWeight {
    /// The OpenType weight class (`usWeightClass`): 400, 500 and 700.
    public var weightClass: Int {
        switch self {
        case .regular: return 400
        case .medium: return 500
        case .bold: return 700
        }
    }

    /// iOS Bold Text (`UIAccessibility.isBoldTextEnabled`): the next heavier face the families have; bold has none
    /// heavier and stays bold.
    var steppedUp: FontWeight {
        switch self {
        case .regular: return .bold
        case .medium: return .bold
        case .bold: return .bold
        }
    }

    /// Android's bold text (`Configuration.fontWeightAdjustment`, +300): the weight class plus 300, at most 1000,
    /// drawn with the nearest face (a tie goes to the heavier one).
    var adjustedForAndroid: FontWeight {
        let wanted = min(weightClass + 300, 1000)
        return FontWeight.allCases.min { a, b in
            let da = abs(a.weightClass - wanted), db = abs(b.weightClass - wanted)
            return da != db ? da < db : a.weightClass > b.weightClass
        } ?? self
    }

    /// The weight drawn at `textSize` with Bold Text on: Android's rule for a font scale, iOS's otherwise.
    func withBoldText(at textSize: TextSize) -> FontWeight {
        if case .fontScale = textSize { return adjustedForAndroid }
        return steppedUp
    }
}
