import CFreeType
import XCTest
@testable import ProofsheetKit

final class FontFaceTests: XCTestCase {
    /// What each file's cmap covers, for the characters the app's strings use.
    func testGlyphCoverage() {
        let latin = FontFixtures.latin, arabic = FontFixtures.arabic
        let cases: [(Unicode.Scalar, latin: Bool, arabic: Bool)] = [
            ("A", true, false), ("0", true, true), ("9", true, true), (".", true, true), (",", true, true),
            (":", true, true), ("!", true, true), (" ", true, true), ("%", true, false), ("(", true, false),
            (")", true, false), ("\u{2026}", true, false),  // … HORIZONTAL ELLIPSIS
            ("\u{0645}", false, true), ("\u{066A}", false, true),  // ARABIC PERCENT SIGN
            ("\u{0660}", false, true),  // ARABIC-INDIC DIGIT ZERO
            ("\u{060C}", false, true),  // ARABIC COMMA
            ("\u{200F}", true, true),  // RIGHT-TO-LEFT MARK
            ("\u{1F600}", false, false), ("\u{4E00}", false, false),
        ]
        for (scalar, inLatin, inArabic) in cases {
            XCTAssertEqual(latin.hasGlyph(for: scalar), inLatin, "NotoSans U+\(String(scalar.value, radix: 16))")
            XCTAssertEqual(arabic.hasGlyph(for: scalar), inArabic, "NotoSansArabicUI U+\(String(scalar.value, radix: 16))")
        }
    }

    func testOutlineOfOHasTwoContoursWithinFreeTypeMetrics() throws {
        for face in FontFixtures.collection.faces where face.hasGlyph(for: "o") {
            let glyph = try XCTUnwrap(face.glyph(for: "o"))
            let path = face.outline(glyph: glyph)
            let moves = path.elements.filter { if case .move = $0 { return true } else { return false } }
            let closes = path.elements.filter { $0 == .close }
            XCTAssertEqual(moves.count, 2, face.name)
            XCTAssertEqual(closes.count, 2, face.name)

            let expected = try freeTypeBounds(fileName: face.fileName, glyph: glyph)
            XCTAssertEqual(controlBounds(path), expected, face.name)
        }
    }

    func testOutlineIsEmptyForSpaceAndUnknownGlyphs() {
        let face = FontFixtures.latin
        XCTAssertTrue(face.outline(glyph: face.glyph(for: " ")!).isEmpty)
        XCTAssertTrue(face.outline(glyph: UInt32(face.glyphCount + 10)).isEmpty)
    }

    func testArabicOutlineIsYDownFromTheBaseline() throws {
        let face = FontFixtures.arabic
        let alef = try XCTUnwrap(face.glyph(for: "\u{0627}"))
        let bounds = controlBounds(face.outline(glyph: alef))
        XCTAssertLessThan(bounds.minY, -500, "alef rises above the baseline, so its top has negative y")
        XCTAssertGreaterThan(bounds.maxY, -100)
    }

    /// Line, cubic and conic segments (with an implied on-curve midpoint), the closing segment FreeType emits,
    /// and y negated; built from a hand-made outline because the bundled fonts have quadratic curves only.
    func testDecomposesEverySegmentKind() {
        let points: [(Int, Int, CChar)] = [
            (0, 0, 1), (100, 0, 1), (100, 50, 2), (50, 100, 2), (0, 100, 1),  // line, cubic, closing line
            (200, 0, 1), (300, 0, 0), (300, 100, 0),  // two conics: implied midpoint (300, 50), closing conic
        ]
        var vectors = points.map { FT_Vector(x: FT_Pos($0.0), y: FT_Pos($0.1)) }
        var tags = points.map(\.2)
        var contourEnds: [Int16] = [4, 7]
        let path = vectors.withUnsafeMutableBufferPointer { v in
            tags.withUnsafeMutableBufferPointer { t in
                contourEnds.withUnsafeMutableBufferPointer { c in
                    var outline = FT_Outline(n_contours: 2, n_points: Int16(points.count), points: v.baseAddress,
                                             tags: t.baseAddress, contours: c.baseAddress, flags: 0)
                    return GlyphOutline.path(of: &outline)
                }
            }
        }
        func p(_ x: Double, _ y: Double) -> Point { Point(x: x, y: -y) }
        XCTAssertEqual(path.elements, [
            .move(p(0, 0)), .line(p(100, 0)), .cubic(control1: p(100, 50), control2: p(50, 100), to: p(0, 100)),
            .line(p(0, 0)), .close,
            .move(p(200, 0)), .quad(control: p(300, 0), to: p(300, 50)), .quad(control: p(300, 100), to: p(200, 0)), .close,
        ])
    }

    /// Bounds of every point of the path, control points included (= FreeType's control box).
    private func controlBounds(_ path: Path) -> Rect {
        var points: [Point] = []
        for element in path.elements {
            switch element {
            case .move(let p), .line(let p): points.append(p)
            case .quad(let c, let p): points += [c, p]
            case .cubic(let c1, let c2, let p): points += [c1, c2, p]
            case .close: break
            }
        }
        let xs = points.map(\.x), ys = points.map(\.y)
        return Rect(x: xs.min()!, y: ys.min()!, width: xs.max()! - xs.min()!, height: ys.max()! - ys.min()!)
    }

    /// The glyph's box from FreeType's own unscaled metrics, converted to y down: an independent reference.
    private func freeTypeBounds(fileName: String, glyph: UInt32) throws -> Rect {
        var library: FT_Library?
        XCTAssertEqual(FT_Init_FreeType(&library), 0)
        defer { FT_Done_FreeType(library) }
        var face: FT_Face?
        let path = (FontFixtures.directory as NSString).appendingPathComponent(fileName)
        XCTAssertEqual(FT_New_Face(library, path, 0, &face), 0)
        let ftFace = try XCTUnwrap(face)
        defer { FT_Done_Face(ftFace) }
        XCTAssertEqual(FT_Load_Glyph(ftFace, glyph, Int32(FT_LOAD_NO_SCALE)), 0)
        let metrics = ftFace.pointee.glyph.pointee.metrics
        return Rect(x: Double(metrics.horiBearingX), y: -Double(metrics.horiBearingY),
                    width: Double(metrics.width), height: Double(metrics.height))
    }
}
