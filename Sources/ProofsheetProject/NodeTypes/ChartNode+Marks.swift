import ProofsheetSpec

/// A chart's marks: one `chartMarks` node per series (per category for a ring), over the grid or a progress ring's
/// track, each filling the plot and hidden from assistive technology (the chart is one element).
extension ChartNode {
    /// The plot's children in drawing order; heights are values over `axisMax` (docs/charts.md "Layout").
    package func markNodes(axisMax: Double, mirrored: Bool, parts: Parts, with r: SceneResolver) throws -> [ResolvedNode] {
        var marks: [ResolvedNode] = []
        func markNode(_ suffix: String, _ shape: ResolvedChartMarks.Shape, role: ColorRole, part: ControlPart) throws -> ResolvedNode {
            var markBox = ResolvedBox()
            markBox.sizing.width = .fill
            markBox.sizing.height = .fill
            var hidden = Semantics()
            hidden.isHidden = true
            return parts.node(suffix, kind: .chartMarks(ResolvedChartMarks(shape: shape, color: try r.theme.color(role), colorRole: role, isMirrored: mirrored)),
                              box: markBox, semantics: hidden, part: part)
        }
        switch kind {
        case .bar, .line:
            marks.append(try markNode("grid", .gridlines([0, 0.5, 1], width: 1), role: "divider", part: .chartGrid))
            let slot = 1 / Double(labels.count)
            for (index, one) in series.enumerated() {
                let shape: ResolvedChartMarks.Shape
                if kind == .bar {
                    let group = slot * ChartNode.barShare
                    let width = group / Double(series.count)
                    shape = .bars(one.values.enumerated().map { category, value in
                        (x: Double(category) * slot + (slot - group) / 2 + Double(index) * width, width: width, height: axisMax > 0 ? value / axisMax : 0)
                    }, gap: series.count > 1 ? ChartNode.barGap : 0)
                } else {
                    shape = .line(one.values.enumerated().map { category, value in
                        (x: (Double(category) + 0.5) * slot, y: axisMax > 0 ? value / axisMax : 0)
                    }, width: ChartNode.lineWidth)
                }
                marks.append(try markNode("series\(index + 1)", shape, role: one.colorRole, part: .chartMark(series: index)))
            }
        case .ring:
            let values = series[0].values
            let total = values.reduce(0, +)
            var start = 0.0
            for (index, value) in values.enumerated() {
                let end = total > 0 ? start + value / total : start
                marks.append(try markNode("part\(index + 1)", .sectors([(start: start, end: end)], thickness: ChartNode.ringThickness, inset: ChartNode.sectorGap),
                                          role: categoryRoles[index], part: .chartMark(series: index)))
                start = end
            }
        case .progressRing:
            marks.append(try markNode("track", .sectors([(start: 0, end: 1)], thickness: ChartNode.progressThickness, inset: 0), role: "neutralTint", part: .chartTrack))
            marks.append(try markNode("value", .sectors([(start: 0, end: value)], thickness: ChartNode.progressThickness, inset: 0),
                                      role: series[0].colorRole, part: .chartMark(series: 0)))
        }
        return marks
    }
}
