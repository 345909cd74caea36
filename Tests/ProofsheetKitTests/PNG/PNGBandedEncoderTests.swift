import XCTest
@testable import ProofsheetKit
@testable import ProofsheetPNG

/// The banded golden preset: files that decode (ours and libpng) to the exact pixels, the band rule, the band index
/// chunk, and reuse of the replaced file's bands giving byte for byte a fresh encode's result, whatever the old file.
final class PNGBandedEncoderTests: XCTestCase {
    /// A rule with small bands, so small test images have many.
    static let fine = PNGEncoder.BandRule(minRows: 6, maxRows: 40)
    static let text = [PNGTextChunk(keyword: "Title", text: "banded"), PNGTextChunk(keyword: "Comment", text: "مرحبا")]

    /// A UI-like image: a flat background, and per block a card (a flat fill with a border) holding "text lines"
    /// (rows of pseudo-random pixels) separated by flat rows. `alpha` below 255 makes the cards translucent.
    static func screen(width: Int = 120, height: Int = 400, blocks: [(top: Int, rows: Int, seed: UInt64)],
                       background: (UInt8, UInt8, UInt8) = (240, 240, 244), alpha: UInt8 = 255) -> Pixmap {
        var bytes = [UInt8](repeating: 255, count: width * height * 4)
        for i in 0..<(width * height) {
            bytes[i * 4] = background.0; bytes[i * 4 + 1] = background.1; bytes[i * 4 + 2] = background.2
        }
        for block in blocks {
            var random = SeededGenerator(seed: block.seed)
            for y in max(0, block.top)..<min(height, block.top + block.rows) {
                let line = (y - block.top) % 12
                for x in 4..<(width - 4) {
                    let o = (y * width + x) * 4
                    let border = x == 4 || x == width - 5 || y == block.top || y == block.top + block.rows - 1
                    let ink = !border && (2..<9).contains(line) && x > 10 && x < width - 10
                    let value = ink ? UInt8.random(in: 0...255, using: &random) : (border ? 180 : 255)
                    bytes[o] = value; bytes[o + 1] = border ? 180 : value / 2; bytes[o + 2] = border ? 190 : 255 - value
                    bytes[o + 3] = alpha
                }
            }
        }
        return Pixmap(width: width, height: height, bytes: bytes)!
    }

    static let blocks: [(top: Int, rows: Int, seed: UInt64)] = [(10, 60, 1), (90, 84, 2), (200, 48, 3), (280, 100, 4)]

    /// Encodes with the banded preset, replacing `previous`.
    static func encode(_ pixmap: Pixmap, rule: PNGEncoder.BandRule = fine, replacing previous: [UInt8]?) throws -> PNGEncoder.Encoding {
        try PNGEncoder(effort: .banded(rule), includeAlpha: !pixmap.isOpaque)
            .encode(pixmap, text: text, replacing: previous, compressor: ZlibCompressor(level: 11)!, decompressor: ZlibDecompressor()!)
    }

    // MARK: - Files

