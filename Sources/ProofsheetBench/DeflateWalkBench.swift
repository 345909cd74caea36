import CDeflate
import Foundation
import ProofsheetKit

/// `proofsheet-bench --deflate-walk`: the DEFLATE block walk (`DeflatePiece.joinable`, `DeflateBlockWalker`) on the
/// streams a changed cell's actual image compresses (issue #43): every `step`-th shipped golden decoded, cut by the
/// goldens' band rule, each band's rows filtered Sub (filter byte 1, then each byte minus the byte one pixel to its
/// left) and compressed alone as raw DEFLATE at libdeflate level 2, as `PNGBandedStream(rule:filter:level:)` does.
/// Per run, the same streams are made joinable, walked, and inflated by libdeflate (into one reused buffer); each
/// figure is the median over `runs` runs in milliseconds per MB of inflated data, and the walk's figures are also
/// given as ratios to libdeflate's inflate measured in the same run (the machines are shared: compare ratios).
enum DeflateWalkBench {
    struct Stream {
        let bytes: [UInt8]
        let inflated: Int
    }

    static func run(step: Int, runs: Int) throws {
        let streams = try bandStreams(step: step)
        let inflated = streams.reduce(0) { $0 + $1.inflated }
        let compressed = streams.reduce(0) { $0 + $1.bytes.count }
        var blocks = [0, 0, 0]
        for stream in streams {
            let shape = try DeflateBlockWalker.walk(stream.bytes)
            guard shape.inflatedBytes == stream.inflated else { throw BenchError.unexpected("the walk counts \(shape.inflatedBytes) bytes, not \(stream.inflated)") }
            for block in shape.blocks { blocks[block.rawValue] += 1 }
        }
        print(String(format: "%d band streams (Sub rows of every %d-th shipped golden, libdeflate level 2): %.2f MB inflated, %.3f MB compressed; blocks: %d stored, %d fixed, %d dynamic",
                     streams.count, step, Double(inflated) / 1e6, Double(compressed) / 1e6, blocks[0], blocks[1], blocks[2]))
        let largest = streams.map(\.inflated).max() ?? 0
        var output = [UInt8](repeating: 0, count: largest)
        guard let decompressor = libdeflate_alloc_decompressor() else { throw BenchError.unexpected("no libdeflate decompressor") }
        defer { libdeflate_free_decompressor(decompressor) }
        var joinable = Samples(), walk = Samples(), inflate = Samples(), joinRatio = Samples(), walkRatio = Samples()
        var sink = 0
        for _ in 0..<runs {
            let (joined, joinMs) = try milliseconds {
                var total = 0
                for stream in streams { total += try DeflatePiece.joinable(stream.bytes).count }
                return total
            }
            let (walked, walkMs) = try milliseconds {
                var total = 0
                for stream in streams { total += try DeflateBlockWalker.walk(stream.bytes).inflatedBytes }
                return total
            }
            let (produced, inflateMs) = try milliseconds {
                var total = 0
                try output.withUnsafeMutableBytes { out in
                    for stream in streams {
                        var actual = 0
                        let result = stream.bytes.withUnsafeBytes { input in
                            libdeflate_deflate_decompress(decompressor, input.baseAddress, input.count, out.baseAddress, stream.inflated, &actual)
                        }
                        guard result == LIBDEFLATE_SUCCESS else { throw BenchError.unexpected("libdeflate cannot inflate a band stream") }
                        total += actual
                    }
                }
                return total
            }
            guard walked == inflated, produced == inflated else { throw BenchError.unexpected("sizes differ: walk \(walked), inflate \(produced), expected \(inflated)") }
            sink &+= joined
            let megabytes = Double(inflated) / 1e6
            joinable.add(joinMs / megabytes)
            walk.add(walkMs / megabytes)
            inflate.add(inflateMs / megabytes)
            joinRatio.add(joinMs / inflateMs)
            walkRatio.add(walkMs / inflateMs)
        }
        print(String(format: "  DeflatePiece.joinable: %.3f ms/MB inflated (p10 %.3f, p90 %.3f) = %.2f × libdeflate's inflate (p10 %.2f, p90 %.2f)",
                     joinable.median, joinable.percentile(0.1), joinable.percentile(0.9), joinRatio.median, joinRatio.percentile(0.1), joinRatio.percentile(0.9)))
        print(String(format: "  DeflateBlockWalker.walk: %.3f ms/MB inflated (p10 %.3f, p90 %.3f) = %.2f × libdeflate's inflate (p10 %.2f, p90 %.2f)",
                     walk.median, walk.percentile(0.1), walk.percentile(0.9), walkRatio.median, walkRatio.percentile(0.1), walkRatio.percentile(0.9)))
        print(String(format: "  libdeflate_deflate_decompress: %.3f ms/MB inflated (p10 %.3f, p90 %.3f); median of %d runs (%d bytes joined per run)",
                     inflate.median, inflate.percentile(0.1), inflate.percentile(0.9), runs, sink / max(1, runs)))
    }

    /// The raw DEFLATE stream of each band of every `step`-th shipped golden, as a changed cell compresses it.
    static func bandStreams(step: Int) throws -> [Stream] {
        let project = try Project.load(configPath: "layouts/proofsheet.json")
        let cells = try Matrix.cells(of: project).enumerated().filter { $0.offset % step == 0 }.map(\.element)
        guard let compressor = ZlibCompressor(level: 2) else { throw BenchError.unexpected("no libdeflate compressor") }
        var streams: [Stream] = []
        for cell in cells {
            let path = try benchGoldenPath(cell, in: project)
            let pixmap = try PNGDecoder.decode([UInt8](try Data(contentsOf: URL(fileURLWithPath: path))), source: path).pixmap
            let channels = pixmap.isOpaque ? 3 : 4
            let rowBytes = pixmap.width * channels
            let rows = stride(from: 0, to: pixmap.bytes.count, by: 4).flatMap { pixmap.bytes[$0..<($0 + channels)] }
            for band in PNGEncoder.BandRule.standard.bands(of: pixmap) {
                var filtered: [UInt8] = []
                filtered.reserveCapacity(band.count * (rowBytes + 1))
                for y in band {
                    let start = y * rowBytes
                    filtered.append(1)
                    for x in 0..<rowBytes { filtered.append(x < channels ? rows[start + x] : rows[start + x] &- rows[start + x - channels]) }
                }
                guard let stream = filtered.withUnsafeBytes({ compressor.deflate($0) }) else { throw BenchError.unexpected("libdeflate failed") }
                streams.append(Stream(bytes: stream, inflated: filtered.count))
            }
        }
        return streams
    }
}
