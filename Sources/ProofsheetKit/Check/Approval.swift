import Foundation

/// `proofsheet approve`: copies the last run's actual images of changed and new cells into the golden
/// folder, re-encoded with the small PNG preset and keeping the stamp the check wrote into them.
/// Each golden is written atomically: an interrupted approve leaves every golden either old or new.
public struct Approval {
    public let project: Project
    public let report: CheckReport
    /// The folder `report` was read from (artefact paths are relative to it).
    public let reportFolder: String

    public init(project: Project, report: CheckReport, reportFolder: String) {
        self.project = project
        self.report = report
        self.reportFolder = reportFolder
    }

    /// What happened to one cell.
    public struct Outcome: Sendable {
        public let cell: Cell
        public let golden: String
        public let error: String?
    }

    /// The cells of the report that approval would write: changed or new, or an error whose golden could not be
    /// read but whose actual image was written; not already recorded. `cause` keeps only the cells of that
    /// cause group (`CauseGroup.id`, report.json `causes[].id`).
    public func candidates(filter: CellFilter, cause: String? = nil) -> [CellResult] {
        report.cells.filter { result in
            let approvable = result.status == .changed || result.status == .new
                || (result.status == .error && result.artefacts.actual != nil)
            return approvable && !result.recorded && filter.includes(result.cell) && (cause == nil || result.cause == cause)
        }
    }

    public func run(filter: CellFilter, cause: String? = nil, jobs: Int) -> [Outcome] {
        let cells = candidates(filter: filter, cause: cause)
        // Temporary files of an earlier approve or check killed mid-write (see `StaleTemporaryFiles`).
        StaleTemporaryFiles.sweep(folder: project.config.paths.golden, depth: 1)
        // Workers need no state of their own here, so making it cannot fail and the pool cannot throw.
        return (try? WorkerPool.run(count: cells.count, jobs: jobs, makeState: { () }) { _, index in
            let result = cells[index]
            let golden = project.config.paths.golden + "/" + result.cell.relativePath
            do {
                guard let actual = result.artefacts.actual else {
                    throw ApprovalError.noActualImage(result.cell)
                }
                let path = reportFolder + "/" + actual
                let image = try PNGDecoder.decode(Array(try Data(contentsOf: URL(fileURLWithPath: path))), source: FileDisplay.shown(path))
                guard let stamp = GoldenStamp(textChunks: image.text) else { throw ApprovalError.unstamped(path) }
                try GoldenStore.write(image.pixmap, stamp: stamp, to: golden)
                return Outcome(cell: result.cell, golden: golden, error: nil)
            } catch {
                return Outcome(cell: result.cell, golden: golden, error: String(describing: error))
            }
        }) ?? []
    }
}

public enum ApprovalError: Error, CustomStringConvertible {
    case noActualImage(Cell)
    case unstamped(String)

    public var description: String {
        switch self {
        case .noActualImage(let cell): return "\(cell): the last run wrote no actual image; run 'proofsheet check' again"
        case .unstamped(let path): return "\(path) has no Proofsheet stamp; run 'proofsheet check' again"
        }
    }
}
