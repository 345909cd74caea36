import XCTest
@testable import ProofsheetKit
@testable import ProofsheetPNG

/// A changed cell's actual image written from its golden's bands (`PNGEncoder.encode(_:text:source:reusingBandsOf:…)`,
/// issue #43 item 2): it decodes to exactly the actual pixels, copies the pieces of the golden's unchanged bands, has
/// no band index, falls back to the plain fast encode where the golden offers nothing or lies, and is deterministic.
final class PNGGoldenBandsEncoderTests: XCTestCase {
    typealias Banded = PNGBandedEncoderTests
    static let text = Banded.text

    /// A golden of `pixmap` as the golden store writes them (the banded preset, fast compression), with `rule`.
    static func golden(_ pixmap: Pixmap, rule: PNGEncoder.BandRule = Banded.fine,
                       compression: PNGEncoder.BandedCompression = .fast) throws -> [UInt8] {
        try PNGEncoder(effort: .banded(rule, compression), includeAlpha: !pixmap.isOpaque).encode(pixmap, text: text)
    }

    /// The actual image of `pixmap` over `golden` (decoded here, as check decodes it), `decoded` unless given.
    static func actual(_ pixmap: Pixmap, over golden: [UInt8], decoded: Pixmap? = nil) throws -> PNGEncoder.Encoding {
        let decoded = try decoded ?? PNGDecoder.decode(golden, source: "golden").pixmap
        return try PNGEncoder(effort: .fast, includeAlpha: !pixmap.isOpaque)
            .encode(pixmap, text: text, reusingBandsOf: golden, decoded: decoded, compressor: ZlibCompressor(level: 2)!,
                    decompressor: ZlibDecompressor()!)
    }

    /// The plain fast encode (what check wrote before, and writes where the golden offers no bands).
    static func plain(_ pixmap: Pixmap) throws -> [UInt8] {
        try PNGEncoder(effort: .fast, includeAlpha: !pixmap.isOpaque).encode(pixmap, text: text)
    }

    /// Decodes to `pixmap` with our decoder and libpng, with the text and without a band index.
    static func assertDecodes(_ bytes: [UInt8], to pixmap: Pixmap, _ name: String, file: StaticString = #filePath, line: UInt = #line) throws {
        let decoded = try PNGDecoder.decode(bytes, source: name)
        XCTAssertEqual(decoded.pixmap, pixmap, "\(name): decodes to the actual pixels", file: file, line: line)
        XCTAssertEqual(decoded.text, text, name, file: file, line: line)
        let libpng = try XCTUnwrap(PNGFixtures.libpngDecode(bytes), "\(name): libpng reads it", file: file, line: line)
        XCTAssertEqual(libpng.rgba, pixmap.bytes, "\(name): libpng", file: file, line: line)
        XCTAssertEqual(PNGFixtures.chunkTypes(bytes), ["IHDR", "tEXt", "iTXt", "IDAT", "IEND"], "\(name): no band index", file: file, line: line)
    }

