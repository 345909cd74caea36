import XCTest
@testable import ProofsheetKit

/// The shortcuts that make long texts fast (issue #12 item 5) give exactly what the long way gives: each is
/// compared with the computation it replaces, on English and Arabic text (marks, ligatures, a missing glyph).
final class LongTextShortcutTests: XCTestCase {
    static let texts = [
        TextLayoutTests.english,
        TextLayoutTests.arabic,
        "مَرْحَبًا بِكُمْ في «الرصيد» 1,250.00 ر.س — Ünïcödé fjord (ffi) \u{1F979}",
        TextLayoutTests.longArabicWord + " " + TextLayoutTests.longLatinWord,
    ]

    static func style(size: Double, maxLines: Int? = nil, language: String) -> TextStyle {
        TextLayoutTests.style(size: size, lineHeight: size * 1.3, maxLines: maxLines, language: language)
    }

    /// Every mask the painter places for a line lies inside the line's `pixelBound`, at fractional origins,
    /// several sizes and pixel scales.
    func testLineBoundHoldsEveryMaskOfTheLine() throws {
        let painter = TextPainter(cache: GlyphCache())
        var lines = 0
        for (index, text) in Self.texts.enumerated() {
            for size in [11.0, 17, 34] {
                let style = Self.style(size: size, language: index == 1 ? "ar" : "en")
                let layout = TextLayout(ShapedText(text, style: style), width: 180)
                for scale in [1.0, 2, 3] {
                    for origin in [Point(x: 0, y: 0), Point(x: 0.3, y: 7.77), Point(x: 13.61, y: -2.49)] {
                        for line in layout.lines {
                            let masks = try painter.masks(of: line, at: origin, pixelSize: size * scale, scale: scale)
                            guard !masks.isEmpty else { continue }
                            let bound = try XCTUnwrap(TextPainter.pixelBound(of: line, at: origin, style: style, scale: scale))
                            for placed in masks where !placed.pixelBounds.isEmpty {
                                XCTAssertEqual(placed.pixelBounds.intersection(bound), placed.pixelBounds,
                                               "text \(index), size \(size), scale \(scale), origin \(origin)")
                            }
                            lines += 1
                        }
                    }
                }
            }
        }
        XCTAssertGreaterThan(lines, 100)
    }

    /// Drawing skips lines that cannot reach the pixmap or the clip; the bytes equal filling every mask.
    func testDrawingThatSkipsLinesGivesTheSameBytes() throws {
        let painter = TextPainter(cache: GlyphCache())
        let paint = Paint(Color(r: 20, g: 30, b: 200, a: 230))
        let clips: [Clip?] = [nil, Clip(rect: Rect(x: 10.5, y: 20.25, width: 120, height: 33.5)),
                              Clip(roundedRect: Rect(x: 0, y: 47, width: 200, height: 12), radii: CornerRadii(4))]
        for (index, text) in Self.texts.enumerated() {
            let style = Self.style(size: 13, language: index == 1 ? "ar" : "en")
            let layout = TextLayout(ShapedText(text, style: style), width: 150)
            for clip in clips {
                let origin = Point(x: 3.4, y: -9.6)  // the first line starts above the pixmap
                var skipping = try XCTUnwrap(Pixmap(width: 160, height: 64, fill: Color(r: 250, g: 248, b: 240, a: 255)))
                var everything = skipping
                try painter.draw(layout, at: origin, scale: 2, paint: paint, into: &skipping, clip: clip)
                for placed in try painter.masks(of: layout, at: origin, scale: 2) {
                    everything.fill(placed.mask, offset: placed.offset, with: paint, clip: clip)
                }
                XCTAssertEqual(skipping, everything, "text \(index), clip \(String(describing: clip))")
            }
        }
    }

    /// The layout engine's measurement (`TextLayout.size`, no glyph placed) is the full layout's size.
    func testMeasuredSizeIsTheLayoutSize() {
        for (index, text) in Self.texts.enumerated() {
            for maxLines in [nil, 1, 2] {
                let shaped = ShapedText(text, style: Self.style(size: 17, maxLines: maxLines, language: index == 1 ? "ar" : "en"))
                for width in [0, 40, 123.4, 300, .infinity] {
                    XCTAssertEqual(TextLayout.size(of: shaped, width: width), TextLayout(shaped, width: width).size,
                                   "text \(index), maxLines \(String(describing: maxLines)), width \(width)")
                }
            }
        }
    }

    /// Grapheme starts from the UTF-8 walk equal those counted Character by Character.
    func testGraphemeStartsMatchTheCharacters() {
        let samples = Self.texts + ["", "e\u{0301}\u{0323}x", "\u{1F469}\u{200D}\u{1F4BB}!", "\u{1100}\u{1161}\u{11A8}가",
                                    "\u{1F1F8}\u{1F1E6}\u{1F1EA}", "a\r\nb", "لاَ"]
        for text in samples {
            var expected = [0], offset = 0
            for character in text {
                offset += character.unicodeScalars.count
                expected.append(offset)
            }
            XCTAssertEqual(PreparedParagraph.graphemeStarts(Array(text.unicodeScalars)), expected, text.debugDescription)
        }
    }

    /// The default-ignorable shortcut agrees with Unicode's property on every scalar.
    func testDefaultIgnorableShortcutMatchesTheProperty() {
        var mismatches: [String] = []
        for value in 0...0x10FFFF {
            guard let scalar = Unicode.Scalar(value) else { continue }
            if FallbackCluster.isDefaultIgnorable(scalar) != scalar.properties.isDefaultIgnorableCodePoint {
                mismatches.append(String(value, radix: 16))
            }
        }
        XCTAssertEqual(mismatches, [])
    }

    /// The token-character shortcut for ASCII agrees with the general-category rule on every scalar.
    func testTokenCharacterShortcutMatchesTheCategories() {
        let signs = "+-\u{2212}\u{00B1}.,:/\u{2013}\u{2014}#*@_~=&?%\u{2030}\u{066A}\u{066B}\u{066C}'".unicodeScalars
        var mismatches: [String] = []
        for value in 0...0xFFFF {
            guard let scalar = Unicode.Scalar(value) else { continue }
            let category = scalar.properties.generalCategory
            let expected = category == .decimalNumber || category == .currencySymbol
                || (scalar.isASCII && scalar.properties.isAlphabetic) || signs.contains(scalar)
            if BidiToken.isTokenCharacter(scalar) != expected { mismatches.append(String(value, radix: 16)) }
            if BidiToken.isDigit(scalar) != (category == .decimalNumber) { mismatches.append("digit " + String(value, radix: 16)) }
        }
        XCTAssertEqual(mismatches, [])
    }

    /// Snapshot quoting escapes byte by byte: a quote or backslash stays escaped when a combining mark follows it.
    func testSnapshotQuotingEscapesEveryQuote() {
        let cases: [(String, String)] = [
            ("Send", #""Send""#),
            ("say \"hi\"", #""say \"hi\"""#),
            ("a\\b", #""a\\b""#),
            ("one\ntwo\r\nthree\rfour", "\"one\\ntwo\\nthree\rfour\""),
            ("\"\u{0301}", "\"\\\"\u{0301}\""),
            ("مرحبا \"عالم\"", "\"مرحبا \\\"عالم\\\"\""),
        ]
        for (input, expected) in cases {
            XCTAssertEqual(AccessibilitySnapshot.quoted(input), expected, input.debugDescription)
        }
    }
}
