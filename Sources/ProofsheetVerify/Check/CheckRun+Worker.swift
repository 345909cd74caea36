import Foundation
import ProofsheetPNG
import ProofsheetSupport
import ProofsheetAudit
import ProofsheetProject
import ProofsheetScene
import ProofsheetSpec
import ProofsheetGolden

extension CheckRun {
    /// The stamp a golden of `cell` recorded now would carry (its inputs re-recorded by resolving the cell).
    public func stamp(for cell: Cell) throws -> GoldenStamp {
        let worker = try Worker(run: self)
        let inputs = try worker.renderer.inputs(of: cell).adding(InputKey(.diff, cell.screen.name), worker.diffRecord(cell))
        return GoldenStamp(inputs: inputs, diffAlgorithm: project.config.diff.options(for: cell.screenFile).mode.algorithmVersion)
    }

    /// Per-thread state: a renderer (own fonts and glyph cache) and reusable zlib objects.
    public final class Worker {
        package let run: CheckRun
        package let renderer: CellRenderer
        package let decompressor: ZlibDecompressor
        package let fastCompressor: ZlibCompressor
        package let auditor: CellAuditor?
        /// Manifest store: renders the baseline commit's project, made on the first cell that needs it.
        package var baselineRenderer: CellRenderer?
        /// What every cell's source key starts with: the run's shared file digest and this renderer's font and asset
        /// hashes (the bytes it loaded, system fonts included); nil when the run has no source digest.
        package let sourceBase: ContentHash?
        /// Screen file → its diff settings as recorded (`diffRecord`), described once per worker.
        private var diffRecords: [String: String] = [:]
        /// Locale → string key → what looking it up gives (`StringCatalog.readText(of:in:)`), made once per worker.
        private var stringTexts: [LocaleID: [String: String]] = [:]
        /// Manifest store: screen → its manifest file relative to the report folder (what a cell's result names as its
        /// golden), made once per screen.
        private var manifestFiles: [String: String] = [:]
        /// Manifest store: the shared records this worker has read and found hashing to their names, by path
        /// (`GoldenManifest.record(_:of:config:files:verified:)`): each is read once per worker, not once per cell.
        private var verifiedRecords: [String: [UInt8]] = [:]

        package init(run: CheckRun) throws {
            self.run = run
            auditor = run.options.audits.map { CellAuditor(settings: $0.settings) }
            let renderer = try CellRenderer(project: run.project)
            self.renderer = renderer
            sourceBase = run.sources.map { sources in
                var base = SourceDigest.Hasher()
                base.add("files", sources.shared.description)
                for (file, hash) in renderer.fontHashes.sorted(by: { Array($0.key.utf8).lexicographicallyPrecedes(Array($1.key.utf8)) }) {
                    base.add("font:" + file, hash)
                }
                for (src, hash) in renderer.assetHashes.sorted(by: { Array($0.key.utf8).lexicographicallyPrecedes(Array($1.key.utf8)) }) {
                    base.add("asset:" + src, hash)
                }
                return base.digest
            }
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
            /// Reused from its source key alone: not even resolved.
            public var unresolved = false
            /// Manifest store: the entry this cell records (`--record`), written by the run after every cell.
            public var manifestEntry: ManifestEntry?
        }

        /// Checks one cell: render, compare with its golden, write artefacts when it does not pass.
        public func check(_ cell: Cell) -> CellResult { checkCell(cell).result }

        /// `check` with what the run needs besides the result: reused unrendered or not, and the cache entry.
        public func checkCell(_ cell: Cell) -> Checked {
            let sources = sourceKeys(cell)
            if let reuse = reusable(cell, sources: sources) {
                var result = reuse.entry.result
                result.golden = goldenShown(cell)
                var checked = Checked(result: result, entry: reuse.entry, reused: true, manifestEntry: nil)
                checked.unresolved = reuse.unresolved
                return checked
            }
            let rendered: RenderedCell
            do {
                rendered = try renderer.render(cell)
            } catch {
                return Checked(result: .failed(cell, .render, error, message: "could not render: \(error)"), entry: nil, reused: false,
                               manifestEntry: nil)
            }
            let inputs = rendered.composed.inputs.adding(InputKey(.diff, cell.screen.name), diffRecord(cell))
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
                    .map { golden in
                        var entry = CheckCache.Entry(inputs: inputs.digest, golden: golden, audits: run.auditKey, sources: sources?.full, result: result)
                        entry.structure = sources?.structure
                        entry.strings = sources.map { _ in stringReads(rendered.composed.stringKeys, cell) }
                        return entry
                    }
                : nil
            return Checked(result: result, entry: entry, reused: false, manifestEntry: comparison.manifestEntry)
        }

        /// What the result of `cell` names as its golden, relative to the report folder: its golden file, or in the
        /// manifest store its screen's manifest file (as `compareWithManifest` names it), so a reused cell's result is the
        /// one a render gives (it named a PNG the manifest store never writes, issue #43).
        package func goldenShown(_ cell: Cell) -> String {
            guard run.project.config.goldenStore == .manifest else { return ProjectPath.relative(run.goldenPath(cell), from: run.reportFolder) }
            if let shown = manifestFiles[cell.screen.name] { return shown }
            let shown = ProjectPath.relative(GoldenManifest.shownFile(screen: cell.screen.name, config: run.project.config), from: run.reportFolder)
            manifestFiles[cell.screen.name] = shown
            return shown
        }

