import Foundation
import ProofsheetKit

/// Sizes and times of golden encodings at several libdeflate levels and trial-row counts, on three shipped goldens
/// (docs/png.md, "Golden encoding"). `proofsheet-bench --golden-levels` (moved here from the test target, where it
/// only printed). Run from the repository root.
enum GoldenLevelsBench {
    static let goldens = ["today/phone-en-light-1.0x.png", "wallet/phone-ar-dark-2.0x.png", "settings/phone-en-highContrastLight-3.1x.png"]

    static func run() throws {
        let images = try goldens.map { try PNGDecoder.decodeFile(atPath: "golden/" + $0).pixmap }
        print("golden encodings of \(images.count) shipped goldens (trial of the five filters, then the level):")
        for level in [6, 8, 9, 10, 11, 12] {
            for rows in [128, 256] {
                let strategy = PNGFilterStrategy.trialCompression(candidates: PNGFilter.allCases.map { .fixed($0) }, rows: rows, level: 1)
                var bytes = 0
                var total = 0.0
                for image in images {
                    var encoder = PNGEncoder(effort: .small, includeAlpha: false)
                    encoder.filterStrategyOverride = strategy
                    guard let compressor = ZlibCompressor(level: level) else { throw BenchError.unexpected("no compressor at level \(level)") }
                    let (encoded, ms) = try milliseconds { try encoder.encode(image, using: compressor) }
                    bytes += encoded.count
                    total += ms
                }
                print(String(format: "  level %2d rows %3d: %8d bytes  %.0f ms/image", level, rows, bytes, total / Double(images.count)))
            }
        }
    }
}
