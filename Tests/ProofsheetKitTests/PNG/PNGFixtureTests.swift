import CPNG
import XCTest
@testable import ProofsheetKit

/// Decodes every fixture written by scripts/make-png-fixtures.py and compares with the RGBA its pattern implies.
final class PNGFixtureTests: XCTestCase {
    enum Kind {
        case grey, greyAlpha, rgb, rgba
        case palette(count: Int, transparent: Bool)
    }

    struct Fixture {
        let name: String
        let width: Int
        let height: Int
        let kind: Kind
        let depth: Int
        /// The tRNS colour key as stored in the file (one value for grey, three for RGB).
        var key: [Int]? = nil
    }

    static let fixtures: [Fixture] = [
        Fixture(name: "grey1", width: 13, height: 7, kind: .grey, depth: 1),
        Fixture(name: "grey2", width: 13, height: 7, kind: .grey, depth: 2),
        Fixture(name: "grey4", width: 13, height: 7, kind: .grey, depth: 4),
        Fixture(name: "grey8", width: 13, height: 7, kind: .grey, depth: 8),
        Fixture(name: "grey16", width: 13, height: 7, kind: .grey, depth: 16),
        Fixture(name: "grey2-trns", width: 13, height: 7, kind: .grey, depth: 2, key: [1]),
        Fixture(name: "grey8-trns", width: 13, height: 7, kind: .grey, depth: 8, key: [sample(0, 1, 0, 8)]),
        Fixture(name: "grey16-trns", width: 13, height: 7, kind: .grey, depth: 16, key: [sample(1, 1, 0, 16)]),
        Fixture(name: "greyalpha8", width: 13, height: 7, kind: .greyAlpha, depth: 8),
        Fixture(name: "greyalpha16", width: 13, height: 7, kind: .greyAlpha, depth: 16),
        Fixture(name: "rgb8", width: 13, height: 7, kind: .rgb, depth: 8),
        Fixture(name: "rgb8-trns", width: 13, height: 7, kind: .rgb, depth: 8, key: (0..<3).map { sample(2, 3, $0, 8) }),
        Fixture(name: "rgb16", width: 13, height: 7, kind: .rgb, depth: 16),
        Fixture(name: "rgb16-trns", width: 13, height: 7, kind: .rgb, depth: 16,
                key: (0..<3).map { sample(2, 3, $0, 16) }),
        Fixture(name: "rgba8", width: 13, height: 7, kind: .rgba, depth: 8),
        Fixture(name: "rgba16", width: 13, height: 7, kind: .rgba, depth: 16),
        Fixture(name: "palette1", width: 13, height: 7, kind: .palette(count: 2, transparent: false), depth: 1),
        Fixture(name: "palette1-trns", width: 13, height: 7, kind: .palette(count: 2, transparent: true), depth: 1),
        Fixture(name: "palette2", width: 13, height: 7, kind: .palette(count: 3, transparent: false), depth: 2),
        Fixture(name: "palette2-trns", width: 13, height: 7, kind: .palette(count: 3, transparent: true), depth: 2),
        Fixture(name: "palette4", width: 13, height: 7, kind: .palette(count: 11, transparent: false), depth: 4),
        Fixture(name: "palette4-trns", width: 13, height: 7, kind: .palette(count: 11, transparent: true), depth: 4),
        Fixture(name: "palette8", width: 13, height: 7, kind: .palette(count: 200, transparent: false), depth: 8),
        Fixture(name: "palette8-trns", width: 13, height: 7, kind: .palette(count: 200, transparent: true), depth: 8),
        Fixture(name: "interlaced-rgba8-7x5", width: 7, height: 5, kind: .rgba, depth: 8),
        Fixture(name: "interlaced-rgba8-1x1", width: 1, height: 1, kind: .rgba, depth: 8),
        Fixture(name: "interlaced-grey1-13x11", width: 13, height: 11, kind: .grey, depth: 1),
        Fixture(name: "interlaced-palette4-33x17", width: 33, height: 17,
                kind: .palette(count: 11, transparent: true), depth: 4),
        Fixture(name: "interlaced-rgb16-9x9", width: 9, height: 9, kind: .rgb, depth: 16),
        Fixture(name: "filters-rgb8", width: 13, height: 11, kind: .rgb, depth: 8),
        Fixture(name: "filters-rgba16", width: 13, height: 11, kind: .rgba, depth: 16),
        Fixture(name: "filters-grey1", width: 29, height: 11, kind: .grey, depth: 1),
        Fixture(name: "filters-palette2", width: 13, height: 11, kind: .palette(count: 3, transparent: true), depth: 2),
        Fixture(name: "filters-interlaced-rgba8", width: 17, height: 13, kind: .rgba, depth: 8),
        Fixture(name: "filters-interlaced-greyalpha8", width: 10, height: 10, kind: .greyAlpha, depth: 8),
        Fixture(name: "text", width: 5, height: 4, kind: .rgb, depth: 8),
    ]

