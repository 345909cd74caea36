import Foundation
import ProofsheetKit

/// `proofsheet-bench --approve`: approve time per golden for both stores on the shipped matrix at 1170×2532, on
/// every worker, after a check that found every cell new (docs/performance.md, "Approve"). The manifest store
/// approves all 224 cells (target: under 1 s); the PNG store one screen's cells (each golden costs seconds).
enum ApproveBench {
    static func run(folder: String) throws {
        for store in [GoldenStoreKind.manifest, .png] {
            var project = try benchProject(folder: folder + "/" + store.rawValue)
            var config = project.config
            config.goldenStore = store
            project = project.with(config: config)
            var options = CheckRun.Options()
            options.reportFolder = folder + "/" + store.rawValue + "/report"
            options.full = true
            if store == .png, let first = project.screens.map(\.id).sorted().first { options.filter.screens = [first] }
            let report = try CheckRun(project: project, options: options).run()
            let approval = Approval(project: project, report: report, reportFolder: folder + "/" + store.rawValue + "/report")
            let (outcomes, ms) = try milliseconds { try approval.run(filter: CellFilter(), jobs: WorkerPool.defaultJobs) }
            guard outcomes.allSatisfy({ $0.error == nil }), !outcomes.isEmpty else { throw BenchError.unexpected("approve failed: \(outcomes.compactMap(\.error).first ?? "no cells")") }
            print(String(format: "approve, %@ store: %d goldens in %.0f ms on %d workers: %.1f ms per golden", store.rawValue,
                         outcomes.count, ms, WorkerPool.defaultJobs, ms / Double(outcomes.count)))
        }
    }
}
