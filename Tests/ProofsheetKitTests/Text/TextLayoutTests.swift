import XCTest
@testable import ProofsheetKit

/// The line stage of the text engine: wrapping, truncation, bidi order on a line, alignment, hard breaks.
///
/// Every width and position is in points. Widths are checked against an independent measurement: each line's
/// text is shaped again on its own (`ShapedText.naturalWidth`), not read back from the layout's own box.
final class TextLayoutTests: XCTestCase {
    static let english = "Proofsheet renders every screen of your app in light and dark mode, at every text size, "
        + "in English and Arabic, and tells you when a label is cut off or when its contrast is too low to read."
    static let arabic = "يعرض التطبيق كل شاشة في الوضع الفاتح والداكن وبكل أحجام النص، باللغتين العربية "
        + "والإنجليزية، وينبهك عندما يقطع نص أو يكون التباين منخفضا جدا للقراءة."
    /// 60 letters, no break opportunity inside.
    static let longLatinWord = "Pneumonoultramicroscopicsilicovolcanoconiosisandthensomemore"
    /// 60 Arabic letters joined into one word (no space, no break opportunity inside).
    static let longArabicWord = String(repeating: "مستشفيات", count: 7) + "مستشف"

    static func style(size: Double = 17, lineHeight: Double? = 22, alignment: TextAlignment = .leading,
                      direction: ParagraphDirectionPolicy = .auto(fallback: .ltr), maxLines: Int? = nil,
                      language: String = "en") -> TextStyle {
        TextStyle(chain: FontFixtures.sans, size: size, lineHeight: lineHeight, alignment: alignment,
                  direction: direction, maxLines: maxLines, language: language)
    }

    static func layout(_ text: String, width: Double, style: TextStyle = style()) -> (ShapedText, TextLayout) {
        let shaped = ShapedText(text, style: style)
        return (shaped, TextLayout(shaped, width: width))
    }

    /// The scalars a line shows, trailing white space dropped (it hangs and is not drawn).
    static func visibleText(_ line: TextLine, _ shaped: ShapedText) -> String {
        var scalars = Array(shaped.scalars[line.range])
        while let last = scalars.last, last.properties.isWhitespace { scalars.removeLast() }
        return String(String.UnicodeScalarView(scalars))
    }

    /// The advance of `text` set alone on one line, in points.
    static func measured(_ text: String, _ style: TextStyle) -> Double {
        var single = style
        single.maxLines = nil
        return ShapedText(text, style: single).naturalWidth
    }

    // MARK: Wrapping

    /// Paragraphs at three widths: every line fits, the box width is the line's own advance, lines tile the text,
    /// and the filling is greedy (the next word would not have fitted).
    func testParagraphLinesFitTheWidth() {
        let cases: [(name: String, text: String, language: String)] = [
            ("english", Self.english, "en"),
            ("arabic", Self.arabic, "ar"),
        ]
        for (name, text, language) in cases {
            for width in [120.0, 200.0, 320.0] {
                let style = Self.style(language: language)
                let (shaped, layout) = Self.layout(text, width: width, style: style)
                let label = "\(name) at \(width) pt"
                XCTAssertGreaterThan(layout.lines.count, 1, label)
                XCTAssertEqual(layout.lines.first?.range.lowerBound, 0, label)
                XCTAssertEqual(layout.lines.last?.range.upperBound, shaped.scalars.count, label)
                for (index, line) in layout.lines.enumerated() {
                    let visible = Self.visibleText(line, shaped)
                    let own = Self.measured(visible, style)
                    XCTAssertLessThanOrEqual(own, width + 1e-6, "\(label) line \(index): \(visible)")
                    XCTAssertEqual(line.box.width, own, accuracy: 0.01, "\(label) line \(index)")
                    XCTAssertLessThanOrEqual(line.box.width, width + 1e-6, "\(label) line \(index)")
                    if index + 1 < layout.lines.count {
                        let next = layout.lines[index + 1]
                        XCTAssertEqual(next.range.lowerBound, line.range.upperBound, "\(label): lines tile the text")
                        let nextWord = Self.visibleText(next, shaped).split(separator: " ").first.map(String.init) ?? ""
                        let withNext = String(String.UnicodeScalarView(shaped.scalars[line.range])) + nextWord
                        XCTAssertGreaterThan(Self.measured(withNext, style), width, "\(label) line \(index) is not full")
                    }
                }
            }
        }
    }

