import XCTest
@testable import ProofsheetKit

/// Issue #12 item 5: layout, line breaking, shaping and truncation are O(n log n) at worst in a paragraph's
/// length. Counted work (`TextWork`: scalars shaped, widths compared, glyphs placed), never time, must grow at
/// most 15× from a 10,000- to a 100,000-character word (10× the text). The benchmark records the times.
final class TextScalingTests: XCTestCase {
    static func work(_ text: String, width: Double, maxLines: Int?, language: String) -> TextWork {
        let (shaped, layout) = TextSecondPassTests.layout(text, width: width, maxLines: maxLines, language: language)
        XCTAssertGreaterThan(layout.lines.count, 0)
        return shaped.work + layout.work
    }

    func testWorkGrowsAtMostFifteenfoldForTenTimesTheText() {
        let cases: [(name: String, unit: String, language: String, maxLines: Int?)] = [
            ("Latin word", "a", "en", nil),
            ("Latin word, 3 lines", "abc", "en", 3),
            ("Arabic word", "\u{0645}\u{0633}\u{062A}", "ar", nil),
            ("emoji (no face has them)", "\u{1F979}", "en", nil),
            ("soft hyphens", "ab\u{00AD}", "en", nil),
        ]
        for item in cases {
            func word(_ length: Int) -> String {
                String(String(repeating: item.unit, count: length / item.unit.unicodeScalars.count + 1).unicodeScalars.prefix(length))
            }
            let small = Self.work(word(10_000), width: 300, maxLines: item.maxLines, language: item.language)
            let large = Self.work(word(100_000), width: 300, maxLines: item.maxLines, language: item.language)
            XCTAssertGreaterThan(small.total, 10_000, item.name)
            let ratio = Double(large.total) / Double(small.total)
            XCTAssertLessThanOrEqual(ratio, 15, "\(item.name): \(small) → \(large)")
        }
    }
}
