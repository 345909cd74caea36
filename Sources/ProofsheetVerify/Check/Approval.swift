import ProofsheetPNG
import ProofsheetSupport
import ProofsheetAudit
import ProofsheetProject
import ProofsheetScene
import ProofsheetSpec
import ProofsheetGolden

/// `proofsheet approve`: copies the last run's actual images of changed and new cells into the golden
/// folder, re-encoded with the goldens' PNG preset and keeping the stamp the check wrote into them.
/// Each golden is written atomically: an interrupted approve leaves every golden either old or new.
///
/// The report only says *which* cells to approve. Every path is rebuilt from the project (`ProjectFiles.cellPath`
/// for the golden and for `<report>/cells/<screen>/<cell>.actual.png`), never taken from `report.json`, and every
/// cell must be a cell of the project's matrix: a report naming anything else is refused before a golden is written.
public struct Approval {
    public let project: Project
    public let report: CheckReport
    /// The folder `report` was read from; outside the project root only when the user named it.
    public let reportFolder: String

    public init(project: Project, report: CheckReport, reportFolder: String) {
        self.project = project
        self.report = report
        self.reportFolder = reportFolder
    }

    /// Reads `<reportFolder>/report.json` through the path resolver (a report folder of the project that is a link
    /// out of it is refused) and prepares the approval.
    public static func load(project: Project, reportFolder: String) throws -> Approval {
        let files = ProjectFiles(root: project.config.root, explicitFolders: [reportFolder])
        try files.checked(reportFolder + "/report.json", role: "report")
        return Approval(project: project, report: try CheckReport.readCheck(fromFolder: reportFolder), reportFolder: reportFolder)
    }

    /// What happened to one cell.
    public struct Outcome: Sendable {
        public let cell: Cell
        public let golden: String
        public let error: String?
        /// The compressed bands copied from the golden replaced (PNG store; nil in the manifest store and on error).
        public var reuse: PNGEncoder.BandReuse?

        package init(cell: Cell, golden: String, error: String?, reuse: PNGEncoder.BandReuse? = nil) {
            self.cell = cell
            self.golden = golden
            self.error = error
            self.reuse = reuse
        }
    }

    /// The cells of the report that approval would write: changed or new, or an error whose golden could not be
    /// read but whose actual image was written; not already recorded. `cause` keeps only the cells of that
    /// cause group (`CauseGroup.id`, report.json `causes[].id`).
    public func candidates(filter: CellFilter, cause: String? = nil) -> [CellResult] {
        Approval.candidates(in: report, filter: filter, cause: cause)
    }

    /// The candidates of `report` (see the instance method); also what `proofsheet serve` offers for review.
    package static func candidates(in report: CheckReport, filter: CellFilter, cause: String? = nil) -> [CellResult] {
        report.cells.filter { result in
            let approvable = result.status == .changed || result.status == .new
                || (result.status == .error && result.artefacts.actual != nil)
            return approvable && !result.recorded && filter.includes(result.cell) && (cause == nil || result.cause == cause)
        }
    }

