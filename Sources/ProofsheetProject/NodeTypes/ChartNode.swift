import ProofsheetJSON
import ProofsheetSpec

/// `chart`: bars or a line over categories (`labels`), a ring of one series' parts, or a progress ring of one
/// `value`; series colours from token roles (`chart.1` … by default); value-axis labels in the platform's digits
/// for the locale; the time axis runs right to left in right-to-left locales; read as one element whose value is
/// its summary (`a11y.summary`, or `"summary": "generated"`). Sizes, sources and the audits: docs/charts.md.
package struct ChartNode: NodeKind {
    package var kind: ChartKind
    package var labels: [TextSource]
    package var series: [ChartSeries]
    /// A ring's category colours (one per label); empty for the other kinds.
    package var categoryRoles: [ColorRole]
    /// A progress ring's fraction, 0…1.
    package var value: Double
    package var title: TextSource?
    /// Appended to a value in the generated summary (`"unit.km"` → "12 km").
    package var unit: TextSource?
    package var generatesSummary: Bool

    package init(kind: ChartKind, labels: [TextSource], series: [ChartSeries], categoryRoles: [ColorRole], value: Double, title: TextSource? = nil, unit: TextSource? = nil, generatesSummary: Bool) {
        self.kind = kind
        self.labels = labels
        self.series = series
        self.categoryRoles = categoryRoles
        self.value = value
        self.title = title
        self.unit = unit
        self.generatesSummary = generatesSummary
    }

    package static let type = NodeType("chart", keys: keyTable,
                               example: #""type": "chart", "kind": "bar", "labels": [{"literal": "A"}, {"literal": "B"}], "series": [{"values": [1, 2], "color": "accent"}], "a11y": {"summary": {"literal": "A 1, B 2"}}"#) { d, o, _ in
        try ChartNode.decode(d, o)
    }

    /// The default role of the series (or ring category) at `index`: `chart.1`, `chart.2`, ….
    package static func defaultRole(_ index: Int) -> ColorRole { ColorRole("chart.\(index + 1)") }

    package static func decode(_ d: ScreenDecoder, _ o: JSONObjectReader) throws -> ChartNode {
        let kind = try o.requiredCase("kind", ChartKind.self)
        var node = ChartNode(kind: kind, labels: [], series: [], categoryRoles: [], value: 0, title: try d.text(o.optionalValue("title")),
                             unit: try d.text(o.optionalValue("unit")), generatesSummary: false)
        if let summary = o.optionalValue("summary") { node.generatesSummary = try summary.string(oneOf: ["generated"]) == "generated" }
        func refuse(_ keys: [String]) throws {
            for key in keys { if let value = o.optionalValue(key) { throw value.invalid("a \(kind.rawValue) chart does not take '\(key)'") } }
        }
        if kind == .progressRing {
            try refuse(["labels", "series", "colors"])
            node.value = try d.unit(o.requiredValue("value")) ?? 0
            node.series = [ChartSeries(values: [node.value], label: nil, colorRole: try d.role(o.optionalValue("color")) ?? "accent")]
            return node
        }
        try refuse(["value", "color"])
        let labelValues = try o.requiredArray("labels")
        guard !labelValues.isEmpty, labelValues.count <= 31 else {
            throw try o.requiredValue("labels").invalid("expected 1 to 31 category labels, found \(labelValues.count)")
        }
        node.labels = try labelValues.map { try d.text($0)! }
        let seriesValues = try o.requiredArray("series")
        let limit = kind == .ring ? 1 : 8
        guard !seriesValues.isEmpty, seriesValues.count <= limit else {
            throw try o.requiredValue("series").invalid("a \(kind.rawValue) chart takes 1" + (limit > 1 ? " to \(limit)" : "") + " series, found \(seriesValues.count)")
        }
        for (index, reader) in seriesValues.enumerated() {
            let object = try reader.object()
            // A ring takes its colours from `colors`, not per series.
            try object.rejectUnknownKeys(allowed: ChartNode.seriesKeyTable.names.filter { kind != .ring || $0 != "color" })
            let values = try object.requiredArray("values")
            guard values.count == node.labels.count else {
                throw try object.requiredValue("values").invalid("expected \(node.labels.count) values (one per label), found \(values.count)")
            }
            let numbers = try values.map { value -> Double in
                let number = try value.number()
                guard number.isFinite, number >= 0, number <= 1e9 else { throw value.invalid("expected a number from 0 to 1e9, found \(value.value.briefDescription)") }
                return number
            }
            node.series.append(ChartSeries(values: numbers, label: try d.text(object.optionalValue("label")),
                                           colorRole: try d.role(object.optionalValue("color")) ?? defaultRole(index)))
        }
        if kind == .ring {
            let colors = try o.optionalArray("colors")
            if let colors, colors.count != node.labels.count {
                throw try o.requiredValue("colors").invalid("expected \(node.labels.count) colour roles (one per label), found \(colors.count)")
            }
            node.categoryRoles = try colors?.map { try d.role($0) } ?? node.labels.indices.map(defaultRole)
        } else {
            try refuse(["colors"])
        }
        return node
    }

    /// The colour of each marked thing, in order: a ring's categories, else the series.
    package var markRoles: [ColorRole] { kind == .ring ? categoryRoles : series.map(\.colorRole) }

    package func requirements(of node: SpecNode) -> [TokenNeed] { requirements(of: node, on: .ios) }

    package func requirements(of node: SpecNode, on platform: Platform) -> [TokenNeed] {
        let style = ChartNode.labelStyle(on: platform)
        var roles: [ColorRole] = markRoles + ["textSecondary"]
        switch kind {
        case .bar, .line: roles.append("divider")
        case .progressRing: roles.append("neutralTint")
        case .ring: break
        }
        var needs = roles.map(TokenNeed.color) + [.style(style)]
        if title != nil { needs += [.color("textPrimary"), .style(ChartNode.titleStyle(on: platform))] }
        if kind == .progressRing { needs += [.color("textPrimary"), .style(ChartNode.centreStyle(on: platform))] }
        return needs
    }

    package var textSources: [TextSource] { labels + series.compactMap(\.label) + [title, unit].compactMap { $0 } }

    /// Axis and legend labels: Swift Charts draws axis value labels in `.caption2`-sized text; Proofsheet uses the
    /// project's `footnote` on iOS and Material's Body Small on Android (docs/charts.md).
    package static func labelStyle(on platform: Platform) -> TextStyleName { platform == .android ? "bodySmall" : "footnote" }
    package static func titleStyle(on platform: Platform) -> TextStyleName { platform == .android ? "titleMedium" : "headline" }
    package static func centreStyle(on platform: Platform) -> TextStyleName { titleStyle(on: platform) }
}
