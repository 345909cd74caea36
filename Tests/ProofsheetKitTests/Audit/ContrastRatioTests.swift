import XCTest
@testable import ProofsheetKit

/// WCAG 2.2 relative luminance and contrast ratio (definitions of both terms; §1.4.3, §1.4.6, §1.4.11).
final class ContrastRatioTests: XCTestCase {
    private func grey(_ value: UInt8) -> Color { Color(r: value, g: value, b: value) }

    func testKnownRatiosToTwoDecimals() {
        let cases: [(name: String, foreground: Color, background: Color, expected: String, passesText: Bool)] = [
            ("#777777 on white just misses AA text", grey(0x77), .white, "4.48:1", false),
            ("#767676 on white just passes AA text", grey(0x76), .white, "4.54:1", true),
            ("black on white is the maximum", .black, .white, "21.00:1", true),
            ("a colour on itself is the minimum", grey(0x80), grey(0x80), "1.00:1", false),
            ("#595959 on white", grey(0x59), .white, "7.00:1", true),
            ("#0A5FC2 accent on white", Color(r: 0x0A, g: 0x5F, b: 0xC2), .white, "6.12:1", true),
        ]
        for testCase in cases {
            let ratio = ContrastRatio(testCase.foreground, testCase.background)
            XCTAssertEqual(ratio.description, testCase.expected, testCase.name)
            XCTAssertEqual(ratio.passes(for: .text), testCase.passesText, testCase.name)
        }
    }

    func testOrderOfColoursDoesNotMatter() {
        XCTAssertEqual(ContrastRatio(grey(0x33), .white), ContrastRatio(.white, grey(0x33)))
    }

    func testRatioIsNeverRoundedUpToPass() {
        let cases: [(value: Double, kind: ContrastKind, level: ConformanceLevel, passes: Bool, text: String)] = [
            (4.499, .text, .aa, false, "4.49:1"),
            (4.4951, .text, .aa, false, "4.49:1"),
            (4.5, .text, .aa, true, "4.50:1"),
            (2.999, .largeText, .aa, false, "2.99:1"),
            (6.999, .text, .aaa, false, "6.99:1"),
            (4.506, .text, .aa, true, "4.51:1"),
            (4.494, .text, .aa, false, "4.49:1"),
        ]
        for testCase in cases {
            let ratio = ContrastRatio(value: testCase.value)!
            XCTAssertEqual(ratio.passes(testCase.level, for: testCase.kind), testCase.passes, "\(testCase.value)")
            XCTAssertEqual(ratio.description, testCase.text, "\(testCase.value)")
        }
    }

    func testThresholdsByLevelAndKind() {
        // (ratio, kind, AA, AAA)
        let cases: [(value: Double, kind: ContrastKind, aa: Bool, aaa: Bool)] = [
            (3.0, .text, false, false),
            (3.0, .largeText, true, false),
            (2.99, .largeText, false, false),
            (3.0, .nonText, true, true),
            (2.99, .nonText, false, false),
            (4.5, .text, true, false),
            (4.5, .largeText, true, true),
            (7.0, .text, true, true),
        ]
        for testCase in cases {
            let ratio = ContrastRatio(value: testCase.value)!
            XCTAssertEqual(ratio.passes(for: testCase.kind), testCase.aa, "\(testCase.value) \(testCase.kind) AA")
            XCTAssertEqual(ratio.passes(.aaa, for: testCase.kind), testCase.aaa, "\(testCase.value) \(testCase.kind) AAA")
        }
    }

    func testInvalidRatiosAreRejected() {
        for value in [0.99, 0, -1, .infinity, .nan] {
            XCTAssertNil(ContrastRatio(value: value), "\(value)")
        }
    }

    func testRelativeLuminance() {
        let cases: [(color: Color, expected: Double)] = [
            (.black, 0), (.white, 1), (Color(r: 255, g: 0, b: 0), 0.2126), (Color(r: 0, g: 255, b: 0), 0.7152),
            (Color(r: 0, g: 0, b: 255), 0.0722), (grey(0x77), 0.184475), (grey(10), 10.0 / 255 / 12.92),
        ]
        for testCase in cases {
            XCTAssertEqual(testCase.color.relativeLuminance, testCase.expected, accuracy: 1e-6, "\(testCase.color)")
        }
    }

    /// WCAG's text quotes 0.03928 as the linearisation threshold, sRGB (IEC 61966-2-1) 0.04045: no 8-bit value
    /// falls between them, so every channel value linearises identically under both.
    func testWCAGAndSRGBThresholdsAgreeForEveryEightBitValue() {
        for channel in 0...255 {
            let value = Double(channel) / 255
            let wcag = value <= 0.03928 ? value / 12.92 : pow((value + 0.055) / 1.055, 2.4)
            XCTAssertEqual(RelativeLuminance.linearised(UInt8(channel)), wcag, "channel \(channel)")
        }
    }
}
