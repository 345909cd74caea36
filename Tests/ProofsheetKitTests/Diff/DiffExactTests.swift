import XCTest
@testable import ProofsheetKit

final class DiffExactTests: XCTestCase {
    func testCountsPixelsWhoseBytesDiffer() {
        let base = DiffFixtures.solid(6, 5, .white)
        let clear = Color(r: 9, g: 9, b: 9, a: 0)
        let cases: [(name: String, changes: [(Int, Int, Color)], count: Int, box: PixelRect?)] = [
            ("identical", [], 0, nil),
            ("one pixel", [(2, 3, .black)], 1, .init(x: 2, y: 3, width: 1, height: 1)),
            ("off by one in blue", [(0, 0, Color(r: 255, g: 255, b: 254))], 1, .init(x: 0, y: 0, width: 1, height: 1)),
            ("two corners", [(0, 0, .black), (5, 4, .black)], 2, .init(x: 0, y: 0, width: 6, height: 5)),
            ("invisible but different bytes", [(4, 1, clear)], 1, .init(x: 4, y: 1, width: 1, height: 1)),
        ]
        for c in cases {
            let actual = DiffFixtures.setting(base, c.changes)
            let result = ImageDiff.compare(expected: base, actual: actual).result
            XCTAssertEqual(result?.differentPixels, c.count, c.name)
            XCTAssertEqual(result?.changedBounds, c.box, c.name)
            XCTAssertEqual(result?.isByteIdentical, c.changes.isEmpty, c.name)
            XCTAssertEqual(result?.antiAliasedPixels, 0, c.name)
            XCTAssertEqual(result?.algorithmVersion, "exact-1", c.name)
        }
    }

    func testScanFindsDifferencesInEveryColumnPosition() {
        // Widths that exercise the 4-pixel step and the per-pixel tail of each row.
        for width in 1...9 {
            let base = DiffFixtures.solid(width, 3, .white)
            for x in 0..<width {
                let actual = DiffFixtures.setting(base, [(x, 1, .black)])
                let result = ImageDiff.compare(expected: base, actual: actual).result
                XCTAssertEqual(result?.changedBounds, .init(x: x, y: 1, width: 1, height: 1), "width \(width) x \(x)")
            }
        }
    }

    func testBudgetsDecidePassOrFail() {
        // 10x10 = 100 pixels; the first `changed` pixels are blackened.
        let cases: [(changed: Int, maxPixels: Int, maxRatio: Double, passes: Bool)] = [
            (0, 0, 0, true),
            (1, 0, 0, false),
            (3, 3, 0, true),
            (4, 3, 0, false),
            (3, 0, 0.03, true),
            (4, 0, 0.03, false),
            (4, 3, 0.04, true), // either budget suffices
            (5, 4, 0.04, false),
            (100, 0, 1, true),
            (1, -5, -1, false),
        ]
        let base = DiffFixtures.solid(10, 10, .white)
        for c in cases {
            let actual = DiffFixtures.setting(base, (0..<c.changed).map { ($0 % 10, $0 / 10, Color.black) })
            let options = DiffOptions(maxDiffPixels: c.maxPixels, maxDiffRatio: c.maxRatio)
            let outcome = ImageDiff.compare(expected: base, actual: actual, options: options)
            XCTAssertEqual(outcome.passes, c.passes, "\(c)")
            XCTAssertEqual(outcome.result?.ratio, Double(c.changed) / 100, "\(c)")
        }
    }

    func testSizeMismatchIsATypedFailingOutcome() {
        let expected = DiffFixtures.solid(4, 3, .white)
        for mode in [DiffOptions.Mode.exact, .tolerant] {
            for actual in [DiffFixtures.solid(5, 3, .white), DiffFixtures.solid(4, 2, .white)] {
                let outcome = ImageDiff.compare(expected: expected, actual: actual,
                                                options: DiffOptions(mode: mode, maxDiffRatio: 1))
                let mismatch = DiffOutcome.SizeMismatch(expectedWidth: 4, expectedHeight: 3,
                                                        foundWidth: actual.width, foundHeight: actual.height)
                XCTAssertEqual(outcome, .sizeMismatch(mismatch))
                XCTAssertFalse(outcome.passes)
                XCTAssertNil(outcome.result)
                XCTAssertEqual(outcome.description, "size mismatch (expected 4x3, found \(actual.width)x\(actual.height))")
            }
        }
    }

    func testSummaryLine() {
        let base = DiffFixtures.solid(100, 100, .white)
        let cases: [(changes: [(Int, Int, Color)], text: String)] = [
            ([], "identical"),
            ([(7, 8, .black)], "1 pixel differs (0.010%), in 1x1 at (7, 8)"),
            ([(1, 2, .black), (3, 2, .black)], "2 pixels differ (0.020%), in 3x1 at (1, 2)"),
        ]
        for c in cases {
            let outcome = ImageDiff.compare(expected: base, actual: DiffFixtures.setting(base, c.changes))
            XCTAssertEqual(outcome.description, c.text)
        }
    }

    func testAlgorithmVersions() {
        XCTAssertEqual(DiffOptions.Mode.exact.algorithmVersion, "exact-1")
        XCTAssertEqual(DiffOptions.Mode.tolerant.algorithmVersion, "pixelmatch-yiq-1")
        XCTAssertEqual(ImageDiff.algorithmVersion, "pixelmatch-yiq-1")
    }
}
