import XCTest
@testable import ProofsheetKit

/// `PNGEncoder.encodeIndexed`: images of at most 256 colours written as colour type 3 decode (ours and libpng) to
/// the same pixels, with the palette in first-appearance order and a tRNS only when an entry is not opaque; more
/// colours give nil.
final class PNGIndexedEncoderTests: XCTestCase {
    private let compressor = ZlibCompressor(level: 2)!

    /// `colours` colours in bands of `run` pixels, cycling down the rows; alpha from `alpha(index)`.
    private func image(width: Int, height: Int, colours: Int, run: Int, alpha: (Int) -> UInt8 = { _ in 255 }) -> Pixmap? {
        var bytes = [UInt8](repeating: 0, count: width * height * 4)
        for y in 0..<height {
            for x in 0..<width {
                let c = ((y * width + x) / run + y) % colours
                let i = (y * width + x) * 4
                bytes[i] = UInt8(c * 37 % 256); bytes[i + 1] = UInt8(c >> 8); bytes[i + 2] = UInt8(255 - c % 256); bytes[i + 3] = alpha(c)
            }
        }
        return Pixmap(width: width, height: height, bytes: bytes)
    }

    func testImagesOfUpTo256ColoursRoundTripIndexedAndLibpngAgrees() throws {
        let cases: [(String, Int, Int, Int, Int, (Int) -> UInt8)] = [
            ("one pixel", 1, 1, 1, 1, { _ in 255 }),
            ("two colours", 7, 5, 2, 3, { _ in 255 }),
            ("256 colours", 64, 33, 256, 1, { _ in 255 }),
            ("translucent entries", 61, 29, 40, 5, { UInt8($0 * 6) }),
            ("only the first entry translucent", 30, 9, 12, 4, { $0 == 0 ? 0 : 255 }),
        ]
        for (name, width, height, colours, run, alpha) in cases {
            let pixmap = try XCTUnwrap(image(width: width, height: height, colours: colours, run: run, alpha: alpha), name)
            let bytes = try XCTUnwrap(try PNGEncoder.encodeIndexed(pixmap, text: [PNGTextChunk(keyword: "Title", text: name)], using: compressor), name)
            XCTAssertEqual(bytes[25], 3, "colour type, \(name)")
            let decoded = try PNGDecoder.decode(bytes, source: name)
            XCTAssertEqual(decoded.pixmap, pixmap, name)
            XCTAssertEqual(decoded.text, [PNGTextChunk(keyword: "Title", text: name)], name)
            XCTAssertEqual(PNGFixtures.libpngDecode(bytes)?.rgba, pixmap.bytes, "libpng, \(name)")
            XCTAssertEqual(try chunkTypes(bytes).contains("tRNS"), !pixmap.isOpaque, name)
        }
    }

    /// The bit depth is the smallest the palette fits (PNG §11.2.2), rows padded to whole bytes, and rows that repeat
    /// the one above (copied, not indexed again) decode like any other; libpng agrees at every depth.
    func testTheSmallestBitDepthThePaletteFitsWithRepeatedRowsAndPaddedRows() throws {
        let cases: [(colours: Int, width: Int, depth: UInt8)] = [(1, 9, 1), (2, 13, 1), (3, 7, 2), (4, 5, 2), (5, 11, 4), (16, 3, 4), (17, 10, 8)]
        for (colours, width, depth) in cases {
            let name = "\(colours) colours, \(width) wide"
            let rows = try XCTUnwrap(image(width: width, height: 6, colours: colours, run: 1, alpha: { $0 == 0 ? 0 : 255 }), name)
            // Rows 0, 0, 1, 1, 1, 2, … : runs of repeated rows between changing ones, and the first row's colours first.
            var bytes: [UInt8] = []
            for source in [0, 0, 1, 1, 1, 2, 3, 3] { bytes += rows.bytes[(source * width * 4)..<((source + 1) * width * 4)] }
            let pixmap = try XCTUnwrap(Pixmap(width: width, height: 8, bytes: bytes), name)
            let encoded = try XCTUnwrap(try PNGEncoder.encodeIndexed(pixmap, using: compressor), name)
            XCTAssertEqual(encoded[24], depth, "bit depth, \(name)")
            XCTAssertEqual(try PNGDecoder.decode(encoded, source: name).pixmap, pixmap, name)
            XCTAssertEqual(PNGFixtures.libpngDecode(encoded)?.rgba, pixmap.bytes, "libpng, \(name)")
        }
    }