    func testBandedFilesDecodeToTheExactPixelsWithOurDecoderAndLibpng() throws {
        var random = SeededGenerator(seed: 7)
        let noise = Pixmap(width: 37, height: 91, bytes: (0..<(37 * 91 * 4)).map { _ in UInt8.random(in: 0...255, using: &random) })!
        let images: [(String, Pixmap)] = [
            ("screen RGB", Self.screen(blocks: Self.blocks)),
            ("screen RGBA translucent", Self.screen(blocks: Self.blocks, alpha: 140)),
            ("synthetic screenshot", try XCTUnwrap(SyntheticScreenshot.make(width: 390, height: 844))),
            ("noise RGBA", noise), ("one pixel", Pixmap(width: 1, height: 1, fill: .white)!),
            ("one row", Self.screen(width: 300, height: 1, blocks: [(0, 1, 9)])), ("one column", Pixmap(width: 1, height: 700, fill: .black)!),
        ]
        for (name, pixmap) in images {
            for rule in [Self.fine, .standard, PNGEncoder.BandRule(minRows: 1, maxRows: 1)] {
                let encoding = try Self.encode(pixmap, rule: rule, replacing: nil)
                let decoded = try PNGDecoder.decode(encoding.bytes, source: name)
                XCTAssertEqual(decoded.pixmap, pixmap, "\(name), \(rule)")
                XCTAssertEqual(decoded.text, Self.text, name)
                let libpng = try XCTUnwrap(PNGFixtures.libpngDecode(encoding.bytes), "\(name): libpng reads it")
                XCTAssertEqual(libpng.rgba, pixmap.bytes, "\(name): libpng, \(rule)")
                XCTAssertEqual(PNGFixtures.chunkTypes(encoding.bytes), ["IHDR", "tEXt", "iTXt", "psBI", "IDAT", "IEND"])
                XCTAssertEqual(encoding.reuse, .init(bands: rule.bands(of: pixmap).count, reusedBands: 0, previous: .none))
            }
        }
    }

    func testTheBandIndexChunkIsAncillaryPrivateUnsafeToCopyAndSmall() throws {
        let type = PNGChunkType.bandIndex
        XCTAssertFalse(type.isCritical)
        XCTAssertEqual(type.bytes.map { $0 & 0x20 != 0 }, [true, true, false, false], "ancillary, private, reserved bit clear, unsafe to copy")
        let pixmap = try XCTUnwrap(SyntheticScreenshot.make(width: 390, height: 844))
        let encoding = try Self.encode(pixmap, rule: .standard, replacing: nil)
        let chunk = try XCTUnwrap(PNGFixtures.chunkOffsets(encoding.bytes).first { $0.type == "psBI" })
        let index = try XCTUnwrap(PNGBandIndex(data: encoding.bytes[(chunk.offset + 8)..<(chunk.offset + 8 + chunk.length)]))
        XCTAssertEqual(index.bands.map(\.rows).reduce(0, +), 844)
        XCTAssertEqual(index.bands.count, encoding.reuse.bands)
        XCTAssertLessThanOrEqual(chunk.length, 8 + 9 * index.bands.count, "about 9 bytes a band")
        XCTAssertEqual(index.settings, PNGBandIndex.Settings(compression: .smallest, rule: .standard))
        XCTAssertEqual(PNGBandIndex(data: index.bytes[...]), index, "round trip")
    }

    func testMalformedBandIndexDataIsRefused() {
        let index = PNGBandIndex(settings: .init(compression: .smallest, rule: .standard),
                                 bands: [.init(rows: 64, compressedBytes: 300, adler: 7), .init(rows: 3, compressedBytes: 70_000, adler: 0xFFFF_FFFF)])
        let bytes = index.bytes
        XCTAssertEqual(PNGBandIndex(data: bytes[...]), index)
        for cut in 0..<bytes.count { XCTAssertNil(PNGBandIndex(data: bytes[0..<cut]), "cut at \(cut)") }
        XCTAssertNil(PNGBandIndex(data: (bytes + [0])[...]), "a byte left over")
        XCTAssertNil(PNGBandIndex(data: ([1, 1, 14, 11, 0x80, 0x80, 0x80, 0x80, 0x80, 0x01] + bytes.dropFirst(5))[...]), "a varint too long")
        var zeroRows = bytes
        zeroRows[zeroRows.count - 7 - 3 - 5] = 0  // the second band's row count (varint 3), before its 3-byte length and adler
        XCTAssertNil(PNGBandIndex(data: zeroRows[...]), "a band of no rows")
    }

    // MARK: - The band rule

