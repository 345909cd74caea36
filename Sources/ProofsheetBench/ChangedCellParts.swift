import Foundation
import ProofsheetKit

/// Where a changed cell's time goes (issue #43 item 2): each step `check` takes for a cell, timed on its own on the
/// cells of `ChangedCellBench` (their goldens altered as there), medians over the cells, one thread.
///
/// The steps a passing cell takes too (render, golden read and decode, identical compare, accessibility snapshot,
/// audits) and the ones only a changed cell takes (the compare that finds the change and makes its diff marks, the
/// layout record and its changes, the artefact encodes and writes), so the sum of the second kind is the extra cost.
enum ChangedCellParts {
    static func run(worker: CheckRun.Worker, project: Project, cells: [Cell], reportFolder: String) throws {
        var parts: [(name: String, samples: Samples)] = []
        func add(_ name: String, _ ms: Double) {
            if let index = parts.firstIndex(where: { $0.name == name }) { parts[index].samples.add(ms) } else {
                var samples = Samples(); samples.add(ms); parts.append((name, samples))
            }
        }
        let run = worker.run
        try FileManager.default.createDirectory(atPath: reportFolder + "/parts", withIntermediateDirectories: true)
        for cell in cells {
            let path = try benchGoldenPath(cell, in: project)
            let original = try Data(contentsOf: URL(fileURLWithPath: path))
            let (rendered, renderMS) = try milliseconds { try worker.renderer.render(cell) }
            add("both: render", renderMS)
            let (golden, decodeMS) = try milliseconds { try PNGDecoder.decode([UInt8](original), source: path, using: worker.decompressor) }
            add("both: golden decode", decodeMS)
            let options = project.config.diff.options(for: cell.screenFile)
            let (_, sameMS) = milliseconds { ImageDiff.compare(expected: golden.pixmap, actual: rendered.pixmap, options: options, imageWhenDifferent: true) }
            add("both: compare, identical", sameMS)
            let (snapshot, snapshotMS) = milliseconds { AccessibilitySnapshot(tree: AccessibilityTree(scene: rendered.composed.scene), cell: cell) }
            add("both: accessibility snapshot", snapshotMS)
            if let auditor = worker.auditor {
                let (_, auditMS) = try milliseconds { try auditor.audit(rendered) }
                add("both: audits", auditMS)
                // The audits split, each the best of 3 (one run is noisy on shared cores): text contrast alone, on a
                // scene built as the auditor builds it, and the rest (every audit, scene included, minus that).
                let scene = AuditScene(rendered: rendered, settings: auditor.settings)
                var contrastMS = Double.infinity, everyMS = Double.infinity
                for _ in 0..<3 {
                    var findings: [Finding] = []
                    contrastMS = min(contrastMS, milliseconds { TextContrastCheck.run(scene, into: &findings) }.1)
                    everyMS = min(everyMS, try milliseconds { try auditor.audit(rendered) }.1)
                }
                add("(audits, best of 3: text contrast)", contrastMS)
                add("(audits, best of 3: the rest)", max(0, everyMS - contrastMS))
            }
            let altered = ChangedCellBench.alterWord(golden.pixmap)
            let (outcome, diffMS) = milliseconds {
                ImageDiff.compare(expected: altered, actual: rendered.pixmap, options: options, imageWhenDifferent: true, style: .marks)
            }
            add("changed: compare + diff marks", diffMS)
            let (classic, classicMS) = milliseconds { ImageDiff.compare(expected: altered, actual: rendered.pixmap, options: options, imageWhenDifferent: true) }
            add("(compare + classic diff image, before)", classicMS)
            let (_, noImageMS) = milliseconds { ImageDiff.compare(expected: altered, actual: rendered.pixmap, options: options) }
            add("(changed: compare without image)", noImageMS)
            let (layout, layoutMS) = try milliseconds { () throws -> [String] in
                let record = LayoutSnapshot(scene: rendered.composed.scene, cell: cell)
                guard let stored = try run.storedSidecar(cell, .layout) else { return [] }
                let old = try LayoutSnapshot(text: String(decoding: stored.bytes, as: UTF8.self), source: stored.source)
                return record.changes(from: old).map(\.description) + [record.text]
            }
            add("changed: layout record + changes", layoutMS)
            let stampText = GoldenStamp(textChunks: golden.text)?.textChunks ?? []
            // The actual image as check writes it: the golden's bands copied where the rows are unchanged (each copied
            // piece inflated alone and checked), the rest compressed fast (the golden is the bench's altered banded golden, as
            // `ChangedCellBench` writes it, and its pixels as check decoded them).
            let alteredGolden = try PNGEncoder(effort: .banded(.standard, .fast), includeAlpha: false).encode(altered, text: stampText)
            let (actual, actualMS) = try milliseconds {
                try worker.actualImage(rendered.pixmap, text: stampText, expected: altered, goldenFile: alteredGolden)
            }
            let actualBytes = actual.bytes
            add("changed: actual encode (golden's bands)", actualMS)
            add("(actual: bands reused %)", 100 * Double(actual.reuse.reusedBands) / Double(max(1, actual.reuse.bands)))
            let (_, checkMS) = try milliseconds { try PNGDecoder.decode(actualBytes, source: "actual", using: worker.decompressor) }
            add("(before: a whole decode check)", checkMS)
            let (plainBytes, plainMS) = try milliseconds {
                try PNGEncoder(effort: .fast, includeAlpha: !rendered.pixmap.isOpaque).encode(rendered.pixmap, text: stampText, using: worker.fastCompressor)
            }
            add("(before: actual encode, plain fast)", plainMS)
            add("(actual KB)", Double(actualBytes.count) / 1000)
            add("(plain fast actual KB)", Double(plainBytes.count) / 1000)
            guard let marks = outcome.result?.diffImage, let classicImage = classic.result?.diffImage else {
                throw BenchError.unexpected("\(cell): no diff image")
            }
            let (markBytes, diffEncodeMS) = try milliseconds { try PNGEncoder.encodeIndexed(marks, using: worker.fastCompressor) }
            guard let diffBytes = markBytes else { throw BenchError.unexpected("\(cell): the diff's marks have more than 256 colours") }
            add("changed: diff marks encode (indexed)", diffEncodeMS)
            add("(diff marks KB)", Double(diffBytes.count) / 1000)
            add("(diff marks rows: the band that differs)", Double(marks.height))
            let (indexed, indexedMS) = try milliseconds { try PNGEncoder.encodeIndexed(classicImage, using: worker.fastCompressor) }
            add("(classic diff encode, indexed, before)", indexedMS)
            add("(classic diff KB, before)", Double(indexed?.count ?? 0) / 1000)
            // A string edit changes the snapshot too: the snapshot's changes, then its legend drawn and encoded.
            let stored = try AccessibilitySnapshot(text: snapshot.text + "", source: "bench")
            let (_, snapshotDiffMS) = milliseconds { snapshot.changes(from: stored) }
            add("edit: snapshot changes", snapshotDiffMS)
            // The legend as check writes it (`PageLegend`: the page draws it), and as a legend image before: with its
            // screenshot at one pixel per point, and at the device scale.
            let (pageLegend, pageLegendMS) = milliseconds {
                PageLegend(tree: AccessibilityTree(scene: rendered.composed.scene), device: rendered.composed.scene.device)
            }
            add("edit: legend for the page", pageLegendMS)
            add("(legend for the page, JSON KB)", Double(pageLegend.jsonValue().jsonText().utf8.count) / 1000)
            let legendKinds: [(String, Double?)] = [("(legend with its screenshot, before)", 1), ("(legend at the device scale, before)", nil)]
            for (label, scale) in legendKinds {
                let (legend, legendMS) = try milliseconds {
                    try AccessibilityLegend(scene: rendered.composed.scene, fonts: worker.renderer.fonts)
                        .render(rendered, glyphs: worker.renderer.glyphs, pixelsPerPoint: scale)
                }
                add(label + " raster", legendMS)
                let (legendBytes, legendEncodeMS) = try milliseconds {
                    try PNGEncoder(effort: .fast, includeAlpha: !legend.isOpaque).encode(legend, using: worker.fastCompressor)
                }
                add(label + " encode", legendEncodeMS)
                add(label + " KB", Double(legendBytes.count) / 1000)
                add(label + " kilopixels", Double(legend.width * legend.height) / 1000)
            }
            let base = reportFolder + "/parts/" + cell.description.replacingOccurrences(of: "/", with: "_")
            for durability in [AtomicFile.Durability.synced, .replaceable] {
                let (_, writeMS) = try milliseconds {
                    try AtomicFile.write(actualBytes, to: base + ".actual.png", durability: durability)
                    try AtomicFile.write(diffBytes, to: base + ".diff.png", durability: durability)
                    try AtomicFile.write(Array(snapshot.text.utf8), to: base + ".a11y.txt", durability: durability)
                    try AtomicFile.write(Array((layout.last ?? "").utf8), to: base + ".layout.txt", durability: durability)
                }
                add(durability == .synced ? "(four artefact writes, fsync)" : "changed: four artefact writes, no fsync", writeMS)
            }
            add("(bytes: actual + diff, KB)", Double(actualBytes.count + diffBytes.count) / 1000)
        }
        print("where a changed cell's time goes: \(cells.count) cells, medians in ms, one thread")
        for part in parts {
            let name = part.name.padding(toLength: 44, withPad: " ", startingAt: 0)
            print(name.isEmpty ? "" : "  " + name + String(format: " %8.2f (p10 %.2f, p90 %.2f)", part.samples.median,
                         part.samples.percentile(0.1), part.samples.percentile(0.9)))
        }
    }
}
