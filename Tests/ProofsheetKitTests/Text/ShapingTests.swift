import XCTest
@testable import ProofsheetKit

final class ShapingTests: XCTestCase {
    static let table = ["مرحبا بالعالم 123", "رصيدك 104.32 XLM", "Send 50 XLM إلى سارة", "(الإصدار 2.3.1)", "Hello, world"]

    /// Every run equals a plain hb_shape of the run's text alone, with a separately created font.
    func testRunsMatchPlainHarfBuzz() {
        for text in Self.table {
            for language in ["en", "ar"] {
                let paragraph = FontFixtures.shape(text, language: language)
                XCTAssertEqual(paragraph.runs.map(\.scalarRange.count).reduce(0, +), paragraph.scalars.count, text)
                XCTAssertEqual(paragraph.missingGlyphs, [], text)
                for run in paragraph.runs {
                    let reference = FontFixtures.referenceShape(
                        Array(paragraph.scalars[run.scalarRange]), face: run.face, script: run.script,
                        rightToLeft: run.isRightToLeft, language: language)
                    let label = "\(text) \(run.scalarRange) \(run.face.name)"
                    XCTAssertEqual(run.glyphs.map(\.id), reference.map(\.id), label)
                    XCTAssertEqual(run.glyphs.map(\.xAdvance), reference.map(\.xAdvance), label)
                    XCTAssertEqual(run.glyphs.map(\.yAdvance), reference.map(\.yAdvance), label)
                    XCTAssertEqual(run.glyphs.map(\.xOffset), reference.map(\.xOffset), label)
                    XCTAssertEqual(run.glyphs.map(\.yOffset), reference.map(\.yOffset), label)
                    XCTAssertFalse(run.glyphs.contains(where: \.isNotdef), label)
                }
            }
        }
    }

    /// Which face and level each run gets; Common text sticks to the face of its neighbours.
    func testRunLayoutOfTheTable() {
        let cases: [(String, [String])] = [
            ("مرحبا بالعالم 123", ["0..<14 1 Arab NotoSansArabicUI-Regular", "14..<17 2 Arab NotoSansArabicUI-Regular"]),
            ("رصيدك 104.32 XLM", ["0..<6 1 Arab NotoSansArabicUI-Regular", "6..<12 2 Arab NotoSansArabicUI-Regular",
                                  "12..<13 1 Arab NotoSansArabicUI-Regular", "13..<16 2 Latn NotoSans-Regular"]),
            ("Send 50 XLM إلى سارة", ["0..<12 0 Latn NotoSans-Regular", "12..<20 1 Arab NotoSansArabicUI-Regular"]),
            // The Arabic UI font has no parentheses: they come from Noto Sans, mirrored by HarfBuzz in the RTL run.
            ("(الإصدار 2.3.1)", ["0..<1 1 Arab NotoSans-Regular", "1..<9 1 Arab NotoSansArabicUI-Regular",
                                 "9..<14 2 Arab NotoSansArabicUI-Regular", "14..<15 1 Arab NotoSans-Regular"]),
            ("Hello, world", ["0..<12 0 Latn NotoSans-Regular"]),
        ]
        for (text, expected) in cases {
            let runs = FontFixtures.shape(text).runs
            XCTAssertEqual(runs.map { "\($0.scalarRange) \($0.level) \($0.script) \($0.face.name)" }, expected, text)
        }
    }

    func testRightToLeftParenthesesAreMirrored() {
        let latin = FontFixtures.latin
        let runs = FontFixtures.shape("(الإصدار 2.3.1)").runs
        XCTAssertEqual(runs.first?.glyphs.map(\.id), [latin.glyph(for: ")")!])
        XCTAssertEqual(runs.last?.glyphs.map(\.id), [latin.glyph(for: "(")!])
    }

    /// Joined Arabic letters use contextual forms, not the isolated glyphs of the same letters.
    func testArabicLettersJoin() {
        let text = "مرحبا بالعالم"
        let paragraph = FontFixtures.shape(text)
        let arabic = FontFixtures.arabic
        var checked = 0
        for run in paragraph.runs {
            XCTAssertTrue(run.face === arabic)
            XCTAssertTrue(run.isRightToLeft)
            for glyph in run.glyphs where paragraph.scalars[glyph.cluster] != " " {
                let letter = paragraph.scalars[glyph.cluster]
                let isolated = FontFixtures.shape(String(letter)).runs[0].glyphs[0].id
                XCTAssertNotEqual(glyph.id, isolated, "U+\(String(letter.value, radix: 16)) at \(glyph.cluster)")
                checked += 1
            }
        }
        XCTAssertEqual(checked, 12)
    }

    /// Letters in separate runs still join: the paragraph is the shaping context of every run.
    func testArabicJoinsAcrossRunBoundaries() {
        let scalars = Array("ببب".unicodeScalars)
        let arabic = FontFixtures.arabic
        let chain = FontFixtures.sans
        let whole = Shaper(language: "ar").shape(scalars, levels: [1, 1, 1], chain: chain)
        let split = Shaper(language: "ar").shape(scalars, runs: (0..<3).map {
            FontRun(scalarRange: $0..<($0 + 1), script: .arabic, level: 1, face: arabic)
        }, chain: chain)
        XCTAssertEqual(split.runs.count, 3)
        let wholeIDs = whole.runs.flatMap(\.glyphs).sorted { $0.cluster < $1.cluster }.map(\.id)
        XCTAssertEqual(split.runs.flatMap(\.glyphs).map(\.id), wholeIDs)
        XCTAssertEqual(Set(wholeIDs).count, 3, "initial, medial and final beh differ")
    }
}
