import XCTest
@testable import ProofsheetKit

/// Issue #41, the text engine's third pass: the hyphen of a soft-hyphen break counts when fitting a line and
/// belongs to the word it ends, a truncated line keeps the paragraph's bidi levels, ALM/LRM/RLM never change their
/// neighbours' face, truncation keeps the longest prefix that fits, and tofu is reported per character.
final class TextThirdPassTests: XCTestCase {
    static func layout(_ text: String, width: Double, maxLines: Int? = nil, language: String = "en") -> (ShapedText, TextLayout) {
        TextSecondPassTests.layout(text, width: width, maxLines: maxLines, language: language)
    }
    static let hyphen: Unicode.Scalar = "\u{2010}"

    /// German-style compounds with soft hyphens, in an English and an Arabic paragraph, and Arabic (no hyphen).
    static let softHyphenCases: [(text: String, language: String)] = [
        ("Donau\u{00AD}dampf\u{00AD}schiff\u{00AD}fahrts\u{00AD}gesell\u{00AD}schaft", "en"),
        ("Rechts\u{00AD}schutz\u{00AD}ver\u{00AD}siche\u{00AD}rungs\u{00AD}gesell\u{00AD}schaften", "en"),
        ("Die Ge\u{00AD}schwin\u{00AD}dig\u{00AD}keits\u{00AD}be\u{00AD}gren\u{00AD}zung gilt auf der Auto\u{00AD}bahn", "en"),
        ("Proof\u{00AD}sheet\u{00AD}renders\u{00AD}every\u{00AD}screen in a minute", "en"),
        ("كلمة Ge\u{00AD}schwin\u{00AD}dig\u{00AD}keits\u{00AD}be\u{00AD}gren\u{00AD}zung", "ar"),
        ("مستشفى\u{00AD}المدينة\u{00AD}الجديدة للأطفال", "ar"),
    ]

    /// The number of extended grapheme clusters a line shows, not counting the soft hyphen a previous cut left at
    /// its start (a line of one grapheme may overflow: at least one grapheme goes on each line).
    static func visibleGraphemes(_ line: TextLine, in shaped: ShapedText) -> Int {
        var scalars = Array(shaped.scalars[line.range])
        if scalars.first == SoftHyphen.scalar { scalars.removeFirst() }
        return String(String.UnicodeScalarView(scalars)).count
    }

    // MARK: 1. The hyphen counts when fitting

    /// At 53.3 pt "Donau‐" (58.7 pt) does not fit, so the line ends before the soft hyphen, without a hyphen.
    func testABreakWhoseHyphenDoesNotFitIsNotTaken() throws {
        let (shaped, layout) = Self.layout(Self.softHyphenCases[0].text, width: 53.3)
        let first = try XCTUnwrap(layout.lines.first)
        XCTAssertEqual(layout.visualText(first, in: shaped), "Donau")
        XCTAssertNil(first.hyphen)
        XCTAssertLessThanOrEqual(first.box.width, 53.3)
        XCTAssertTrue(layout.visualText(layout.lines[1], in: shaped).hasSuffix("dampf"), "the next line starts with the next syllable")
    }

    /// At every width from 25 to 140 pt, every line of every case fits its width with the hyphen it draws, and the
    /// width counted is the width drawn (the line's text with "‐" measured on its own).
    func testEveryLineFitsItsWidthIncludingTheHyphen() {
        var hyphenated = 0
        for item in Self.softHyphenCases {
            let style = Self.layout(item.text, width: 100, language: item.language).1.style
            for width in stride(from: 25.0, through: 140, by: 0.7) {
                let (shaped, layout) = Self.layout(item.text, width: width, language: item.language)
                for line in layout.lines where Self.visibleGraphemes(line, in: shaped) > 1 {
                    let label = "\(item.text) at \(width) pt: \(layout.visualText(line, in: shaped))"
                    XCTAssertLessThanOrEqual(line.box.width, width + 1e-6, label)
                    guard line.hyphen != nil else { continue }
                    hyphenated += 1
                    var word = Array(shaped.scalars[line.range].dropLast())
                    if word.first == SoftHyphen.scalar { word.removeFirst() }
                    let drawn = String(String.UnicodeScalarView(word)) + "\u{2010}"
                    XCTAssertEqual(line.box.width, TextLayoutTests.measured(drawn, style), accuracy: 0.01, label)
                }
            }
        }
        XCTAssertGreaterThan(hyphenated, 100, "lines break at soft hyphens")
    }

    // MARK: 2. The hyphen ends its word in the word's direction

