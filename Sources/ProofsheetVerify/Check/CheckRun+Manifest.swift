import Foundation
import ProofsheetDiff
import ProofsheetRaster
import ProofsheetSupport
import ProofsheetPNG
import ProofsheetProject
import ProofsheetScene
import ProofsheetSpec
import ProofsheetGolden

extension CheckRun.Worker {
    /// Compares a render with its manifest entry (docs/goldens.md, "Manifest store"): equal pixel hashes pass with no
    /// image decoded. Otherwise the expected image is the cell rendered from the baseline commit with the current
    /// renderer, compared as in PNG mode, and written beside the actual image (`.expected.png`, the bytes a PNG
    /// golden would hold); without a baseline the verdict is hash-only and the message says why. Also returns the
    /// pixel hash the cell passed against (for the cache) and, when recording, the entry to write.
    package func compareWithManifest(_ rendered: RenderedCell, stamp: GoldenStamp) -> Comparison {
        let cell = rendered.cell
        let options = run.project.config.diff.options(for: cell.screenFile)
        let file = GoldenManifest.shownFile(screen: cell.screen.name, config: run.project.config)
        let golden = goldenShown(cell)
        let pending = ManifestEntry(pixmap: rendered.pixmap, stamp: stamp, findings: [])
        guard let entry = run.manifest.entries[cell.description] else {
            var result = CellResult(cell: cell, status: .new,
                                    message: "no entry in \(FileDisplay.shown(file))" + run.nextStepForNewCell(cell))
            result.recorded = run.options.record.records(.new)
            result.artefacts = writeArtefacts(cell, actual: rendered.pixmap, expected: nil, diff: nil, stamp: stamp, result: &result)
            return Comparison(result: result, manifestEntry: result.recorded ? pending : nil)
        }
        if entry.matches(rendered.pixmap) {
            return Comparison(result: CellResult(cell: cell, status: .pass, golden: golden), goldenIdentity: entry.pixels,
                              goldenText: entry.stamp.textChunks)
        }

        var expected: Pixmap?
        var note = ""
        do {
            expected = try baselineImage(cell, entry: entry)
        } catch {
            note = "; hash-only verdict (no expected image): \(error)"
        }
        var message = "pixels differ from the hash in \(FileDisplay.shown(file))" + note
        var diffImage: Pixmap?
        var diffTop = 0
        var summary: DiffSummary?
        if let expected {
            let failed = ImageDiff.compare(expected: expected, actual: rendered.pixmap, options: options, imageWhenDifferent: true, style: .marks)
            if failed.passes {
                return Comparison(result: CellResult(cell: cell, status: .pass, diff: failed.result.map(self.summary), golden: golden),
                                  goldenIdentity: entry.pixels, goldenText: entry.stamp.textChunks)
            }
            message = failed.description
            diffImage = failed.result?.diffImage
            diffTop = failed.result?.diffImageTop ?? 0
            summary = failed.result.map(self.summary)
        }
        var result = CellResult(cell: cell, status: .changed, message: message, diff: summary, golden: golden)
        explain(&result, golden: entry.stamp, now: stamp, unexplained: .unexplained)
        result.artefacts = writeArtefacts(cell, actual: rendered.pixmap, expected: expected, diff: diffImage, diffTop: diffTop, stamp: stamp,
                                          result: &result)
        if let expected { writeExpected(cell, expected, actual: rendered.pixmap, stamp: entry.stamp, result: &result) }
        result.recorded = run.options.record.records(.changed)
        return Comparison(result: result, goldenIdentity: entry.pixels, goldenText: entry.stamp.textChunks,
                          manifestEntry: result.recorded ? pending : nil)
    }

    /// The cell rendered from the baseline commit with this build's renderer. When the renderer is the one that
    /// made the entry, the render must have the entry's hash (else the manifest was approved from files that were
    /// never committed, and the image would mislead).
    package func baselineImage(_ cell: Cell, entry: ManifestEntry) throws -> Pixmap {
        guard let baseline = run.baseline else { throw BaselineError.unavailable("no baseline") }
        if baselineRenderer == nil { baselineRenderer = try CellRenderer(project: try baseline.project()) }
        // Pixels only: no audit reads the baseline, so its paint record is not made.
        let pixmap = try baselineRenderer!.pixels(of: cell)
        if entry.stamp.renderer == ProofsheetVersion.renderer, !entry.matches(pixmap) {
            throw BaselineError.unavailable("the baseline commit \(baseline.commit?.prefix(12) ?? "") renders another image than the manifest records (was it approved from uncommitted files?)")
        }
        return pixmap
    }

    /// Writes `<cell>.expected.png`: the image with the entry's stamp, in the artefacts' fast preset (it is there to be
    /// looked at; approve never reads it). When it has the actual image's size, only the band of rows from the first to
    /// the last that differ from `actual` is written (`ImageBand`; the page draws it over the actual image): a string
    /// edit changes a few lines, and encoding the whole image was about a fifth of a changed cell (issue #43).
    package func writeExpected(_ cell: Cell, _ pixmap: Pixmap, actual: Pixmap, stamp: GoldenStamp, result: inout CellResult) {
        do {
            let path = try run.files.checked(try ProjectFiles.cellPath(cell, in: run.reportFolder + "/cells", suffix: ".expected.png"),
                                             role: "report folder")
            try FileManagerFolders.create(parentOf: path)
            var written = pixmap
            var band: ImageBand?
            if let rows = ImageDiff.differingRows(pixmap, actual), rows.count < pixmap.height {
                let rowBytes = pixmap.width * 4
                if let cropped = Pixmap(width: pixmap.width, height: rows.count, bytes: Array(pixmap.bytes[(rows.lowerBound * rowBytes)..<(rows.upperBound * rowBytes)])) {
                    written = cropped
                    band = ImageBand(top: rows.lowerBound, height: rows.count, imageHeight: pixmap.height)
                }
            }
            try AtomicFile.write(try PNGEncoder(effort: .fast, includeAlpha: !written.isOpaque).encode(written, text: stamp.textChunks, using: fastCompressor),
                                 to: path, durability: .replaceable)
            result.artefacts.expected = ProjectPath.relative(path, from: run.reportFolder)
            result.artefacts.expectedBand = band
        } catch {
            result.message = (result.message ?? "") + "; the expected image could not be written: \(error)"
        }
    }
}
