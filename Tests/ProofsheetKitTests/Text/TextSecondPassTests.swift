import XCTest
@testable import ProofsheetKit

/// Issue #14, the text engine's second pass: bidi classes from current Unicode, the ellipsis at the logical end
/// even inside isolates and overrides, hyphens at soft-hyphen breaks, fallback by character, word truncation, and
/// what `shape --json` prints for a truncated line. Strings are the ones the issue quotes, plus a few more.
final class TextSecondPassTests: XCTestCase {
    static let arabicMessage = "رسالتك وصلت"

    static func layout(_ text: String, width: Double, maxLines: Int? = nil, language: String = "en",
                       direction: ParagraphDirectionPolicy? = nil, truncation: TruncationMode = .character) -> (ShapedText, TextLayout) {
        let fallback: TextDirection = language == "ar" ? .rtl : .ltr
        let style = TextStyle(chain: FontFixtures.sans, size: 17, lineHeight: 22, direction: direction ?? .auto(fallback: fallback),
                              maxLines: maxLines, language: language, truncation: truncation)
        let shaped = ShapedText(text, style: style)
        return (shaped, TextLayout(shaped, width: width))
    }

    // MARK: Bidi classes (Unicode 15)

    /// Classes from the generated table: assigned characters as in DerivedBidiClass.txt, unassigned ones by its
    /// @missing defaults, and unassigned Extended_Pictographic code points (future emoji) ON.
    func testBidiClassesComeFromTheUnicode15Table() {
        let cases: [(Unicode.Scalar, BidiClass, String)] = [
            ("\u{1F979}", .on, "U+1F979 FACE HOLDING BACK TEARS (Unicode 14)"),
            ("\u{1FAE8}", .on, "U+1FAE8 SHAKING FACE (Unicode 15)"),
            ("\u{1FC00}", .on, "unassigned Extended_Pictographic"),
            ("\u{05FF}", .r, "unassigned in the Hebrew block"),
            ("\u{08FF}", .nsm, "assigned Arabic mark"),
            ("\u{0870}", .al, "U+0870 (Unicode 14 Arabic letter)"),
            ("A", .l, "Latin letter"), ("\u{0660}", .an, "Arabic-Indic digit"), ("\u{2212}", .es, "minus sign"),
            ("\u{2066}", .lri, "LRI"), ("\u{00AD}", .bn, "soft hyphen"), ("\u{E0080}", .bn, "unassigned default ignorable"),
        ]
        for (scalar, expected, name) in cases {
            XCTAssertEqual(BidiClass(of: scalar), expected, name)
        }
        XCTAssertEqual(BidiClassTable.unicodeVersion, LineBreakTable.unicodeVersion)
    }

    /// 🥹 (Unicode 14) at the start of an Arabic message is neutral, so the paragraph is right to left (P2/P3),
    /// whatever the locale's fallback.
    func testEmojiAtTheStartOfAnArabicMessageGivesARightToLeftParagraph() {
        for fallback in [TextDirection.ltr, .rtl] {
            for text in ["\u{1F979} " + Self.arabicMessage, "\u{1F979}\u{1FAE8}" + Self.arabicMessage, "\u{1FC00} " + Self.arabicMessage] {
                let paragraph = BidiParagraph(text, policy: .auto(fallback: fallback))
                XCTAssertEqual(paragraph.baseDirection, .rtl, "\(text) with fallback \(fallback)")
            }
        }
        let (shaped, layout) = Self.layout("\u{1F979} " + Self.arabicMessage, width: 300)
        XCTAssertEqual(shaped.baseDirection, .rtl)
        XCTAssertEqual(layout.lines.first?.direction, .rtl)
    }

    /// UAX #9 BD16 pairs U+2E55/U+2E56 (Unicode 14 brackets) like "(" and ")": inside an LTR paragraph the pair
    /// around Arabic text that is preceded by Latin text resolves to the paragraph direction (N0).
    func testUnicode14BracketsPair() {
        XCTAssertEqual(BidiClass.pairedBracket(of: "\u{2E55}"), 0x8000_2E55)
        XCTAssertEqual(BidiClass.pairedBracket(of: "\u{2E56}"), 0x2E55)
        XCTAssertEqual(BidiClass.pairedBracket(of: "\u{2329}"), 0x8000_3008, "canonical equivalent of U+3008")
        XCTAssertEqual(BidiClass.pairedBracket(of: "A"), 0)
        let paragraph = BidiParagraph("a \u{2E55}\u{0627}\u{2E56}", policy: .forced(.ltr))
        XCTAssertEqual(paragraph.levels, [0, 0, 0, 1, 0], "the brackets take the embedding direction, N0 b")
    }

