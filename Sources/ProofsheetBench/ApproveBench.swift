import Foundation
import ProofsheetKit

/// `proofsheet-bench --approve`: approve time per golden on the shipped matrix at 1170×2532, on every worker
/// (docs/performance.md, "Approve"). The manifest store approves all cells after a check that found every cell new;
/// the PNG store is measured on the approve scenarios of `BandedApproveBench`, the banded preset against `.small`.
enum ApproveBench {
    static func run(folder: String) throws {
        var project = try benchProject(folder: folder + "/manifest")
        var config = project.config
        config.goldenStore = .manifest
        project = project.with(config: config)
        var options = CheckRun.Options()
        options.reportFolder = folder + "/manifest/report"
        options.full = true
        let report = try CheckRun(project: project, options: options).run()
        let approval = Approval(project: project, report: report, reportFolder: folder + "/manifest/report")
        let (outcomes, ms) = try milliseconds { try approval.run(filter: CellFilter(), jobs: WorkerPool.defaultJobs) }
        guard outcomes.allSatisfy({ $0.error == nil }), !outcomes.isEmpty else { throw BenchError.unexpected("approve failed: \(outcomes.compactMap(\.error).first ?? "no cells")") }
        print(String(format: "approve, manifest store: %d goldens in %.0f ms on %d workers: %.1f ms per golden",
                     outcomes.count, ms, WorkerPool.defaultJobs, ms / Double(outcomes.count)))
        try BandedApproveBench.run(folder: folder + "/png")
    }
}
