import Foundation
import ProofsheetDiff
import ProofsheetPNG
import ProofsheetRaster
import ProofsheetSupport
import ProofsheetProject
import ProofsheetScene
import ProofsheetSpec
import ProofsheetGolden

extension CheckRun {
    /// The first three changes in words, then how many more (the message stays one line; report.json has all).
    package static func summary(of changes: [InputChange]) -> String {
        let shown = changes.prefix(3).map(\.text).joined(separator: ", ")
        return changes.count > 3 ? shown + " and \(changes.count - 3) more" : shown
    }
}

extension CheckRun.Worker {
        /// What comparing a cell with its golden gave: the result, what the golden was identified by (the hash of
        /// its file's bytes or its manifest entry's pixel hash; what a cache entry remembers), the golden's stamp
        /// chunks (read only when the cell changed) and, manifest store, the entry to record.
        package struct Comparison {
            package var result: CellResult
            package var goldenIdentity: ContentHash? = nil
            package var goldenText: [PNGTextChunk] = []
            package var manifestEntry: ManifestEntry? = nil
        }

        /// Compares a rendered cell with its golden (recording it when asked) and writes artefacts unless it passes.
        /// Also returns the hash of the golden file's bytes when it was read (what the cache entry remembers).
        package func compare(_ rendered: RenderedCell, stamp: GoldenStamp) -> Comparison {
            let cell = rendered.cell
            let goldenPath = run.goldenPath(cell)
            let goldenDisplay = ProjectPath.relative(goldenPath, from: run.reportFolder)
            let options = run.project.config.diff.options(for: cell.screenFile)

            guard !RegularFile.isAbsent(goldenPath) else {
                var result = CellResult(cell: cell, status: .new,
                                        message: "no golden at \(FileDisplay.shown(goldenPath))" + run.nextStepForNewCell(cell))
                if run.options.record.records(.new) {
                    result.recorded = record(rendered.pixmap, stamp: stamp, to: goldenPath, result: &result)
                }
                result.artefacts = writeArtefacts(cell, actual: rendered.pixmap, expected: nil, diff: nil, stamp: stamp, result: &result)
                return Comparison(result: result)
            }
            let golden: PNGImage
            let goldenHash: ContentHash
            let goldenFile: [UInt8]
            do {
                let bytes: [UInt8]
                do {
                    bytes = try PNGDecoder.readFile(atPath: try run.files.checked(goldenPath, role: "golden"))
                } catch let error as PNGError {
                    throw PNGError(source: FileDisplay.shown(goldenPath), reason: error.reason)
                }
                golden = try PNGDecoder.decode(bytes, source: FileDisplay.shown(goldenPath), using: decompressor)
                goldenHash = ContentHash(bytes)
                goldenFile = bytes
            } catch {
                var result = CellResult.failed(cell, .golden, error, message: "golden unreadable: \(error)")
                result.golden = goldenDisplay
                result.artefacts = writeArtefacts(cell, actual: rendered.pixmap, expected: nil, diff: nil, stamp: stamp, result: &result)
                // A golden that cannot be read certainly differs: recording changed goldens replaces it.
                if run.options.record.records(.changed) {
                    result.recorded = record(rendered.pixmap, stamp: stamp, to: goldenPath, result: &result)
                }
                return Comparison(result: result)
            }
            // One scan: a changed cell's diff image is made in the pass that finds it changed.
            let outcome = ImageDiff.compare(expected: golden.pixmap, actual: rendered.pixmap, options: options, imageWhenDifferent: true, style: .marks)
            if outcome.passes {
                var result = CellResult(cell: cell, status: .pass, diff: outcome.result.map(summary), golden: goldenDisplay)
                // `--record all` also re-stamps a matching golden whose stamp is not the one it would get now (one
                // approved before input records, or under other inputs that drew the same pixels), so its next change
                // is explained input by input. Its pixels stay the golden's.
                if run.options.record == .all, GoldenStamp(textChunks: golden.text) != stamp {
                    result.recorded = record(golden.pixmap, stamp: stamp, to: goldenPath, result: &result)
                }
                return Comparison(result: result, goldenIdentity: goldenHash, goldenText: golden.text)
            }
            let failed = outcome
            let message = failed.description
            var result = CellResult(cell: cell, status: .changed, message: message, diff: failed.result.map(summary), golden: goldenDisplay)
            explain(&result, golden: GoldenStamp(textChunks: golden.text), now: stamp, unexplained: .unexplained)
            result.artefacts = writeArtefacts(cell, actual: rendered.pixmap, expected: golden.pixmap, goldenFile: goldenFile,
                                              diff: failed.result?.diffImage, diffTop: failed.result?.diffImageTop ?? 0, stamp: stamp,
                                              result: &result)
            if run.options.record.records(.changed) {
                result.recorded = record(rendered.pixmap, stamp: stamp, to: goldenPath, result: &result)
            }
            return Comparison(result: result, goldenIdentity: goldenHash, goldenText: golden.text)
        }

