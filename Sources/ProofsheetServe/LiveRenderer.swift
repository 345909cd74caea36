import ProofsheetPNG
import ProofsheetSupport
import ProofsheetKit
import ProofsheetRun
import ProofsheetAudit
import ProofsheetProject
import ProofsheetScene
import ProofsheetSpec
import ProofsheetVerify

/// Renders cells for the live page: image (fast PNG preset), audit findings with waivers applied, layout tree.
/// One `CellRenderer` per worker thread, as `proofsheet check` does.
package struct LiveRenderer {
    package let project: Project
    package let audits: CheckRun.AuditRun
    package let generation: Int

    package func render(_ cells: [Cell], jobs: Int) throws -> [LiveCell] {
        let auditor = CellAuditor(settings: audits.settings)
        let encoder = PNGEncoder(effort: .fast, includeAlpha: false)
        return try WorkerPool.run(count: cells.count, jobs: jobs, makeState: { try CellRenderer(project: project) }) { renderer, index in
            let cell = cells[index]
            let device = project.config.devices[cell.device]
            var live = LiveCell(cell: cell, png: nil, imageGeneration: generation, error: nil, findings: [], layout: nil,
                                width: device?.width ?? 0, height: device?.height ?? 0)
            do {
                let rendered = try renderer.render(cell)
                live.png = try encoder.encode(rendered.pixmap, text: [], source: cell.relativePath)
                live.findings = audits.waivers.apply(to: try auditor.audit(rendered), today: audits.today,
                                                     settings: audits.settings)
                live.layout = LayoutReport.json(of: rendered.composed)
            } catch {
                live.error = String(describing: error)
            }
            return live
        }
    }

    /// A fresh render over the cell's previous state: a failed render keeps the last good image, its findings and
    /// its layout, and says why it is not newer.
    package static func merged(_ fresh: LiveCell, over old: LiveCell?) -> LiveCell {
        guard fresh.png == nil, let old, old.png != nil else { return fresh }
        var kept = old
        kept.error = fresh.error
        return kept
    }
}
