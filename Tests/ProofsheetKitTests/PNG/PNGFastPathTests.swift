import XCTest
@testable import ProofsheetKit

/// The vectorised filter and unfilter paths agree with the byte-at-a-time definitions (PNG §9.2–§9.4) at every
/// width around their 4- and 16-byte steps, and the decoder's fast path agrees with libpng.
final class PNGFastPathTests: XCTestCase {
    static let widths = [1, 2, 3, 4, 5, 6, 7, 8, 9, 11, 12, 13, 15, 16, 17, 21, 31, 33, 64, 67]

    /// §9.2 filter of one byte from raw neighbours, written out as the standard states it.
    static func reference(_ filter: PNGFilter, x: UInt8, a: UInt8, b: UInt8, c: UInt8) -> UInt8 {
        switch filter {
        case .none: return x
        case .sub: return x &- a
        case .up: return x &- b
        case .average: return x &- UInt8((Int(a) + Int(b)) / 2)
        case .paeth: return x &- PNGFilter.paethPredictor(a, b, c)
        }
    }

    func testEachFilterMatchesTheByteWiseDefinitionAndReverses() {
        var state: UInt32 = 99
        for filter in PNGFilter.allCases {
            for stride in [3, 4] {
                for width in Self.widths {
                    let count = width * stride
                    let bytes: [[UInt8]] = (0..<2).map { _ in
                        (0..<count).map { _ in
                            state = state &* 1_103_515_245 &+ 12345
                            return UInt8(truncatingIfNeeded: state >> 16)
                        }
                    }
                    let above = bytes[0], row = bytes[1]
                    var filtered = [UInt8](repeating: 0, count: count)
                    filter.apply(row, above: above, into: &filtered, count: count, stride: stride)
                    let expected = (0..<count).map { i in
                        Self.reference(filter, x: row[i], a: i >= stride ? row[i - stride] : 0, b: above[i],
                                       c: i >= stride ? above[i - stride] : 0)
                    }
                    let label = "\(filter) stride \(stride) width \(width)"
                    XCTAssertEqual(filtered, expected, label)
                    filter.reconstruct(&filtered, above: above, count: count, stride: stride)
                    XCTAssertEqual(filtered, row, "reconstruct, \(label)")
                }
            }
        }
    }

    func testDecoderFastPathMatchesLibpngForEveryFilterAndWidth() throws {
        for filter in PNGFilter.allCases {
            for includeAlpha in [false, true] {
                for width in Self.widths {
                    let pixmap = try XCTUnwrap(PNGRoundTripTests.pattern(width: width, height: 5, opaque: !includeAlpha))
                    var encoder = PNGEncoder(effort: .fast, includeAlpha: includeAlpha)
                    encoder.filterStrategyOverride = .fixed(filter)
                    let bytes = try encoder.encode(pixmap)
                    let label = "\(filter) alpha=\(includeAlpha) width \(width)"
                    XCTAssertEqual(try PNGDecoder.decode(bytes, source: label).pixmap, pixmap, label)
                    XCTAssertEqual(PNGFixtures.libpngDecode(bytes)?.rgba, pixmap.bytes, "libpng, \(label)")
                }
            }
        }
    }

    func testOpacityScanFindsTheFirstTranslucentPixel() throws {
        for (width, height, translucent) in [(1, 1, nil), (1, 1, 0), (5, 3, 14), (5, 3, 3), (9, 2, 8), (9, 2, nil), (4, 4, 15)] as [(Int, Int, Int?)] {
            var pixmap = try XCTUnwrap(Pixmap(width: width, height: height, fill: Color(r: 1, g: 2, b: 3, a: 255)))
            if let translucent { pixmap[translucent % width, translucent / width] = Color(r: 1, g: 2, b: 3, a: 254) }
            XCTAssertEqual(pixmap.isOpaque, translucent == nil)
            let found = PNGEncoder.firstTranslucentPixel(pixmap)
            XCTAssertEqual(found.map { $0.1 * width + $0.0 }, translucent)
            if translucent == nil {
                XCTAssertNoThrow(try PNGEncoder(includeAlpha: false).encode(pixmap))
            } else {
                XCTAssertThrowsError(try PNGEncoder(includeAlpha: false).encode(pixmap))
            }
        }
    }
}
