import XCTest
@testable import ProofsheetKit

final class ShapingFallbackTests: XCTestCase {
    /// Letters go to the face that has them whichever face comes first in the chain.
    func testLettersTakeTheFaceThatHasThem() {
        let latin = FontFixtures.latin, arabic = FontFixtures.arabic
        for (name, chain) in [("Latin first", FontFixtures.sans), ("Arabic first", FontFixtures.arabicFirst)] {
            for text in ["Send 50 XLM إلى سارة", "مرحبا Hello", "رصيدك 104.32 XLM"] {
                let paragraph = FontFixtures.shape(text, chain: chain)
                XCTAssertEqual(paragraph.missingGlyphs, [], "\(name): \(text)")
                for run in paragraph.runs {
                    for i in run.scalarRange where paragraph.scalars[i].properties.isAlphabetic {
                        let expected = Script(of: paragraph.scalars[i]) == .arabic ? arabic : latin
                        XCTAssertTrue(run.face === expected, "\(name): \(text) scalar \(i) got \(run.face.name)")
                    }
                }
            }
        }
    }

    /// Spaces and digits stay with the face of the text around them when it has them.
    func testCommonCharactersStickToTheirNeighbours() {
        let cases: [(String, FallbackChain, String)] = [
            ("مرحبا 123", FontFixtures.sans, "NotoSansArabicUI-Regular"),
            ("Send 50", FontFixtures.arabicFirst, "NotoSans-Regular"),
            ("123 مرحبا", FontFixtures.sans, "NotoSansArabicUI-Regular"),
        ]
        for (text, chain, faceName) in cases {
            let paragraph = FontFixtures.shape(text, chain: chain)
            XCTAssertEqual(Set(paragraph.runs.map(\.face.name)), [faceName], text)
        }
    }

    /// A character no face has does not pull the text after it away from the face before it.
    func testUncoveredCharacterDoesNotBreakStickiness() {
        let paragraph = FontFixtures.shape("مرحبا 😀 123")
        let faceOfScalar = paragraph.runs.flatMap { run in run.scalarRange.map { _ in run.face.name } }
        XCTAssertEqual(Array(faceOfScalar[7...]), Array(repeating: "NotoSansArabicUI-Regular", count: 4))
        XCTAssertEqual(faceOfScalar[6], "NotoSans-Regular")
        XCTAssertEqual(paragraph.missingGlyphs.map(\.scalarRange), [6..<7])
    }

    /// Characters no face has are drawn as the first face's .notdef and reported.
    func testUncoveredCharactersAreNotdefAndReported() {
        for scalar: Unicode.Scalar in ["\u{1F600}", "\u{4E2D}"] {
            XCTAssertTrue(FontFixtures.collection.faces.allSatisfy { !$0.hasGlyph(for: scalar) })
        }
        for chain in [FontFixtures.sans, FontFixtures.arabicFirst] {
            let paragraph = FontFixtures.shape("a😀b 中", chain: chain)
            XCTAssertEqual(paragraph.missingGlyphs, [
                MissingGlyph(scalarRange: 1..<2, scalars: ["\u{1F600}"], chain: chain.names),
                MissingGlyph(scalarRange: 4..<5, scalars: ["\u{4E2D}"], chain: chain.names),
            ])
            for missing in paragraph.missingGlyphs {
                let run = paragraph.runs.first { $0.scalarRange.contains(missing.scalarRange.lowerBound) }!
                XCTAssertTrue(run.face === chain.primary)
                XCTAssertEqual(run.glyphs.filter { $0.cluster == missing.scalarRange.lowerBound }.map(\.id), [0])
            }
        }
    }

    /// When a run's face turns out to lack glyphs, the shaper re-shapes the .notdef clusters with the next face.
    func testShaperFallsBackOnNotdef() {
        let scalars = Array("abc مرحبا".unicodeScalars)
        let latin = FontFixtures.latin, arabic = FontFixtures.arabic
        let wrong = [FontRun(scalarRange: 0..<9, script: .arabic, level: 1, face: latin)]
        let paragraph = Shaper(language: "ar").shape(scalars, runs: wrong, chain: FontFixtures.sans)
        XCTAssertEqual(paragraph.missingGlyphs, [])
        XCTAssertEqual(paragraph.runs.map(\.scalarRange), [0..<4, 4..<9])
        XCTAssertEqual(paragraph.runs.map(\.face.name), [latin.name, arabic.name])
        let expected = Shaper(language: "ar").shape(Array(scalars), runs: [
            FontRun(scalarRange: 0..<4, script: .arabic, level: 1, face: latin),
            FontRun(scalarRange: 4..<9, script: .arabic, level: 1, face: arabic),
        ], chain: FontFixtures.sans)
        XCTAssertEqual(paragraph.runs, expected.runs)
    }

    /// A base letter and its combining marks fall back together.
    func testMarksFallBackWithTheirBase() {
        let scalars = Array("x\u{0645}\u{064E}y".unicodeScalars)  // MEEM + FATHA between Latin letters
        let paragraph = Shaper(language: "ar").shape(scalars, runs: [
            FontRun(scalarRange: 0..<4, script: .arabic, level: 1, face: FontFixtures.latin),
        ], chain: FontFixtures.sans)
        XCTAssertEqual(paragraph.runs.map(\.scalarRange), [0..<1, 1..<3, 3..<4])
        XCTAssertEqual(paragraph.runs.map(\.face.name), ["NotoSans-Regular", "NotoSansArabicUI-Regular", "NotoSans-Regular"])
    }
}
