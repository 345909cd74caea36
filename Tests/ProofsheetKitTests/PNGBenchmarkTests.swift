import CPNG
import Foundation
import XCTest
@testable import ProofsheetKit

/// Speed and size figures for docs/png.md. Skipped unless PROOFSHEET_BENCH=1; run in release:
///
///     PROOFSHEET_BENCH=1 swift test -c release -Xswiftc -enable-testing --disable-swift-testing --filter PNGBenchmarkTests
final class PNGBenchmarkTests: XCTestCase {
    override func setUpWithError() throws {
        try XCTSkipUnless(ProcessInfo.processInfo.environment["PROOFSHEET_BENCH"] == "1", "set PROOFSHEET_BENCH=1")
    }

    /// Milliseconds of the fastest of `runs` calls (the minimum is the least disturbed by other processes).
    func milliseconds<T>(runs: Int, _ body: () throws -> T) rethrows -> (Double, T) {
        var best = Double.infinity
        var result: T?
        for _ in 0..<runs {
            let start = DispatchTime.now().uptimeNanoseconds
            result = try body()
            best = min(best, Double(DispatchTime.now().uptimeNanoseconds - start) / 1e6)
        }
        return (best, result!)
    }

    func testScreenshotFigures() throws {
        let shot = try XCTUnwrap(SyntheticScreenshot.make())
        if let path = ProcessInfo.processInfo.environment["PROOFSHEET_BENCH_SAVE"] {
            try PNGEncoder(effort: .fast, includeAlpha: false).write(shot, toPath: path)
        }
        var lines = ["image: synthetic UI screenshot \(shot.width)x\(shot.height), opaque"]
        for includeAlpha in [false, true] {
            let label = includeAlpha ? "RGBA" : "RGB"
            let (libpngMs, libpng6) = milliseconds(runs: 3) { PNGFixtures.libpngEncode(shot, includeAlpha: includeAlpha) }
            let (libpng9Ms, libpng9) = milliseconds(runs: 1) { LibpngLevelWriter.encode(shot, includeAlpha: includeAlpha, level: 9) }
            let level6 = try XCTUnwrap(libpng6).count, level9 = try XCTUnwrap(libpng9).count
            lines.append("\(label): libpng level 6 (simplified API) \(level6) B in \(f(libpngMs)) ms; "
                         + "libpng level 9 \(level9) B in \(f(libpng9Ms)) ms")
            for effort in [PNGEncoder.Effort.fast, .small] {
                let encoder = PNGEncoder(effort: effort, includeAlpha: includeAlpha)
                let compressor = try XCTUnwrap(encoder.makeCompressor())
                let (ms, bytes) = try milliseconds(runs: effort == .fast ? 7 : 2) { try encoder.encode(shot, using: compressor) }
                lines.append("\(label) \(effort): \(bytes.count) B (\(f(Double(bytes.count) / Double(level9))) x libpng-9, "
                             + "\(f(Double(bytes.count) / Double(level6))) x libpng-6) in \(f(ms)) ms")
                let decompressor = try XCTUnwrap(ZlibDecompressor())
                let (decodeMs, image) = try milliseconds(runs: 7) { try PNGDecoder.decode(bytes, source: "bench", using: decompressor) }
                XCTAssertEqual(image.pixmap.bytes, shot.bytes)
                lines.append("  decode: \(f(decodeMs)) ms")
            }
            var pngImage = png_image()
            let level9Bytes = try XCTUnwrap(libpng9)
            let (libpngDecodeMs, _) = milliseconds(runs: 5) { () -> Int in
                pngImage = png_image()
                pngImage.version = UInt32(PNG_IMAGE_VERSION)
                _ = level9Bytes.withUnsafeBytes { png_image_begin_read_from_memory(&pngImage, $0.baseAddress, $0.count) }
                pngImage.format = cpng_format_rgba()
                var out = [UInt8](repeating: 0, count: cpng_image_size(&pngImage))
                _ = out.withUnsafeMutableBytes { png_image_finish_read(&pngImage, nil, $0.baseAddress, 0, nil) }
                return out.count
            }
            lines.append("  libpng simplified decode of the level-9 file: \(f(libpngDecodeMs)) ms")
        }
        print(lines.joined(separator: "\n"))
    }

