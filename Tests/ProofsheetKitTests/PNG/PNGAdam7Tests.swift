import XCTest
@testable import ProofsheetKit

final class PNGAdam7Tests: XCTestCase {
    func testAdam7PassSizesCoverEveryPixelOnce() {
        for (width, height) in [(1, 1), (7, 5), (8, 8), (9, 1), (1, 9), (33, 17)] {
            var seen = [Int](repeating: 0, count: width * height)
            for pass in Adam7.passes {
                let size = pass.size(width: width, height: height)
                for j in 0..<size.height {
                    for i in 0..<size.width { seen[(pass.y0 + j * pass.dy) * width + pass.x0 + i * pass.dx] += 1 }
                }
            }
            XCTAssertEqual(seen, [Int](repeating: 1, count: width * height), "\(width)x\(height)")
        }
    }
}
