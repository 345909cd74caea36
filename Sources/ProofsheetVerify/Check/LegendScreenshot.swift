/// Where the screenshot goes in an accessibility legend drawn without it (`AccessibilityLegend`, the artefact a check
/// writes): the legend image's pixel size and, in its pixels (top-left origin), the rectangle the actual image fills.
/// The report page lays the legend over the actual image scaled to that rectangle (issue #43: the screenshot was
/// resampled and encoded again in every changed cell's legend).
package struct LegendScreenshot: Sendable, Equatable {
    package var x: Int
    package var y: Int
    package var width: Int
    package var height: Int
    /// The legend image's size in pixels.
    package var legendWidth: Int
    package var legendHeight: Int

    package init(x: Int, y: Int, width: Int, height: Int, legendWidth: Int, legendHeight: Int) {
        self.x = x
        self.y = y
        self.width = width
        self.height = height
        self.legendWidth = legendWidth
        self.legendHeight = legendHeight
    }

    /// The fields in report.json's order.
    package static let keys = ["x", "y", "width", "height", "legendWidth", "legendHeight"]

    package var values: [Int] { [x, y, width, height, legendWidth, legendHeight] }

    /// True when the rectangle lies inside the legend and is not empty.
    package var isInsideLegend: Bool {
        x >= 0 && y >= 0 && width > 0 && height > 0 && x + width <= legendWidth && y + height <= legendHeight
    }
}
