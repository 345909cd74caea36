import XCTest
@testable import ProofsheetKit

/// Issue #14: a visible hyphen where a line breaks at a soft hyphen (none in Arabic), and fallback by character.
final class SoftHyphenAndFallbackTests: XCTestCase {
    /// A break at U+00AD draws the face's U+2010 at the end of the line, counted in the line's width; the
    /// soft hyphens that do not end a line stay invisible. Arabic gets no hyphen.
    func testABreakAtASoftHyphenShowsAHyphenExceptInArabic() throws {
        let cases: [(text: String, language: String, hyphenated: Bool)] = [
            ("Informa\u{00AD}tions\u{00AD}verar\u{00AD}beitungs\u{00AD}system", "en", true),
            ("Proof\u{00AD}sheet\u{00AD}renders\u{00AD}every\u{00AD}screen", "en", true),
            ("\u{0645}\u{0633}\u{062A}\u{0634}\u{0641}\u{0649}\u{00AD}\u{0627}\u{0644}\u{0645}\u{062F}\u{064A}\u{0646}\u{0629}\u{00AD}\u{0627}\u{0644}\u{062C}\u{062F}\u{064A}\u{062F}\u{0629}", "ar", false),
        ]
        let latin = FontFixtures.latin
        let hyphenGlyph = try XCTUnwrap(latin.glyph(for: "\u{2010}"))
        for item in cases {
            let (shaped, layout) = TextSecondPassTests.layout(item.text, width: 90, language: item.language)
            XCTAssertGreaterThan(layout.lines.count, 1, item.text)
            var softHyphenBreaks = 0
            for line in layout.lines.dropLast() {
                let endsAtSoftHyphen = shaped.scalars[line.range.upperBound - 1] == "\u{00AD}"
                guard endsAtSoftHyphen else {
                    XCTAssertNil(line.hyphen, "\(item.text): a line not broken at a soft hyphen has no hyphen")
                    continue
                }
                softHyphenBreaks += 1
                XCTAssertEqual(line.hyphen != nil, item.hyphenated, item.text)
                let drawn = line.glyphs.contains { $0.face === latin && $0.id == hyphenGlyph }
                XCTAssertEqual(drawn, item.hyphenated, "\(item.text): hyphen glyph drawn")
                let text = layout.visualText(line, in: shaped)
                XCTAssertEqual(text.unicodeScalars.contains("\u{2010}"), item.hyphenated, text)
                XCTAssertLessThanOrEqual(line.box.width, 90 + 1e-6, "\(item.text): the hyphen counts in the width")
                if item.hyphenated {
                    let word = String(String.UnicodeScalarView(shaped.scalars[line.range].dropLast())) + "\u{2010}"
                    XCTAssertEqual(line.box.width, TextLayoutTests.measured(word, layout.style), accuracy: 0.01, word)
                }
            }
            XCTAssertGreaterThanOrEqual(softHyphenBreaks, 1, "\(item.text): lines break at the soft hyphens")
            XCTAssertNil(layout.lines.last?.hyphen, "\(item.text): the paragraph's end has no hyphen")
        }
    }

    /// The face that drew each scalar of a one-line layout.
    static func faces(_ text: String, language: String = "en") -> [Int: String] {
        let (_, layout) = TextSecondPassTests.layout(text, width: .infinity, language: language)
        var faces: [Int: String] = [:]
        for glyph in layout.lines.flatMap(\.glyphs) where glyph.cluster >= 0 { faces[glyph.cluster] = glyph.face.name }
        return faces
    }

    /// U+2212 (missing from Noto Sans) comes from Noto Sans Math, but the "$" and digits next to it keep the face
    /// the same characters get in "+$3,200.00": only the missing character falls back.
    func testOnlyTheMissingCharacterFallsBack() {
        let cases: [(text: String, minus: Int?, digit: Int, language: String)] = [
            ("\u{2212}$4.75", 0, 2, "en"), ("+$3,200.00", nil, 2, "en"), ("Balance \u{2212}$4.75", 8, 10, "en"),
            ("\u{2212}$4.75 \u{2212}$12", 0, 9, "en"), ("\u{0627}\u{0644}\u{0631}\u{0635}\u{064A}\u{062F} \u{2212}$4.75", 7, 9, "ar"),
        ]
        let reference = Self.faces("+$3,200.00")[2]
        XCTAssertEqual(reference, "NotoSans-Regular")
        for item in cases {
            let faces = Self.faces(item.text, language: item.language)
            if let minus = item.minus { XCTAssertEqual(faces[minus], "NotoSansMath-Regular", "\(item.text): U+2212") }
            XCTAssertEqual(faces[item.digit - 1], "NotoSans-Regular", "\(item.text): $")
            if item.language == "en" { XCTAssertEqual(faces[item.digit], reference, "\(item.text): digits") }
        }
        // In Arabic text the digits keep the Arabic face (the nearest strong character's), as before.
        XCTAssertEqual(Self.faces("\u{0631}\u{0635}\u{064A}\u{062F}\u{0643} 104", language: "ar")[6], "NotoSansArabicUI-Regular")
    }
}