    /// The table behind the preset choice: every filter strategy at a range of libdeflate levels.
    func testFilterStrategyAndLevelGrid() throws {
        let shot = try XCTUnwrap(SyntheticScreenshot.make())
        let strategies: [(String, PNGFilterStrategy)] = PNGFilter.allCases.map { ("\($0)", .fixed($0)) }
            + [("msad-all", .minimumSumOfAbsoluteDifferences(PNGFilter.allCases)),
               ("msad-none-sub-up", .minimumSumOfAbsoluteDifferences([.none, .sub, .up])),
               ("msad-none-paeth", .minimumSumOfAbsoluteDifferences([.none, .paeth]))]
            + [1, 8, 32, 128, 2532].map { rows in
                ("trial5-\(rows)rows", PNGFilterStrategy.trialCompression(candidates: PNGFilter.allCases.map { .fixed($0) },
                                                                         rows: rows, level: 1))
            }
            + [("trial6-32rows", .trialCompression(candidates: PNGFilter.allCases.map { .fixed($0) }
                                                    + [.minimumSumOfAbsoluteDifferences(PNGFilter.allCases)], rows: 32, level: 1)),
               ("trial-sub-up-32rows-L2", .trialCompression(candidates: [.fixed(.sub), .fixed(.up)], rows: 32, level: 2))]
        let only = ProcessInfo.processInfo.environment["PROOFSHEET_BENCH_ONLY"]
        let levels = ProcessInfo.processInfo.environment["PROOFSHEET_BENCH_LEVELS"]?
            .split(separator: ",").compactMap { Int($0) } ?? [1, 2, 3, 6, 9, 12]
        var lines: [String] = []
        for (name, strategy) in strategies where only.map({ name.hasPrefix($0) }) ?? true {
            var row = name.padding(toLength: 18, withPad: " ", startingAt: 0)
            for level in levels {
                var encoder = PNGEncoder(effort: .fast, includeAlpha: false)
                encoder.filterStrategyOverride = strategy
                let compressor = try XCTUnwrap(ZlibCompressor(level: level))
                let (ms, bytes) = try milliseconds(runs: level >= 10 ? 1 : 3) { try encoder.encode(shot, using: compressor) }
                row += " | L\(level) \(bytes.count) B \(f(ms)) ms"
            }
            lines.append(row)
        }
        print(lines.joined(separator: "\n"))
    }

    private func f(_ value: Double) -> String { String(format: "%.2f", value) }
}

/// libpng's full write API with an explicit zlib level (the simplified API always uses libpng's default, 6).
enum LibpngLevelWriter {
    final class Sink { var bytes: [UInt8] = [] }

    static func encode(_ pixmap: Pixmap, includeAlpha: Bool, level: Int32) -> [UInt8]? {
        var png: OpaquePointer? = PNG_LIBPNG_VER_STRING.withCString { png_create_write_struct($0, nil, nil, nil) }
        var info: OpaquePointer? = png_create_info_struct(png)
        guard png != nil, info != nil else { return nil }
        defer { png_destroy_write_struct(&png, &info) }
        let sink = Sink()
        let write: @convention(c) (OpaquePointer?, UnsafeMutablePointer<UInt8>?, Int) -> Void = { png, data, length in
            guard let io = png_get_io_ptr(png), let data else { return }
            Unmanaged<Sink>.fromOpaque(io).takeUnretainedValue().bytes += UnsafeBufferPointer(start: data, count: length)
        }
        let flush: @convention(c) (OpaquePointer?) -> Void = { _ in }
        png_set_write_fn(png, Unmanaged.passUnretained(sink).toOpaque(), write, flush)
        png_set_IHDR(png, info, UInt32(pixmap.width), UInt32(pixmap.height), 8,
                     includeAlpha ? PNG_COLOR_TYPE_RGB_ALPHA : PNG_COLOR_TYPE_RGB, PNG_INTERLACE_NONE,
                     PNG_COMPRESSION_TYPE_DEFAULT, PNG_FILTER_TYPE_DEFAULT)
        png_set_compression_level(png, level)
        png_write_info(png, info)
        let channels = includeAlpha ? 4 : 3
        var row = [UInt8](repeating: 0, count: pixmap.width * channels)
        for y in 0..<pixmap.height {
            for x in 0..<pixmap.width {
                for c in 0..<channels { row[x * channels + c] = pixmap.bytes[(y * pixmap.width + x) * 4 + c] }
            }
            row.withUnsafeBufferPointer { png_write_row(png, $0.baseAddress) }
        }
        png_write_end(png, nil)
        withExtendedLifetime(sink) {}
        return sink.bytes
    }
}
