import Foundation
import ProofsheetKit

/// The check of a passing cell in the manifest store (issue #18; docs/performance.md): the cell is rendered, its
/// pixels hashed and compared with its manifest entry, its accessibility snapshot and layout record compared with
/// the sidecars; no golden is decoded. Measured with the audits left out (the issue's row: "render + hash, audits
/// cached") and, beside it, with them run as a `--full` check runs them.
enum ManifestCheckBench {
    struct Figures {
        var hashOnly = Samples()
        var audited = Samples()
    }

    static func measure(folder: String, cells: [Cell], audits: CheckRun.AuditRun?) throws -> Figures {
        var project = try benchProject(folder: folder)
        var config = project.config
        config.goldenStore = .manifest
        project = project.with(config: config)
        var options = CheckRun.Options()
        options.reportFolder = folder + "/report"
        options.full = true
        options.record = .missing
        let recorded = try CheckRun(project: project, options: options).run()
        guard recorded.cells.allSatisfy({ $0.status == .new }) else { throw BenchError.unexpected("the manifest was not recorded for every cell") }
        options.record = .never
        var figures = Figures()
        for audited in [false, true] {
            options.audits = audited ? audits : nil
            let worker = try CheckRun(project: project, options: options).makeWorker()
            for cell in cells {
                let (checked, ms) = milliseconds { worker.checkCell(cell) }
                guard checked.result.status == .pass, !checked.reused else {
                    throw BenchError.unexpected("\(cell) did not pass in the manifest store: \(checked.result.message ?? "")")
                }
                if audited { figures.audited.add(ms) } else { figures.hashOnly.add(ms) }
            }
        }
        return figures
    }
}
