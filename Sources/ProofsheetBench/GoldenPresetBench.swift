import Foundation
import ProofsheetKit

/// `proofsheet-bench --golden-presets`: the measurement behind approve's PNG preset (docs/performance.md, "Fast
/// approve"). Every 8th cell of the shipped matrix at 1170×2532 is encoded with each candidate filter choice and
/// libdeflate level; each row prints the median encode time per golden and the total size against today's
/// golden preset (`.small`), on the same pixmaps, one thread.
enum GoldenPresetBench {
    static let candidates: [(String, PNGEncoder.Effort)] = [
        ("small (trial 128, L11)", .small),
        ("trial 128, L10", .candidate(trialRows: 128, level: 10)),
        ("trial 128, L9", .candidate(trialRows: 128, level: 9)),
        ("trial 128, L7", .candidate(trialRows: 128, level: 7)),
        ("trial 128, L6", .candidate(trialRows: 128, level: 6)),
        ("trial 512, L10", .candidate(trialRows: 512, level: 10)),
        ("sub, L11", .candidate(trialRows: 0, level: 11)),
        ("sub, L10", .candidate(trialRows: 0, level: 10)),
        ("sub, L9", .candidate(trialRows: 0, level: 9)),
        ("sub, L6", .candidate(trialRows: 0, level: 6)),
    ]

    static func run(folder: String) throws {
        let project = try benchProject(folder: folder)
        let renderer = try CellRenderer(project: project)
        let cells = try Matrix.cells(of: project).enumerated().filter { $0.offset % 8 == 0 }.map(\.element)
        let pixmaps = try cells.map { try renderer.render($0).pixmap }
        print("golden presets: \(pixmaps.count) cells at 1170×2532, one thread")
        var baseline = 0
        for (name, effort) in candidates {
            let encoder = PNGEncoder(effort: effort, includeAlpha: false)
            var times = Samples(), bytes = 0
            for pixmap in pixmaps {
                let (encoded, ms) = try milliseconds { try encoder.encode(pixmap) }
                times.add(ms)
                bytes += encoded.count
            }
            if baseline == 0 { baseline = bytes }
            print(String(format: "  %-24@ %8.1f ms/golden  %10d bytes  %.3f × small", name as NSString, times.median, bytes,
                         Double(bytes) / Double(baseline)))
        }
    }
}
