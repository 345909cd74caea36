import Foundation
import ProofsheetKit

/// What the per-cell input records (issue #17 item 2, #18 item 1) cost, targets together with the layout records:
/// ≤ 10 % added to a passing check, goldens ≤ 5 % larger.
///
/// Recording happens while a cell resolves, inside every render, so it cannot be switched off and timed apart.
/// This row times `CellRenderer.inputs(of:)` — the whole resolve with its recording — and the record's digest against the passing check of the same cell: an upper bound, since a check pays the resolve
/// anyway. Every 4th cell of the shipped matrix at scale 3, best of `rounds`, one thread. It also sums, over the
/// shipped goldens, the bytes of the stamp chunk that holds the record against the PNG bytes.
enum InputRecordBench {
    static let rounds = 3

    /// `proofsheet-bench --input-record`: on its own recorded goldens in `folder`.
    static func run(folder: String) throws {
        let project = try benchProject(folder: folder)
        let cells = try Matrix.cells(of: project).enumerated().filter { $0.offset % 4 == 0 }.map(\.element)
        var options = CheckRun.Options()
        options.reportFolder = folder + "/report"
        options.record = .missing
        options.filter = CellFilter()
        options.full = true
        print("proofsheet-bench --input-record: \(cells.count) cells (every 4th) at scale 3, one thread, best of \(rounds)")
        let recording = try CheckRun(project: project, options: options).makeWorker()
        for cell in cells { _ = recording.check(cell) }
        options.record = .never
        options.audits = try CheckRun.AuditRun.load(project: project, today: Benchmark.today)
        let worker = try CheckRun(project: project, options: options).makeWorker()
        let renderer = try CellRenderer(project: project)
        let (record, check) = try PassingCheckShare.measure(cells: cells, rounds: rounds, worker: worker) { cell in
            try milliseconds { try renderer.inputs(of: cell).digest }.1
        }
        let share = record.median / max(check.median, 0.001)
        print(String(format: "input record: resolve + record + digest %.3f ms (p10 %.3f, p90 %.3f) per cell; a passing check %.2f ms",
                     record.median, record.percentile(0.1), record.percentile(0.9), check.median))
        print(String(format: "the input record adds at most %.2f%% to a passing check (the resolve included; target ≤ 10%% with the layout record %@)",
                     share * 100, share <= 0.075 ? "met" : "NOT MET"))
        let (pngBytes, recordBytes) = try shippedStampBytes()
        let growth = Double(recordBytes) / Double(max(pngBytes, 1))
        print(String(format: "shipped goldens: %d bytes of input-record chunks in %d bytes of PNGs: %.2f%% (target ≤ 5%% with the layout records %@)",
                     recordBytes, pngBytes, growth * 100, growth <= 0.024 ? "met" : "NOT MET"))
    }

    /// The bytes of the shipped golden PNGs and of the chunks holding their input records (chunk framing included).
    static func shippedStampBytes() throws -> (png: Int, records: Int) {
        let project = try Project.load(configPath: "layouts/proofsheet.json")
        guard let decompressor = ZlibDecompressor() else { throw BenchError.unexpected("no decompressor") }
        guard let dot = Pixmap(width: 1, height: 1) else { throw BenchError.unexpected("no pixmap") }
        var png = 0, records = 0
        for cell in try Matrix.cells(of: project) {
            let path = try ProjectFiles.cellPath(cell, in: project.config.paths.golden)
            let bytes = [UInt8](try Data(contentsOf: URL(fileURLWithPath: path)))
            png += bytes.count
            guard let stamp = GoldenStamp(textChunks: try PNGDecoder.readLeadingText(bytes, source: path, using: decompressor)),
                  stamp.inputs != nil else { throw BenchError.unexpected("\(path) has no input record") }
            // The record's chunks (fingerprint and inputs) in bytes: a 1 × 1 PNG with the whole stamp, less the
            // same PNG with the stamp of a golden without a record.
            let bare = GoldenStamp(renderer: stamp.renderer, diffAlgorithm: stamp.diffAlgorithm, inputs: nil)
            records += try PNGEncoder().encode(dot, text: stamp.textChunks).count - PNGEncoder().encode(dot, text: bare.textChunks).count
        }
        return (png, records)
    }
}
