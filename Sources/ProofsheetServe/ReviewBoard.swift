import Foundation
import Synchronization
import ProofsheetSupport
import ProofsheetKit
import ProofsheetProject
import ProofsheetSpec
import ProofsheetVerify

/// The review half of the page: the last check's report (`<output>/report/report.json`), its changed and new
/// cells, and approval through the same atomic path as `proofsheet approve` (`Approval`, under the run lock).
package final class ReviewBoard: Sendable {
    package let reportFolder: String
    private let guarded = Mutex(Guarded())

    private struct Guarded {
        var report: CheckReport?
        /// Why there is no report to review (none yet, or it does not read).
        var problem: String?
        /// Cells approved from the page since the report was read (the report file itself is not rewritten).
        var approved = Set<Cell>()
    }

    package init(reportFolder: String) {
        self.reportFolder = reportFolder
        reload()
    }

    /// Reads the report again (after a `proofsheet check` elsewhere); approvals made against the old one are forgotten.
    package func reload() {
        let result = Result { try CheckReport.read(fromFolder: reportFolder) }
        guarded.withLock {
            $0.approved = []
            switch result {
            case .success(let read): $0.report = read; $0.problem = nil
            case .failure(let error): $0.report = nil; $0.problem = String(describing: error)
            }
        }
    }

    /// The report, what was approved from it, and why there is none.
    package func snapshot() -> (report: CheckReport?, approved: Set<Cell>, problem: String?) {
        guarded.withLock { ($0.report, $0.approved, $0.problem) }
    }

    /// Approves exactly `cells` (candidates of the report), under one run lock; returns one outcome per cell.
    package func approve(project: Project, cells: [Cell], jobs: Int) throws -> [Approval.Outcome] {
        guard let report = snapshot().report else { throw HTTPError.notFound("no check report to approve from: run 'proofsheet check' first") }
        // The same lock `proofsheet check` and `approve` take: never write goldens while another run does.
        guard let runLock = try RunLock.attempt(folder: project.config.paths.output, command: "serve approve") else {
            throw HTTPError.conflict("another proofsheet run holds \(FileDisplay.shown(project.config.paths.output))/.lock; try again when it ends")
        }
        defer { runLock.release() }
        let approval = Approval(project: project, report: report, reportFolder: reportFolder)
        // The cells by their ids: a problem's or cause's cells are no product of screen × locale × mode × scale.
        // One run approves them all on every worker.
        var filter = CellFilter()
        filter.cells = cells.map(CellID.init)
        let outcomes = try approval.run(filter: filter, jobs: jobs)
        guarded.withLock {
            for outcome in outcomes where outcome.error == nil { $0.approved.insert(outcome.cell) }
        }
        return outcomes
    }
}
