import XCTest
@testable import ProofsheetKit
import ProofsheetStore

/// `BoxResampler`: area averaging in integers.
final class StoreResamplerTests: XCTestCase {
    private func pixmap(_ width: Int, _ height: Int, _ values: [UInt8]) -> Pixmap {
        Pixmap(width: width, height: height, bytes: values.flatMap { [$0, $0, $0, 255] })!
    }

    private func greys(_ image: Pixmap) -> [UInt8] {
        stride(from: 0, to: image.bytes.count, by: 4).map { image.bytes[$0] }
    }

    func testAreaAverages() {
        let cases: [(name: String, source: Pixmap, width: Int, height: Int, expected: [UInt8])] = [
            ("2×2 blocks", pixmap(4, 2, [0, 100, 200, 200, 100, 0, 200, 200]), 2, 1, [50, 200]),
            ("3 → 2 splits the middle pixel", pixmap(3, 1, [0, 90, 180]), 2, 1, [30, 150]),
            ("same size is a copy", pixmap(2, 1, [7, 9]), 2, 1, [7, 9]),
            ("to one pixel", pixmap(2, 2, [0, 255, 255, 255]), 1, 1, [191]),
            ("upscale replicates", pixmap(2, 1, [10, 20]), 4, 1, [10, 10, 20, 20]),
        ]
        for test in cases {
            let result = BoxResampler.resample(test.source, width: test.width, height: test.height)
            XCTAssertEqual(result.map(greys), test.expected, test.name)
        }
    }

    func testUniformImageStaysUniformAndOpaque() throws {
        let source = Pixmap(width: 1170, height: 2532, fill: Color(r: 12, g: 200, b: 99))!
        let result = try XCTUnwrap(BoxResampler.resample(source, width: 937, height: 2029))
        XCTAssertEqual(result.width, 937)
        XCTAssertEqual(result.height, 2029)
        XCTAssertTrue(stride(from: 0, to: result.bytes.count, by: 4).allSatisfy {
            result.bytes[$0] == 12 && result.bytes[$0 + 1] == 200 && result.bytes[$0 + 2] == 99 && result.bytes[$0 + 3] == 255
        })
    }

    /// Whole factors (the legend's 2× and 3× screens to one pixel per point) take a path that sums neighbours
    /// without reading the taps; it gives the bytes of the documented two-pass area average, written out here
    /// tap by tap, on every channel of a patterned RGBA image, for each axis whole or not.
    func testWholeFactorsGiveTheSameBytesAsTheTapByTapAverage() throws {
        let (sourceWidth, sourceHeight) = (36, 30)
        var bytes: [UInt8] = []
        for y in 0..<sourceHeight {
            for x in 0..<sourceWidth { bytes += [UInt8((x * 37 + y * 11) % 256), UInt8((x * y * 7) % 256), UInt8((x + y * 53) % 256), UInt8(128 + (x * 5 + y) % 128)] }
        }
        let source = try XCTUnwrap(Pixmap(width: sourceWidth, height: sourceHeight, bytes: bytes))
        func reference(width: Int, height: Int) -> [UInt8] {
            let columns = BoxResampler.Taps(source: sourceWidth, output: width), rows = BoxResampler.Taps(source: sourceHeight, output: height)
            var middle = [Int](repeating: 0, count: width * sourceHeight * 4)
            for y in 0..<sourceHeight {
                for x in 0..<width {
                    for c in 0..<4 {
                        let sum = columns.range(x).reduce(0) { $0 + columns.weights[$1] * Int(bytes[(y * sourceWidth + columns.indices[$1]) * 4 + c]) }
                        middle[(y * width + x) * 4 + c] = ((sum << 6) + sourceWidth / 2) / sourceWidth
                    }
                }
            }
            var out = [UInt8](repeating: 0, count: width * height * 4)
            let total = sourceHeight << 6
            for y in 0..<height {
                for x in 0..<width {
                    for c in 0..<4 {
                        let sum = rows.range(y).reduce(0) { $0 + rows.weights[$1] * middle[(rows.indices[$1] * width + x) * 4 + c] }
                        out[(y * width + x) * 4 + c] = UInt8((sum + total / 2) / total)
                    }
                }
            }
            return out
        }
        for (width, height) in [(18, 15), (12, 10), (18, 7), (7, 10), (9, 6), (5, 4)] {
            let result = try XCTUnwrap(BoxResampler.resample(source, width: width, height: height))
            XCTAssertEqual(result.bytes, reference(width: width, height: height), "\(sourceWidth)×\(sourceHeight) → \(width)×\(height)")
        }
    }

    func testInvalidSizeIsNil() {
        XCTAssertNil(BoxResampler.resample(pixmap(1, 1, [0]), width: 0, height: 3))
    }
}
