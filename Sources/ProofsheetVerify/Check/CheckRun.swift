import Foundation
import Synchronization
import ProofsheetSupport
import ProofsheetAudit
import ProofsheetProject
import ProofsheetSpec
import ProofsheetGolden

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
        /// True renders every cell (`check --full`); false reuses cells whose inputs, golden and audit settings
        /// are unchanged since they last passed (`CheckCache`).
        public var full = false
        /// Manifest store: the commit whose files re-render the expected images (`check --base REV`); nil: the last
        /// commit that changed the manifest.
        public var base: String?
        /// True also writes each changed cell's expected | diff | actual strip (`.strip.png`, three images wide:
        /// about three artefact encodes). Off for `check`: the report page shows the golden, the diff and the actual
        /// image side by side (and as a slider and an onion skin) from the files it already has, so a changed cell
        /// costs little more than a passing one (issue #43). `ProofsheetCheck` turns it on for app tests.
        public var writesComparisonStrip = false

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
            let settings = try AuditSettings.load(config: project.config, touch: project.tokens.touch)
            let waivers = try settings.waiversFile.map { try AuditWaivers.load(path: project.files.checked($0, role: "waivers file")) }
                ?? AuditWaivers()
            return AuditRun(settings: settings, waivers: waivers, today: today)
        }

        /// What audit results depend on besides the cell: settings, waivers and the day (values without
        /// dictionaries, so their descriptions are stable across processes).
        package var cacheKey: ContentHash {
            ContentHash(String(reflecting: settings) + "\n" + String(reflecting: waivers) + "\n" + today.description)
        }
    }

    public let project: Project
    public let options: Options
    public let reportFolder: String
    /// The path resolver: the project root, plus `options.reportFolder` when one was given (the caller's choice).
    public let files: ProjectFiles
    /// What earlier runs remember of passing cells (empty for `--full` and for runs that compare no goldens).
    package let cache: CheckCache
    /// Why an existing cache could not be used (see `CheckCache.load`); nil when it was used or there was none.
    package let cacheProblem: String?
    /// The audit configuration's key in the cache; a fixed key when the run does not audit.
    package let auditKey: ContentHash
    /// Manifest store: the goldens' entries and where expected images come from (set by `loadingGoldens()`).
    package var manifest = GoldenManifest()
    /// True once `loadingGoldens()` has read `manifest` from the manifest store (then the orphans are judged on it).
    package var manifestLoaded = false
    package var baseline: Baseline?
    /// The hashes of the files the cells may read (set by `loadingGoldens()` for runs that compare goldens): what
    /// a cell's source key is made of (`Worker.sourceKey`).
    package var sources: SourceDigest?

    public init(project: Project, options: Options) {
        self.project = project
        self.options = options
        self.reportFolder = options.reportFolder
            ?? (options.comparesGoldens ? ReportKind.check : .audit).defaultFolder(output: project.config.paths.output)
        self.files = ProjectFiles(root: project.config.root, explicitFolders: options.reportFolder.map { [$0] } ?? [])
        // A run that records renders every cell: a reused cell would write nothing (a missing layout record, a stale stamp).
        let reuses = !options.full && options.comparesGoldens && (options.record == .never || options.record == .changed)
        let loaded = reuses ? CheckCache.load(project: project, files: files) : (CheckCache(), nil)
        (self.cache, self.cacheProblem) = loaded
        // The snapshot format goes in too: a cached result holds the snapshot comparison made under its rules, so a
        // new format (new reading rules) compares every cell's snapshot again.
        self.auditKey = ContentHash((options.audits?.cacheKey.description ?? "no audits") + "\n" + AccessibilitySnapshot.headerPrefix)
    }

    /// What this run's report is: a check, or an audit alone.
    package var kind: ReportKind { options.comparesGoldens ? .check : .audit }

    /// The cells this run covers (after filters and sharding), in matrix order.
    public func cells() throws -> [Cell] {
        let all = try Matrix.cells(of: project, filter: options.filter)
        guard let shard = options.shard else { return all }
        return Sharding.cells(all, shard: shard.index, of: shard.count, cost: estimatedCost)
    }

    /// Relative cost of a cell: screens with more nodes and larger text scales cost more (node counts taken once).
    package var estimatedCost: (Cell) -> Double {
        var nodes: [String: Int] = [:]
        for screen in project.screens { nodes[screen.id] = CheckRun.count(screen.root) }
        return { cell in Double(nodes[cell.screen.name] ?? 1) * (0.5 + cell.textScale) }
    }

    package static func count(_ node: SpecNode) -> Int { 1 + node.children.reduce(0) { $0 + count($1) } }

    /// Checks the cells and returns the report (not yet written to disk; see `ReportWriter`).
    public func run(progress: ((Int, Int, CellResult) -> Void)? = nil) throws -> CheckReport {
        try execute(progress: progress).report
    }

    /// Checks the cells: the report and how many cells were reused. Updates the cache with the cells that passed.
    public func execute(progress: ((Int, Int, CellResult) -> Void)? = nil) throws -> Outcome {
        let run = try loadingGoldens()
        return try run.executeLoaded(progress: progress)
    }

    /// This run with its manifest and baseline loaded when the project keeps a manifest store (a damaged manifest
    /// or an unknown `--base` is an error before any cell renders).
    public func loadingGoldens() throws -> CheckRun {
        guard options.comparesGoldens else { return self }
        var run = self
        if sources == nil { run.sources = SourceDigest(config: project.config) }
        guard project.config.goldenStore == .manifest else { return run }
        run.manifest = try GoldenManifest.load(project: project)
        run.manifestLoaded = true
        run.baseline = try Baseline(project: project, base: options.base)
        return run
    }

    package func executeLoaded(progress: ((Int, Int, CellResult) -> Void)?) throws -> Outcome {
        let cells = try self.cells()
        try OutputFolder.check(reportFolder, label: options.reportFolder == nil ? "the report folder" : "--report")
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
        let checked = try WorkerPool.run(count: cells.count, jobs: options.jobs, makeState: { try Worker(run: self) }) { worker, index in
            let checked = worker.checkCell(cells[index])
            progress?(done.increment(), cells.count, checked.result)
            return checked
        }
        var results = checked.map(\.result)
        annotateScales(&results)
        // The cache only saves time: one that cannot be written (a read-only output folder) is a note, not a failure. It
        // is encoded and written on one thread while the other sees to the manifest and the orphans (files of their own).
        enum Finished {
            /// Why the cache could not be written, if it could not.
            case cache(String?)
            case orphans(Swift.Result<[String], Error>)
        }
        let finished = try WorkerPool.run(count: 2, jobs: options.jobs, makeState: { () }) { _, task -> Finished in
            guard task == 1 else { return .cache(options.comparesGoldens ? updateCache(checked) : nil) }
            return .orphans(Swift.Result {
                try recordInManifest(checked)
                // Orphans are judged against the whole matrix, so filtered runs (which see part of it) skip them.
                return options.filter.isEmpty ? try self.orphans(cells: cells, recorded: checked.contains { $0.manifestEntry != nil }) : []
            })
        }
        var cacheProblem = self.cacheProblem
        var orphans: [String] = []
        for outcome in finished {
            switch outcome {
            case .cache(let problem): if let problem { cacheProblem = problem }
            case .orphans(let found): orphans = try found.get()
            }
        }
        var report = CheckReport(toolVersion: ProofsheetVersion.tool, rendererVersion: ProofsheetVersion.renderer,
                                 diffAlgorithm: project.config.diff.defaults.mode.algorithmVersion,
                                 config: ProjectPath.relative(project.config.file, from: reportFolder),
                                 cells: results, orphans: orphans,
                                 shard: options.shard.map { CheckReport.Shard(index: $0.index, count: $0.count) })
        report.kind = kind
        let reused = checked.filter(\.reused).count
        return Outcome(report: report, reused: reused, rendered: checked.count - reused, unresolved: checked.filter(\.unresolved).count,
                       cacheProblem: cacheProblem)
    }

    /// The orphans of the whole matrix (`Orphans.find`), judged on what this run already holds where it can: its cells
    /// when it is not sharded (then they are the whole matrix: orphans are only looked for without a filter), and the
    /// manifest it read when it recorded no entry into it (a record adds only matrix cells, but the file is then read
    /// again as written). Reading the manifest a second time was a tenth of a nothing-changed run (issue #43).
    package func orphans(cells: [Cell], recorded: Bool) throws -> [String] {
        let matrix = options.shard == nil ? cells : try Matrix.cells(of: project)
        let manifest = manifestLoaded && !recorded ? self.manifest : try Orphans.manifest(of: project)
        return try Orphans.find(project: project, matrix: matrix, manifest: manifest)
    }

    /// Keeps the cache entries of cells this run did not cover, replaces those it did (dropping cells that no
    /// longer pass) and writes it; returns why it could not be written, if it could not.
    package func updateCache(_ checked: [Worker.Checked]) -> String? {
        var cache = options.full ? CheckCache.load(project: project, files: files).cache : self.cache
        var changed = options.full || cacheProblem != nil
        for cell in checked where cache.entries[cell.result.cell.description] != cell.entry {
            cache.entries[cell.result.cell.description] = cell.entry
            changed = true
        }
        // A run that reused every cell as it was leaves the file as it is (rewriting it is most of such a run).
        guard changed || !FileManager.default.fileExists(atPath: CheckCache.path(project: project)) else { return nil }
        do {
            try cache.save(project: project, files: files)
            return nil
        } catch {
            return "it could not be written (\(error)); the next check renders every cell"
        }
    }

    /// Writes the entries this run recorded (manifest store) into their screens' files, with their findings. A run
    /// that records also rewrites each screen of its cells that has per-cell snapshots or layout records beside the
    /// manifest (recorded by this run for cells whose pixels passed, or by an older version): the manifest takes them
    /// in as shared records (`GoldenManifest.write`).
    package func recordInManifest(_ checked: [Worker.Checked]) throws {
        guard project.config.goldenStore == .manifest, options.comparesGoldens else { return }
        var manifest = self.manifest
        var screens = Set<String>()
        for cell in checked {
            guard var entry = cell.manifestEntry else { continue }
            let id = cell.result.cell.description
            // New pixels keep the stored records until new ones are written beside them (taken in on write).
            entry = ManifestEntry(pixels: entry.pixels, width: entry.width, height: entry.height, stamp: entry.stamp,
                                  findings: ManifestEntry.counts(cell.result.findings), records: manifest.entries[id]?.records ?? [:])
            manifest.entries[id] = entry
            screens.insert(cell.result.cell.screen.name)
        }
        if options.record != .never {
            for screen in Set(checked.map(\.result.cell.screen.name)) where manifest.entries.keys.contains(where: { $0.hasPrefix(screen + "/") })
                && FileManager.default.fileExists(atPath: project.config.paths.golden + "/" + screen) {
                screens.insert(screen)
            }
        }
        if !screens.isEmpty { try manifest.write(screens: screens, project: project) }
    }

    /// Marks clipped and truncated text with the smallest text scale of the run at which it first happens.
    package func annotateScales(_ results: inout [CellResult]) {
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
    public func makeWorker() throws -> Worker { try Worker(run: loadingGoldens()) }

    /// How the cells of a run ended: the report, and how many cells were reused unrendered because nothing they
    /// read had changed since they passed against the same golden (never part of the report, which is the
    /// same for an incremental and a `--full` run).
    public struct Outcome: Sendable {
        public let report: CheckReport
        public let reused: Int
        public let rendered: Int
        /// How many of the reused cells were skipped from their source key alone, without being resolved.
        public let unresolved: Int
        /// Why the cache of earlier runs could not be used, for the summary; nil when it was used or absent.
        public let cacheProblem: String?
    }

    /// Where a cell's artefacts go in the report folder, without the suffix: `cells/<screen>/<device>-<locale>-…x`
    /// (`.actual.png`, `.diff.png`, `.strip.png`, `.a11y.txt`, `.legend.png`, `.layout.txt` are added). Made of the cell's
    /// validated names only.
    package static func artefactBase(of cell: Cell) -> String {
        "cells/" + cell.screen.name + "/" + String(cell.fileName.dropLast(".png".count))
    }
}

/// A thread-safe counter for progress reporting.
package final class Counter: Sendable {
    private let value = Mutex(0)

    package init() {}

    package func increment() -> Int {
        value.withLock { value in
            value += 1
            return value
        }
    }
}

package enum CheckError: Error, CustomStringConvertible {
    case outOfMemory

    package var description: String { "could not allocate the PNG codec's buffers" }
}