    func testTheActualImageDecodesToItsPixelsAndCopiesTheUnchangedBands() throws {
        let base = Banded.screen(blocks: Banded.blocks)
        let bands = Banded.fine.bands(of: base).count
        var lineChanged = base
        for x in 20..<60 { lineChanged.bytes[(150 * 120 + x) * 4] ^= 0x55 }
        let shifted = Banded.screen(blocks: Banded.blocks.map { $0.top > 180 ? ($0.top + 13, $0.rows, $0.seed) : $0 })
        let taller = Banded.screen(height: 460, blocks: Banded.blocks + [(400, 50, 5)])
        let shorter = Banded.screen(height: 250, blocks: Array(Banded.blocks.prefix(3)))
        let translucent = Banded.screen(blocks: Banded.blocks, alpha: 150)
        var translucentChanged = translucent
        translucentChanged.bytes[(300 * 120 + 50) * 4 + 3] = 10
        let other = Banded.screen(blocks: Banded.blocks.map { ($0.top, $0.rows, $0.seed + 100) }, background: (20, 20, 30))

        let baseGolden = try Self.golden(base)
        let cases: [(name: String, golden: [UInt8], actual: Pixmap, reused: ClosedRange<Int>, previous: String)] = [
            ("a text line changed in the middle", baseGolden, lineChanged, 1...(bands - 1), "used"),
            ("content shifted down 13 rows", baseGolden, shifted, 4...100, "used"),
            ("taller image", baseGolden, taller, 4...100, "used"),
            ("shorter image", baseGolden, shorter, 4...100, "used"),
            ("identical pixels", baseGolden, base, bands...bands, "used"),
            ("RGBA over an RGBA golden, one alpha changed", try Self.golden(translucent), translucentChanged, 1...100, "used"),
            ("a golden compacted (smallest, the index's first format)", try Self.golden(base, compression: .smallest), lineChanged,
             1...(bands - 1), "used"),
            ("a golden of the standard rule", try Self.golden(base, rule: .standard), lineChanged,
             1...(PNGEncoder.BandRule.standard.bands(of: base).count - 1), "used"),
            // The golden offers nothing: the plain fast encode, no error.
            ("nothing in common", baseGolden, other, 0...0, "used"),
            ("RGBA actual over an RGB golden", baseGolden, translucent, 0...0, "unusable"),
            ("wider image", baseGolden, Banded.screen(width: 121, blocks: Banded.blocks), 0...0, "unusable"),
            ("a golden of an older preset (no band index)", try PNGEncoder(effort: .small, includeAlpha: false).encode(base, text: Self.text),
             lineChanged, 0...0, "unusable"),
        ]
        for (name, golden, actual, reused, previous) in cases {
            let encoding = try Self.actual(actual, over: golden)
            try Self.assertDecodes(encoding.bytes, to: actual, name)
            XCTAssertTrue(reused.contains(encoding.reuse.reusedBands), "\(name): \(encoding.reuse.reusedBands) of \(encoding.reuse.bands) reused")
            XCTAssertEqual(String(describing: encoding.reuse.previous).prefix(previous.count), previous[...], "\(name): \(encoding.reuse.previous)")
            if encoding.reuse.reusedBands == 0 {
                XCTAssertEqual(encoding.bytes, try Self.plain(actual), "\(name): the plain fast encode")
                XCTAssertEqual(encoding.reuse.bands, 0, name)
            } else {
                XCTAssertNotEqual(encoding.bytes, try Self.plain(actual), "\(name): written from the golden's bands")
            }
        }
    }

    /// The golden's bands are copied byte for byte: each reused band's piece is found in the artefact's image data.
    func testReusedBandsAreTheGoldensPiecesAndTheRestIsCompressedFast() throws {
        let shot = try XCTUnwrap(SyntheticScreenshot.make(width: 390, height: 844))
        var changed = shot
        for y in 400..<420 { for x in 100..<200 { changed.bytes[(y * 390 + x) * 4 + 1] ^= 0x20 } }
        let golden = try Self.golden(shot, rule: .standard)
        let encoding = try Self.actual(changed, over: golden)
        try Self.assertDecodes(encoding.bytes, to: changed, "synthetic screenshot")
        XCTAssertEqual(encoding.reuse.previous, .used)
        XCTAssertGreaterThan(encoding.reuse.reusedBands, 0)
        XCTAssertLessThan(encoding.reuse.reusedBands, encoding.reuse.bands)
        let goldenData = try Self.imageData(golden), actualData = try Self.imageData(encoding.bytes)
        // The changed rows are in a band compressed here, filtered None (`freshFilter`); the golden's own rows there
        // were filtered by its trial.
        let filtered = try actualData.withUnsafeBytes { try XCTUnwrap(ZlibDecompressor()).decompress($0, limit: 844 * (390 * 3 + 1)) }
        XCTAssertEqual(filtered.count, 844 * (390 * 3 + 1))
        for y in 400..<420 { XCTAssertEqual(filtered[y * (390 * 3 + 1)], PNGFilter.none.rawValue, "row \(y)") }
        // The golden's bytes before the first changed band (zlib header and leading pieces) are the artefact's too.
        let common = zip(goldenData, actualData).prefix { $0 == $1 }.count
        XCTAssertGreaterThan(common, goldenData.count / 8, "the golden's first pieces copied")
        // Its pieces end where the golden's end: the final block and the trailer follow the last copied piece.
        let commonTail = zip(goldenData.reversed().dropFirst(6), actualData.reversed().dropFirst(6)).prefix { $0 == $1 }.count
        XCTAssertGreaterThan(commonTail, goldenData.count / 8, "the golden's last pieces copied")
    }

