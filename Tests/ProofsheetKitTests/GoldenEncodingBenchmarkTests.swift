import Foundation
import XCTest
@testable import ProofsheetKit

/// Sizes and times of golden encodings at several libdeflate levels (not a timed test: it only prints).
/// `PROOFSHEET_BENCH=1 swift test -c release -Xswiftc -enable-testing --disable-swift-testing --filter GoldenEncodingBenchmarkTests`
final class GoldenEncodingBenchmarkTests: XCTestCase {
    func testGoldenEncodingLevels() throws {
        try XCTSkipUnless(ProcessInfo.processInfo.environment["PROOFSHEET_BENCH"] == "1", "set PROOFSHEET_BENCH=1")
        let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        let files = ["today/phone-en-light-1.0x.png", "wallet/phone-ar-dark-2.0x.png", "settings/phone-en-highContrastLight-3.1x.png"]
        let images = try files.map { try PNGDecoder.decodeFile(atPath: root.path + "/golden/" + $0).pixmap }
        for level in [6, 8, 9, 10, 11, 12] {
            for rows in [128, 256] {
                let strategy = PNGFilterStrategy.trialCompression(candidates: PNGFilter.allCases.map { .fixed($0) }, rows: rows, level: 1)
                var bytes = 0
                let start = Date()
                for image in images {
                    var encoder = PNGEncoder(effort: .small, includeAlpha: false)
                    encoder.filterStrategyOverride = strategy
                    guard let compressor = ZlibCompressor(level: level) else { return XCTFail("no compressor") }
                    bytes += try encoder.encode(image, using: compressor).count
                }
                print(String(format: "level %2d rows %3d: %8d bytes  %.0f ms/image", level, rows, bytes, Date().timeIntervalSince(start) * 1000 / Double(images.count)))
            }
        }
    }
}
