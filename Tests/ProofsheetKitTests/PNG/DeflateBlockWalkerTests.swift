import CDeflate
import XCTest
@testable import ProofsheetKit
@testable import ProofsheetPNG

/// `DeflateBlockWalker` and `DeflatePiece` against libdeflate's own compressor and decompressor: on every block
/// type, at every level, on random, repetitive and real (filtered screenshot) data, and on damaged streams.
final class DeflateBlockWalkerTests: XCTestCase {
    /// libdeflate's raw DEFLATE stream of `input` at `level`.
    static func compress(_ input: [UInt8], level: Int32) -> [UInt8] {
        let compressor = libdeflate_alloc_compressor(level)!
        defer { libdeflate_free_compressor(compressor) }
        let bound = libdeflate_deflate_compress_bound(compressor, input.count)
        var out = [UInt8](repeating: 0, count: bound)
        let written = input.withUnsafeBytes { i in
            out.withUnsafeMutableBytes { o in libdeflate_deflate_compress(compressor, i.baseAddress, i.count, o.baseAddress, bound) }
        }
        return Array(out[0..<written])
    }

    /// libdeflate's inflate of the raw stream at the start of `stream`: the bytes it consumed and produced, or nil.
    static func inflate(_ stream: [UInt8], limit: Int) -> (consumed: Int, output: [UInt8])? {
        let decompressor = libdeflate_alloc_decompressor()!
        defer { libdeflate_free_decompressor(decompressor) }
        var out = [UInt8](repeating: 0, count: max(1, limit))
        var consumed = 0, produced = 0
        let result = stream.withUnsafeBytes { i in
            out.withUnsafeMutableBytes { o in
                libdeflate_deflate_decompress_ex(decompressor, i.baseAddress, i.count, o.baseAddress, o.count, &consumed, &produced)
            }
        }
        return result == LIBDEFLATE_SUCCESS ? (consumed, Array(out[0..<produced])) : nil
    }

    /// Inputs of every kind: empty, tiny, text, runs, random, and mixtures long enough for several blocks.
    static func corpus() -> [(String, [UInt8])] {
        var random = SeededGenerator(seed: 18)
        func noise(_ count: Int) -> [UInt8] { (0..<count).map { _ in UInt8.random(in: 0...255, using: &random) } }
        let text = Array(String(repeating: "The quick brown fox jumps over the lazy dog. ", count: 40).utf8)
        var cases: [(String, [UInt8])] = [
            ("empty", []), ("one byte", [42]), ("short text", Array("hello, hello, hello".utf8)), ("text", text),
            ("zeros", [UInt8](repeating: 0, count: 100_000)), ("noise", noise(70_000)),
            ("mixture", noise(3000) + text + [UInt8](repeating: 7, count: 5000) + noise(40_000) + text),
        ]
        for size in [2, 3, 5, 17, 64, 300, 1000, 4097] { cases.append(("noise \(size)", noise(size))) }
        for size in [20, 90, 700, 2500] { cases.append(("text \(size)", Array(text.prefix(size)))) }
        // Skewed bytes: dynamic codes with long and short codes.
        cases.append(("skewed", (0..<200_000).map { _ in UInt8(min(255, Int(-log(Double.random(in: 0.0001...1, using: &random)) * 9))) }))
        return cases
    }

    func testTheWalkerFindsTheEndAndSizeLibdeflateFindsOnEveryLevelAndBlockType() throws {
        var types = Set<Int>(), endsInByte = Set<Int>()
        for (name, input) in Self.corpus() {
            for level: Int32 in [0, 1, 2, 6, 9, 11, 12] {
                let stream = Self.compress(input, level: level)
                // Garbage after the stream must not move its end.
                let padded = stream + [0xFF, 0x13, 0x00]
                let shape = try DeflateBlockWalker.walk(padded)
                let inflated = try XCTUnwrap(Self.inflate(padded, limit: input.count + 10), "\(name) L\(level)")
                XCTAssertEqual((shape.endBit + 7) / 8, inflated.consumed, "\(name) L\(level): end")
                XCTAssertEqual((shape.endBit + 7) / 8, stream.count, "\(name) L\(level): libdeflate writes no byte past the end")
                XCTAssertEqual(shape.inflatedBytes, input.count, "\(name) L\(level): size")
                XCTAssertLessThan(shape.lastBlockBit, shape.endBit)
                XCTAssertEqual(stream[shape.lastBlockBit / 8] >> UInt8(shape.lastBlockBit % 8) & 1, 1, "\(name) L\(level): BFINAL set")
                types.formUnion(shape.blocks.map(\.rawValue))
                endsInByte.insert(shape.endBit % 8)
            }
        }
        XCTAssertEqual(types, [0, 1, 2], "stored, fixed and dynamic blocks were all walked")
        XCTAssertTrue(endsInByte.contains(0) && !endsInByte.isDisjoint(with: 1...5) && !endsInByte.isDisjoint(with: 6...7),
                      "streams ending on a byte boundary, with room for 3 bits and without: \(endsInByte.sorted())")
    }