    /// A Latin word in an Arabic paragraph: the hyphen follows the word in logical order and is drawn on its right,
    /// in the glyph order (what `shape --json` prints) and in the pixels.
    func testTheHyphenOfALatinWordInAnArabicParagraphIsDrawnOnItsRight() throws {
        let (shaped, layout) = Self.layout(Self.softHyphenCases[4].text, width: 60, language: "ar")
        let hyphenGlyph = try XCTUnwrap(FontFixtures.latin.glyph(for: "\u{2010}"))
        let texts = layout.lines.map { layout.visualText($0, in: shaped) }
        let index = try XCTUnwrap(texts.firstIndex { $0.hasPrefix("Ge") || $0.hasSuffix("Ge") }, "\(texts)")
        XCTAssertEqual(texts[index], "Ge\u{2010}")
        var seen = 0
        for line in layout.lines where line.hyphen != nil {
            seen += 1
            let text = layout.visualText(line, in: shaped)
            XCTAssertEqual(text.unicodeScalars.last, Self.hyphen, "\(texts): the hyphen is the rightmost character")
            XCTAssertEqual(line.glyphs.last?.id, hyphenGlyph, "\(text): the hyphen glyph comes last in visual order")
            let others = line.glyphs.dropLast().map(\.x)
            XCTAssertGreaterThan(line.glyphs.last?.x ?? 0, others.max() ?? .infinity, text)
        }
        XCTAssertGreaterThanOrEqual(seen, 4)

        // In the pixels: the rightmost inked columns of the "Ge‐" line are the hyphen (a short horizontal bar),
        // the leftmost are the "G" (a full-height letter).
        let pixmap = try TextImage.render(layout, color: .black, background: .white, pixelScale: 2)
        let top = Int((8 + layout.lines[index].box.minY) * 2), bottom = Int((8 + layout.lines[index].box.maxY) * 2)
        func inkRows(column x: Int) -> [Int] {
            (top..<bottom).filter { y in pixmap.bytes[(y * pixmap.width + x) * 4] < 128 }
        }
        let inked = (0..<pixmap.width).filter { !inkRows(column: $0).isEmpty }
        let left = try XCTUnwrap(inked.first), right = try XCTUnwrap(inked.last)
        let rightRows = inkRows(column: right - 1), leftRows = inkRows(column: left + 1)
        XCTAssertLessThanOrEqual((rightRows.max() ?? 0) - (rightRows.min() ?? 0), 4, "a hyphen on the right")
        XCTAssertGreaterThanOrEqual((leftRows.max() ?? 0) - (leftRows.min() ?? 0), 12, "the G on the left")
    }

    // MARK: 3. A truncated line keeps the paragraph's bidi

    /// Visual order of the ellipsized line, bidi controls left out, as ICU 77 gives it for the paragraph's levels
    /// (ubidi_setPara on the paragraph, ubidi_setLine on the kept text, "…" at the logical end):
    /// * "3-2" after an Arabic word on line 1 is two Arabic numbers (W2) around a separator that stays ES (W4 only
    ///   turns a CS between Arabic numbers) and resolves R (N1), so it reads "2-3" from the left;
    /// * "//" between "https:" (line 2) and "ex" is between two L characters: L (N1), not R as on its own;
    /// * ".v2_" inside an isolate opened on line 2 stays left to right (level 2);
    /// * an override opened on line 2 keeps reversing "def" on line 3.
    func testTruncatedLinesKeepTheParagraphsBidiLevels() throws {
        let cases: [(text: String, language: String, width: Double, maxLines: Int, expected: String)] = [
            ("النتيجة: 3-2 بعد الوقت الإضافي", "ar", 70, 2, "…دعب 2-3"),
            ("افتح https://example.com/path/to/page الآن", "ar", 50, 3, "…//ex"),
            ("الملف \u{2066}report_final.v2_draft.pdf\u{2069} جاهز للتنزيل", "ar", 50, 4, "….v2_"),
            ("الملف \u{2066}report_final.v2_draft.pdf\u{2069} جاهز للتنزيل", "ar", 50, 3, "…t_fin"),
            ("File: \u{202E}abc def ghi jkl mno\u{202C} done", "en", 40, 3, "fed…"),
            ("File: \u{202E}abc def ghi jkl mno\u{202C} done", "en", 40, 2, "ba…"),
        ]
        let controls = Set("\u{2066}\u{2067}\u{2068}\u{2069}\u{202A}\u{202B}\u{202C}\u{202D}\u{202E}\u{200E}\u{200F}\u{061C}".unicodeScalars)
        for item in cases {
            let (shaped, layout) = Self.layout(item.text, width: item.width, maxLines: item.maxLines, language: item.language)
            let line = try XCTUnwrap(layout.lines.last)
            XCTAssertTrue(line.isEllipsized, item.text)
            let text = String(String.UnicodeScalarView(layout.visualText(line, in: shaped).unicodeScalars.filter { !controls.contains($0) }))
            XCTAssertEqual(text, item.expected, "\(item.text) at \(item.width) pt, \(item.maxLines) lines")
            XCTAssertLessThanOrEqual(line.box.width, item.width + 1e-6, item.text)
        }
    }

    // MARK: 4. ALM, LRM and RLM take the face around them