    func testBandsCutWhereContentStartsAndFollowAShift() {
        let rule = PNGEncoder.BandRule(minRows: 6, maxRows: 40)
        let pixmap = Self.screen(blocks: Self.blocks)
        let bands = rule.bands(of: pixmap)
        XCTAssertEqual(bands.first?.lowerBound, 0)
        XCTAssertEqual(bands.last?.upperBound, 400)
        XCTAssertTrue(zip(bands, bands.dropFirst()).allSatisfy { $0.upperBound == $1.lowerBound })
        XCTAssertTrue(bands.dropLast().allSatisfy { (6...40).contains($0.count) })
        // The first card's top edge starts content at row 10: too early for a band (minRows 6 is reached at 6, but
        // row 10 follows identical rows 8 and 9): so the first band is rows 0..<10.
        XCTAssertEqual(bands.first, 0..<10)
        // Shifting everything below row 180 down by 13 rows shifts those cuts by 13.
        let shifted = Self.screen(blocks: Self.blocks.map { $0.top > 180 ? ($0.top + 13, $0.rows, $0.seed) : $0 })
        let before = Set(bands.map(\.lowerBound).filter { $0 >= 200 })
        let after = Set(rule.bands(of: shifted).map(\.lowerBound).filter { $0 >= 213 }.map { $0 - 13 })
        XCTAssertGreaterThan(before.intersection(after).count, before.count / 2, "\(before.sorted()) vs \(after.sorted())")
        XCTAssertEqual(PNGEncoder.BandRule(minRows: 16, maxRows: 16).bands(of: pixmap).map(\.count), [UInt8](repeating: 0, count: 25).map { _ in 16 })
    }

    // MARK: - Reuse

    /// Each case: the old file's bytes and the new image; the new encode must be a fresh encode's bytes.
    func testReuseGivesTheBytesOfAFreshEncode() throws {
        let base = Self.screen(blocks: Self.blocks)
        let baseBytes = try Self.encode(base, replacing: nil).bytes
        var changedMiddle = base
        for x in 20..<60 { changedMiddle.bytes[(150 * 120 + x) * 4] ^= 0x55 }
        let shifted = Self.screen(blocks: Self.blocks.map { $0.top > 180 ? ($0.top + 13, $0.rows, $0.seed) : $0 })
        let taller = Self.screen(height: 460, blocks: Self.blocks + [(400, 50, 5)])
        let shorter = Self.screen(height: 250, blocks: Array(Self.blocks.prefix(3)))
        let wider = Self.screen(width: 121, blocks: Self.blocks)
        let translucent = Self.screen(blocks: Self.blocks, alpha: 150)
        var translucentChanged = translucent
        translucentChanged.bytes[(300 * 120 + 50) * 4 + 3] = 10
        let small = try PNGEncoder(effort: .small, includeAlpha: false).encode(base, text: Self.text)
        let otherRule = try Self.encode(base, rule: .standard, replacing: nil).bytes

        let cases: [(name: String, old: [UInt8], new: Pixmap, reused: ClosedRange<Int>, previous: String)] = [
            ("identical", baseBytes, base, Self.fine.bands(of: base).count...Self.fine.bands(of: base).count, "used"),
            ("rows changed in the middle", baseBytes, changedMiddle, 1...(Self.fine.bands(of: base).count - 1), "used"),
            ("content shifted down 13 rows", baseBytes, shifted, 4...100, "used"),
            ("taller image", baseBytes, taller, 4...100, "used"),
            ("shorter image", baseBytes, shorter, 4...100, "used"),
            ("wider image", baseBytes, wider, 0...0, "unusable"),
            ("RGBA replacing RGB", baseBytes, translucent, 0...0, "unusable"),
            ("RGBA translucent, one alpha changed", try Self.encode(translucent, replacing: nil).bytes, translucentChanged, 1...100, "used"),
            ("old golden of the small preset", small, base, 0...0, "unusable"),
            ("old golden of another band rule", otherRule, base, 0...0, "unusable"),
            ("garbage", Array("not a png".utf8), base, 0...0, "unusable"),
            ("empty file", [], base, 0...0, "unusable"),
            ("truncated", Array(baseBytes.prefix(baseBytes.count / 2)), base, 0...0, "unusable"),
        ]
        for (name, old, new, reused, previous) in cases {
            let fresh = try Self.encode(new, replacing: nil)
            let reusing = try Self.encode(new, replacing: old)
            XCTAssertEqual(reusing.bytes, fresh.bytes, "\(name): the bytes of a fresh encode")
            XCTAssertTrue(reused.contains(reusing.reuse.reusedBands), "\(name): \(reusing.reuse.reusedBands) of \(reusing.reuse.bands) reused")
            XCTAssertEqual(String(describing: reusing.reuse.previous).prefix(previous.count), previous[...], "\(name): \(reusing.reuse.previous)")
            XCTAssertEqual(try PNGDecoder.decode(reusing.bytes, source: name).pixmap, new, name)
        }
    }

