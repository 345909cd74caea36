import XCTest
@testable import ProofsheetKit

/// Broken and hostile inputs: each must give a typed `PNGError` naming the source, never a crash.
final class PNGCorruptionTests: XCTestCase {
    // MARK: - Building test files chunk by chunk

    static func chunk(_ type: String, _ data: [UInt8]) -> [UInt8] {
        let chunkType = PNGChunkType(code: type.utf8.reduce(0) { $0 << 8 | UInt32($1) })
        let crc = data.withUnsafeBytes { CRC32.checksum(type: chunkType, data: $0) }
        return be32(UInt32(data.count)) + Array(type.utf8) + data + be32(crc)
    }

    static func be32(_ v: UInt32) -> [UInt8] { [UInt8(v >> 24), UInt8(v >> 16 & 255), UInt8(v >> 8 & 255), UInt8(v & 255)] }

    static func ihdr(width: UInt32, height: UInt32, depth: UInt8 = 8, colorType: UInt8 = 6, interlace: UInt8 = 0,
                     compression: UInt8 = 0, filter: UInt8 = 0) -> [UInt8] {
        chunk("IHDR", be32(width) + be32(height) + [depth, colorType, compression, filter, interlace])
    }

    static func zlib(_ raw: [UInt8]) -> [UInt8] {
        raw.withUnsafeBytes { ZlibCompressor(level: 6)?.compress($0) } ?? []
    }

    /// A complete file: signature, the given chunks, IEND.
    static func file(_ chunks: [UInt8]...) -> [UInt8] {
        PNGChunkReader.signature + chunks.flatMap { $0 } + chunk("IEND", [])
    }

    /// A valid 2x2 RGBA image with filter type 0 rows.
    static let validRaw: [UInt8] = [0] + [UInt8](repeating: 9, count: 8) + [0] + [UInt8](repeating: 7, count: 8)

    // MARK: - Table of specific failures

