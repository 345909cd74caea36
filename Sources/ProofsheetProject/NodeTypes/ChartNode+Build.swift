import ProofsheetSpec

/// A `chart` resolved into primitives: a plot of `chartMarks` nodes (grid, then one per series or ring category),
/// value-axis labels beside it, category labels under it and a legend (docs/charts.md, "Layout").
extension ChartNode {
    /// Plot height of a bar or line chart and diameter of a ring (points); the value axis column's width; the gap
    /// between the plot and its labels. Proofsheet's choices (Swift Charts sizes a chart to its frame; Material 3
    /// has no chart component): docs/charts.md.
    package static let plotHeight = 160.0
    package static let axisWidth = 36.0
    package static let spacing = 8.0
    /// A bar group takes this share of its category's slot; bars of one group are `barGap` points apart.
    package static let barShare = 0.6
    package static let barGap = 2.0
    /// Line width (points); ring thickness (share of the radius) and the gap between sectors (points).
    package static let lineWidth = 2.0
    package static let ringThickness = 0.382
    package static let progressThickness = 0.16
    package static let sectorGap = 2.0

    package func resolve(_ node: SpecNode, box: ResolvedBox, semantics: Semantics, with r: SceneResolver) throws -> ResolvedNode {
        let parts = Parts(id: node.resolvedID, path: node.path, type: ChartNode.type.name)
        let style = ChartNode.labelStyle(on: r.platform)
        let digits = try ChartNumbers(platform: r.platform, locale: r.theme.locale)
        let mirrored = kind.hasAxes && r.theme.locale.direction == .rtl
        let labelTexts = try labels.map(r.theme.text)
        let seriesNames = try series.map { try $0.label.map(r.theme.text) }
        var children: [ResolvedNode] = []
        if let title { children.append(parts.text(try r.text(r.theme.text(title), style: ChartNode.titleStyle(on: r.platform), role: "textPrimary"), suffix: "title")) }

        let axisMax = ChartNumbers.niceMaximum(series.flatMap(\.values).max() ?? 0)
        var marks = try markNodes(axisMax: axisMax, mirrored: mirrored, parts: parts, with: r)
        let labelled = kind == .ring ? true : seriesNames.allSatisfy { $0 != nil }
        let facts = ChartFacts(seriesCount: kind == .progressRing ? 1 : markRoles.count, hasSeriesLabels: labelled,
                               hasSummary: node.a11y.summary != nil || generatesSummary || kind == .progressRing)
        var plotBox = ResolvedBox()
        var plotSemantics = Semantics()
        plotSemantics.role = .image
        if kind.hasAxes {
            plotBox.sizing.flex = 1
            plotBox.sizing.height = .points(ChartNode.plotHeight)
            let plot = parts.node("plot", kind: .zstack(alignment: .center), box: plotBox, semantics: plotSemantics, part: .chartPlot(facts), children: marks)
            // The column is at least `axisWidth`, wider when the longest label at this text size needs it (digits are
            // about 0.6 em wide in the shipped fonts; 8 points of gap from the plot).
            let axisTexts = [axisMax, axisMax / 2, 0].map(digits.format)
            let labelSize = try r.text("0", style: style, role: "textSecondary").size
            let axisWidth = max(ChartNode.axisWidth, Double(axisTexts.map(\.count).max() ?? 0) * 0.6 * labelSize + 8)
            let axisLabels = try [axisMax, axisMax / 2, 0].enumerated().map { position, number in
                parts.text(try r.text(digits.format(number), style: style, role: "textSecondary", maxLines: 1), suffix: "axis\(position + 1)")
            }
            // One label line taller than the plot and centred on it, so each label is centred on its grid line.
            var axisBox = ResolvedBox()
            axisBox.sizing.width = .points(axisWidth)
            axisBox.sizing.height = .points(ChartNode.plotHeight + (axisLabels.first.flatMap { node -> Double? in
                if case .text(let text) = node.kind { return text.lineHeight } else { return nil }
            } ?? 0))
            let gaps = (1...2).map { parts.node("axisGap\($0)", kind: .spacer(minLength: 0)) }
            let axis = parts.node("axis", kind: .vstack(spacing: 0, alignment: r.platform == .android ? .trailing : .leading), box: axisBox,
                                  children: [axisLabels[0], gaps[0], axisLabels[1], gaps[1], axisLabels[2]])
            // The value axis: at the trailing edge on iOS (Swift Charts' default), at the leading edge on Android (Google's
            // Material charts library: the primary measure axis at the start); hstacks put both the other way in RTL.
            let axisLeads = r.platform == .android
            children.append(parts.node("plotRow", kind: .hstack(spacing: 0, alignment: .center), children: axisLeads ? [axis, plot] : [plot, axis]))
            var categoryRow = try labelTexts.enumerated().map { index, text in
                parts.text(try r.text(text, style: style, role: "textSecondary", maxLines: 1, alignment: .center), suffix: "label\(index + 1)", flex: 1)
            }
            var gutter = ResolvedBox()
            gutter.sizing.width = .points(axisWidth)
            let gutterNode = parts.node("gutter", kind: .rect, box: gutter)
            if axisLeads { categoryRow.insert(gutterNode, at: 0) } else { categoryRow.append(gutterNode) }
            children.append(parts.node("labels", kind: .hstack(spacing: 0, alignment: .top), children: categoryRow))
        } else {
            plotBox.sizing.width = .points(ChartNode.plotHeight)
            plotBox.sizing.height = .points(ChartNode.plotHeight)
            if kind == .progressRing {
                marks.append(parts.text(try r.text(digits.format(value * 100) + digits.percent, style: ChartNode.centreStyle(on: r.platform), role: "textPrimary"),
                                        suffix: "percent"))
            }
            children.append(parts.node("plot", kind: .zstack(alignment: .center), box: plotBox, semantics: plotSemantics, part: .chartPlot(facts), children: marks))
        }
        // The legend: a swatch and a name per series (per category for a ring), in spec order.
        let legendNames: [(String, ColorRole)] = kind == .ring ? Array(zip(labelTexts, categoryRoles))
            : zip(seriesNames, series.map(\.colorRole)).compactMap { name, role in name.map { ($0, role) } }
        if !legendNames.isEmpty, kind != .progressRing {
            let entries = try legendNames.enumerated().map { index, entry -> ResolvedNode in
                var swatch = ResolvedBox()
                swatch.sizing.width = .points(10)
                swatch.sizing.height = .points(10)
                swatch.cornerRadius = 5
                try swatch.fill(role: entry.1, theme: r.theme)
                return parts.node("legend\(index + 1)", kind: .hstack(spacing: 4, alignment: .center), children: [
                    parts.node("legend\(index + 1).swatch", kind: .rect, box: swatch),
                    parts.text(try r.text(entry.0, style: style, role: "textSecondary"), suffix: "legend\(index + 1).label"),
                ])
            }
            children.append(parts.node("legend", kind: kind == .ring ? .vstack(spacing: 4, alignment: .leading) : .hstack(spacing: 12, alignment: .center),
                                       children: entries))
        }

        // The chart is one element: its texts (title, axis, legend) are what its name and summary say.
        children = children.map(ChartNode.hidden)
        var semantics = semantics
        semantics.role = semantics.role ?? (kind == .progressRing ? "progressbar" : "image")
        if semantics.label == nil, let title { semantics.label = try r.theme.text(title) }
        if let summary = node.a11y.summary {
            semantics.value = try r.theme.text(summary)
        } else if generatesSummary {
            semantics.value = try ChartSummary(chart: self, labels: labelTexts, seriesNames: seriesNames, unit: try unit.map(r.theme.text),
                                               numbers: digits, locale: r.theme.locale).text()
        } else if kind == .progressRing, semantics.value == nil {
            semantics.value = digits.format(value * 100) + digits.percent
        }
        semantics.mergesDescendants = true
        var resolved = r.resolved(node, as: .vstack(spacing: ChartNode.spacing, alignment: kind.hasAxes ? .fill : .center), box: box, semantics: semantics,
                                  children: children)
        resolved.part = nil
        return resolved
    }

    /// `node` and everything under it hidden from assistive technology.
    package static func hidden(_ node: ResolvedNode) -> ResolvedNode {
        var node = node
        node.semantics.isHidden = true
        node.children = node.children.map(hidden)
        return node
    }
}
