import Foundation
import ProofsheetKit

/// `proofsheet-bench --contrast-record FILE [CONFIG] [x3]`: every `TextContrastCheck.measure` result and every
/// `textContrast` finding of every cell of a project (default the shipped example; at its own pixel scale, or at 3 px
/// per point with `x3`, as the other benches render it), written to FILE, and the text-contrast audit's time per cell
/// (issue #43: the audit made faster with the same results).
///
/// Record before and after a change to the audit and compare the two files byte for byte: each line of each text
/// (its region, its worst segment's exact ratio, colours and rectangle, the backdrop extremes, the segments measured
/// and failing), each finding (message, evidence, rectangle, shortfall). Ratios and rectangles are written with every
/// digit (`Double.description` round-trips), so equal files mean equal values.
enum ContrastRecordBench {
    static func run(output: String, configPath: String, threeTimes: Bool) throws {
        var project = try Project.load(configPath: configPath)
        if threeTimes {
            var config = project.config
            for (name, device) in config.devices {
                var scaled = device
                scaled.scale = 3
                config.devices[name] = scaled
            }
            project = project.with(config: config)
        }
        let renderer = try CellRenderer(project: project)
        let settings = try AuditSettings.load(config: project.config)
        let cells = try Matrix.cells(of: project)
        var lines: [String] = []
        var contrast = Samples(), audits = Samples()
        var measuredLines = 0, findingsCount = 0
        for cell in cells {
            let rendered = try renderer.render(cell)
            let scene = AuditScene(rendered: rendered, settings: settings)
            lines.append("cell \(cell)")
            for index in scene.nodes.indices {
                guard case .text(let text) = scene.nodes[index].kind else { continue }
                let required = scene.settings.requiredTextContrast(size: text.size, weight: text.weight)
                for line in TextContrastCheck.measure(index, scene, required: required) {
                    let w = line.worst
                    lines.append("  \(scene.nodes[index].id) line \(line.line) region \(line.region) measured \(line.measured) "
                        + "failing \(line.failing) darkest \(line.darkest.hexString) lightest \(line.lightest.hexString) | worst "
                        + "\(w.ratio.value) fg \(w.foreground.hexString) bg \(w.background.hexString) rect \(w.rect) line \(w.line) "
                        + "darkest \(w.darkest.hexString) lightest \(w.lightest.hexString)")
                    measuredLines += 1
                }
            }
            var findings: [Finding] = []
            TextContrastCheck.run(scene, into: &findings)
            for finding in findings {
                let evidence = finding.evidence.entries.map { "\($0.name)=\($0.value)" }.joined(separator: "; ")
                lines.append("  finding \(finding.id) \(finding.nodeID) \(finding.severity) rect \(finding.rect) shortfall "
                    + "\(finding.shortfall.map { "\($0)" } ?? "-") | \(finding.message) | \(evidence)")
            }
            findingsCount += findings.count
            // Timings: the text-contrast audit alone (best of 3 on the scene built once), and every audit of the cell.
            var best = Double.infinity
            for _ in 0..<3 {
                var scratch: [Finding] = []
                let (_, ms) = milliseconds { TextContrastCheck.run(scene, into: &scratch) }
                best = min(best, ms)
            }
            contrast.add(best)
            let (_, auditMS) = try milliseconds { try CellAuditor(settings: settings).audit(rendered) }
            audits.add(auditMS)
        }
        try AtomicFile.write(Array((lines.joined(separator: "\n") + "\n").utf8), to: output, durability: .replaceable)
        print("text contrast record: \(cells.count) cells, \(measuredLines) lines measured, \(findingsCount) findings → \(output)")
        print(String(format: "  text contrast audit per cell  %8.3f ms (p10 %.3f, p90 %.3f; best of 3)", contrast.median,
                     contrast.percentile(0.1), contrast.percentile(0.9)))
        print(String(format: "  every audit per cell          %8.3f ms (p10 %.3f, p90 %.3f)", audits.median,
                     audits.percentile(0.1), audits.percentile(0.9)))
    }
}