    /// Old files whose band index or data was damaged (CRCs repaired, so only the banded reader can notice): never a
    /// crash, always a fresh encode's bytes, and the damage visible as `inconsistent` where the reader saw it.
    func testDamagedOldGoldensGiveAFreshEncodeAndSaySo() throws {
        let base = Self.screen(blocks: Self.blocks)
        let old = try Self.encode(base, replacing: nil).bytes
        let chunks = PNGFixtures.chunkOffsets(old)
        let index = try XCTUnwrap(chunks.first { $0.type == "psBI" })
        let data = try XCTUnwrap(chunks.first { $0.type == "IDAT" })
        let parsed = try XCTUnwrap(PNGBandIndex(data: old[(index.offset + 8)..<(index.offset + 8 + index.length)]))

        /// The old file with its index replaced by `bands` (same settings).
        func withIndex(_ bands: [PNGBandIndex.Band]) -> [UInt8] {
            let body = PNGBandIndex(settings: parsed.settings, bands: bands).bytes
            let length: [UInt8] = [0, 0, UInt8(body.count >> 8), UInt8(body.count & 0xFF)]
            var bytes: [UInt8] = Array(old[0..<index.offset])
            bytes += length
            bytes += Array("psBI".utf8)
            bytes += body
            bytes += [0, 0, 0, 0]
            PNGFixtures.repairCRC(&bytes, chunkAt: index.offset)
            return bytes + Array(old[(index.offset + 12 + index.length)...])
        }
        var bands = parsed.bands
        XCTAssertGreaterThan(bands.count, 4)
        var wrongAdler = bands
        wrongAdler[1] = .init(rows: bands[1].rows, compressedBytes: bands[1].compressedBytes, adler: bands[1].adler ^ 1)
        var shiftedPieces = bands
        shiftedPieces[1] = .init(rows: bands[1].rows, compressedBytes: bands[1].compressedBytes + 1, adler: bands[1].adler)
        shiftedPieces[2] = .init(rows: bands[2].rows, compressedBytes: bands[2].compressedBytes - 1, adler: bands[2].adler)
        var movedRows = bands
        movedRows[1] = .init(rows: bands[1].rows + 1, compressedBytes: bands[1].compressedBytes, adler: bands[1].adler)
        movedRows[2] = .init(rows: bands[2].rows - 1, compressedBytes: bands[2].compressedBytes, adler: bands[2].adler)
        // Band 0's Adler-32 one higher and band 1's lowered to match: the joined value is unchanged, so only a check
        // of each band's own value sees it (its value would be copied into the new index with its piece).
        let modulus = 65_521
        func adler(a: Int, b: Int) -> UInt32 { UInt32(((b % modulus) + modulus) % modulus) << 16 | UInt32(((a % modulus) + modulus) % modulus) }
        let filteredRowBytes = base.width * 3 + 1
        var compensated = parsed.bands
        let (a0, b0) = (Int(compensated[0].adler & 0xFFFF), Int(compensated[0].adler >> 16))
        let (a1, b1) = (Int(compensated[1].adler & 0xFFFF), Int(compensated[1].adler >> 16))
        compensated[0] = .init(rows: compensated[0].rows, compressedBytes: compensated[0].compressedBytes, adler: adler(a: a0 + 1, b: b0))
        compensated[1] = .init(rows: compensated[1].rows, compressedBytes: compensated[1].compressedBytes,
                               adler: adler(a: a1 - 1, b: b1 - compensated[1].rows * filteredRowBytes))
        // Band 0's piece after thousands of empty stored blocks (not final): the same rows, the same Adler-32s, a
        // piece longer than any compression of its rows, which would otherwise be copied into every later golden.
        let emptyBlocks = (compensated[0].rows * filteredRowBytes) / 5 + 100
        var padded = parsed.bands
        padded[0] = .init(rows: padded[0].rows, compressedBytes: padded[0].compressedBytes + 5 * emptyBlocks, adler: padded[0].adler)
        var longPiece = withIndex(padded)
        let paddedData = try XCTUnwrap(PNGFixtures.chunkOffsets(longPiece).first { $0.type == "IDAT" })
        let stream = Array(longPiece[(paddedData.offset + 8)..<(paddedData.offset + 8 + paddedData.length)])
        let body = Array(stream[0..<2]) + Array(repeating: [0x00, 0x00, 0x00, 0xFF, 0xFF], count: emptyBlocks).flatMap { $0 } + Array(stream[2...])
        let idat = [UInt8(body.count >> 24), UInt8((body.count >> 16) & 0xFF), UInt8((body.count >> 8) & 0xFF), UInt8(body.count & 0xFF)]
            + Array("IDAT".utf8) + body + [0, 0, 0, 0]
        longPiece = Array(longPiece[0..<paddedData.offset]) + idat + Array(longPiece[(paddedData.offset + 12 + paddedData.length)...])
        PNGFixtures.repairCRC(&longPiece, chunkAt: paddedData.offset)
        XCTAssertEqual(try PNGDecoder.decode(longPiece, source: "padded").pixmap.bytes, base.bytes, "the padded file is a valid image")

        var flipped = old
        flipped[data.offset + 8 + data.length / 2] ^= 0x10
        PNGFixtures.repairCRC(&flipped, chunkAt: data.offset)
        bands.removeLast()

        // The band count's varint made to run on past the chunk.
        var unparseable = withIndex([])
        unparseable[index.offset + 8 + 8] = 0x80  // after version, libdeflate version, level, trial rows (2), min, max
        PNGFixtures.repairCRC(&unparseable, chunkAt: index.offset)
        // A later format may lay the index out otherwise: such a golden offers nothing, it is not damaged.
        var laterFormat = old
        laterFormat[index.offset + 8] = PNGBandIndex.Settings.currentFormatVersion + 1
        PNGFixtures.repairCRC(&laterFormat, chunkAt: index.offset)
        let cases: [(String, [UInt8], String)] = [
            ("an index of a later format version", laterFormat, "unusable"),
            ("an Adler-32 wrong", withIndex(wrongAdler), "inconsistent"),
            ("pieces cut one byte off", withIndex(shiftedPieces), "inconsistent"),
            ("a row moved between bands", withIndex(movedRows), "inconsistent"),
            ("a band missing", withIndex(bands), "inconsistent"),
            ("index of no bands", withIndex([]), "inconsistent"),
            ("a data byte flipped", flipped, "inconsistent"),
            ("index not parseable", unparseable, "inconsistent"),
            ("Adler-32s that only add up", withIndex(compensated), "inconsistent"),
            ("a piece padded with empty blocks", longPiece, "inconsistent"),
        ]
        let fresh = try Self.encode(base, replacing: nil).bytes
        for (name, damaged, previous) in cases {
            let encoding = try Self.encode(base, replacing: damaged)
            XCTAssertEqual(encoding.bytes, fresh, name)
            XCTAssertEqual(String(describing: encoding.reuse.previous).prefix(previous.count), previous[...], "\(name): \(encoding.reuse.previous)")
        }
    }

