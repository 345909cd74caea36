import Foundation

extension CheckRun {
    /// The stamp a golden of `cell` recorded now would carry (its inputs re-recorded by resolving the cell).
    public func stamp(for cell: Cell) throws -> GoldenStamp {
        let worker = try Worker(run: self)
        let inputs = try worker.renderer.inputs(of: cell).adding(InputKey(.diff, cell.screen), worker.diffRecord(cell))
        return GoldenStamp(inputs: inputs, diffAlgorithm: project.config.diff.options(for: cell.screenFile).mode.algorithmVersion)
    }

    /// Per-thread state: a renderer (own fonts and glyph cache) and reusable zlib objects.
    public final class Worker {
        let run: CheckRun
        let renderer: CellRenderer
        let decompressor: ZlibDecompressor
        let fastCompressor: ZlibCompressor
        let auditor: CellAuditor?
        /// Manifest store: renders the baseline commit's project, made on the first cell that needs it.
        var baselineRenderer: CellRenderer?

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

        /// One checked cell: its result, the cache entry it leaves (cells that passed), whether it was reused.
        public struct Checked: Sendable {
            public let result: CellResult
            public let entry: CheckCache.Entry?
            public let reused: Bool
            /// Manifest store: the entry this cell records (`--record`), written by the run after every cell.
            public var manifestEntry: ManifestEntry?
        }

        /// Checks one cell: render, compare with its golden, write artefacts when it does not pass.
        public func check(_ cell: Cell) -> CellResult { checkCell(cell).result }

        /// `check` with what the run needs besides the result: reused unrendered or not, and the cache entry.
        public func checkCell(_ cell: Cell) -> Checked {
            if let entry = reusable(cell) {
                var result = entry.result
                result.golden = ProjectPath.relative(run.goldenPath(cell), from: run.reportFolder)
                return Checked(result: result, entry: entry, reused: true, manifestEntry: nil)
            }
            let rendered: RenderedCell
            do {
                rendered = try renderer.render(cell)
            } catch {
                return Checked(result: .failed(cell, .render, error, message: "could not render: \(error)"), entry: nil, reused: false,
                               manifestEntry: nil)
            }
            let inputs = rendered.composed.inputs.adding(InputKey(.diff, cell.screen), diffRecord(cell))
            var comparison = Comparison(result: CellResult(cell: cell, status: .pass))
            if run.options.comparesGoldens {
                let stamp = GoldenStamp(inputs: inputs, diffAlgorithm: run.project.config.diff.options(for: cell.screenFile).mode.algorithmVersion)
                comparison = run.project.config.goldenStore == .manifest ? compareWithManifest(rendered, stamp: stamp) : compare(rendered, stamp: stamp)
                let pixelsChanged = comparison.result.status == .changed
                compareSnapshot(rendered, stamp: stamp, into: &comparison.result)
                if comparison.result.status == .changed, !pixelsChanged {
                    // The pixels match but the accessibility snapshot does not: the cause is what the cell read.
                    explain(&comparison.result, golden: GoldenStamp(textChunks: comparison.goldenText), now: stamp,
                            unexplained: .unexplainedSnapshot)
                }
                compareLayout(rendered, into: &comparison.result)
            }
            var result = comparison.result
            if let audits = run.options.audits, let auditor {
                let findings: [Finding]
                do {
                    findings = try auditor.audit(rendered)
                } catch {
                    return Checked(result: .failed(cell, .audit, error, message: "could not audit: \(error)"), entry: nil, reused: false,
                                   manifestEntry: nil)
                }
                result.findings = audits.waivers.apply(to: findings, today: audits.today, settings: audits.settings)
                result.pixelScale = rendered.composed.device.scale
            }
            let passed = result.status == .pass && !result.recorded
            let entry = passed
                ? comparison.goldenIdentity.flatMap { cacheIdentity(cell, golden: $0) }
                    .map { CheckCache.Entry(inputs: inputs.digest, golden: $0, audits: run.auditKey, result: result) }
                : nil
            return Checked(result: result, entry: entry, reused: false, manifestEntry: comparison.manifestEntry)
        }

        /// The diff settings of the cell's screen as recorded (they decide pass or fail).
        func diffRecord(_ cell: Cell) -> String {
            CellInputs.value(String(describing: run.project.config.diff.options(for: cell.screenFile)))
        }

        /// The cache entry of a cell that need not be rendered: it passed against the same golden, with the same
        /// inputs (re-recorded now by resolving the cell, without layout or pixels) and audit settings.
        func reusable(_ cell: Cell) -> CheckCache.Entry? {
            guard let entry = run.cache.entries[cell.description], entry.audits == run.auditKey,
                  let inputs = try? renderer.inputs(of: cell),
                  inputs.adding(InputKey(.diff, cell.screen), diffRecord(cell)).digest == entry.inputs,
                  let golden = goldenIdentity(cell), cacheIdentity(cell, golden: golden) == entry.golden else { return nil }
            return entry
        }

        /// What a cache entry remembers of the golden: its identity hashed with the bytes of the stored accessibility
        /// snapshot and layout record beside it (an absent file hashes as a marker), so a passing cell is reused only
        /// while all three are as they were when it passed.
        func cacheIdentity(_ cell: Cell, golden: ContentHash) -> ContentHash? {
            var bytes = Array(golden.description.utf8)
            for path in [run.snapshotPath(cell), run.layoutRecordPath(cell)] {
                if !FileManager.default.fileExists(atPath: path) {
                    bytes += Array("absent\n".utf8)
                    continue
                }
                guard let file = try? run.files.read(path, role: "golden sidecar", limit: AccessibilitySnapshot.maxFileBytes) else { return nil }
                bytes += Array("\(file.count)\n".utf8) + file
            }
            return ContentHash(bytes)
        }

        /// What a cell passed against: the hash of its golden file's bytes, or its manifest entry's pixel hash.
        func goldenIdentity(_ cell: Cell) -> ContentHash? {
            if run.project.config.goldenStore == .manifest { return run.manifest.entries[cell.description]?.pixels }
            guard let golden = try? PNGDecoder.readFile(atPath: try run.files.checked(run.goldenPath(cell), role: "golden")) else { return nil }
            return ContentHash(golden)
        }
    }
}
