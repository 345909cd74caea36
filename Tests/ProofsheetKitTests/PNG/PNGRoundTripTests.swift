import XCTest
@testable import ProofsheetKit

final class PNGRoundTripTests: XCTestCase {
    /// A deterministic pattern with every alpha value, smooth areas and sharp edges.
    static func pattern(width: Int, height: Int, opaque: Bool) -> Pixmap? {
        var bytes = [UInt8](repeating: 0, count: width * height * 4)
        var state: UInt32 = 12345
        for y in 0..<height {
            for x in 0..<width {
                state = state &* 1_103_515_245 &+ 12345
                let i = (y * width + x) * 4
                let noisy = (x / 7 + y / 5) % 3 == 0
                bytes[i] = noisy ? UInt8(truncatingIfNeeded: state >> 16) : UInt8(truncatingIfNeeded: x * 3)
                bytes[i + 1] = UInt8(truncatingIfNeeded: y * 2 + x)
                bytes[i + 2] = x < width / 2 ? 200 : UInt8(truncatingIfNeeded: x ^ y)
                bytes[i + 3] = opaque ? 255 : UInt8(truncatingIfNeeded: x * 11 + y * 7)
            }
        }
        return Pixmap(width: width, height: height, bytes: bytes)
    }

    static let sizes = [(1, 1), (2, 1), (1, 3), (7, 5), (64, 33), (301, 97)]

    func testEveryPixelRoundTripsForEachEffortAndAlphaChoice() throws {
        for (width, height) in Self.sizes {
            for effort in [PNGEncoder.Effort.fast, .small] {
                for includeAlpha in [true, false] {
                    let pixmap = try XCTUnwrap(Self.pattern(width: width, height: height, opaque: !includeAlpha))
                    let encoder = PNGEncoder(effort: effort, includeAlpha: includeAlpha)
                    let bytes = try encoder.encode(pixmap)
                    let label = "\(width)x\(height) \(effort) alpha=\(includeAlpha)"
                    XCTAssertEqual(try PNGDecoder.decode(bytes, source: label).pixmap, pixmap, label)
                    XCTAssertEqual(bytes[25], includeAlpha ? 6 : 2, "colour type, \(label)")
                }
            }
        }
    }

    func testEachFilterStrategyRoundTripsAndLibpngAgrees() throws {
        let strategies: [PNGFilterStrategy] = PNGFilter.allCases.map { .fixed($0) }
            + [.minimumSumOfAbsoluteDifferences(PNGFilter.allCases),
               .trialCompression(candidates: PNGFilter.allCases.map { .fixed($0) }, rows: 4, level: 1),
               .trialCompression(candidates: [.fixed(.up), .minimumSumOfAbsoluteDifferences([.sub, .paeth])],
                                 rows: 7, level: 6)]
        for strategy in strategies {
            for includeAlpha in [true, false] {
                let pixmap = try XCTUnwrap(Self.pattern(width: 61, height: 29, opaque: !includeAlpha))
                var encoder = PNGEncoder(effort: .fast, includeAlpha: includeAlpha)
                encoder.filterStrategyOverride = strategy
                let bytes = try encoder.encode(pixmap)
                let label = "\(strategy) alpha=\(includeAlpha)"
                XCTAssertEqual(try PNGDecoder.decode(bytes, source: label).pixmap, pixmap, label)
                XCTAssertEqual(PNGFixtures.libpngDecode(bytes)?.rgba, pixmap.bytes, "libpng, \(label)")
            }
        }
    }

    func testOutputIsDeterministic() throws {
        let pixmap = try XCTUnwrap(Self.pattern(width: 120, height: 80, opaque: false))
        for effort in [PNGEncoder.Effort.fast, .small] {
            XCTAssertEqual(try PNGEncoder(effort: effort).encode(pixmap), try PNGEncoder(effort: effort).encode(pixmap))
        }
    }

    func testOurDecoderReadsLibpngOutput() throws {
        for includeAlpha in [true, false] {
            let pixmap = try XCTUnwrap(Self.pattern(width: 97, height: 41, opaque: !includeAlpha))
            let bytes = try XCTUnwrap(PNGFixtures.libpngEncode(pixmap, includeAlpha: includeAlpha))
            XCTAssertEqual(try PNGDecoder.decode(bytes, source: "libpng").pixmap, pixmap)
        }
    }

    func testEncodingWithoutAlphaRejectsATranslucentPixel() throws {
        var pixmap = try XCTUnwrap(Pixmap(width: 4, height: 3, fill: .white))
        pixmap[2, 1] = Color(r: 9, g: 9, b: 9, a: 128)
        XCTAssertThrowsError(try PNGEncoder(includeAlpha: false).encode(pixmap, source: "shot.png")) { error in
            XCTAssertEqual(error as? PNGError, PNGError(source: "shot.png", reason: .alphaWouldBeLost(x: 2, y: 1, alpha: 128)))
            XCTAssertTrue("\(error)".hasPrefix("shot.png: cannot encode without alpha: pixel (2, 1)"))
        }
    }

    func testReusedCoderObjectsGiveTheSameBytes() throws {
        let encoder = PNGEncoder(effort: .fast)
        let compressor = try XCTUnwrap(encoder.makeCompressor())
        let decompressor = try XCTUnwrap(ZlibDecompressor())
        for size in [3, 17, 40] {
            let pixmap = try XCTUnwrap(Self.pattern(width: size, height: size, opaque: false))
            let bytes = try encoder.encode(pixmap, using: compressor)
            XCTAssertEqual(bytes, try encoder.encode(pixmap))
            XCTAssertEqual(try PNGDecoder.decode(bytes, source: "m", using: decompressor).pixmap, pixmap)
        }
    }
}