    /// A word with no break opportunity, wider than the line, breaks at grapheme boundaries; each piece fits
    /// unless it is a single grapheme.
    func testUnbreakableWordBreaksAtGraphemes() {
        let cases: [(name: String, text: String, width: Double)] = [
            ("latin", Self.longLatinWord, 50),
            ("arabic", Self.longArabicWord, 50),
            ("latin narrower than one letter", Self.longLatinWord, 5),
            ("accented", String(repeating: "e\u{301}", count: 60), 50),
        ]
        for (name, text, width) in cases {
            let (shaped, layout) = Self.layout(text, width: width)
            XCTAssertGreaterThan(layout.lines.count, 2, name)
            var rebuilt = ""
            for (index, line) in layout.lines.enumerated() {
                let lineText = String(String.UnicodeScalarView(shaped.scalars[line.range]))
                rebuilt += lineText
                XCTAssertGreaterThanOrEqual(lineText.count, 1, "\(name) line \(index)")
                // A line starts on a grapheme boundary of the whole text.
                let prefix = String(String.UnicodeScalarView(shaped.scalars[..<line.range.lowerBound]))
                XCTAssertEqual(prefix.count + lineText.count,
                               String(String.UnicodeScalarView(shaped.scalars[..<line.range.upperBound])).count,
                               "\(name) line \(index) splits a grapheme")
                if line.box.width > width + 1e-6 {
                    XCTAssertEqual(lineText.count, 1, "\(name) line \(index) is too wide and has several graphemes")
                }
            }
            XCTAssertEqual(rebuilt, text, name)
        }
    }

    // MARK: Truncation

    /// `maxLines` keeps that many lines; the last ends with "…" (cluster -1) on its logical end, which is the
    /// right end in LTR and the left end in RTL, and fits the width.
    func testTruncationPutsTheEllipsisOnTheLogicalEnd() {
        let cases: [(name: String, text: String, language: String, direction: TextDirection, maxLines: Int, width: Double)] = [
            ("english 2 lines", Self.english, "en", .ltr, 2, 200),
            ("english 1 line", Self.english, "en", .ltr, 1, 120),
            ("arabic 2 lines", Self.arabic, "ar", .rtl, 2, 200),
            ("arabic 1 line", Self.arabic, "ar", .rtl, 1, 120),
            ("arabic with digits", "رصيدك الحالي 104.32 XLM بعد آخر تحويل إلى سارة", "ar", .rtl, 1, 110),
            ("english ending in arabic", "Send the money to سارة محمد عبد الله", "en", .ltr, 1, 150),
        ]
        for c in cases {
            let style = Self.style(maxLines: c.maxLines, language: c.language)
            let (shaped, layout) = Self.layout(c.text, width: c.width, style: style)
            XCTAssertEqual(layout.lines.count, c.maxLines, c.name)
            XCTAssertTrue(layout.isTruncated, c.name)
            guard let last = layout.lines.last else { continue }
            XCTAssertTrue(last.isEllipsized, c.name)
            XCTAssertEqual(last.direction, c.direction, c.name)
            XCTAssertFalse(layout.lines.dropLast().contains(where: \.isEllipsized), c.name)
            XCTAssertEqual(last.glyphs.filter { $0.cluster == -1 }.count, 1, "\(c.name): one ellipsis glyph")
            let byX = last.glyphs.sorted { $0.x < $1.x }
            switch c.direction {
            case .ltr:
                XCTAssertEqual(last.glyphs.last?.cluster, -1, "\(c.name): ellipsis is the last visual glyph")
                XCTAssertEqual(byX.last?.cluster, -1, "\(c.name): ellipsis is the rightmost glyph")
            case .rtl:
                XCTAssertEqual(last.glyphs.first?.cluster, -1, "\(c.name): ellipsis is the first visual glyph")
                XCTAssertEqual(byX.first?.cluster, -1, "\(c.name): ellipsis is the leftmost glyph")
            }
            XCTAssertLessThanOrEqual(last.box.width, c.width + 1e-6, c.name)
            // Everything after the last drawn character, leading white space aside, is counted as lost.
            let shownEnd = (last.glyphs.map(\.cluster).max() ?? -1) + 1
            var lost = Array(shaped.scalars[shownEnd...])
            while let first = lost.first, first.properties.isWhitespace { lost.removeFirst() }
            XCTAssertEqual(layout.truncatedCharacters, String(String.UnicodeScalarView(lost)).count, c.name)
            XCTAssertGreaterThan(layout.truncatedCharacters, 0, c.name)
        }
    }

