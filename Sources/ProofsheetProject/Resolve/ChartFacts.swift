/// What the chart audits need to know about a whole chart beyond its marks' pixels, recorded by `ChartNode` on its
/// plot (`ControlPart.chartPlot`).
package struct ChartFacts: Hashable, Sendable {
    /// The number of marked series (categories, for a ring) the plot draws in different colours.
    package var seriesCount: Int
    /// Whether each series is named in text on screen (a legend entry beside its swatch), so colour is not the only
    /// thing that tells them apart.
    package var hasSeriesLabels: Bool
    /// Whether the chart has an accessible summary (`a11y.summary`, or `"summary": "generated"`).
    package var hasSummary: Bool
}
