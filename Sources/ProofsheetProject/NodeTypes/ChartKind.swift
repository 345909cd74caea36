import ProofsheetSpec

/// What a `chart` node draws (docs/charts.md): bars or a line over categories, a ring of one series' parts, or a
/// progress ring of one fraction.
package enum ChartKind: String, CaseIterable, Hashable, Sendable {
    case bar
    case line
    case ring
    case progressRing

    /// Whether the kind plots series over categories on a value axis (and so has axis labels and a time axis that
    /// runs with the reading direction).
    package var hasAxes: Bool {
        switch self {
        case .bar, .line: return true
        case .ring, .progressRing: return false
        }
    }
}

/// One series of a chart as authored: its values (one per category, ≥ 0), its name, and its colour role.
package struct ChartSeries: Hashable, Sendable {
    package var values: [Double]
    package var label: TextSource?
    package var colorRole: ColorRole

    package init(values: [Double], label: TextSource? = nil, colorRole: ColorRole) {
        self.values = values
        self.label = label
        self.colorRole = colorRole
    }
}