    func testReuseAcrossRealScreenshotsAtTheStandardRule() throws {
        let shot = try XCTUnwrap(SyntheticScreenshot.make(width: 390, height: 844))
        let old = try Self.encode(shot, rule: .standard, replacing: nil)
        var changed = shot
        for y in 400..<420 { for x in 100..<200 { changed.bytes[(y * 390 + x) * 4 + 1] ^= 0x20 } }
        let again = try Self.encode(changed, rule: .standard, replacing: old.bytes)
        XCTAssertEqual(again.bytes, try Self.encode(changed, rule: .standard, replacing: nil).bytes)
        XCTAssertEqual(again.reuse.previous, .used)
        XCTAssertGreaterThan(again.reuse.reusedBands, 0)
        XCTAssertLessThan(again.reuse.reusedBands, again.reuse.bands)
    }

    // MARK: - Determinism

    func testTheSameBytesOnEveryRunAndWorkerCount() throws {
        let images = (0..<6).map { i in Self.screen(blocks: Self.blocks.map { ($0.top + i, $0.rows, $0.seed &+ UInt64(i % 2)) }) }
        let old = try Self.encode(images[0], replacing: nil).bytes
        var runs: [[[UInt8]]] = []
        for jobs in [1, 2, 3, 1] {
            runs.append(try WorkerPool.run(count: images.count, jobs: jobs, makeState: { (ZlibCompressor(level: 11)!, ZlibDecompressor()!) }) { codecs, i in
                try! PNGEncoder(effort: .banded(Self.fine), includeAlpha: false)
                    .encode(images[i], text: Self.text, replacing: i % 2 == 0 ? old : nil, compressor: codecs.0, decompressor: codecs.1).bytes
            })
        }
        XCTAssertTrue(runs.allSatisfy { $0 == runs[0] })
        XCTAssertEqual(runs[0][0], try Self.encode(images[0], replacing: nil).bytes)
        // One image's bands spread over several threads: the same bytes, with and without reuse.
        for jobs in [2, 3, 7] {
            for (i, image) in images.prefix(2).enumerated() {
                let encoding = try PNGEncoder(effort: .banded(Self.fine), includeAlpha: false)
                    .encode(image, text: Self.text, replacing: i == 1 ? old : nil, compressor: ZlibCompressor(level: 11)!,
                            decompressor: ZlibDecompressor()!, jobs: jobs)
                XCTAssertEqual(encoding.bytes, runs[0][i], "jobs \(jobs), image \(i)")
            }
        }
    }

