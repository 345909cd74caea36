import Foundation
import ProofsheetKit

/// `proofsheet-bench --golden-fast [STEP]`: issue #43 item 1. Every STEP-th cell of the shipped matrix at 1170×2532
/// (default 8), one thread: the encode time of a new golden with the preset record and approve write
/// (`.banded(.standard, .fast)`, a fresh encode with nothing to reuse, its decode check included) against libpng at
/// zlib level 6 on the same pixels in the same run, and its bytes against the smallest preset's (the goldens'
/// preset before, which `golden compact` writes). Candidate compressions are listed below it for the record.
enum FastGoldenBench {
    static let candidates: [(String, PNGEncoder.BandedCompression)] = [
        ("level 6, 16 of 128, 5 filters", PNGEncoder.BandedCompression(level: 6, trialRows: 128, trialSampleRows: 16)),
        ("level 6, 16 of 128, no Paeth", PNGEncoder.BandedCompression(level: 6, trialRows: 128, trialSampleRows: 16, trialsPaeth: false)),
        ("level 6, 32 of 128, no Paeth", PNGEncoder.BandedCompression(level: 6, trialRows: 128, trialSampleRows: 32, trialsPaeth: false)),
        ("level 6, 64 of 128, no Paeth", PNGEncoder.BandedCompression(level: 6, trialRows: 128, trialSampleRows: 64, trialsPaeth: false)),
        ("level 6, 128 of 128, no Paeth", PNGEncoder.BandedCompression(level: 6, trialRows: 128, trialSampleRows: 128, trialsPaeth: false)),
        ("level 7, 32 of 128, no Paeth", PNGEncoder.BandedCompression(level: 7, trialRows: 128, trialSampleRows: 32, trialsPaeth: false)),
        ("level 8, 32 of 128, no Paeth", PNGEncoder.BandedCompression(level: 8, trialRows: 128, trialSampleRows: 32, trialsPaeth: false)),
    ]

    static func run(folder: String, step: Int, grid: Bool) throws {
        let project = try benchProject(folder: folder)
        let renderer = try CellRenderer(project: project)
        let cells = try Matrix.cells(of: project).enumerated().filter { $0.offset % max(1, step) == 0 }.map(\.element)
        let pixmaps = try cells.map { try renderer.render($0).pixmap }
        guard let decompressor = ZlibDecompressor() else { throw BenchError.unexpected("cannot allocate libdeflate's state") }
        print("new golden encode (issue #43 item 1): \(pixmaps.count) cells at 1170×2532 (every \(step)th), one thread, RGB")

        func encode(_ compression: PNGEncoder.BandedCompression) throws -> (Samples, Int) {
            let encoder = PNGEncoder(effort: .banded(.standard, compression), includeAlpha: false)
            guard let compressor = encoder.makeCompressor() else { throw BenchError.unexpected("cannot allocate libdeflate's state") }
            var times = Samples(), bytes = 0
            for pixmap in pixmaps {
                let (encoded, ms) = try milliseconds {
                    try encoder.encode(pixmap, replacing: nil, compressor: compressor, decompressor: decompressor)
                }
                times.add(ms)
                bytes += encoded.bytes.count
            }
            return (times, bytes)
        }
        // Interleaved per image so the machine's drift hits both alike: libpng level 6, then the fast preset.
        var reference = Samples(), fast = Samples(), ratios = Samples()
        var referenceBytes = 0, fastBytes = 0
        let encoder = PNGEncoder(effort: .banded(.standard, .fast), includeAlpha: false)
        guard let compressor = encoder.makeCompressor() else { throw BenchError.unexpected("cannot allocate libdeflate's state") }
        for pixmap in pixmaps {
            let (size, referenceMS) = milliseconds { libpngEncode(pixmap, level: 6) }
            let (encoded, fastMS) = try milliseconds {
                try encoder.encode(pixmap, replacing: nil, compressor: compressor, decompressor: decompressor)
            }
            reference.add(referenceMS); fast.add(fastMS); ratios.add(fastMS / referenceMS)
            referenceBytes += size; fastBytes += encoded.bytes.count
        }
        let (smallest, smallestBytes) = try encode(.smallest)
        print(String(format: "  libpng zlib 6 encode (reference)         %8.1f ms/golden (p10 %.1f, p90 %.1f)  %10d bytes",
                     reference.median, reference.percentile(0.1), reference.percentile(0.9), referenceBytes))
        print(String(format: "  new golden, fast preset (%@)  %8.1f ms/golden (p10 %.1f, p90 %.1f)  %10d bytes",
                     PNGEncoder.BandedCompression.fast.description as NSString, fast.median, fast.percentile(0.1), fast.percentile(0.9), fastBytes))
        print(String(format: "  smallest preset (%@, before)  %8.1f ms/golden (p10 %.1f, p90 %.1f)  %10d bytes",
                     PNGEncoder.BandedCompression.smallest.description as NSString, smallest.median, smallest.percentile(0.1),
                     smallest.percentile(0.9), smallestBytes))
        let ratio = fast.median / reference.median
        let size = Double(fastBytes) / Double(max(1, smallestBytes))
        print(String(format: "  new-golden encode / libpng 6: %.3f (medians; per image p10 %.3f, p90 %.3f; target ≤ 1.0 %@)",
                     ratio, ratios.percentile(0.1), ratios.percentile(0.9), ratio <= 1.0 ? "met" : "NOT MET"))
        print(String(format: "  new-golden size / smallest preset: %.4f (target ≤ 1.15 %@); smallest preset / fast encode time: %.1f×",
                     size, size <= 1.15 ? "met" : "NOT MET", smallest.median / fast.median))
        guard grid else { return }
        // Each candidate interleaved with libpng on every image, so each ratio is taken under the same load.
        var timesByCandidate = [Samples](repeating: Samples(), count: candidates.count)
        var referenceByCandidate = [Samples](repeating: Samples(), count: candidates.count)
        var bytesByCandidate = [Int](repeating: 0, count: candidates.count)
        let encoders = candidates.map { PNGEncoder(effort: .banded(.standard, $0.1), includeAlpha: false) }
        for pixmap in pixmaps {
            for (i, encoder) in encoders.enumerated() {
                let (_, referenceMS) = milliseconds { libpngEncode(pixmap, level: 6) }
                guard let compressor = encoder.makeCompressor() else { throw BenchError.unexpected("cannot allocate libdeflate's state") }
                let (encoded, ms) = try milliseconds {
                    try encoder.encode(pixmap, replacing: nil, compressor: compressor, decompressor: decompressor)
                }
                timesByCandidate[i].add(ms); referenceByCandidate[i].add(referenceMS); bytesByCandidate[i] += encoded.bytes.count
            }
        }
        for (i, (name, _)) in candidates.enumerated() {
            print(String(format: "  candidate %-26@ %8.1f ms/golden  %.3f × libpng 6 (%.1f ms beside it)  %.4f × smallest size", name as NSString,
                         timesByCandidate[i].median, timesByCandidate[i].median / referenceByCandidate[i].median,
                         referenceByCandidate[i].median, Double(bytesByCandidate[i]) / Double(max(1, smallestBytes))))
        }
    }
}