    /// The minus, digits and space next to ALM (U+061C) keep Noto Sans Arabic UI, as without it; LRM and RLM
    /// likewise keep their neighbours' face, and the marks themselves take it.
    func testDirectionMarksNeverChangeTheirNeighboursFace() {
        let arabicFace = "NotoSansArabicUI-Regular", latinFace = "NotoSans-Regular"
        let cases: [(text: String, language: String, indices: [Int], face: String)] = [
            ("-5 درجة", "ar", [0, 1, 2], arabicFace),
            ("\u{061C}-5 درجة", "ar", [0, 1, 2, 3], arabicFace),
            ("درجة \u{061C}-5", "ar", [4, 5, 6, 7], arabicFace),
            ("الحرارة \u{061C}-5 \u{061C}-3", "ar", [8, 9, 10, 11, 12, 13, 14], arabicFace),
            ("\u{200F}-5 درجة", "ar", [0, 1, 2, 3], arabicFace),
            ("درجة \u{200E}-5", "ar", [4, 5, 6, 7], arabicFace),
            ("Total \u{061C}-5 km", "en", [6, 7, 8, 9], latinFace),
            ("Total \u{200F}-5 km", "en", [6, 7, 8, 9], latinFace),
        ]
        for item in cases {
            let faces = SoftHyphenAndFallbackTests.faces(item.text, language: item.language)
            for index in item.indices {
                XCTAssertEqual(faces[index], item.face, "\(item.text.debugDescription): scalar \(index)")
            }
        }
    }

    // MARK: 5. Longest truncation, tofu per character

    /// The kept text is the longest grapheme-boundary prefix that fits with "…": one more grapheme (with the white
    /// space before it) and "…", measured on its own, no longer fits.
    func testTruncationKeepsTheLongestPrefixThatFits() throws {
        let texts = [
            "Rechts\u{00AD}schutz\u{00AD}ver\u{00AD}siche\u{00AD}rungs\u{00AD}gesell\u{00AD}schaften",
            "Donau\u{00AD}dampf\u{00AD}schiff\u{00AD}fahrts\u{00AD}gesell\u{00AD}schafts\u{00AD}kapitän",
            "Every worker values proof, revisions, and a ready review",
            "Kraftfahrzeug-Haftpflichtversicherung wird verlängert",
        ]
        var checked = 0
        for text in texts {
            for width in stride(from: 30.0, through: 160, by: 1.3) {
                for maxLines in [1, 2] {
                    let (shaped, layout) = Self.layout(text, width: width, maxLines: maxLines)
                    guard let line = layout.lines.last, line.isEllipsized else { continue }
                    let label = "\(text) at \(width) pt, \(maxLines) lines: \(layout.visualText(line, in: shaped))"
                    XCTAssertLessThanOrEqual(line.box.width, width + 1e-6, label)
                    let kept = String(String.UnicodeScalarView(shaped.scalars[line.range.lowerBound..<line.shownEnd]))
                    let rest = String(String.UnicodeScalarView(shaped.scalars[line.shownEnd..<line.range.upperBound]))
                    guard let next = rest.firstIndex(where: { !$0.isWhitespace }) else { continue }
                    let longer = kept + rest[...next] + "\u{2026}"
                    XCTAssertGreaterThan(TextLayoutTests.measured(longer, layout.style), width + 1e-6, "\(label): \(longer) fits")
                    checked += 1
                }
            }
        }
        XCTAssertGreaterThan(checked, 200)
    }

    /// Tofu is reported per character no face has: U+2194 of 🙂‍↔️ comes from Noto Sans Math, ZWJ, VS16 and tag
    /// characters are never missing, and only the emoji themselves (in no face of the chain) are.
    func testMissingGlyphsAreCharactersNoFaceHas() {
        let cases: [(text: String, missing: [UInt32])] = [
            ("\u{1F642}\u{200D}\u{2194}\u{FE0F}", [0x1F642]),
            ("\u{1F3F4}\u{E0067}\u{E0062}\u{E0073}\u{E0063}\u{E0074}\u{E007F}", [0x1F3F4]),
            ("\u{1F468}\u{200D}\u{1F469}\u{200D}\u{1F467}", [0x1F468, 0x1F469, 0x1F467]),
            ("ok \u{2194}\u{FE0F}", []),
            ("e\u{0301} \u{2212}5", []),
        ]
        for item in cases {
            let (_, layout) = Self.layout(item.text, width: .infinity)
            XCTAssertEqual(layout.missingGlyphs.flatMap(\.scalars).map(\.value), item.missing, item.text.debugDescription)
            for missing in layout.missingGlyphs {
                XCTAssertEqual(missing.scalarRange.count, 1, item.text.debugDescription)
                XCTAssertFalse(missing.scalars.contains(where: FallbackCluster.isDefaultIgnorable), item.text.debugDescription)
            }
        }
        let faces = SoftHyphenAndFallbackTests.faces("\u{1F642}\u{200D}\u{2194}\u{FE0F}")
        XCTAssertEqual(faces[2], "NotoSansMath-Regular", "U+2194 is drawn by Noto Sans Math")
    }
}