    func testEachMalformationGivesItsTypedError() {
        typealias C = PNGCorruptionTests
        let idat = C.chunk("IDAT", C.zlib(C.validRaw))
        let header = C.ihdr(width: 2, height: 2)
        XCTAssertNoThrow(try PNGDecoder.decode(C.file(header, idat), source: "valid"))
        let cases: [(String, [UInt8], PNGError.Reason)] = [
            ("empty", [], .notPNG),
            ("GIF", Array("GIF89a..........".utf8), .notPNG),
            ("signature typo", [137, 80, 78, 71, 13, 10, 26, 11] + header, .notPNG),
            ("half signature", [137, 80, 78, 71], .truncated(offset: 4, expected: "the 8-byte PNG signature")),
            ("only signature", PNGChunkReader.signature, .truncated(offset: 8, expected: "the IHDR chunk")),
            ("zero width", C.file(C.ihdr(width: 0, height: 5), idat), .zeroDimension(width: 0, height: 5)),
            ("zero height", C.file(C.ihdr(width: 5, height: 0), idat), .zeroDimension(width: 5, height: 0)),
            ("side over limit", C.file(C.ihdr(width: 40_000, height: 1), idat),
             .dimensionsOverLimit(width: 40_000, height: 1)),
            ("pixels over limit", C.file(C.ihdr(width: 20_000, height: 20_000), idat),
             .dimensionsOverLimit(width: 20_000, height: 20_000)),
            ("huge header", C.file(C.ihdr(width: 0x7FFF_FFFF, height: 0xFFFF_FFFF), idat),
             .dimensionsOverLimit(width: 0x7FFF_FFFF, height: 0xFFFF_FFFF)),
            ("bad depth", C.file(C.ihdr(width: 2, height: 2, depth: 4, colorType: 2), idat),
             .badHeader(field: "bit depth for colour type 2", value: 4)),
            ("bad colour type", C.file(C.ihdr(width: 2, height: 2, colorType: 5), idat),
             .badHeader(field: "colour type", value: 5)),
            ("compression method", C.file(C.ihdr(width: 2, height: 2, compression: 1), idat),
             .badHeader(field: "compression method", value: 1)),
            ("filter method", C.file(C.ihdr(width: 2, height: 2, filter: 1), idat),
             .badHeader(field: "filter method", value: 1)),
            ("interlace method", C.file(C.ihdr(width: 2, height: 2, interlace: 2), idat),
             .badHeader(field: "interlace method", value: 2)),
            ("short IHDR", C.file(C.chunk("IHDR", [0, 0, 0, 2, 0, 0, 0, 2, 8, 6, 0, 0]), idat),
             .badHeader(field: "chunk length", value: 12)),
            ("IHDR not first", C.file(C.chunk("tEXt", Array("a\0b".utf8)), header, idat),
             .badChunkOrder(chunk: "tEXt", detail: "IHDR must be the first chunk")),
            ("two IHDR", C.file(header, header, idat), .badChunkOrder(chunk: "IHDR", detail: "a second IHDR")),
            ("no IDAT", C.file(header), .missingImageData),
            ("no IEND", PNGChunkReader.signature + header + idat,
             .truncated(offset: 8 + header.count + idat.count, expected: "more chunks up to IEND")),
            ("split IDAT", C.file(header, idat, C.chunk("tEXt", Array("a\0b".utf8)), idat),
             .badChunkOrder(chunk: "IDAT", detail: "IDAT chunks must be consecutive")),
            ("unknown critical", C.file(header, C.chunk("ABCD", [1]), idat), .unknownCriticalChunk("ABCD")),
            ("chunk type digit", C.file(header, C.chunk("ab1d", [1]), idat),
             .badChunk(offset: 33, detail: "chunk type ab1d is not four ASCII letters")),
            ("chunk length > 2^31-1", PNGChunkReader.signature + header + [0x80, 0, 0, 0] + Array("IDAT".utf8),
             .badChunk(offset: 33, detail: "chunk IDAT declares length 2147483648, above 2^31 - 1")),
            ("tiny IDAT, big image", C.file(C.ihdr(width: 8000, height: 8000), idat),
             .imageDataTooShort(compressedBytes: idat.count - 12, expected: 8000 * (8000 * 4 + 1))),
            ("garbage zlib", C.file(header, C.chunk("IDAT", [1, 2, 3, 4, 5, 6])), .corruptCompressedData(chunk: "IDAT")),
            ("short data", C.file(header, C.chunk("IDAT", C.zlib(Array(C.validRaw.dropLast())))),
             .imageDataSizeMismatch(expected: 18, actual: 17)),
            ("long data", C.file(header, C.chunk("IDAT", C.zlib(C.validRaw + [0]))),
             .imageDataSizeMismatch(expected: 18, actual: nil)),
            ("filter type 5", C.file(header, C.chunk("IDAT", C.zlib([0] + Array(C.validRaw[1..<9]) + [5]
                                                                    + Array(C.validRaw[10...])))),
             .badFilterType(value: 5, row: 1, pass: nil)),
            ("filter type in Adam7", C.file(C.ihdr(width: 1, height: 1, depth: 8, colorType: 0, interlace: 1),
                                            C.chunk("IDAT", C.zlib([9, 0]))),
             .badFilterType(value: 9, row: 0, pass: 1)),
            ("palette missing", C.file(C.ihdr(width: 1, height: 1, colorType: 3), C.chunk("IDAT", C.zlib([0, 0]))),
             .missingPalette),
            ("palette in grey", C.file(C.ihdr(width: 1, height: 1, colorType: 0), C.chunk("PLTE", [1, 2, 3]),
                                       C.chunk("IDAT", C.zlib([0, 0]))),
             .badPalette(detail: "not allowed in colour type 0")),
            ("palette length", C.file(C.ihdr(width: 1, height: 1, colorType: 3), C.chunk("PLTE", [1, 2, 3, 4]),
                                      C.chunk("IDAT", C.zlib([0, 0]))),
             .badPalette(detail: "length 4 is not 3 x (1...256)")),
            ("palette index", C.file(C.ihdr(width: 1, height: 1, colorType: 3), C.chunk("PLTE", [1, 2, 3, 4, 5, 6]),
                                     C.chunk("IDAT", C.zlib([0, 5]))),
             .paletteIndexOutOfRange(index: 5, paletteCount: 2)),
            ("PLTE after IDAT", C.file(C.ihdr(width: 1, height: 1, colorType: 2), C.chunk("IDAT", C.zlib([0, 1, 2, 3])),
                                       C.chunk("PLTE", [1, 2, 3])),
             .badChunkOrder(chunk: "PLTE", detail: "PLTE after IDAT")),
            ("tRNS too long", C.file(C.ihdr(width: 1, height: 1, colorType: 3), C.chunk("PLTE", [1, 2, 3]),
                                     C.chunk("tRNS", [1, 2]), C.chunk("IDAT", C.zlib([0, 0]))),
             .badTransparency(detail: "2 alpha values for 1 palette entries")),
            ("tRNS before PLTE", C.file(C.ihdr(width: 1, height: 1, colorType: 3), C.chunk("tRNS", [1]),
                                        C.chunk("PLTE", [1, 2, 3]), C.chunk("IDAT", C.zlib([0, 0]))),
             .badChunkOrder(chunk: "tRNS", detail: "tRNS before PLTE")),
            ("grey tRNS length", C.file(C.ihdr(width: 1, height: 1, colorType: 0), C.chunk("tRNS", [1]),
                                        C.chunk("IDAT", C.zlib([0, 0]))),
             .badTransparency(detail: "length 1, greyscale needs 2")),
            ("tEXt without NUL", C.file(header, C.chunk("tEXt", Array("Title".utf8)), idat),
             .badTextChunk(chunk: "tEXt", detail: "no NUL after the keyword")),
            ("zTXt garbage", C.file(header, C.chunk("zTXt", Array("k".utf8) + [0, 0, 9, 9, 9]), idat),
             .corruptCompressedData(chunk: "zTXt")),
            ("iTXt bad UTF-8", C.file(header, C.chunk("iTXt", Array("k".utf8) + [0, 0, 0, 0, 0, 0xC3, 0x28]), idat),
             .badTextChunk(chunk: "iTXt", detail: "text is not valid UTF-8")),
        ]
        for (name, bytes, reason) in cases {
            XCTAssertThrowsError(try PNGDecoder.decode(bytes, source: "case.png"), name) { error in
                XCTAssertEqual(error as? PNGError, PNGError(source: "case.png", reason: reason), name)
                XCTAssertTrue("\(error)".hasPrefix("case.png: "), "\(name): \(error)")
            }
        }
    }

