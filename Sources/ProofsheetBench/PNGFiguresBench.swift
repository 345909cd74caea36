import CPNGReference
import Foundation
import ProofsheetKit

/// PNG speed and size figures on one shipped cell at 3× (today, en, light: 1170 × 2532 px, opaque): libpng at
/// zlib levels 6 and 9 (the benchmark's reference codec), then our `fast` and `small` presets with their decode
/// time, for RGB and RGBA; with `grid`, every filter strategy at a range of levels (docs/png.md).
/// `proofsheet-bench --png [grid] [LEVEL,LEVEL…]` (moved here from the test target, where it only printed; it
/// measured a synthetic screenshot there). Run from the repository root.
enum PNGFiguresBench {
    static func run(grid: Bool, levels: [Int]) throws {
        let folder = benchFolder("png")
        defer { SafeDeletion.removeTree(folder) }
        let project = try benchProject(folder: folder)
        let renderer = try CellRenderer(project: project)
        let cell = Cell(screen: "today", device: "phone", locale: LocaleID("en"), mode: .light, textScale: 1)
        let composed = try renderer.compose(cell)
        let shot = try SceneRasterizer(scale: composed.device.scale, glyphs: renderer.glyphs)
            .render(composed.displayList, width: composed.device.pixelWidth, height: composed.device.pixelHeight)
        print("image: the shipped cell \(cell) at 3×, \(shot.width)×\(shot.height), opaque")
        if grid {
            try filterGrid(shot, levels: levels)
        } else {
            try figures(shot)
        }
    }

    /// The fastest of `runs` calls, in milliseconds (the minimum is the least disturbed by other processes).
    static func fastest<T>(runs: Int, _ body: () throws -> T) rethrows -> (Double, T) {
        var best = Double.infinity
        var result: T?
        for _ in 0..<runs {
            let (value, ms) = try milliseconds(body)
            best = min(best, ms)
            result = value
        }
        return (best, result!)
    }

    static func figures(_ shot: Pixmap) throws {
        for includeAlpha in [false, true] {
            let label = includeAlpha ? "RGBA" : "RGB"
            let channels: Int32 = includeAlpha ? 4 : 3
            let (libpng6Ms, level6) = fastest(runs: 3) { reference(shot, channels: channels, level: 6) }
            let (libpng9Ms, level9) = fastest(runs: 1) { reference(shot, channels: channels, level: 9) }
            print("\(label): libpng level 6 \(level6) B in \(f(libpng6Ms)) ms; libpng level 9 \(level9) B in \(f(libpng9Ms)) ms")
            for effort in [PNGEncoder.Effort.fast, .small] {
                let encoder = PNGEncoder(effort: effort, includeAlpha: includeAlpha)
                guard let compressor = encoder.makeCompressor(), let decompressor = ZlibDecompressor() else {
                    throw BenchError.unexpected("no libdeflate compressor")
                }
                let (ms, bytes) = try fastest(runs: effort == .fast ? 7 : 2) { try encoder.encode(shot, using: compressor) }
                print("\(label) \(effort): \(bytes.count) B (\(f(Double(bytes.count) / Double(level9))) x libpng-9, "
                      + "\(f(Double(bytes.count) / Double(level6))) x libpng-6) in \(f(ms)) ms")
                let (decodeMs, image) = try fastest(runs: 7) { try PNGDecoder.decode(bytes, source: "bench", using: decompressor) }
                guard image.pixmap.bytes == shot.bytes else { throw BenchError.unexpected("\(label) \(effort) did not decode to the same pixels") }
                print("  decode: \(f(decodeMs)) ms")
            }
        }
    }

    /// The table behind the preset choice: every filter strategy at each of `levels`.
    static func filterGrid(_ shot: Pixmap, levels: [Int]) throws {
        let trials: [(String, PNGFilterStrategy)] = [1, 8, 32, 128, 2532].map { rows in
            ("trial5-\(rows)rows", .trialCompression(candidates: PNGFilter.allCases.map { .fixed($0) }, rows: rows, level: 1))
        }
        let strategies: [(String, PNGFilterStrategy)] = PNGFilter.allCases.map { ("\($0)", .fixed($0)) }
            + [("msad-all", .minimumSumOfAbsoluteDifferences(PNGFilter.allCases)),
               ("msad-none-sub-up", .minimumSumOfAbsoluteDifferences([.none, .sub, .up])),
               ("msad-none-paeth", .minimumSumOfAbsoluteDifferences([.none, .paeth]))]
            + trials
            + [("trial6-32rows", .trialCompression(candidates: PNGFilter.allCases.map { .fixed($0) }
                                                    + [.minimumSumOfAbsoluteDifferences(PNGFilter.allCases)], rows: 32, level: 1)),
               ("trial-sub-up-32rows-L2", .trialCompression(candidates: [.fixed(.sub), .fixed(.up)], rows: 32, level: 2))]
        for (name, strategy) in strategies {
            var row = name.padding(toLength: 18, withPad: " ", startingAt: 0)
            for level in levels {
                var encoder = PNGEncoder(effort: .fast, includeAlpha: false)
                encoder.filterStrategyOverride = strategy
                guard let compressor = ZlibCompressor(level: level) else { throw BenchError.unexpected("no compressor at level \(level)") }
                let (ms, bytes) = try fastest(runs: level >= 10 ? 1 : 3) { try encoder.encode(shot, using: compressor) }
                row += " | L\(level) \(bytes.count) B \(f(ms)) ms"
            }
            print(row)
        }
    }

    /// libpng's size for the pixmap at `level` (the benchmark's reference codec, default filters).
    static func reference(_ pixmap: Pixmap, channels: Int32, level: Int32) -> Int {
        var out: UnsafeMutablePointer<UInt8>?
        let size = pixmap.bytes.withUnsafeBufferPointer {
            png_reference_encode($0.baseAddress, Int32(pixmap.width), Int32(pixmap.height), channels, level, &out)
        }
        png_reference_free(out)
        return size
    }

    static func f(_ value: Double) -> String { String(format: "%.2f", value) }
}