        /// The diff settings of the cell's screen as recorded (they decide pass or fail).
        package func diffRecord(_ cell: Cell) -> String {
            if let record = diffRecords[cell.screenFile] { return record }
            let record = CellInputs.value(run.project.config.diff.options(for: cell.screenFile).recordText)
            diffRecords[cell.screenFile] = record
            return record
        }

        /// The cache entry of a cell that need not be rendered, and whether it was found without resolving the cell.
        /// The entry must be for the same audit settings and the same golden (its identity and sidecars), and the cell
        /// must read what it read then, found in the first of three ways that holds:
        /// - its source key is the entry's (no file the cell may read changed): not even resolved;
        /// - its source key without the strings is the entry's, its screen still loads, and every string key it looked
        ///   up gives in its locale what it gave then (`StringReads`): not resolved either;
        /// - it is resolved and its input record has the entry's digest (a file changed, but nothing this cell reads).
        /// The entry then takes the new keys.
        package func reusable(_ cell: Cell, sources: SourceKeys?) -> (entry: CheckCache.Entry, unresolved: Bool)? {
            guard var entry = run.cache.entries[cell.description], entry.audits == run.auditKey,
                  let golden = goldenIdentity(cell), cacheIdentity(cell, golden: golden) == entry.golden else { return nil }
            if let sources, entry.sources == sources.full { return (entry, true) }
            if let sources, entry.structure == sources.structure, let reads = entry.strings, screenLoads(cell),
               stringReads(reads.keys, cell).digest == reads.digest {
                entry.sources = sources.full
                return (entry, true)
            }
            guard let (inputs, stringKeys) = try? renderer.reads(of: cell),
                  inputs.adding(InputKey(.diff, cell.screen.name), diffRecord(cell)).digest == entry.inputs else { return nil }
            entry.sources = sources?.full
            entry.structure = sources?.structure
            entry.strings = sources.map { _ in stringReads(stringKeys, cell) }
            return (entry, false)
        }

        /// Whether the cell's screen state decoded: a strings edit can break a screen's decoding (a key gone from the
        /// base locale) without the cell having looked the key up (a node left out by its `when`).
        private func screenLoads(_ cell: Cell) -> Bool {
            run.project.screenErrors[cell.screen.name] == nil && run.project.screenErrors[cell.screenFile] == nil
                && run.project.screens.contains { $0.id == cell.screen.name }
        }

        /// What `keys` give in the cell's locale now.
        package func stringReads(_ keys: [String], _ cell: Cell) -> StringReads {
            StringReads(keys: keys, digest: StringReads.digest(of: keys, in: cell.locale, catalog: run.project.catalog, texts: &stringTexts))
        }

        /// A cell's source keys: with and without the strings.
        package struct SourceKeys: Sendable, Equatable {
            /// The run's source digest without the strings (`SourceDigest`: the shared files and the cell's screen
            /// spec), this renderer's font and asset hashes, the cell's axes and its screen's diff settings.
            package let structure: ContentHash
            /// `structure` with the digest of every strings file.
            package let full: ContentHash
        }

        /// The cell's source keys; nil when the run made no source digest.
        package func sourceKeys(_ cell: Cell) -> SourceKeys? {
            guard let sourceBase, let sources = run.sources else { return nil }
            var key = SourceDigest.Hasher()
            key.add("base", sourceBase.description)
            key.add("screen", sources.screen(cell.screenFile).description)
            key.add("cell", cell.description)
            key.add("diff", diffRecord(cell))
            let structure = key.digest
            var full = SourceDigest.Hasher()
            full.add("structure", structure.description)
            full.add("strings", sources.strings.description)
            return SourceKeys(structure: structure, full: full.digest)
        }

        /// A cell's source key (`SourceKeys.full`).
        package func sourceKey(_ cell: Cell) -> ContentHash? { sourceKeys(cell)?.full }

        /// What a cache entry remembers of the golden: its identity hashed with the bytes of the stored accessibility
        /// snapshot and layout record beside it (an absent file hashes as a marker), so a passing cell is reused only
        /// while all three are as they were when it passed.
        package func cacheIdentity(_ cell: Cell, golden: ContentHash) -> ContentHash? {
            var bytes = Array(golden.description.utf8)
            // The files beside the golden, or the manifest's shared records (as the cell's own files would hold them).
            for kind in ManifestRecord.Kind.allCases {
                let stored: GoldenManifest.StoredRecord?
                do {
                    stored = try run.storedSidecar(cell, kind, verified: &verifiedRecords)
                } catch {
                    return nil
                }
                guard let file = stored?.bytes else {
                    bytes += Array("absent\n".utf8)
                    continue
                }
                bytes += Array("\(file.count)\n".utf8) + file
            }
            return ContentHash(bytes)
        }

        /// What a cell passed against: the hash of its golden file's bytes, or its manifest entry's pixel hash.
        package func goldenIdentity(_ cell: Cell) -> ContentHash? {
            if run.project.config.goldenStore == .manifest { return run.manifest.entries[cell.description]?.pixels }
            guard let golden = try? PNGDecoder.readFile(atPath: try run.files.checked(run.goldenPath(cell), role: "golden")) else { return nil }
            return ContentHash(golden)
        }
    }
}
