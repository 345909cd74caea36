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

    func testInvalidSizeIsNil() {
        XCTAssertNil(BoxResampler.resample(pixmap(1, 1, [0]), width: 0, height: 3))
    }
}