    /// Text that fits in `maxLines` is not truncated and has no ellipsis.
    func testTextWithinMaxLinesIsNotTruncated() {
        let cases: [(text: String, maxLines: Int, width: Double)] = [
            ("Hello, world", 1, 200), (Self.english, 20, 200), ("مرحبا بالعالم", 1, 200), ("One\nTwo", 2, 200),
        ]
        for (text, maxLines, width) in cases {
            let (_, layout) = Self.layout(text, width: width, style: Self.style(maxLines: maxLines))
            XCTAssertFalse(layout.isTruncated, text)
            XCTAssertEqual(layout.truncatedCharacters, 0, text)
            XCTAssertFalse(layout.lines.contains(where: \.isEllipsized), text)
            XCTAssertFalse(layout.lines.contains { $0.glyphs.contains { $0.cluster == -1 } }, text)
        }
    }

    /// Hard paragraphs beyond `maxLines` count as lost characters (the break itself included).
    func testTruncatedParagraphsAreCounted() {
        let (_, layout) = Self.layout("First\nSecond\nThird", width: 200, style: Self.style(maxLines: 1))
        XCTAssertEqual(layout.lines.count, 1)
        XCTAssertTrue(layout.isTruncated)
        XCTAssertEqual(layout.lines[0].glyphs.last?.cluster, -1)
        XCTAssertEqual(layout.truncatedCharacters, "\nSecond\nThird".count)
    }

    // MARK: Bidi on a line

    /// In an RTL paragraph, numbers and Latin words keep their left-to-right order and what comes logically
    /// last (final punctuation) is drawn at the left end.
    func testRightToLeftLineKeepsNumbersInOrder() {
        let cases: [(text: String, ltrPieces: [String], leftmost: String)] = [
            ("رصيدك 104.32 XLM.", ["104.32", "XLM"], "."),
            // A Latin word at the logical end is drawn at the left end, its letters left to right.
            ("رصيدك 104.32 XLM", ["104.32", "XLM"], "X"),
            ("حولت 2,500 إلى سارة!", ["2,500"], "!"),
            ("كم رصيدك؟", [], "؟"),
            ("الإصدار 2.3.1 (تجريبي).", ["2.3.1"], "."),
        ]
        for (text, pieces, leftmost) in cases {
            let (shaped, layout) = Self.layout(text, width: 400, style: Self.style(language: "ar"))
            XCTAssertEqual(layout.lines.count, 1, text)
            guard let line = layout.lines.first else { continue }
            XCTAssertEqual(line.direction, .rtl, text)
            let visual = layout.visualText(line, in: shaped)
            for piece in pieces {
                XCTAssertTrue(visual.contains(piece), "\(text): '\(piece)' not in visual order '\(visual)'")
            }
            XCTAssertEqual(visual.unicodeScalars.first.map { String($0) }, leftmost, "\(text): visual '\(visual)'")
            // Glyph x positions increase along the visual order.
            XCTAssertEqual(line.glyphs.map(\.x), line.glyphs.map(\.x).sorted(), text)
            // The Arabic word that starts the text logically is drawn at the right end.
            let firstWordClusters = Set(0..<5)
            let rightmost = line.glyphs.max { $0.x < $1.x }
            XCTAssertTrue(rightmost.map { firstWordClusters.contains($0.cluster) } ?? false, text)
        }
    }

    // MARK: Alignment