    func testJoinedPiecesInflateToTheJoinedInputs() throws {
        let corpus = Self.corpus()
        for level: Int32 in [0, 1, 11] {
            var joined: [UInt8] = [], expected: [UInt8] = []
            for (name, input) in corpus {
                let piece = try DeflatePiece.joinable(Self.compress(input, level: level))
                // Each piece alone, closed by the final block.
                let alone = try XCTUnwrap(Self.inflate(piece + DeflatePiece.finalBlock, limit: input.count + 1), "\(name) L\(level)")
                XCTAssertEqual(alone.output, input, "\(name) L\(level)")
                XCTAssertEqual(alone.consumed, piece.count + 2)
                joined += piece
                expected += input
            }
            let whole = try XCTUnwrap(Self.inflate(joined + DeflatePiece.finalBlock, limit: expected.count + 1))
            XCTAssertEqual(whole.output, expected, "L\(level): \(corpus.count) pieces joined")
            XCTAssertEqual(try DeflateBlockWalker.walk(joined + DeflatePiece.finalBlock).inflatedBytes, expected.count)
        }
    }

    func testPiecesWalkAsPiecesAndNothingElseDoes() throws {
        for (name, input) in Self.corpus() {
            let stream = Self.compress(input, level: 11)
            let piece = try DeflatePiece.joinable(stream)
            func walk(_ bytes: [UInt8]) throws -> Int { try bytes.withUnsafeBytes { try DeflateBlockWalker.walkPiece($0) } }
            XCTAssertEqual(try walk(piece), input.count, name)
            XCTAssertThrowsError(try walk(stream), "\(name): a whole stream (final block) is no piece")
            XCTAssertThrowsError(try walk(piece + [0]), "\(name): a byte too many")
            XCTAssertThrowsError(try walk(Array(piece.dropLast())), "\(name): a byte too few")
            XCTAssertThrowsError(try walk(Array(piece.dropLast(4))), "\(name): without the empty stored block")
        }
    }

    func testScreenshotRowsAtTheGoldenLevel() throws {
        let pixels = try XCTUnwrap(SyntheticScreenshot.make(width: 390, height: 844)).bytes
        // The raw rows, and the same rows with each byte minus the byte of the pixel to its left (PNG's Sub).
        let sub = pixels.indices.map { $0 % (390 * 4) < 4 ? pixels[$0] : pixels[$0] &- pixels[$0 - 4] }
        for data in [pixels, sub] {
            for start in stride(from: 0, to: data.count, by: 300_000) {
                let input = Array(data[start..<min(data.count, start + 300_000)])
                let stream = Self.compress(input, level: 11)
                let shape = try DeflateBlockWalker.walk(stream)
                XCTAssertEqual((shape.endBit + 7) / 8, stream.count)
                XCTAssertEqual(shape.inflatedBytes, input.count)
                let piece = try DeflatePiece.joinable(stream)
                XCTAssertEqual(try XCTUnwrap(Self.inflate(piece + DeflatePiece.finalBlock, limit: input.count)).output, input)
            }
        }
    }

