import Dispatch
import XCTest
@testable import ProofsheetKit

/// Behaviour of `BidiParagraph` on the strings Proofsheet renders (UAX #9 via FriBidi 1.0.8).
/// Indices are Unicode scalar positions; visual orders list them left to right.
final class BidiParagraphTests: XCTestCase {
    struct OrderCase {
        var name: String
        var text: String
        var policy: ParagraphDirectionPolicy
        var base: TextDirection
        var levels: [UInt8]
        var visual: [Int]
    }

    static let orderCases: [OrderCase] = [
        // Arabic letters are AL, so the digits become AN (W2) at level 2 and keep LTR order.
        OrderCase(
            name: "Arabic with trailing digits, auto", text: "مرحبا بالعالم 123", policy: .auto(fallback: .ltr),
            base: .rtl, levels: Array(repeating: 1, count: 14) + [2, 2, 2],
            visual: [14, 15, 16] + Array((0...13).reversed())),
        OrderCase(
            name: "English sentence ending in Arabic, auto", text: "Send 50 XLM إلى سارة", policy: .auto(fallback: .rtl),
            base: .ltr, levels: Array(repeating: 0, count: 12) + Array(repeating: 1, count: 8),
            visual: Array(0...11) + Array((12...19).reversed())),
        // The brackets pair (N0b) and resolve to R; the closing one ends up at the left end.
        OrderCase(
            name: "Bracketed Arabic version number, auto", text: "(الإصدار 2.3.1)", policy: .auto(fallback: .ltr),
            base: .rtl, levels: Array(repeating: 1, count: 9) + [2, 2, 2, 2, 2, 1],
            visual: [14, 9, 10, 11, 12, 13] + Array((0...8).reversed())),
        OrderCase(
            name: "All neutral, RTL locale fallback", text: "123 !", policy: .auto(fallback: .rtl),
            base: .rtl, levels: [2, 2, 2, 1, 1], visual: [4, 3, 0, 1, 2]),
        OrderCase(
            name: "All neutral, LTR locale fallback", text: "123 !", policy: .auto(fallback: .ltr),
            base: .ltr, levels: [0, 0, 0, 0, 0], visual: [0, 1, 2, 3, 4]),
        OrderCase(
            name: "Latin forced RTL", text: "abc سارة", policy: .forced(.rtl),
            base: .rtl, levels: [2, 2, 2, 1, 1, 1, 1, 1], visual: [7, 6, 5, 4, 3, 0, 1, 2]),
        OrderCase(
            name: "Arabic forced LTR", text: "سارة", policy: .forced(.ltr),
            base: .ltr, levels: [1, 1, 1, 1], visual: [3, 2, 1, 0]),
        OrderCase(
            name: "Empty paragraph takes the fallback", text: "", policy: .auto(fallback: .rtl),
            base: .rtl, levels: [], visual: []),
    ]

    func testWholeParagraphLevelsAndVisualOrder() {
        for testCase in Self.orderCases {
            let paragraph = BidiParagraph(testCase.text, policy: testCase.policy)
            let line = 0..<paragraph.count
            XCTAssertEqual(paragraph.baseDirection, testCase.base, testCase.name)
            XCTAssertEqual(paragraph.lineLevels(lineRange: line), testCase.levels, testCase.name)
            XCTAssertEqual(paragraph.visualOrder(lineRange: line), testCase.visual, testCase.name)
        }
    }

    func testBracketsAtTheLeftEndAreMirroredForDisplay() throws {
        let paragraph = BidiParagraph("(الإصدار 2.3.1)", policy: .auto(fallback: .ltr))
        let scalars = Array("(الإصدار 2.3.1)".unicodeScalars)
        let order = paragraph.visualOrder(lineRange: 0..<paragraph.count)
        let leftmost = try XCTUnwrap(order.first)
        let rightmost = try XCTUnwrap(order.last)
        // The logical closing bracket sits at the left end on an odd level, so L4 shows it as "(".
        XCTAssertEqual(scalars[leftmost], ")")
        XCTAssertEqual(BidiParagraph.mirrored(scalars[leftmost]), "(")
        XCTAssertEqual(BidiParagraph.mirrored(scalars[rightmost]), ")")
        XCTAssertEqual(paragraph.levels[leftmost] & 1, 1)
        XCTAssertEqual(paragraph.levels[rightmost] & 1, 1)
    }

    func testMirroringGlyphs() {
        let cases: [(Unicode.Scalar, Unicode.Scalar?)] = [
            ("(", ")"), (")", "("), ("[", "]"), ("{", "}"), ("<", ">"), ("«", "»"),
            ("\u{2208}", "\u{220B}"), ("a", nil), ("ا", nil), ("1", nil), ("!", nil),
        ]
        for (scalar, expected) in cases {
            XCTAssertEqual(BidiParagraph.mirrored(scalar), expected, "U+\(String(scalar.value, radix: 16))")
        }
    }

