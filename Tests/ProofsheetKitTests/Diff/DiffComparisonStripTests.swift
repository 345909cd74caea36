import XCTest
@testable import ProofsheetKit

final class DiffComparisonStripTests: XCTestCase {
    func testDimensions() throws {
        let cases: [(expected: (Int, Int), actual: (Int, Int), gap: Int, size: (Int, Int))] = [
            ((4, 3), (4, 3), 8, (28, 3)),
            ((4, 3), (6, 5), 2, (22, 5)),
            ((6, 2), (4, 5), 0, (18, 5)),
            ((1, 1), (1, 1), -3, (3, 1)),
        ]
        for c in cases {
            let e = DiffFixtures.solid(c.expected.0, c.expected.1, .black)
            let a = DiffFixtures.solid(c.actual.0, c.actual.1, .black)
            let strip = try ComparisonStrip(gap: c.gap).render(expected: e, diff: nil, actual: a)
            XCTAssertEqual(strip.width, c.size.0, "\(c)")
            XCTAssertEqual(strip.height, c.size.1, "\(c)")
        }
    }

    func testPanelsGapAndPadding() throws {
        let red = Color(r: 255, g: 0, b: 0), blue = Color(r: 0, g: 0, b: 255)
        let expected = DiffFixtures.solid(4, 3, red)
        let actual = DiffFixtures.solid(4, 3, blue)
        let outcome = ImageDiff.compare(expected: expected, actual: actual, options: DiffOptions(producesDiffImage: true))
        let strip = try ComparisonStrip(gap: 2).render(expected: expected, diff: outcome.result?.diffImage, actual: actual)
        let cases: [(x: Int, y: Int, color: Color)] = [
            (0, 0, red), (3, 2, red),
            (4, 0, ComparisonStrip.gapColor), (5, 2, ComparisonStrip.gapColor),
            (6, 0, DiffImage.changedColor), (9, 2, DiffImage.changedColor),
            (10, 1, ComparisonStrip.gapColor),
            (12, 0, blue), (15, 2, blue),
        ]
        for c in cases { XCTAssertEqual(strip[c.x, c.y], c.color, "(\(c.x), \(c.y))") }
    }

    func testSizeMismatchPadsWithCheckerAndLeavesDiffPanelEmpty() throws {
        let expected = DiffFixtures.solid(2, 2, .black)
        let actual = DiffFixtures.solid(10, 9, .black)
        let strip = try ComparisonStrip(gap: 1).render(expected: expected, diff: nil, actual: actual)
        let light = ComparisonStrip.checkerLight, dark = ComparisonStrip.checkerDark
        let cases: [(x: Int, y: Int, color: Color)] = [
            (1, 1, .black), (2, 0, light), (8, 0, dark), (0, 8, dark), (9, 8, light), // expected panel, padded
            (11, 0, light), (18, 8, dark), (19, 8, light), // empty diff panel
            (22, 0, .black), (31, 8, .black), // actual panel fills its panel
        ]
        for c in cases { XCTAssertEqual(strip[c.x, c.y], c.color, "(\(c.x), \(c.y))") }
    }

    func testTooLargeIsATypedError() {
        let wide = Pixmap(width: 20_000, height: 1)!
        XCTAssertThrowsError(try ComparisonStrip().render(expected: wide, diff: nil, actual: wide)) { error in
            XCTAssertEqual(error as? ComparisonStrip.Failure, .tooLarge(width: 60_016, height: 1))
        }
    }
}