    func testHandMadeStreams() throws {
        let cases: [(String, [UInt8], DeflateBlockWalker.Shape?)] = [
            ("empty fixed final block", [0x03, 0x00], .init(lastBlockBit: 0, endBit: 10, blocks: [.fixed], inflatedBytes: 0)),
            ("empty stored final block", [0x01, 0x00, 0x00, 0xFF, 0xFF],
             .init(lastBlockBit: 0, endBit: 40, blocks: [.stored], inflatedBytes: 0)),
            ("stored 'ab', final", [0x01, 0x02, 0x00, 0xFD, 0xFF, 0x61, 0x62],
             .init(lastBlockBit: 0, endBit: 56, blocks: [.stored], inflatedBytes: 2)),
            ("sync block then empty fixed final block", [0x00, 0x00, 0x00, 0xFF, 0xFF, 0x03, 0x00],
             .init(lastBlockBit: 40, endBit: 50, blocks: [.stored, .fixed], inflatedBytes: 0)),
            ("reserved block type 3", [0x07, 0x00], nil),
            ("NLEN not the complement", [0x01, 0x02, 0x00, 0xFC, 0xFF, 0x61, 0x62], nil),
            ("stored data cut short", [0x01, 0x02, 0x00, 0xFD, 0xFF, 0x61], nil),
            ("no final block", [0x00, 0x00, 0x00, 0xFF, 0xFF], nil),
            ("nothing", [], nil),
            // Fixed block: literal 'a' (code 10010001), length 3 (257: 0000001), distance 1 (code 00000), 256.
            ("fixed block with a match", [0x4B, 0x04, 0x02, 0x00],
             .init(lastBlockBit: 0, endBit: 30, blocks: [.fixed], inflatedBytes: 4)),
            // The same at distance 2 (code 00001), before the start: only one byte so far.
            ("distance before the start", [0x4B, 0x04, 0x42, 0x00], nil),
        ]
        for (name, bytes, expected) in cases {
            if let expected {
                XCTAssertEqual(try DeflateBlockWalker.walk(bytes), expected, name)
                XCTAssertNotNil(Self.inflate(bytes, limit: 10), "\(name): libdeflate agrees it is valid")
            } else {
                XCTAssertThrowsError(try DeflateBlockWalker.walk(bytes), name)
                XCTAssertNil(Self.inflate(bytes, limit: 1000), "\(name): libdeflate agrees it is invalid")
            }
        }
    }

    /// Random and damaged streams: the walker never traps, and whatever it accepts libdeflate inflates to the same
    /// size, ending on the same byte (in this corpus: a hand-made incomplete code can be accepted by the walker and
    /// refused by libdeflate, see `DeflateBlockWalker`).
    func testDamagedAndRandomStreamsAreRejectedOrAgreeWithLibdeflate() throws {
        var random = SeededGenerator(seed: 1951)
        var accepted = 0, rejected = 0
        var streams: [[UInt8]] = (0..<400).map { _ in (0..<Int.random(in: 1...64, using: &random)).map { _ in UInt8.random(in: 0...255, using: &random) } }
        for (_, input) in Self.corpus().prefix(8) {
            let stream = Self.compress(input, level: 6)
            for _ in 0..<40 where !stream.isEmpty {
                var damaged = stream
                damaged[Int.random(in: 0..<damaged.count, using: &random)] ^= UInt8(1 << Int.random(in: 0...7, using: &random))
                streams.append(damaged)
                streams.append(Array(stream.prefix(Int.random(in: 0..<stream.count, using: &random))))
            }
        }
        for stream in streams {
            guard let shape = try? DeflateBlockWalker.walk(stream) else {
                rejected += 1
                continue
            }
            accepted += 1
            let inflated = try XCTUnwrap(Self.inflate(stream, limit: shape.inflatedBytes + 1), "libdeflate inflates what the walker accepts")
            XCTAssertEqual(inflated.consumed, (shape.endBit + 7) / 8)
            XCTAssertEqual(inflated.output.count, shape.inflatedBytes)
        }
        XCTAssertGreaterThan(accepted, 10)
        XCTAssertGreaterThan(rejected, 10)
    }

    func testAdler32OfJoinedPiecesIsTheAdler32OfTheWhole() {
        var random = SeededGenerator(seed: 1950)
        let data = (0..<300_000).map { _ in UInt8.random(in: 0...255, using: &random) } + [UInt8](repeating: 255, count: 200_000)
        let whole = data.withUnsafeBytes { Adler32($0) }
        XCTAssertEqual(whole.value, data.withUnsafeBytes { libdeflate_adler32(1, $0.baseAddress, $0.count) })
        for pieces in [1, 2, 3, 7, 40] {
            var cuts = (0..<(pieces - 1)).map { _ in Int.random(in: 0...data.count, using: &random) }.sorted()
            cuts = [0] + cuts + [data.count]
            var joined = Adler32.empty
            for i in 0..<(cuts.count - 1) {
                joined = joined.followed(by: data[cuts[i]..<cuts[i + 1]].withUnsafeBytes { Adler32($0) })
            }
            XCTAssertEqual(joined, whole, "\(pieces) pieces")
        }
        XCTAssertEqual(Adler32.empty.followed(by: .empty), .empty)
    }
}
