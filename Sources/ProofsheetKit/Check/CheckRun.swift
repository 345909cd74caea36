import Foundation

/// `proofsheet check`: renders every selected cell in memory, compares it with its golden and
/// classifies it (pass / changed / new / error), in parallel with one renderer per worker.
///
/// Passing cells write nothing. For the others the actual image (stamped), a diff image and an
/// expected | diff | actual strip go to `<report>/cells/<screen>/`. Goldens are written only when
/// recording, atomically, with the small PNG preset and a `GoldenStamp`.
public struct CheckRun {
    public struct Options: Sendable {
        public var filter = CellFilter()
        public var jobs = WorkerPool.defaultJobs
        public var record = RecordMode.never
        public var shard: (index: Int, count: Int)?
        /// Where reports and artefacts go; default `<output>/report` for a check, `<output>/audit` for an audit.
        public var reportFolder: String?
        /// False runs only the audits (`proofsheet audit`): no golden is read or written.
        public var comparesGoldens = true
        /// The accessibility audits, or nil to skip them.
        public var audits: AuditRun?

        public init() {}
    }

    /// How a run audits its cells: settings, waivers and the one date waivers are judged against.
    public struct AuditRun: Sendable {
        public var settings: AuditSettings
        public var waivers: AuditWaivers
        /// The day expiry is judged on; passed in (never read from a clock inside the library).
        public var today: CalendarDate

        public init(settings: AuditSettings, waivers: AuditWaivers, today: CalendarDate) {
            self.settings = settings
            self.waivers = waivers
            self.today = today
        }

        /// The project's `audits` section and waivers file.
        public static func load(project: Project, today: CalendarDate) throws -> AuditRun {
            let settings = try AuditSettings.load(configFile: project.config.file, touch: project.tokens.touch)
            let waivers = try settings.waiversFile.map { try AuditWaivers.load(path: project.files.checked($0, role: "waivers file")) }
                ?? AuditWaivers()
            return AuditRun(settings: settings, waivers: waivers, today: today)
        }
    }

    public let project: Project
    public let options: Options
    public let reportFolder: String
    /// The path resolver: the project root, plus `options.reportFolder` when one was given (the caller's choice).
    public let files: ProjectFiles
    let fingerprints: InputFingerprints

    public init(project: Project, options: Options) {
        self.project = project
        self.options = options
        self.reportFolder = options.reportFolder
            ?? (options.comparesGoldens ? ReportKind.check : .audit).defaultFolder(output: project.config.paths.output)
        self.files = ProjectFiles(root: project.config.root, explicitFolders: options.reportFolder.map { [$0] } ?? [])
        self.fingerprints = InputFingerprints(project: project)
    }

    /// What this run's report is: a check, or an audit alone.
    public var kind: ReportKind { options.comparesGoldens ? .check : .audit }

    /// The cells this run covers (after filters and sharding), in matrix order.
    public func cells() throws -> [Cell] {
        let all = try Matrix.cells(of: project, filter: options.filter)
        guard let shard = options.shard else { return all }
        return Sharding.cells(all, shard: shard.index, of: shard.count, cost: estimatedCost)
    }

    /// Relative cost of a cell: screens with more nodes and larger text scales cost more (node counts taken once).
    var estimatedCost: (Cell) -> Double {
        var nodes: [String: Int] = [:]
        for screen in project.screens { nodes[screen.id] = CheckRun.count(screen.root) }
        return { cell in Double(nodes[cell.screen] ?? 1) * (0.5 + cell.textScale) }
    }

    static func count(_ node: SpecNode) -> Int { 1 + node.children.reduce(0) { $0 + count($1) } }

    /// Checks the cells and returns the report (not yet written to disk; see `ReportWriter`).
    public func run(progress: ((Int, Int, CellResult) -> Void)? = nil) throws -> CheckReport {
        let cells = try self.cells()
        let cellsFolder = try files.checked(reportFolder, role: "report folder") + "/cells"
        // Only the artefacts an earlier run wrote: never a link, a foreign file or a folder holding one.
        try SafeDeletion.removeFiles(inSubfoldersOf: cellsFolder) { _, file in
            CellFileName.isArtefact(file) || StaleTemporaryFiles.isLeftover(file)
        }
        SafeDeletion.removeFolderIfEmpty(cellsFolder)
        // Temporary files of earlier runs killed mid-write (see `StaleTemporaryFiles`).
        StaleTemporaryFiles.sweep(folder: project.config.paths.golden, depth: 1)
        StaleTemporaryFiles.sweep(folder: reportFolder, depth: 0)
        let done = Counter()
        var results = try WorkerPool.run(count: cells.count, jobs: options.jobs, makeState: { try Worker(run: self) }) { worker, index in
            let result = worker.check(cells[index])
            progress?(done.increment(), cells.count, result)
            return result
        }
        annotateScales(&results)
        // Orphans are judged against the whole matrix, so filtered runs (which see part of it) skip them.
        let orphans = options.filter.isEmpty ? try Orphans.find(project: project) : []
        var report = CheckReport(toolVersion: ProofsheetVersion.tool, rendererVersion: ProofsheetVersion.renderer,
                                 diffAlgorithm: project.config.diff.defaults.mode.algorithmVersion,
                                 config: ProjectPath.relative(project.config.file, from: reportFolder),
                                 cells: results, orphans: orphans,
                                 shard: options.shard.map { CheckReport.Shard(index: $0.index, count: $0.count) })
        report.kind = kind
        return report
    }