    func testRunsInVisualOrder() {
        let cases: [(text: String, policy: ParagraphDirectionPolicy, runs: [BidiRun])] = [
            ("Send 50 XLM إلى سارة", .auto(fallback: .ltr),
             [BidiRun(logicalRange: 0..<12, level: 0), BidiRun(logicalRange: 12..<20, level: 1)]),
            ("(الإصدار 2.3.1)", .auto(fallback: .ltr),
             [BidiRun(logicalRange: 14..<15, level: 1), BidiRun(logicalRange: 9..<14, level: 2),
              BidiRun(logicalRange: 0..<9, level: 1)]),
            ("abc", .forced(.ltr), [BidiRun(logicalRange: 0..<3, level: 0)]),
            ("", .forced(.ltr), []),
        ]
        for (text, policy, expected) in cases {
            let paragraph = BidiParagraph(text, policy: policy)
            let runs = paragraph.runs(lineRange: 0..<paragraph.count)
            XCTAssertEqual(runs, expected, text)
            XCTAssertEqual(runs.map(\.direction), expected.map { $0.level & 1 == 1 ? .rtl : .ltr }, text)
        }
    }

    /// Rule L1 clause 4 applies at each line end, not only at the paragraph end.
    func testLineEndResetsPerLine() {
        let cases: [(name: String, text: String, policy: ParagraphDirectionPolicy, line: Range<Int>,
                     levels: [UInt8], visual: [Int])] = [
            // "abc " then "def" in an RTL paragraph: the space is level 2 inside the paragraph,
            // but trails the first line and so drops to the paragraph level.
            ("trailing space", "abc def", .forced(.rtl), 0..<4, [2, 2, 2, 1], [3, 0, 1, 2]),
            ("second line keeps levels", "abc def", .forced(.rtl), 4..<7, [2, 2, 2], [4, 5, 6]),
            // An isolate initiator trailing a line is reset too (FriBidi's own line pass skips isolates).
            ("trailing isolate", "ab\u{2066}cd\u{2069}ef", .forced(.rtl), 0..<3, [2, 2, 1], [2, 0, 1]),
            // Whitespace before a segment separator (tab) is reset by the paragraph pass.
            ("space before tab", "abc \tdef", .forced(.rtl), 0..<8, [2, 2, 2, 1, 1, 2, 2, 2], [5, 6, 7, 4, 3, 0, 1, 2]),
        ]
        for testCase in cases {
            let paragraph = BidiParagraph(testCase.text, policy: testCase.policy)
            XCTAssertEqual(paragraph.lineLevels(lineRange: testCase.line), testCase.levels, testCase.name)
            XCTAssertEqual(paragraph.visualOrder(lineRange: testCase.line), testCase.visual, testCase.name)
        }
        // The reset of the trailing LRI comes from the line pass: the paragraph pass leaves it at 2.
        XCTAssertEqual(BidiParagraph("ab\u{2066}cd\u{2069}ef", policy: .forced(.rtl)).levels[2], 2)
    }

    func testExplicitControlsTakeThePrecedingLevel() {
        // RLE x PDF: the controls are removed by X9; FriBidi gives them the previous character's level.
        let paragraph = BidiParagraph("a\u{202B}b\u{202C}c", policy: .forced(.ltr))
        XCTAssertEqual(paragraph.levels, [0, 0, 2, 2, 0])
        XCTAssertEqual(paragraph.visualOrder(lineRange: 0..<5), [0, 1, 2, 3, 4])
    }

    /// FriBidi's paragraph and line calls keep no shared state: four threads resolving the same
    /// paragraphs at once produce exactly the serial results.
    func testConcurrentParagraphsMatchSerialResults() throws {
        let fragments = ["Send ", "50 ", "XLM ", "إلى ", "سارة", "(", ")", "[2.3.1]", " ", "\u{2067}", "\u{2069}",
                         "שלום ", "١٢٣", "!", "\u{202B}", "\u{202C}", "\t", "\u{0300}"]
        let texts: [String] = (0..<400).map { seed in
            (0..<(3 + seed % 13)).map { fragments[(seed * 7 + $0 * ($0 + seed % 5)) % fragments.count] }.joined()
        }
        struct Outcome: Equatable {
            var paragraph: BidiParagraph
            var order: [Int]
            var runs: [BidiRun]
        }
        func resolveAll() -> [Outcome] {
            texts.enumerated().map { index, text in
                let policy: ParagraphDirectionPolicy = index % 3 == 0 ? .forced(.rtl) : .auto(fallback: .ltr)
                let paragraph = BidiParagraph(text, policy: policy)
                let line = 0..<paragraph.count
                return Outcome(
                    paragraph: paragraph, order: paragraph.visualOrder(lineRange: line),
                    runs: paragraph.runs(lineRange: line))
            }
        }
        let serial = resolveAll()
        let threadCount = 4
        let results = try WorkerPool.run(count: threadCount, jobs: threadCount, makeState: {}) { _, _ in
            var outcome: [Outcome] = []
            for _ in 0..<10 { outcome = resolveAll() }
            return outcome
        }
        for thread in 0..<threadCount {
            XCTAssertEqual(results[thread], serial, "thread \(thread)")
        }
    }
}
