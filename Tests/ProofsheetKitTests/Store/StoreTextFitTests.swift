import XCTest
@testable import ProofsheetKit
import ProofsheetStore

/// `StoreTextFitter`: wrapping, shrinking in steps, and reporting text that cannot fit.
final class StoreTextFitTests: XCTestCase {
    private static let layout = StoreLayout(width: 1320, height: 2868, deviceSize: Size(width: 390, height: 844),
                                            captionMaxLines: 2, direction: .ltr)

    private func fitter(_ direction: TextDirection = .ltr, language: String = "en") throws -> StoreTextFitter {
        let layout = StoreTextFitTests.layout
        return StoreTextFitter(chain: try FontFixtures.collection.chain(family: "sans", weight: .bold), language: language,
                               direction: direction, width: layout.captionBox.width, maxLines: 2,
                               size: layout.captionSize, minSize: layout.captionMinSize)
    }

    func testCaptionsWrapShrinkOrAreReported() throws {
        let cases: [(name: String, text: String, lines: Int, shrinks: Bool, fits: Bool)] = [
            ("one line", "Make it yours", 1, false, true),
            ("too long for one line wraps", "Plan your day, train with purpose", 2, false, true),
            ("Arabic wraps", "كل مجموعة وكل تكرار في الحسبان", 2, false, true),
            ("very long shrinks", "Every workout, every set and every rep, counted", 2, true, true),
            ("cannot fit", "Every workout, every set, every rep and every rest timer, counted and charted for you, all day and all night long", 2, true, false),
            ("a word wider than the line is split, not fitted", "Supercalifragilisticexpialidociouslyfantastic", 2, true, false),
        ]
        for test in cases {
            let isArabic = test.text.unicodeScalars.contains { $0.value >= 0x600 && $0.value <= 0x6FF }
            let fit = try fitter(isArabic ? .rtl : .ltr, language: isArabic ? "ar" : "en").fit(test.text)
            XCTAssertEqual(fit.lineCount, test.lines, test.name)
            XCTAssertEqual(fit.shrinkSteps > 0, test.shrinks, test.name)
            XCTAssertEqual(fit.fits, test.fits, test.name)
            XCTAssertLessThanOrEqual(fit.layout.width, StoreTextFitTests.layout.captionBox.width, test.name)
            if test.shrinks && test.fits {
                XCTAssertLessThan(fit.size, StoreTextFitTests.layout.captionSize, test.name)
            }
            if !test.fits {
                // Reported at the floor: no further step was allowed.
                XCTAssertLessThan(fit.size * 0.92, StoreTextFitTests.layout.captionMinSize, test.name)
            }
        }
    }

    func testShrinkStepsAreEightPercent() throws {
        let fit = try fitter().fit("Every workout, every set and every rep, counted")
        var expected = StoreTextFitTests.layout.captionSize
        for _ in 0..<fit.shrinkSteps { expected *= 0.92 }
        XCTAssertEqual(fit.size, expected)
    }

    func testWrappedLinesAreBalanced() throws {
        let fitter = try self.fitter()
        let text = "Every set and every rep, counted"
        let greedy = TextLayout(ShapedText(text, style: fitter.style(size: fitter.size)), width: fitter.width)
        let balanced = fitter.fit(text).layout
        XCTAssertEqual(balanced.lines.count, greedy.lines.count)
        XCTAssertLessThan(balanced.width, fitter.width)
        let widths = balanced.lines.map(\.box.width)
        let greedyWidths = greedy.lines.map(\.box.width)
        XCTAssertLessThan(widths.max()! - widths.min()!, greedyWidths.max()! - greedyWidths.min()!)
    }
}