    /// The pattern of scripts/make-png-fixtures.py.
    static func sample(_ x: Int, _ y: Int, _ c: Int, _ depth: Int) -> Int {
        if depth == 16 { return (4099 * x + 1031 * y + 7919 * c + 13 * (x ^ y)) % 65536 }
        return (3 * x + 5 * y + 7 * c + (x ^ y)) % (1 << depth)
    }

    /// PNG §13.12 rescaling to 8 bits, with the decoder's documented rounding for 16-bit samples.
    static func to8(_ value: Int, _ depth: Int) -> UInt8 {
        depth == 16 ? UInt8((value * 255 + 32767) / 65535) : UInt8(value * 255 / ((1 << depth) - 1))
    }

    static func expectedRGBA(_ f: Fixture) -> [UInt8] {
        var out: [UInt8] = []
        for y in 0..<f.height {
            for x in 0..<f.width {
                let s = { (c: Int) in sample(x, y, c, f.depth) }
                switch f.kind {
                case .grey:
                    let v = to8(s(0), f.depth)
                    out += [v, v, v, f.key == [s(0)] ? 0 : 255]
                case .greyAlpha:
                    let v = to8(s(0), f.depth)
                    out += [v, v, v, to8(s(1), f.depth)]
                case .rgb:
                    out += [to8(s(0), f.depth), to8(s(1), f.depth), to8(s(2), f.depth),
                            f.key == [s(0), s(1), s(2)] ? 0 : 255]
                case .rgba:
                    out += (0..<4).map { to8(s($0), f.depth) }
                case let .palette(count, transparent):
                    let i = (x + 2 * y) % count
                    let alpha = transparent && i < count - 1 ? UInt8((67 * i) % 256) : 255
                    out += [UInt8((37 * i) % 256), UInt8((91 * i) % 256), UInt8((53 * i + 7) % 256), alpha]
                }
            }
        }
        return out
    }

    func testEveryFixtureDecodesToItsPattern() throws {
        for fixture in Self.fixtures {
            let image = try PNGDecoder.decode(try PNGFixtures.bytes(fixture.name), source: fixture.name)
            XCTAssertEqual(image.pixmap.width, fixture.width, fixture.name)
            XCTAssertEqual(image.pixmap.height, fixture.height, fixture.name)
            let expected = Self.expectedRGBA(fixture)
            if image.pixmap.bytes != expected {
                let first = zip(image.pixmap.bytes, expected).enumerated().first { $0.element.0 != $0.element.1 }
                XCTFail("\(fixture.name): first differing byte \(first?.offset ?? -1) (pixel \((first?.offset ?? 0) / 4))")
            }
        }
    }

    func testEveryFixtureMatchesLibpngSimplifiedAPIForDepthsUpTo8() throws {
        for fixture in Self.fixtures where fixture.depth <= 8 {
            let bytes = try PNGFixtures.bytes(fixture.name)
            let ours = try PNGDecoder.decode(bytes, source: fixture.name)
            let reference = try XCTUnwrap(PNGFixtures.libpngDecode(bytes), fixture.name)
            XCTAssertEqual(ours.pixmap.bytes, reference.rgba, fixture.name)
        }
    }

    func testEveryFixtureFileIsInTheTable() throws {
        let files = try FileManager.default.contentsOfDirectory(atPath: PNGFixtures.folder.path)
            .filter { $0.hasSuffix(".png") }.map { String($0.dropLast(4)) }.sorted()
        XCTAssertEqual(files, Self.fixtures.map(\.name).sorted())
    }