        /// Sets a changed cell's `changes` and `cause` from its golden's stamp and says them in its message;
        /// `unexplained` when every recorded input is equal, `.unrecorded` for a golden without a stamp.
        package func explain(_ result: inout CellResult, golden: GoldenStamp?, now stamp: GoldenStamp, unexplained: InputChange) {
            var changes: [InputChange]
            if let golden {
                changes = golden.changes(to: stamp, cell: result.cell)
                if changes.isEmpty {
                    changes = [unexplained]
                } else {
                    // With `--record changed|all` the new golden is written from this render: nothing is left to approve.
                    append("since the golden: " + CheckRun.summary(of: changes)
                        + (run.options.record.records(.changed) ? "; recorded from this render" : ": re-approve if intended"), to: &result)
                }
            } else {
                changes = [.unrecorded]
                append("the golden has no Proofsheet stamp (made elsewhere?)", to: &result)
            }
            result.changes = changes
            result.cause = CauseGroup.id(of: changes)
        }

        package func summary(_ result: DiffResult) -> DiffSummary {
            DiffSummary(differentPixels: result.differentPixels, antiAliasedPixels: result.antiAliasedPixels,
                        totalPixels: result.totalPixels,
                        changedBounds: result.changedBounds,
                        algorithm: result.algorithmVersion)
        }

        /// Writes the golden; on failure the cell becomes an error that says why.
        package func record(_ pixmap: Pixmap, stamp: GoldenStamp, to path: String, result: inout CellResult) -> Bool {
            do {
                try GoldenStore.write(pixmap, stamp: stamp, to: path, within: run.files)
                return true
            } catch {
                result.status = .error
                result.failure = CellFailure(.record, error)
                result.message = "could not record the golden: \(error)"
                return false
            }
        }

        /// Writes a cell's artefacts into the report folder; `goldenFile` is the file `expected` was decoded from (PNG
        /// store), whose bands the actual image copies where its rows are unchanged (`actualImage`). `diff` is the
        /// diff's marks, whose first row is row `diffTop` of the compared images (`DiffResult.diffImageTop`).
        package func writeArtefacts(_ cell: Cell, actual: Pixmap, expected: Pixmap?, goldenFile: [UInt8]? = nil, diff: Pixmap?,
                                    diffTop: Int = 0, stamp: GoldenStamp, result: inout CellResult) -> CellArtefacts {
            let base = CheckRun.artefactBase(of: cell)
            let folder = run.reportFolder + "/cells/" + cell.screen.name
            var artefacts = CellArtefacts()
            do {
                try FileManager.default.createDirectory(atPath: try run.files.checked(folder, role: "report folder"), withIntermediateDirectories: true)
                // In the manifest store the actual image names its pixel hash, which is what approve writes.
                let pixels = run.project.config.goldenStore == .manifest ? [ManifestEntry.actualPixelsChunk(actual)] : []
                try AtomicFile.write(try actualImage(actual, text: stamp.textChunks + pixels, expected: expected, goldenFile: goldenFile).bytes,
                                     to: run.reportFolder + "/" + base + ".actual.png", durability: .replaceable)
                artefacts.actual = base + ".actual.png"
                if let diff {
                    // The diff's marks alone (`DiffImageStyle.marks`: red, yellow, transparent) over the rows that differ,
                    // which the report page shows over the faded expected image at `diffBand`: written indexed at two
                    // bits a pixel, mostly repeated empty rows (issue #43).
                    let bytes = try PNGEncoder.encodeIndexed(diff, using: fastCompressor)
                        ?? PNGEncoder(effort: .fast, includeAlpha: !diff.isOpaque).encode(diff, using: fastCompressor)
                    try AtomicFile.write(bytes, to: run.reportFolder + "/" + base + ".diff.png", durability: .replaceable)
                    artefacts.diff = base + ".diff.png"
                    if diff.height < actual.height {
                        artefacts.diffBand = ImageBand(top: diffTop, height: diff.height, imageHeight: actual.height)
                    }
                }
                if let expected, run.options.writesComparisonStrip {
                    // The strip is one image to read alone: its middle panel is the classic diff (marks over the faded expected).
                    let strip = try ComparisonStrip().render(expected: expected, diff: diff.map { DiffImage.classic(expected: expected, marks: $0, top: diffTop) },
                                                             actual: actual)
                    try AtomicFile.write(try PNGEncoder(effort: .fast).encode(strip, using: fastCompressor), to: run.reportFolder + "/" + base + ".strip.png",
                                         durability: .replaceable)
                    artefacts.strip = base + ".strip.png"
                }
            } catch {
                result.message = (result.message ?? "") + "; artefacts could not be written: \(error)"
            }
            return artefacts
        }
}
