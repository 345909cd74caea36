import Foundation
import ProofsheetKit

/// What the accessibility work (issue #19) adds to a passing check, target ≤ 15 %: on every 4th cell of the
/// shipped matrix at scale 3, the passing check (render, golden decode, compare, snapshot compare, every audit)
/// and, on its own, the accessibility part of it: the tree, the stored snapshot read and compared, and the
/// criteria on the tree, the simulated status colours (`statusDistinguishable`) and the focus ring. The share
/// is of the check without that part. Also the per-image cost of `render --vision` (not part of a check).
///
/// Each cell is timed `rounds` times, interleaved, and its fastest round kept: the machine is shared.
enum AccessibilityBench {
    static let rounds = 3

    struct Result {
        var accessibility = Samples(), check = Samples()

        /// The accessibility part over the check without it (medians).
        var share: Double { accessibility.median / max(check.median - accessibility.median, 0.001) }
    }

    /// Times `cells` (recorded goldens and snapshots, all passing) with `worker`.
    static func measure(project: Project, renderer: CellRenderer, cells: [Cell], worker: CheckRun.Worker) throws -> Result {
        var settings = AuditSettings()
        settings.enforced = [.duplicateName, .labelInName, .readingOrder, .focusOrder, .statusDistinguishable, .focusIndicator]
        settings.reported = []
        let auditor = CellAuditor(settings: settings)
        var best = Array(repeating: (accessibility: Double.infinity, check: Double.infinity), count: cells.count)
        for _ in 0..<rounds {
            for (index, cell) in cells.enumerated() {
                let (result, checkMS) = milliseconds { worker.check(cell) }
                guard result.status == .pass else { throw BenchError.unexpected("\(cell) did not pass: \(result.message ?? "")") }
                let rendered = try renderer.render(cell)
                let path = try ProjectFiles.cellPath(cell, in: project.config.paths.golden, suffix: AccessibilitySnapshot.fileSuffix)
                let (_, a11yMS) = try milliseconds { () -> Int in
                    let snapshot = AccessibilitySnapshot(tree: AccessibilityTree(scene: rendered.composed.scene), cell: cell)
                    let stored = try AccessibilitySnapshot(text: try String(contentsOfFile: path, encoding: .utf8), source: path)
                    return snapshot.changes(from: stored).count + (try auditor.audit(rendered)).count
                }
                best[index] = (min(best[index].accessibility, a11yMS), min(best[index].check, checkMS))
            }
        }
        var result = Result()
        for timing in best {
            result.accessibility.add(timing.accessibility)
            result.check.add(timing.check)
        }
        return result
    }

    static func report(_ result: Result) {
        print(String(format: "accessibility: snapshot + new criteria %.2f ms (p10 %.2f, p90 %.2f) of a passing check of %.2f ms",
                     result.accessibility.median, result.accessibility.percentile(0.1), result.accessibility.percentile(0.9), result.check.median))
        print(String(format: "accessibility adds %.1f%% to a passing check (target ≤ 15%% %@)", result.share * 100,
                     result.share <= 0.15 ? "met" : "NOT MET"))
    }

    /// `proofsheet-bench --accessibility`: only this entry, on its own recorded goldens in `folder`.
    static func run(folder: String) throws {
        let project = try benchProject(folder: folder)
        let cells = try Matrix.cells(of: project).enumerated().filter { $0.offset % 4 == 0 }.map(\.element)
        let renderer = try CellRenderer(project: project)
        print("proofsheet-bench --accessibility: \(cells.count) cells (every 4th) at scale 3, one thread, best of \(rounds)")
        var render = Samples()
        var vision: [ColorVisionDeficiency: Samples] = [:]
        for cell in cells {
            let (rendered, ms) = try milliseconds { try renderer.render(cell) }
            render.add(ms)
            let golden = try ProjectFiles.cellPath(cell, in: project.config.paths.golden)
            try FileManager.default.createDirectory(atPath: (golden as NSString).deletingLastPathComponent, withIntermediateDirectories: true)
            try AtomicFile.write(try PNGEncoder(effort: .fast, includeAlpha: false).encode(rendered.pixmap), to: golden)
            let snapshot = AccessibilitySnapshot(tree: AccessibilityTree(scene: rendered.composed.scene), cell: cell)
            try AtomicFile.write(Array(snapshot.text.utf8), to: String(golden.dropLast(4)) + AccessibilitySnapshot.fileSuffix)
            for deficiency in ColorVisionDeficiency.allCases {
                let (_, simulateMS) = milliseconds { VisionSimulator(deficiency).simulate(rendered.pixmap) }
                vision[deficiency, default: Samples()].add(simulateMS)
            }
        }
        var options = CheckRun.Options()
        options.reportFolder = folder + "/report"
        options.audits = try CheckRun.AuditRun.load(project: project, today: Benchmark.today)
        let worker = try CheckRun(project: project, options: options).makeWorker()
        report(try measure(project: project, renderer: renderer, cells: cells, worker: worker))
        for deficiency in ColorVisionDeficiency.allCases.sorted() {
            print(String(format: "render --vision %@: %.2f ms per 1170×2532 image (render alone %.2f ms)", deficiency.rawValue,
                         vision[deficiency]?.median ?? .nan, render.median))
        }
    }
}