    /// The line box x for each alignment in both directions; trailing/leading swap sides in RTL.
    func testAlignmentPlacesTheLineBox() {
        let width = 300.0
        let cases: [(text: String, alignment: TextAlignment, expected: (Double, Double) -> Double)] = [
            ("Hello, world", .leading, { _, _ in 0 }),
            ("Hello, world", .center, { w, line in (w - line) / 2 }),
            ("Hello, world", .trailing, { w, line in w - line }),
            ("مرحبا بالعالم", .leading, { w, line in w - line }),
            ("مرحبا بالعالم", .center, { w, line in (w - line) / 2 }),
            ("مرحبا بالعالم", .trailing, { _, _ in 0 }),
            (Self.english, .center, { w, line in (w - line) / 2 }),
            (Self.arabic, .leading, { w, line in w - line }),
            (Self.arabic, .trailing, { _, _ in 0 }),
        ]
        for (text, alignment, expected) in cases {
            let (_, layout) = Self.layout(text, width: width, style: Self.style(alignment: alignment))
            for (index, line) in layout.lines.enumerated() {
                let label = "\(text.prefix(12)) \(alignment) line \(index)"
                XCTAssertEqual(line.box.minX, expected(width, line.box.width), accuracy: 1e-9, label)
                // The drawn glyphs start at the box's left edge.
                XCTAssertEqual(line.glyphs.map(\.x).min() ?? line.box.minX, line.box.minX, accuracy: 0.5, label)
            }
        }
    }

    /// With an unbounded width the lines align within the widest line.
    func testAlignmentWithoutWidthUsesTheWidestLine() {
        let (_, layout) = Self.layout("A long first line\nShort", width: .infinity, style: Self.style(alignment: .trailing))
        XCTAssertEqual(layout.lines.count, 2)
        XCTAssertEqual(layout.lines[0].box.minX, 0, accuracy: 1e-9)
        XCTAssertEqual(layout.lines[1].box.maxX, layout.size.width, accuracy: 1e-9)
    }

    // MARK: Hard breaks and empty text

    /// Mandatory breaks make separate paragraphs: one line each (at a wide width), stacked by the line height.
    func testHardBreaksStartNewParagraphs() {
        let cases: [(text: String, lines: [String], directions: [TextDirection])] = [
            ("First\nSecond", ["First", "Second"], [.ltr, .ltr]),
            ("First\r\nSecond\rThird", ["First", "Second", "Third"], [.ltr, .ltr, .ltr]),
            ("First\n\nThird", ["First", "", "Third"], [.ltr, .ltr, .ltr]),
            ("One\u{2028}Two\u{2029}Three", ["One", "Two", "Three"], [.ltr, .ltr, .ltr]),
            ("Hello\nمرحبا", ["Hello", "ابحرم"], [.ltr, .rtl]),
            ("مرحبا\n123", ["ابحرم", "123"], [.rtl, .rtl]),
            ("Trailing\n", ["Trailing", ""], [.ltr, .ltr]),
        ]
        for (text, expectedLines, directions) in cases {
            let style = Self.style(lineHeight: 22)
            let (shaped, layout) = Self.layout(text, width: 300, style: style)
            XCTAssertEqual(layout.lines.map { layout.visualText($0, in: shaped) }, expectedLines, text.debugDescription)
            XCTAssertEqual(layout.lines.map(\.direction), directions, text.debugDescription)
            XCTAssertEqual(layout.lines.map(\.box.minY), expectedLines.indices.map { Double($0) * 22 }, text.debugDescription)
            XCTAssertEqual(layout.size.height, Double(expectedLines.count) * 22, text.debugDescription)
            for line in layout.lines {
                XCTAssertFalse(line.range.contains { ShapedText.isHardBreak(shaped.scalars[$0]) }, text.debugDescription)
            }
        }
    }

    /// Empty text is one empty line of the line height (explicit or from the font's metrics).
    func testEmptyTextIsOneEmptyLine() {
        for lineHeight in [22.0, nil] {
            let style = Self.style(lineHeight: lineHeight)
            let (_, layout) = Self.layout("", width: 200, style: style)
            XCTAssertEqual(layout.lines.count, 1)
            XCTAssertEqual(layout.lines.first?.glyphs, [])
            XCTAssertEqual(layout.lines.first?.box.height, style.effectiveLineHeight)
            XCTAssertEqual(layout.size, Size(width: 0, height: style.effectiveLineHeight))
            XCTAssertFalse(layout.isTruncated)
        }
        // Noto Sans: hhea 1069 / -293 / 0 at 1000 units per em.
        XCTAssertEqual(Self.style(lineHeight: nil).effectiveLineHeight, 17 * 1.362, accuracy: 1e-9)
    }
}