    /// A band index whose sums add up but which lies about its pieces: the artefact is still exactly the actual
    /// image (inflating each copied piece alone catches what the cheap reading does not), as the plain fast encode.
    func testALyingBandIndexStillGivesACorrectArtefact() throws {
        let base = Banded.screen(blocks: Banded.blocks)
        let golden = try Self.golden(base)
        let chunks = PNGFixtures.chunkOffsets(golden)
        let index = try XCTUnwrap(chunks.first { $0.type == "psBI" })
        let parsed = try XCTUnwrap(PNGBandIndex(data: golden[(index.offset + 8)..<(index.offset + 8 + index.length)]))
        let bands = parsed.bands
        XCTAssertGreaterThan(bands.count, 4)

        /// The golden with its index replaced by `bands` (same settings, CRC repaired).
        func withIndex(_ bands: [PNGBandIndex.Band]) -> [UInt8] {
            let body = PNGBandIndex(settings: parsed.settings, bands: bands).bytes
            var bytes: [UInt8] = Array(golden[0..<index.offset]) + [0, 0, UInt8(body.count >> 8), UInt8(body.count & 0xFF)]
            bytes += Array("psBI".utf8) + body + [0, 0, 0, 0]
            PNGFixtures.repairCRC(&bytes, chunkAt: index.offset)
            return bytes + Array(golden[(index.offset + 12 + index.length)...])
        }
        /// `base` with a pixel changed in the middle row of band `band` (so that band is compressed afresh).
        func changing(band: Int) -> Pixmap {
            let rows = Banded.fine.bands(of: base)[band]
            var pixmap = base
            pixmap.bytes[((rows.lowerBound + rows.count / 2) * 120 + 60) * 4] ^= 0x33
            return pixmap
        }
        // One byte of band 1's piece counted in band 2's: every sum still adds up, band 1's piece is cut short.
        var movedLength = bands
        movedLength[1] = .init(rows: bands[1].rows, compressedBytes: bands[1].compressedBytes - 1, adler: bands[1].adler)
        movedLength[2] = .init(rows: bands[2].rows, compressedBytes: bands[2].compressedBytes + 1, adler: bands[2].adler)
        // Band 0's Adler-32 one higher, band 1's lowered to match: the joined value (the trailer) is unchanged.
        let modulus = 65_521, filteredRowBytes = base.width * 3 + 1
        func adler(a: Int, b: Int) -> UInt32 { UInt32(((b % modulus) + modulus) % modulus) << 16 | UInt32(((a % modulus) + modulus) % modulus) }
        var compensated = bands
        let (a0, b0) = (Int(bands[0].adler & 0xFFFF), Int(bands[0].adler >> 16))
        let (a1, b1) = (Int(bands[1].adler & 0xFFFF), Int(bands[1].adler >> 16))
        compensated[0] = .init(rows: bands[0].rows, compressedBytes: bands[0].compressedBytes, adler: adler(a: a0 + 1, b: b0))
        compensated[1] = .init(rows: bands[1].rows, compressedBytes: bands[1].compressedBytes,
                               adler: adler(a: a1 - 1, b: b1 - bands[1].rows * filteredRowBytes))
        var wrongAdler = bands
        wrongAdler[3] = .init(rows: bands[3].rows, compressedBytes: bands[3].compressedBytes, adler: bands[3].adler ^ 1)
        var movedRows = bands
        movedRows[1] = .init(rows: bands[1].rows + 1, compressedBytes: bands[1].compressedBytes, adler: bands[1].adler)
        movedRows[2] = .init(rows: bands[2].rows - 1, compressedBytes: bands[2].compressedBytes, adler: bands[2].adler)

        let cases: [(name: String, golden: [UInt8], actual: Pixmap, previous: PNGEncoder.BandReuse.Previous?)] = [
            ("lengths moved between bands, the short piece reused", withIndex(movedLength), changing(band: 2),
             .inconsistent("a band's piece in the golden does not inflate alone to its rows")),
            ("lengths moved between bands, the long piece reused", withIndex(movedLength), changing(band: 1),
             .inconsistent("a band's piece in the golden does not inflate alone to its rows")),
            ("Adler-32s that only add up", withIndex(compensated), changing(band: 1),
             .inconsistent("a band's piece in the golden does not inflate alone to its rows")),
            ("an Adler-32 wrong", withIndex(wrongAdler), changing(band: 1), .inconsistent("band index does not describe the image data")),
            ("a row moved between bands", withIndex(movedRows), changing(band: 4), nil),
            ("a band missing", withIndex(Array(bands.dropLast())), changing(band: 1), .inconsistent("band index does not describe the image data")),
        ]
        for (name, damaged, actual, previous) in cases {
            let encoding = try Self.actual(actual, over: damaged, decoded: base)
            try Self.assertDecodes(encoding.bytes, to: actual, name)
            XCTAssertEqual(encoding.bytes, try Self.plain(actual), "\(name): the plain fast encode")
            if let previous { XCTAssertEqual(encoding.reuse.previous, previous, name) }
        }
        // Pixels of another width than the file's: refused before any band is read with the wrong width.
        let narrower = try Self.actual(changing(band: 1), over: golden, decoded: Banded.screen(width: 119, blocks: Banded.blocks))
        XCTAssertEqual(narrower.reuse.previous, .inconsistent("the decoded image is not the file's size"))
        XCTAssertEqual(narrower.bytes, try Self.plain(changing(band: 1)))
    }