    /// A diff's marks (transparent, red, yellow) are written at two bits a pixel and decode to the marks.
    func testADiffsMarksAreWrittenAtTwoBitsAPixel() throws {
        let expected = try XCTUnwrap(PNGRoundTripTests.pattern(width: 121, height: 80, opaque: true))
        var actual = expected
        for i in stride(from: 4 * 500, to: 4 * 900, by: 4) { actual.bytes[i] = 255 &- actual.bytes[i] }
        let marks = try XCTUnwrap(ImageDiff.compare(expected: expected, actual: actual, options: .tolerant, imageWhenDifferent: true,
                                                    style: .marks).result?.diffImage)
        let encoded = try XCTUnwrap(try PNGEncoder.encodeIndexed(marks, using: compressor))
        XCTAssertLessThanOrEqual(encoded[24], 2, "bit depth")
        XCTAssertEqual(try PNGDecoder.decode(encoded, source: "marks").pixmap, marks)
    }

    func testThePaletteFollowsFirstAppearanceSoTheBytesDependOnlyOnThePixels() throws {
        let pixmap = try XCTUnwrap(image(width: 40, height: 12, colours: 5, run: 3))
        let first = try XCTUnwrap(try PNGEncoder.encodeIndexed(pixmap, using: compressor))
        XCTAssertEqual(try PNGEncoder.encodeIndexed(pixmap, using: ZlibCompressor(level: 2)!), first)
        let palette = try XCTUnwrap(try chunk("PLTE", of: first))
        // The first pixel's colour is entry 0, the second colour met (pixel 3) entry 1.
        XCTAssertEqual(Array(palette.prefix(6)), Array(pixmap.bytes[0..<3]) + Array(pixmap.bytes[12..<15]))
        XCTAssertEqual(palette.count, 5 * 3)
    }

    func testMoreThan256ColoursGiveNil() throws {
        let pixmap = try XCTUnwrap(PNGRoundTripTests.pattern(width: 64, height: 33, opaque: true))
        XCTAssertNil(try PNGEncoder.encodeIndexed(pixmap, using: compressor))
        let just = try XCTUnwrap(image(width: 300, height: 2, colours: 257, run: 1))
        XCTAssertNil(try PNGEncoder.encodeIndexed(just, using: compressor))
    }

    func testADiffImageIsWrittenIndexedAndSmallerThanAsRGB() throws {
        let expected = try XCTUnwrap(PNGRoundTripTests.pattern(width: 120, height: 80, opaque: true))
        var actual = expected
        for i in stride(from: 4 * 500, to: 4 * 900, by: 4) { actual.bytes[i] = 255 &- actual.bytes[i] }
        let diff = try XCTUnwrap(ImageDiff.compare(expected: expected, actual: actual, options: .exact, imageWhenDifferent: true).result?.diffImage)
        let indexed = try XCTUnwrap(try PNGEncoder.encodeIndexed(diff, using: compressor))
        XCTAssertEqual(try PNGDecoder.decode(indexed, source: "diff").pixmap, diff)
        let rgb = try PNGEncoder(effort: .fast, includeAlpha: false).encode(diff, using: compressor)
        XCTAssertLessThan(indexed.count, rgb.count)
    }

    private func chunkTypes(_ bytes: [UInt8]) throws -> [String] {
        var reader = try PNGChunkReader(bytes: bytes, source: "test")
        var types: [String] = []
        while let chunk = try reader.next() { types.append(chunk.type.description) }
        return types
    }

    private func chunk(_ type: String, of bytes: [UInt8]) throws -> [UInt8]? {
        var reader = try PNGChunkReader(bytes: bytes, source: "test")
        while let chunk = try reader.next() {
            if chunk.type.description == type { return Array(bytes[chunk.data]) }
        }
        return nil
    }
}