    func testBadCRCNamesTheChunk() throws {
        var bytes = try PNGFixtures.bytes("rgba8")
        let idatAt = try XCTUnwrap(PNGFixtures.chunkOffsets(bytes).first { $0.type == "IDAT" })
        bytes[idatAt.offset + 8] ^= 0x40
        XCTAssertThrowsError(try PNGDecoder.decode(bytes, source: "rgba8.png")) { error in
            guard case let .badCRC(chunk, offset, _, _)? = (error as? PNGError)?.reason else {
                return XCTFail("\(error)")
            }
            XCTAssertEqual(chunk, "IDAT")
            XCTAssertEqual(offset, idatAt.offset)
            XCTAssertTrue("\(error)".hasPrefix("rgba8.png: chunk IDAT at byte \(idatAt.offset) is corrupt: stored CRC 0x"))
        }
    }

    // MARK: - Exhaustive mutations

    static let mutationFixtures = ["rgba8", "interlaced-palette4-33x17", "filters-grey1", "text", "rgb16-trns"]

    func testCuttingAtEveryOffsetGivesTruncated() throws {
        for name in Self.mutationFixtures {
            let bytes = try PNGFixtures.bytes(name)
            for cut in 0..<bytes.count {
                XCTAssertThrowsError(try PNGDecoder.decode(Array(bytes[0..<cut]), source: name)) { error in
                    switch (error as? PNGError)?.reason {
                    case .notPNG? where cut == 0, .truncated?: break
                    default: XCTFail("\(name) cut at \(cut): \(error)")
                    }
                }
            }
        }
    }

    func testFlippingAnyByteIsCaughtByCRCOrStructureChecks() throws {
        for name in Self.mutationFixtures {
            let bytes = try PNGFixtures.bytes(name)
            for offset in 0..<bytes.count {
                for mask: UInt8 in [0x01, 0x80, 0xFF] {
                    var broken = bytes
                    broken[offset] ^= mask
                    XCTAssertThrowsError(try PNGDecoder.decode(broken, source: name)) { error in
                        XCTAssertNotNil(error as? PNGError, "\(name) byte \(offset): \(error)")
                    }
                }
            }
        }
    }

    /// Flips data bytes and repairs the CRC, so the corruption reaches IHDR, zlib, filter and palette checks.
    func testFlippedDataWithRepairedCRCDecodesOrFailsTyped() throws {
        var decoded = 0, failed = 0
        for name in Self.mutationFixtures {
            let bytes = try PNGFixtures.bytes(name)
            for chunk in PNGFixtures.chunkOffsets(bytes) where chunk.length > 0 {
                for i in 0..<chunk.length {
                    for mask: UInt8 in [0x01, 0x10, 0xFF] {
                        var broken = bytes
                        broken[chunk.offset + 8 + i] ^= mask
                        PNGFixtures.repairCRC(&broken, chunkAt: chunk.offset)
                        do {
                            let image = try PNGDecoder.decode(broken, source: name)
                            XCTAssertGreaterThan(image.pixmap.bytes.count, 0)
                            decoded += 1
                        } catch let error as PNGError {
                            XCTAssertEqual(error.source, name)
                            failed += 1
                        } catch {
                            XCTFail("untyped error \(error)")
                        }
                    }
                }
            }
        }
        XCTAssertGreaterThan(failed, 100)
        XCTAssertGreaterThan(decoded, 10)
    }
}