    func testTheSameBytesOnEveryRun() throws {
        let base = Banded.screen(blocks: Banded.blocks)
        let shifted = Banded.screen(blocks: Banded.blocks.map { $0.top > 180 ? ($0.top + 13, $0.rows, $0.seed) : $0 })
        let golden = try Self.golden(base)
        let runs = try (0..<3).map { _ in try Self.actual(shifted, over: golden).bytes }
        XCTAssertEqual(Set(runs).count, 1)
        // On worker threads, each with its own codecs: the same bytes.
        let threaded = try WorkerPool.run(count: 4, jobs: 2, makeState: { (ZlibCompressor(level: 2)!, ZlibDecompressor()!) }) { codecs, _ in
            try! PNGEncoder(effort: .fast, includeAlpha: false)
                .encode(shifted, text: Self.text, reusingBandsOf: golden, decoded: base, compressor: codecs.0, decompressor: codecs.1).bytes
        }
        XCTAssertTrue(threaded.allSatisfy { $0 == runs[0] })
    }

    /// The IDAT data of a file with one IDAT chunk.
    static func imageData(_ bytes: [UInt8]) throws -> [UInt8] {
        let chunk = try XCTUnwrap(PNGFixtures.chunkOffsets(bytes).first { $0.type == "IDAT" })
        return Array(bytes[(chunk.offset + 8)..<(chunk.offset + 8 + chunk.length)])
    }
}