    // MARK: Ellipsis at the logical end

    /// Truncation cutting inside an LRI…PDI (RTL paragraph) or an RLO…PDF (LTR paragraph): the "…" is drawn at
    /// the paragraph's logical end, the left edge in RTL and the right edge in LTR, at every width that cuts.
    func testEllipsisLandsAtTheLogicalEndWhenTheCutIsInsideAnIsolateOrOverride() {
        let cases: [(name: String, text: String, language: String, opener: Int, direction: TextDirection)] = [
            ("isolate in Arabic", "\u{0627}\u{0644}\u{0645}\u{0644}\u{0641} \u{2066}report_final.pdf\u{2069} \u{062C}\u{0627}\u{0647}\u{0632} \u{0644}\u{0644}\u{062A}\u{0646}\u{0632}\u{064A}\u{0644}", "ar", 6, .rtl),
            ("override in English", "File: \u{202E}txt.exe\u{202C}", "en", 6, .ltr),
            ("embedding in Arabic", "\u{0627}\u{0644}\u{0645}\u{0644}\u{0641} \u{202A}report_final.pdf\u{202C} \u{062C}\u{0627}\u{0647}\u{0632}", "ar", 6, .rtl),
        ]
        for item in cases {
            var cutInside = 0
            for width in stride(from: 30.0, through: 150, by: 2.5) {
                let (_, layout) = Self.layout(item.text, width: width, maxLines: 1, language: item.language)
                guard layout.isTruncated, let line = layout.lines.first,
                      let ellipsis = line.glyphs.first(where: { $0.cluster == -1 }) else { continue }
                let label = "\(item.name) at \(width) pt"
                XCTAssertEqual(line.direction, item.direction, label)
                let others = line.glyphs.filter { $0.cluster >= 0 }.map(\.x)
                if item.direction == .rtl {
                    XCTAssertLessThanOrEqual(ellipsis.x, others.min() ?? .infinity, label + ": … must be leftmost")
                } else {
                    XCTAssertGreaterThanOrEqual(ellipsis.x, others.max() ?? -.infinity, label + ": … must be rightmost")
                }
                if line.shownEnd > item.opener + 1 { cutInside += 1 }
            }
            XCTAssertGreaterThan(cutInside, 0, "\(item.name): some width must cut inside the isolate or override")
        }
    }

    // MARK: shape --json text of a truncated line

    /// The `text` of a truncated line is what is drawn: the kept characters and "…", never the cut-off tail.
    func testTruncatedLineTextIsWhatIsDrawn() throws {
        let cases: [(text: String, language: String, truncation: TruncationMode, expected: String?)] = [
            ("Hello wonderful world of text", "en", .character, "Hello won…"),
            ("Hello wonderful world of text", "en", .word, "Hello…"),
            ("File: \u{202E}txt.exe\u{202C} is ready, world", "en", .character, nil),
            ("\u{0627}\u{0644}\u{0645}\u{0644}\u{0641} \u{2066}report_final.pdf\u{2069} world", "ar", .character, nil),
        ]
        for item in cases {
            let (shaped, layout) = Self.layout(item.text, width: 100, maxLines: 1, language: item.language, truncation: item.truncation)
            let line = try XCTUnwrap(layout.lines.first)
            XCTAssertTrue(line.isEllipsized, item.text)
            let text = layout.visualText(line, in: shaped)
            // Visual order: the "…" is the rightmost character in LTR, the leftmost in RTL.
            let ellipsisFirst = line.direction == .rtl
            XCTAssertEqual(ellipsisFirst ? text.unicodeScalars.first : text.unicodeScalars.last, "\u{2026}", item.text)
            let kept = shaped.scalars[line.range.lowerBound..<line.shownEnd].map(\.value).sorted()
            let shown = ellipsisFirst ? Array(text.unicodeScalars.dropFirst()) : Array(text.unicodeScalars.dropLast())
            XCTAssertEqual(shown.map(\.value).sorted(), kept, "\(item.text): \(text)")
            if let expected = item.expected { XCTAssertEqual(text, expected, item.text) }
            XCTAssertFalse(text.contains("world"), "\(item.text): the cut-off tail must not be printed")
        }
    }
}
