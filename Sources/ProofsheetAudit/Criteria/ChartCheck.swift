import ProofsheetRaster
import ProofsheetProject
import ProofsheetSpec

/// The audits of a chart's data marks beyond their contrast (which `NonTextContrastCheck` measures), read from the
/// plot's `ChartFacts` and the colours the painter recorded for each series' marks (`ControlPart.chartMark`):
///
/// * `colorOnly` (WCAG 2.2 §1.4.1, error): a plot with two or more series (ring categories) and no text naming each
///   one (no legend labels), so only colour tells them apart.
/// * `statusDistinguishable` (§1.4.1, error): two adjacent series (neighbours in spec order; a ring's last and first
///   sectors touch too) whose drawn colours become alike for a dichromat (CIEDE2000 ΔE00 below
///   `StatusDistinguishableCheck.minimumDeltaE` after the Machado et al. 2009 simulation), when no labels name the
///   series. One finding per pair, naming every deficiency concerned.
/// * `missingName` (§1.1.1, error): a chart with neither `a11y.summary` nor a generated summary: the screen reader
///   says what it is but not what its data shows.
package enum ChartCheck {
    package static func run(_ s: AuditScene, into findings: inout [Finding]) {
        for plot in s.nodes.indices where s.isPainted(plot) {
            guard case .chartPlot(let facts)? = s.nodes[plot].part else { continue }
            let chart = s.ancestors(of: plot).first { s.nodes[$0].semantics.mergesDescendants } ?? plot
            if s.isHidden(chart) { continue }
            let frame = s.scene.frames[chart]
            if s.settings.audits(.missingName), !facts.hasSummary {
                findings.append(s.finding(.missingName, node: chart, severity: .error, rect: frame,
                                          message: "\(s.describe(chart)) has no summary of its data for screen readers; add a11y.summary (a string key) or \"summary\": \"generated\"",
                                          evidence: ["type": s.nodes[chart].type], wcag: "1.1.1"))
            }
            guard facts.seriesCount > 1, !facts.hasSeriesLabels else { continue }
            if s.settings.audits(.colorOnly) {
                findings.append(s.finding(.colorOnly, node: chart, severity: .error, rect: frame,
                                          message: "\(s.describe(chart)) tells its \(facts.seriesCount) series apart by colour alone; give each series a 'label' (shown in the legend)",
                                          evidence: ["series": String(facts.seriesCount)]))
            }
            if s.settings.audits(.statusDistinguishable) { distinguish(plot, chart: chart, s, into: &findings) }
        }
    }

    /// Adjacent series whose colours a dichromacy makes alike.
    package static func distinguish(_ plot: Int, chart: Int, _ s: AuditScene, into findings: inout [Finding]) {
        var marks: [(series: Int, node: Int, color: Color)] = []
        for child in s.scene.children[plot] {
            guard case .chartMark(let series)? = s.nodes[child].part, let item = s.items[child]?.first,
                  case .path(_, _, let color) = item.content else { continue }
            marks.append((series, child, color.withOpacity(item.opacity).composited(over: s.rendered.composed.displayList.background)))
        }
        guard marks.count > 1 else { return }
        var pairs = zip(marks, marks.dropFirst()).map { ($0, $1) }
        if marks.count > 2, case .chartMarks(let resolved) = s.nodes[marks[0].node].kind, case .sectors = resolved.shape {
            pairs.append((marks[marks.count - 1], marks[0]))
        }
        let simulators = ColorVisionDeficiency.dichromacies.map(VisionSimulator.init)
        for (a, b) in pairs {
            var alike: [(ColorVisionDeficiency, Double)] = []
            for simulator in simulators {
                let delta = CIELab(simulator.simulate(a.color)).deltaE2000(to: CIELab(simulator.simulate(b.color)))
                if delta < StatusDistinguishableCheck.minimumDeltaE { alike.append((simulator.deficiency, delta)) }
            }
            guard let worst = alike.min(by: { $0.1 < $1.1 }) else { continue }
            let roles = [a.node, b.node].map { node -> String in
                if case .chartMarks(let marks) = s.nodes[node].kind { return marks.colorRole.name }
                return "-"
            }
            findings.append(s.finding(.statusDistinguishable, node: chart, severity: .error, rect: s.scene.frames[plot],
                                      message: "series \(a.series + 1) ('\(roles[0])') and \(b.series + 1) ('\(roles[1])') of \(s.describe(chart)) look alike with \(worst.0.rawValue) (ΔE00 \(AuditFormat.number(worst.1, places: 1)) < \(AuditFormat.number(StatusDistinguishableCheck.minimumDeltaE, places: 0))) and nothing else tells them apart; label the series or use chart roles that differ in lightness",
                                      evidence: [
                                          "series": "\(a.series + 1), \(b.series + 1)",
                                          "deficiencies": alike.map { "\($0.0.rawValue) ΔE00 \(AuditFormat.number($0.1, places: 1))" }.joined(separator: ", "),
                                          "colors": "\(a.color.opaqueHex) / \(b.color.opaqueHex)",
                                      ], key: "series\(a.series + 1)-\(b.series + 1)"))
        }
    }
}