    /// Marks clipped and truncated text with the smallest text scale of the run at which it first happens.
    func annotateScales(_ results: inout [CellResult]) {
        let swept = ScaleSweep.firstFailingScale(findings: results.flatMap(\.findings))
        var index = 0
        for cell in results.indices {
            let count = results[cell].findings.count
            results[cell].findings = Array(swept[index..<(index + count)])
            index += count
        }
    }

    /// The golden of a cell.
    public func goldenPath(_ cell: Cell) -> String { project.config.paths.golden + "/" + cell.relativePath }

    /// A worker for this run (what each thread of `run()` uses); public for benchmarks and embedders.
    public func makeWorker() throws -> Worker { try Worker(run: self) }

    /// Per-thread state: a renderer (own fonts and glyph cache) and reusable zlib objects.
    public final class Worker {
        let run: CheckRun
        let renderer: CellRenderer
        let decompressor: ZlibDecompressor
        let fastCompressor: ZlibCompressor
        let auditor: CellAuditor?

        init(run: CheckRun) throws {
            self.run = run
            auditor = run.options.audits.map { CellAuditor(settings: $0.settings) }
            renderer = try CellRenderer(project: run.project)
            guard let decompressor = ZlibDecompressor(), let compressor = PNGEncoder(effort: .fast).makeCompressor() else {
                throw CheckError.outOfMemory
            }
            self.decompressor = decompressor
            fastCompressor = compressor
        }

        /// Checks one cell: render, compare with its golden, write artefacts when it does not pass.
        public func check(_ cell: Cell) -> CellResult {
            let rendered: RenderedCell
            do {
                rendered = try renderer.render(cell)
            } catch {
                return CellResult(cell: cell, status: .error, message: "could not render: \(error)")
            }
            var result = run.options.comparesGoldens ? compare(rendered) : CellResult(cell: cell, status: .pass)
            if run.options.comparesGoldens {
                compareSnapshot(rendered, into: &result)
                compareLayout(rendered, into: &result)
            }
            if let audits = run.options.audits, let auditor {
                let findings = auditor.audit(rendered, glyphs: renderer.glyphs)
                result.findings = audits.waivers.apply(to: findings, today: audits.today, settings: audits.settings)
                result.pixelScale = rendered.composed.device.scale
            }
            return result
        }

        /// Compares a rendered cell with its golden (recording it when asked) and writes artefacts unless it passes.
        func compare(_ rendered: RenderedCell) -> CellResult {
            let cell = rendered.cell
            let goldenPath = run.goldenPath(cell)
            let goldenDisplay = ProjectPath.relative(goldenPath, from: run.reportFolder)
            let options = run.project.config.diff.options(for: cell.screenFile)
            let stamp = run.fingerprints.stamp(for: cell, diffAlgorithm: options.mode.algorithmVersion)

            guard FileManager.default.fileExists(atPath: goldenPath) else {
                var result = CellResult(cell: cell, status: .new,
                                        message: "no golden at \(FileDisplay.shown(goldenPath)); run 'proofsheet approve' after reviewing it")
                if run.options.record.records(.new) {
                    result.recorded = record(rendered.pixmap, stamp: stamp, to: goldenPath, result: &result)
                }
                result.artefacts = writeArtefacts(cell, actual: rendered.pixmap, expected: nil, diff: nil, stamp: stamp, result: &result)
                return result
            }
            let golden: PNGImage
            do {
                let bytes: [UInt8]
                do {
                    bytes = try PNGDecoder.readFile(atPath: try run.files.checked(goldenPath, role: "golden"))
                } catch let error as PNGError {
                    throw PNGError(source: FileDisplay.shown(goldenPath), reason: error.reason)
                }
                golden = try PNGDecoder.decode(bytes, source: FileDisplay.shown(goldenPath), using: decompressor)
            } catch {
                var result = CellResult(cell: cell, status: .error, message: "golden unreadable: \(error)", golden: goldenDisplay)
                result.artefacts = writeArtefacts(cell, actual: rendered.pixmap, expected: nil, diff: nil, stamp: stamp, result: &result)
                // A golden that cannot be read certainly differs: recording changed goldens replaces it.
                if run.options.record.records(.changed) {
                    result.recorded = record(rendered.pixmap, stamp: stamp, to: goldenPath, result: &result)
                }
                return result
            }
            let outcome = ImageDiff.compare(expected: golden.pixmap, actual: rendered.pixmap, options: options)
            if outcome.passes {
                return CellResult(cell: cell, status: .pass, diff: outcome.result.map(summary), golden: goldenDisplay)
            }
            var detailed = options
            detailed.producesDiffImage = true
            let failed = ImageDiff.compare(expected: golden.pixmap, actual: rendered.pixmap, options: detailed)
            var message = failed.description
            if let old = GoldenStamp(textChunks: golden.text) {
                let changes = old.changes(to: stamp)
                if !changes.isEmpty { message += "; since the golden: " + changes.joined(separator: ", ") + ": re-approve if intended" }
            } else {
                message += "; the golden has no Proofsheet stamp (made elsewhere?)"
            }
            var result = CellResult(cell: cell, status: .changed, message: message, diff: failed.result.map(summary), golden: goldenDisplay)
            result.artefacts = writeArtefacts(cell, actual: rendered.pixmap, expected: golden.pixmap, diff: failed.result?.diffImage,
                                              stamp: stamp, result: &result)
            if run.options.record.records(.changed) {
                result.recorded = record(rendered.pixmap, stamp: stamp, to: goldenPath, result: &result)
            }
            return result
        }

