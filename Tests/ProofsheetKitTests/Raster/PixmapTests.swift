import XCTest
@testable import ProofsheetKit

final class PixmapTests: XCTestCase {
    func testRejectsZeroNegativeAndOverLimitSizes() {
        for (w, h) in [(0, 1), (1, 0), (-3, 4), (Pixmap.maxSide + 1, 1), (20_000, 20_000)] {
            XCTAssertNil(Pixmap(width: w, height: h), "\(w)x\(h)")
        }
        XCTAssertNotNil(Pixmap(width: 1, height: 1))
    }

    func testFillAndSubscript() throws {
        var pixmap = try XCTUnwrap(Pixmap(width: 3, height: 2, fill: .white))
        pixmap[2, 1] = Color(r: 1, g: 2, b: 3, a: 4)
        XCTAssertEqual(pixmap[0, 0], .white)
        XCTAssertEqual(pixmap[2, 1], Color(r: 1, g: 2, b: 3, a: 4))
        XCTAssertFalse(pixmap.isOpaque)
    }
}