    func testFixtureFileIsDecodedFromDiskWithItsPathInErrors() throws {
        let path = PNGFixtures.folder.appendingPathComponent("rgba8.png").path
        XCTAssertEqual(try PNGDecoder.decodeFile(atPath: path).pixmap.width, 13)
        XCTAssertThrowsError(try PNGDecoder.decodeFile(atPath: path + ".missing")) { error in
            XCTAssertTrue("\(error)".hasPrefix(path + ".missing: cannot read file: file not found"), "\(error)")
        }
    }
}

/// Loads fixtures and runs libpng as the reference decoder/encoder for the PNG tests.
enum PNGFixtures {
    static var folder: URL {
        Bundle.module.url(forResource: "Fixtures", withExtension: nil)!.appendingPathComponent("png")
    }

    static func bytes(_ name: String) throws -> [UInt8] {
        [UInt8](try Data(contentsOf: folder.appendingPathComponent(name + ".png")))
    }

    /// The chunks of a well-formed PNG, in order: type, offset of the length field, data length.
    static func chunkOffsets(_ bytes: [UInt8]) -> [(type: String, offset: Int, length: Int)] {
        var chunks: [(type: String, offset: Int, length: Int)] = []
        var offset = 8
        while offset + 8 <= bytes.count {
            let length = bytes[offset..<offset + 4].reduce(0) { $0 << 8 | Int($1) }
            chunks.append((String(decoding: bytes[offset + 4..<offset + 8], as: UTF8.self), offset, length))
            offset += 12 + length
        }
        return chunks
    }

    static func chunkTypes(_ bytes: [UInt8]) -> [String] { chunkOffsets(bytes).map(\.type) }

    /// Recomputes the CRC of the chunk at `offset` after its data was changed.
    static func repairCRC(_ bytes: inout [UInt8], chunkAt offset: Int) {
        let length = bytes[offset..<offset + 4].reduce(0) { $0 << 8 | Int($1) }
        let type = PNGChunkType(code: bytes[offset + 4..<offset + 8].reduce(0) { $0 << 8 | UInt32($1) })
        let crc = bytes.withUnsafeBytes {
            CRC32.checksum(type: type, data: UnsafeRawBufferPointer(rebasing: $0[offset + 8..<offset + 8 + length]))
        }
        for k in 0..<4 { bytes[offset + 8 + length + k] = UInt8(truncatingIfNeeded: crc >> (24 - 8 * k)) }
    }

    /// libpng's simplified API (png_image_*) decoding to 8-bit RGBA; nil if libpng rejects the data.
    static func libpngDecode(_ bytes: [UInt8]) -> (width: Int, height: Int, rgba: [UInt8])? {
        var image = png_image()
        image.version = UInt32(PNG_IMAGE_VERSION)
        let began = bytes.withUnsafeBytes { png_image_begin_read_from_memory(&image, $0.baseAddress, $0.count) }
        guard began != 0 else { return nil }
        image.format = cpng_format_rgba()
        var buffer = [UInt8](repeating: 0, count: cpng_image_size(&image))
        let finished = buffer.withUnsafeMutableBytes { png_image_finish_read(&image, nil, $0.baseAddress, 0, nil) }
        png_image_free(&image)
        guard finished != 0 else { return nil }
        return (Int(image.width), Int(image.height), buffer)
    }

    /// libpng's simplified writer (its default zlib level, 6, and adaptive filtering); nil on failure.
    static func libpngEncode(_ pixmap: Pixmap, includeAlpha: Bool) -> [UInt8]? {
        var image = png_image()
        image.version = UInt32(PNG_IMAGE_VERSION)
        image.width = UInt32(pixmap.width)
        image.height = UInt32(pixmap.height)
        image.format = includeAlpha ? cpng_format_rgba() : cpng_format_rgb()
        let pixels: [UInt8] = includeAlpha ? pixmap.bytes
            : pixmap.bytes.enumerated().filter { $0.offset % 4 != 3 }.map(\.element)
        var size = 0
        let sized = pixels.withUnsafeBytes {
            png_image_write_to_memory(&image, nil, &size, 0, $0.baseAddress, 0, nil)
        }
        guard sized != 0, size > 0 else { return nil }
        var out = [UInt8](repeating: 0, count: size)
        let written = out.withUnsafeMutableBytes { outBytes in
            pixels.withUnsafeBytes {
                png_image_write_to_memory(&image, outBytes.baseAddress, &size, 0, $0.baseAddress, 0, nil)
            }
        }
        guard written != 0 else { return nil }
        return Array(out.prefix(size))
    }
}