        func summary(_ result: DiffResult) -> DiffSummary {
            DiffSummary(differentPixels: result.differentPixels, antiAliasedPixels: result.antiAliasedPixels,
                        totalPixels: result.totalPixels,
                        changedBounds: result.changedBounds,
                        algorithm: result.algorithmVersion)
        }

        /// Writes the golden; on failure the cell becomes an error that says why.
        func record(_ pixmap: Pixmap, stamp: GoldenStamp, to path: String, result: inout CellResult) -> Bool {
            do {
                try GoldenStore.write(pixmap, stamp: stamp, to: path, within: run.files)
                return true
            } catch {
                result.status = .error
                result.message = "could not record the golden: \(error)"
                return false
            }
        }

        func writeArtefacts(_ cell: Cell, actual: Pixmap, expected: Pixmap?, diff: Pixmap?, stamp: GoldenStamp,
                            result: inout CellResult) -> CellArtefacts {
            let base = CheckRun.artefactBase(of: cell)
            let folder = run.reportFolder + "/cells/" + cell.screen
            var artefacts = CellArtefacts()
            do {
                try FileManager.default.createDirectory(atPath: try run.files.checked(folder, role: "report folder"), withIntermediateDirectories: true)
                let encoder = PNGEncoder(effort: .fast, includeAlpha: !actual.isOpaque)
                try AtomicFile.write(try encoder.encode(actual, text: stamp.textChunks, using: fastCompressor), to: run.reportFolder + "/" + base + ".actual.png")
                artefacts.actual = base + ".actual.png"
                if let diff {
                    try AtomicFile.write(try PNGEncoder(effort: .fast).encode(diff, using: fastCompressor), to: run.reportFolder + "/" + base + ".diff.png")
                    artefacts.diff = base + ".diff.png"
                }
                if let expected {
                    let strip = try ComparisonStrip().render(expected: expected, diff: diff, actual: actual)
                    try AtomicFile.write(try PNGEncoder(effort: .fast).encode(strip, using: fastCompressor), to: run.reportFolder + "/" + base + ".strip.png")
                    artefacts.strip = base + ".strip.png"
                }
            } catch {
                result.message = (result.message ?? "") + "; artefacts could not be written: \(error)"
            }
            return artefacts
        }
    }

    /// Where a cell's artefacts go in the report folder, without the suffix: `cells/<screen>/<device>-<locale>-…x`
    /// (`.actual.png`, `.diff.png`, `.strip.png`, `.a11y.txt`, `.legend.png`, `.layout.txt` are added). Made of the cell's
    /// validated names only.
    static func artefactBase(of cell: Cell) -> String {
        "cells/" + cell.screen + "/" + String(cell.fileName.dropLast(".png".count))
    }
}

/// A thread-safe counter for progress reporting.
final class Counter: @unchecked Sendable {
    private var value = 0
    private let lock = NSLock()

    func increment() -> Int {
        lock.lock()
        defer { lock.unlock() }
        value += 1
        return value
    }
}

public enum CheckError: Error, CustomStringConvertible {
    case outOfMemory

    public var description: String { "could not allocate the PNG codec's buffers" }
}
