import XCTest
@testable import ProofsheetKit

final class DiffImageTests: XCTestCase {
    func testDiffImageOnlyOnRequest() {
        let a = DiffTolerantTests.edge(at: 3), b = DiffTolerantTests.edge(at: 4)
        for (options, wanted) in [(DiffOptions.tolerant, false), (DiffOptions(mode: .tolerant, producesDiffImage: true), true),
                                  (DiffOptions(producesDiffImage: true), true)] {
            XCTAssertEqual(ImageDiff.compare(expected: a, actual: b, options: options).result?.diffImage != nil, wanted)
            XCTAssertEqual(ImageDiff.compare(expected: a, actual: a, options: options).result?.diffImage != nil, wanted)
        }
    }

    func testMarkersAndFadedBackground() throws {
        // Expected: black | grey edge at column 3 | white, plus an opaque mid-grey and a transparent pixel;
        // actual: edge at column 4 and a red pixel at (7, 7).
        let grey = Color(r: 128, g: 128, b: 128)
        let expected = DiffFixtures.setting(DiffTolerantTests.edge(at: 3), [(6, 0, grey), (6, 1, .transparent)])
        let actual = DiffFixtures.setting(DiffTolerantTests.edge(at: 4), [(6, 0, grey), (6, 1, .transparent), (7, 7, .black)])
        let options = DiffOptions(mode: .tolerant, producesDiffImage: true)
        let image = try XCTUnwrap(ImageDiff.compare(expected: expected, actual: actual, options: options).result?.diffImage)
        func g(_ v: UInt8) -> Color { Color(r: v, g: v, b: v) }
        let cases: [(name: String, x: Int, y: Int, color: Color)] = [
            ("real change is red", 7, 7, Color(r: 255, g: 0, b: 0)),
            ("moved edge is yellow", 3, 4, Color(r: 255, g: 255, b: 0)),
            ("new edge is yellow", 4, 4, Color(r: 255, g: 255, b: 0)),
            // 255 - round((255 - Y) * 0.1): black Y = 0 -> 255 - 26 = 229; mid grey Y = 128 -> 255 - 13 = 242.
            ("black fades to light grey", 0, 0, g(229)),
            ("mid grey fades", 6, 0, g(242)),
            ("white stays white", 5, 5, g(255)),
            ("transparent becomes white", 6, 1, g(255)),
        ]
        for c in cases { XCTAssertEqual(image[c.x, c.y], c.color, c.name) }
        XCTAssertTrue(image.isOpaque)
    }

    /// The marks style (what `check` writes) holds the classic image's markers on a transparent ground over the rows
    /// from the first to the last that differ (`diffImageTop` on), and the classic image made from the marks
    /// (`DiffImage.classic`, the strip's middle panel) is the classic scan's image.
    func testMarksAreTheClassicMarkersOnTransparentAndComposeBackToTheClassicImage() throws {
        let grey = Color(r: 128, g: 128, b: 128)
        let expected = DiffFixtures.setting(DiffTolerantTests.edge(at: 3), [(6, 0, grey), (6, 1, .transparent)])
        let actual = DiffFixtures.setting(DiffTolerantTests.edge(at: 4), [(6, 0, grey), (6, 1, .transparent), (7, 7, .black)])
        // Changes on rows 2 and 5 only: the marks are those rows and the two between.
        let middle = DiffFixtures.setting(expected, [(5, 2, .black), (6, 5, grey), (0, 4, .transparent)])
        for (actual, rows) in [(actual, 0..<expected.height), (middle, 2..<6)] {
        for options in [DiffOptions(mode: .tolerant), DiffOptions(mode: .tolerant, includeAA: true), .exact] {
            let classic = try XCTUnwrap(ImageDiff.compare(expected: expected, actual: actual, options: options, imageWhenDifferent: true).result)
            let marked = try XCTUnwrap(ImageDiff.compare(expected: expected, actual: actual, options: options, imageWhenDifferent: true,
                                                         style: .marks).result)
            XCTAssertEqual(marked.differentPixels, classic.differentPixels, "\(options)")
            let marks = try XCTUnwrap(marked.diffImage), image = try XCTUnwrap(classic.diffImage)
            XCTAssertEqual(marked.diffImageTop..<(marked.diffImageTop + marks.height), rows, "\(options): the rows that differ")
            XCTAssertEqual([classic.diffImageTop, image.height], [0, expected.height], "\(options): the classic image is whole")
            let top = marked.diffImageTop
            var markers = 0
            for y in 0..<marks.height {
                for x in 0..<marks.width {
                    switch marks[x, y] {
                    case .transparent: XCTAssertNotEqual(image[x, y + top], DiffImage.changedColor, "(\(x), \(y)), \(options)")
                    case DiffImage.changedColor, DiffImage.antiAliasedColor:
                        markers += 1
                        XCTAssertEqual(marks[x, y], image[x, y + top], "(\(x), \(y)), \(options)")
                    default: XCTFail("(\(x), \(y)) is \(marks[x, y]): the marks hold red, yellow and transparent only")
                    }
                }
            }
            XCTAssertEqual(markers, marked.differentPixels + marked.antiAliasedPixels, "\(options)")
            XCTAssertGreaterThan(markers, 0, "\(options)")
            XCTAssertEqual(DiffImage.classic(expected: expected, marks: marks, top: top), image, "\(options)")
        }
        }
        // Identical images: no image unless one is asked for, as in the classic style.
        XCTAssertNil(ImageDiff.compare(expected: expected, actual: expected, imageWhenDifferent: true, style: .marks).result?.diffImage)
    }

    func testExactModeMarksEveryChangedPixelRed() throws {
        let expected = DiffTolerantTests.edge(at: 3)
        let options = DiffOptions(producesDiffImage: true)
        let result = try XCTUnwrap(ImageDiff.compare(expected: expected, actual: DiffTolerantTests.edge(at: 4), options: options).result)
        let image = try XCTUnwrap(result.diffImage)
        XCTAssertEqual(result.differentPixels, 16)
        for y in 0..<8 {
            XCTAssertEqual(image[3, y], DiffImage.changedColor)
            XCTAssertEqual(image[4, y], DiffImage.changedColor)
            XCTAssertEqual(image[5, y], .white)
        }
    }
}
