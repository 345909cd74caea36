import Foundation
import ProofsheetKit

/// What the layout-tree diff (issue #17 item 3) costs, targets: ≤ 10 % added to a passing check, goldens ≤ 5 %
/// larger. A passing check reads no layout record (`CheckRun.Worker.compareLayout` returns first), so this row
/// times the whole record work as if every cell did it — build the record from the scene, write its text, read
/// the stored one back and diff them — against the passing check of the same cell, on every 4th cell of the
/// shipped matrix at scale 3. It also sums the shipped goldens: layout records against PNG bytes.
///
/// Each cell is timed `rounds` times, interleaved, and its fastest round kept: the machine is shared.
enum LayoutRecordBench {
    static let rounds = 3

    /// `proofsheet-bench --layout-record`: on its own recorded goldens in `folder`.
    static func run(folder: String) throws {
        let project = try benchProject(folder: folder)
        let cells = try Matrix.cells(of: project).enumerated().filter { $0.offset % 4 == 0 }.map(\.element)
        let renderer = try CellRenderer(project: project)
        print("proofsheet-bench --layout-record: \(cells.count) cells (every 4th) at scale 3, one thread, best of \(rounds)")
        for cell in cells {
            let rendered = try renderer.render(cell)
            let golden = try ProjectFiles.cellPath(cell, in: project.config.paths.golden)
            try FileManager.default.createDirectory(atPath: (golden as NSString).deletingLastPathComponent, withIntermediateDirectories: true)
            try AtomicFile.write(try PNGEncoder(effort: .fast, includeAlpha: false).encode(rendered.pixmap), to: golden)
            let snapshot = AccessibilitySnapshot(tree: AccessibilityTree(scene: rendered.composed.scene), cell: cell)
            try AtomicFile.write(Array(snapshot.text.utf8), to: String(golden.dropLast(4)) + AccessibilitySnapshot.fileSuffix)
            let record = LayoutSnapshot(scene: rendered.composed.scene, cell: cell)
            try AtomicFile.write(Array(record.text.utf8), to: String(golden.dropLast(4)) + LayoutSnapshot.fileSuffix)
        }
        var options = CheckRun.Options()
        options.reportFolder = folder + "/report"
        options.audits = try CheckRun.AuditRun.load(project: project, today: Benchmark.today)
        let worker = try CheckRun(project: project, options: options).makeWorker()
        let (record, check) = try PassingCheckShare.measure(cells: cells, rounds: rounds, worker: worker) { cell in
            let rendered = try renderer.render(cell)
            let path = try ProjectFiles.cellPath(cell, in: project.config.paths.golden, suffix: LayoutSnapshot.fileSuffix)
            // Only the record work is timed: the render above stands in for the scene the check already has.
            return try milliseconds { () -> Int in
                let record = LayoutSnapshot(scene: rendered.composed.scene, cell: cell)
                let stored = try LayoutSnapshot(text: try String(contentsOfFile: path, encoding: .utf8), source: path)
                return record.text.utf8.count + record.changes(from: stored).count
            }.1
        }
        let share = record.median / max(check.median, 0.001)
        print(String(format: "layout record: build + text + read + diff %.3f ms (p10 %.3f, p90 %.3f) per cell; a passing check %.2f ms",
                     record.median, record.percentile(0.1), record.percentile(0.9), check.median))
        // An upper bound: a passing check skips the record, so it adds at most this share.
        print(String(format: "the layout record adds at most %.2f%% to a passing check (all of it, as if every cell did it; target ≤ 10%% %@)",
                     share * 100, share <= 0.10 ? "met" : "NOT MET"))
        let (pngBytes, recordBytes) = try shippedGoldenBytes()
        let growth = Double(recordBytes) / Double(max(pngBytes, 1))
        print(String(format: "shipped goldens: %d bytes of layout records beside %d bytes of PNGs: +%.2f%% (target ≤ 5%% %@)",
                     recordBytes, pngBytes, growth * 100, growth <= 0.05 ? "met" : "NOT MET"))
    }

    /// The bytes of the shipped golden PNGs and of their layout records, cell by cell of the shipped matrix.
    static func shippedGoldenBytes() throws -> (png: Int, records: Int) {
        let project = try Project.load(configPath: "layouts/proofsheet.json")
        var png = 0, records = 0
        func size(_ path: String) -> Int { ((try? FileManager.default.attributesOfItem(atPath: path))?[.size] as? Int) ?? 0 }
        for cell in try Matrix.cells(of: project) {
            png += size(try ProjectFiles.cellPath(cell, in: project.config.paths.golden))
            records += size(try ProjectFiles.cellPath(cell, in: project.config.paths.golden, suffix: LayoutSnapshot.fileSuffix))
        }
        return (png, records)
    }
}