    func testOtherPresetsAndACompressorOfAnotherLevel() throws {
        let base = Self.screen(blocks: Self.blocks)
        let banded = try Self.encode(base, replacing: nil).bytes
        // A caller's compressor of another level does not change the banded bytes (the index records level 11).
        let other = try PNGEncoder(effort: .banded(Self.fine), includeAlpha: false)
            .encode(base, text: Self.text, replacing: nil, compressor: ZlibCompressor(level: 2)!, decompressor: ZlibDecompressor()!)
        XCTAssertEqual(other.bytes, banded)
        XCTAssertEqual(try PNGEncoder(effort: .banded(Self.fine), includeAlpha: false).encode(base, text: Self.text), banded)
        // `.small` and `.fast` ignore the file they replace.
        for effort in [PNGEncoder.Effort.small, .fast] {
            let encoder = PNGEncoder(effort: effort, includeAlpha: false)
            let encoding = try encoder.encode(base, text: Self.text, replacing: banded, compressor: encoder.makeCompressor()!,
                                              decompressor: ZlibDecompressor()!)
            XCTAssertEqual(encoding.bytes, try encoder.encode(base, text: Self.text))
            XCTAssertEqual(encoding.reuse, .init(bands: 0, reusedBands: 0, previous: .none))
        }
        // RGB of a translucent image is refused as by the other presets.
        XCTAssertThrowsError(try PNGEncoder(effort: .banded(.standard), includeAlpha: false)
            .encode(Self.screen(blocks: Self.blocks, alpha: 200), text: [])) { error in
            XCTAssertEqual((error as? PNGError)?.reason, .alphaWouldBeLost(x: 4, y: 10, alpha: 200))
        }
    }
}