    /// Approves the candidates; throws `ApprovalError.notInMatrix` (writing nothing) when the report names a cell
    /// the project's matrix does not have.
    /// A filter value that names nothing in the matrix is a `MatrixError` listing the valid values, as in `check`.
    public func run(filter: CellFilter, cause: String? = nil, jobs: Int) throws -> [Outcome] {
        if !filter.isEmpty { _ = try Matrix.cells(of: project, filter: filter) }
        let known = Set(try Matrix.cells(of: project).map(\.description))
        for result in candidates(filter: CellFilter()) where !known.contains(result.cell.description) {
            throw ApprovalError.notInMatrix(cell: MessageText.escaped(result.cell.description),
                                            report: FileDisplay.shown(reportFolder + "/report.json"))
        }
        let cells = candidates(filter: filter, cause: cause)
        let files = ProjectFiles(root: project.config.root, explicitFolders: [reportFolder])
        if project.config.goldenStore == .manifest { return try approveIntoManifest(cells, files: files, jobs: jobs) }
        // Temporary files of an earlier approve or check killed mid-write (see `StaleTemporaryFiles`).
        StaleTemporaryFiles.sweep(folder: project.config.paths.golden, depth: 1)
        // With fewer goldens than workers, each golden's bands are compressed on the workers left over.
        let jobsPerGolden = max(1, jobs / max(1, cells.count))
        // One compressor and decompressor per worker: the goldens' libdeflate state is large, allocated once each.
        return try WorkerPool.run(count: cells.count, jobs: jobs, makeState: { () throws -> GoldenStore.Codecs in
            guard let codecs = GoldenStore.Codecs() else { throw CheckError.outOfMemory }
            return codecs
        }) { codecs, index in
            let cell = cells[index].cell
            var golden = project.config.paths.golden + "/" + cell.relativePath
            do {
                golden = try ProjectFiles.cellPath(cell, in: project.config.paths.golden)
                guard cells[index].artefacts.actual != nil else { throw ApprovalError.noActualImage(cell) }
                let path = try ProjectFiles.cellPath(cell, in: reportFolder + "/cells", suffix: ".actual.png")
                let bytes = try files.read(path, role: "actual image", limit: PNGDecoder.maxFileBytes)
                let image = try PNGDecoder.decode(bytes, source: FileDisplay.shown(path), using: codecs.decompressor)
                guard let stamp = GoldenStamp(textChunks: image.text) else { throw ApprovalError.unstamped(path) }
                let reuse = try GoldenStore.write(image.pixmap, stamp: stamp, to: golden, within: files, using: codecs,
                                                  jobs: jobsPerGolden)
                try approveSidecars(of: cells[index], files: files)
                return Outcome(cell: cell, golden: golden, error: nil, reuse: reuse)
            } catch {
                return Outcome(cell: cell, golden: golden, error: String(describing: error))
            }
        }
    }
}

package enum ApprovalError: Error, CustomStringConvertible {
    case noActualImage(Cell)
    case unstamped(String)
    /// The report names a cell the project's matrix does not have (edited, or from another project or config).
    case notInMatrix(cell: String, report: String)

    package var description: String {
        switch self {
        case .noActualImage(let cell): return "\(cell): the last run wrote no actual image; run 'proofsheet check' again"
        case .unstamped(let path): return "\(path) has no Proofsheet stamp; run 'proofsheet check' again"
        case .notInMatrix(let cell, let report):
            return "\(report) names the cell '\(cell)', which is not a cell of this project's matrix; nothing was approved: run 'proofsheet check' again"
        }
    }
}

extension Approval {
    /// Stores the cell's accessibility snapshot and layout record as rendered beside its golden (in both stores):
    /// the snapshot decides with the pixels, the record explains the next change. Both paths are rebuilt from the
    /// project like the images'.
    package func approveSidecars(of result: CellResult, files: ProjectFiles) throws {
        let sidecars = [(result.artefacts.accessibility, AccessibilitySnapshot.fileSuffix, "accessibility snapshot", AccessibilitySnapshot.maxFileBytes),
                        (result.artefacts.layout, LayoutSnapshot.fileSuffix, "layout record", LayoutSnapshot.maxFileBytes)]
        for (artefact, suffix, role, limit) in sidecars where artefact != nil {
            let source = try ProjectFiles.cellPath(result.cell, in: reportFolder + "/cells", suffix: suffix)
            let sidecar = try ProjectFiles.cellPath(result.cell, in: project.config.paths.golden, suffix: suffix)
            let text = try files.read(source, role: role, limit: limit)
            // In the manifest store no PNG is written first, so the screen's folder may not exist yet.
            try FileManagerFolders.create(parentOf: try files.checked(sidecar, role: role))
            try AtomicFile.write(text, to: sidecar)
        }
    }
}
