import CFreeType
import Foundation
import XCTest
@testable import ProofsheetKit

/// Pixels of drawn text: our glyph masks against FreeType's own anti-aliased rendering, reference images of
/// laid-out paragraphs, and determinism.
///
/// Re-record the reference images (after checking the change is wanted) with:
///   PROOFSHEET_RECORD=1 swift test --disable-swift-testing --filter TextRenderingTests/testReferenceImages
final class TextRenderingTests: XCTestCase {
    // MARK: Against FreeType

    /// FreeType's rendering of one face, for comparison only: `FT_Set_Char_Size` at the pixel size (72 dpi),
    /// `FT_Load_Glyph` with `FT_LOAD_NO_HINTING | FT_LOAD_NO_BITMAP`, `FT_Render_Glyph` in `FT_RENDER_MODE_NORMAL`
    /// (8-bit exact-area grey, no gamma). Owns its own FT_Library and FT_Face, opened from the font file.
    final class FreeTypeRenderer {
        private let library: FT_Library
        private let face: FT_Face

        init(path: String) {
            var library: FT_Library?
            precondition(FT_Init_FreeType(&library) == 0, "FT_Init_FreeType failed")
            var face: FT_Face?
            precondition(FT_New_Face(library, path, 0, &face) == 0, "FT_New_Face failed for \(path)")
            self.library = library!
            self.face = face!
        }

        deinit {
            FT_Done_Face(face)
            FT_Done_FreeType(library)
        }

        /// The glyph's grey coverage with bounds relative to the pen position on the baseline (pixels, y down);
        /// nil for a glyph without ink.
        func mask(glyph: UInt32, pixelSize: Double) -> CoverageMask? {
            guard FT_Set_Char_Size(face, 0, FT_F26Dot6((pixelSize * 64).rounded()), 72, 72) == 0,
                  FT_Load_Glyph(face, glyph, Int32(FT_LOAD_NO_HINTING | FT_LOAD_NO_BITMAP)) == 0,
                  let slot = face.pointee.glyph,
                  FT_Render_Glyph(slot, FT_RENDER_MODE_NORMAL) == 0 else { return nil }
            let bitmap = slot.pointee.bitmap
            let width = Int(bitmap.width), height = Int(bitmap.rows)
            guard width > 0, height > 0, let buffer = bitmap.buffer else { return nil }
            precondition(bitmap.pixel_mode == UInt8(FT_PIXEL_MODE_GRAY.rawValue) && bitmap.num_grays == 256)
            var bytes = [UInt8](repeating: 0, count: width * height)
            let pitch = Int(bitmap.pitch)
            for y in 0..<height {
                let row = pitch >= 0 ? y * pitch : (height - 1 - y) * -pitch
                for x in 0..<width { bytes[y * width + x] = buffer[row + x] }
            }
            let bounds = PixelRect(x: Int(slot.pointee.bitmap_left), y: -Int(slot.pointee.bitmap_top), width: width, height: height)
            return try! CoverageMask(bounds: bounds, bytes: bytes)
        }
    }

    /// Mean and largest absolute coverage difference over the union of both masks' bounds (0...255 per pixel).
    struct Difference {
        var sum = 0
        var pixels = 0
        var largest = 0
        var mean: Double { pixels == 0 ? 0 : Double(sum) / Double(pixels) }

        init() {}

        init(_ ours: CoverageMask?, _ reference: CoverageMask?) {
            let a = ours?.bounds ?? .zero, b = reference?.bounds ?? .zero
            let boxes = [a, b].filter { !$0.isEmpty }
            guard let x0 = boxes.map(\.minX).min(), let y0 = boxes.map(\.minY).min(),
                  let x1 = boxes.map(\.maxX).max(), let y1 = boxes.map(\.maxY).max() else { return }
            for y in y0..<y1 {
                for x in x0..<x1 {
                    let delta = abs(Int(ours?[x, y] ?? 0) - Int(reference?[x, y] ?? 0))
                    sum += delta
                    largest = max(largest, delta)
                }
            }
            pixels = (x1 - x0) * (y1 - y0)
        }

        mutating func add(_ other: Difference) {
            sum += other.sum
            pixels += other.pixels
            largest = max(largest, other.largest)
        }
    }

    static let latinSample = "AHQRSWagbeyfkmosx&@%2?"
    static let arabicSample = "مرحبا بالعالم يعرض التطبيق كل شاشة في الوضع الفاتح والداكن رصيدك ٣٤٥"

    /// About 20 glyphs of each face: Latin from the cmap, Arabic as HarfBuzz shapes joined text (contextual forms).
    static func sampleGlyphs() -> [(face: FontFace, glyph: UInt32)] {
        var latin: [UInt32] = []
        for scalar in latinSample.unicodeScalars {
            if let glyph = FontFixtures.latin.glyph(for: scalar), !latin.contains(glyph) { latin.append(glyph) }
        }
        var arabic: [UInt32] = []
        for run in FontFixtures.shape(arabicSample, language: "ar").runs where run.face == FontFixtures.arabic {
            for glyph in run.glyphs where !arabic.contains(glyph.id) && !FontFixtures.arabic.outline(glyph: glyph.id).isEmpty {
                arabic.append(glyph.id)
            }
        }
        return latin.prefix(20).map { (FontFixtures.latin, $0) } + arabic.prefix(20).map { (FontFixtures.arabic, $0) }
    }

    /// Largest mean absolute difference allowed, in coverage levels (of 255), over the union of the two masks'
    /// bounding boxes. Measured on Debian 12 (FreeType 2.12.1), as the tests print:
    ///   34 px: overall 0.749, worst glyph 1.338, largest single pixel 20;
    ///   51 px: overall 0.608, worst glyph 1.352, largest single pixel 23;
    ///   straight-edged A, H, k, x: 0.17–0.28 (largest pixel 2–8), only FreeType's 1/64-pixel rounding of points;
    ///   whole-pixel lines: 0.318 (Latin), 0.271 (Arabic) over the line image.
    /// Curved glyphs differ more because FreeType flattens curves to about 1/4 pixel and we to 1/64 pixel;
    /// ink areas agree within 0.6 %. The limits leave about 50 % margin.
    static let perGlyphLimit = 2.0
    static let overallLimit = 1.1
    static let straightEdgedLimit = 0.4
    static let lineLimit = 0.5
    /// Glyphs of Noto Sans with only straight edges: A, H, k, x.
    static var straightEdged: Set<UInt32> { Set("AHkx".unicodeScalars.compactMap { FontFixtures.latin.glyph(for: $0) }) }

    /// Each glyph mask from `GlyphCache` (sub-pixel 0) against FreeType's unhinted grey bitmap placed at its
    /// bitmap_left / bitmap_top, at 34 px (17 pt at 2x) and 51 px (17 pt at 3x).
    func testGlyphMasksMatchFreeType() throws {
        let glyphs = Self.sampleGlyphs()
        XCTAssertGreaterThanOrEqual(glyphs.filter { $0.face == FontFixtures.latin }.count, 20)
        XCTAssertGreaterThanOrEqual(glyphs.filter { $0.face == FontFixtures.arabic }.count, 20)
        let renderers = [FontFixtures.latin, FontFixtures.arabic].map { face in
            (face, FreeTypeRenderer(path: (FontFixtures.directory as NSString).appendingPathComponent(face.fileName)))
        }
        let cache = GlyphCache()
        for pixelSize in [34.0, 51.0] {
            var overall = Difference()
            var worst = (mean: 0.0, name: "")
            for (face, glyph) in glyphs {
                let renderer = renderers.first { $0.0 == face }!.1
                let ours = try cache.mask(face: face, glyph: glyph, pixelSize: pixelSize, subpixel: 0)
                let reference = renderer.mask(glyph: glyph, pixelSize: pixelSize)
                XCTAssertEqual(ours == nil, reference == nil, "\(face.name) glyph \(glyph) at \(pixelSize) px: ink")
                let difference = Difference(ours, reference)
                let name = "\(face.name) glyph \(glyph)"
                if difference.mean > worst.mean { worst = (difference.mean, name) }
                XCTAssertLessThan(difference.mean, Self.perGlyphLimit, "\(name) at \(pixelSize) px")
                overall.add(difference)
                if Self.straightEdged.contains(glyph), face == FontFixtures.latin {
                    XCTAssertLessThan(difference.mean, Self.straightEdgedLimit, "\(name) at \(pixelSize) px (straight edges)")
                }
            }
            print(String(format: "glyph masks vs FreeType at %.0f px: %d glyphs, overall MAD %.3f, worst glyph MAD %.3f (%@), largest pixel difference %d",
                         pixelSize, glyphs.count, overall.mean, worst.mean, worst.name, overall.largest))
            XCTAssertLessThan(overall.mean, Self.overallLimit, "overall at \(pixelSize) px")
        }
    }

    /// A laid-out line drawn with our masks and with FreeType's bitmaps at the same whole-pixel pen positions
    /// (each glyph's x rounded to a pixel, sub-pixel 0), both composited black on white by the same `Pixmap.fill`.
    func testLineMatchesFreeTypeAtWholePixelPositions() throws {
        let texts = ["Proofsheet renders every screen, 104.32 XLM", "رصيدك الحالي 104.32 XLM بعد التحويل"]
        let scale = 2.0
        for text in texts {
            let style = TextStyle(chain: FontFixtures.sans, size: 17, lineHeight: 22, language: "ar")
            let layout = TextLayout(ShapedText(text, style: style), width: .infinity)
            let pixelWidth = Int((layout.size.width * scale).rounded(.up)) + 8, pixelHeight = Int(22 * scale)
            var ours = Pixmap(width: pixelWidth, height: pixelHeight, fill: .white)!
            var theirs = ours
            let cache = GlyphCache()
            var renderers: [FontFace: FreeTypeRenderer] = [:]
            for glyph in layout.lines[0].glyphs {
                let offset = PixelPoint(x: Int((glyph.x * scale).rounded()) + 4, y: Int((glyph.y * scale).rounded()))
                let renderer = renderers[glyph.face] ?? FreeTypeRenderer(
                    path: (FontFixtures.directory as NSString).appendingPathComponent(glyph.face.fileName))
                renderers[glyph.face] = renderer
                if let mask = try cache.mask(face: glyph.face, glyph: glyph.id, pixelSize: 17 * scale, subpixel: 0) {
                    ours.fill(mask, offset: offset, with: Paint(.black))
                }
                if let mask = renderer.mask(glyph: glyph.id, pixelSize: 17 * scale) {
                    theirs.fill(mask, offset: offset, with: Paint(.black))
                }
            }
            var sum = 0, ink = 0
            for i in stride(from: 0, to: ours.bytes.count, by: 4) {
                sum += abs(Int(ours.bytes[i]) - Int(theirs.bytes[i]))
                if ours.bytes[i] < 255 || theirs.bytes[i] < 255 { ink += 1 }
            }
            let mean = Double(sum) / Double(pixelWidth * pixelHeight)
            let inkMean = Double(sum) / Double(max(ink, 1))
            print(String(format: "line vs FreeType (%@): MAD %.3f over %dx%d px, %.3f over the %d inked pixels",
                         text, mean, pixelWidth, pixelHeight, inkMean, ink))
            XCTAssertLessThan(mean, Self.lineLimit, text)
        }
    }

    // MARK: Reference images

    struct Reference {
        let name: String
        let text: String
        let width: Double
        var alignment: TextAlignment = .leading
        var maxLines: Int? = nil
        var language = "en"
    }

    static let references: [Reference] = [
        Reference(name: "english", text: TextLayoutTests.english, width: 320),
        Reference(name: "arabic", text: TextLayoutTests.arabic, width: 320, language: "ar"),
        Reference(name: "mixed", text: "Send 50 XLM to سارة before Friday, 12:30.\n"
                  + "رصيدك 104.32 XLM بعد التحويل إلى Sarah (الإصدار 2.3.1).", width: 320, language: "ar"),
        Reference(name: "truncated", text: TextLayoutTests.english, width: 240, maxLines: 2),
        Reference(name: "truncated-arabic", text: TextLayoutTests.arabic, width: 240, maxLines: 2, language: "ar"),
    ]

    static func render(_ reference: Reference) throws -> Pixmap {
        let style = TextStyle(chain: FontFixtures.sans, size: 17, lineHeight: 22, alignment: reference.alignment,
                              maxLines: reference.maxLines, language: reference.language)
        let layout = TextLayout(ShapedText(reference.text, style: style), width: reference.width)
        return try TextImage.render(layout, color: Color(r: 17, g: 17, b: 17), background: .white, pixelScale: 2)
    }

    /// `Tests/ProofsheetKitTests/Fixtures/text` in the source tree (where recording writes).
    static let sourceFolder = TestPaths.testTarget
        .appendingPathComponent("Fixtures").appendingPathComponent("text")

    /// Each paragraph at scale 2 equals its committed PNG byte for byte. On a mismatch an expected | diff | actual
    /// strip is written to $TMPDIR/proofsheet-failures/ and the re-record command is printed.
    func testReferenceImages() throws {
        let isRecording = ProcessInfo.processInfo.environment["PROOFSHEET_RECORD"] == "1"
        let bundled = Bundle.module.url(forResource: "Fixtures", withExtension: nil)!.appendingPathComponent("text")
        for reference in Self.references {
            let actual = try Self.render(reference)
            let fileName = "\(reference.name).png"
            if isRecording {
                try FileManager.default.createDirectory(at: Self.sourceFolder, withIntermediateDirectories: true)
                try PNGEncoder(effort: .small).write(actual, toPath: Self.sourceFolder.appendingPathComponent(fileName).path)
                print("recorded \(Self.sourceFolder.appendingPathComponent(fileName).path)")
                continue
            }
            let expected: Pixmap
            do {
                expected = try PNGDecoder.decodeFile(atPath: bundled.appendingPathComponent(fileName).path).pixmap
            } catch {
                XCTFail("\(reference.name): cannot read the reference image (\(error)); record it with:\n  \(Self.recordCommand)")
                continue
            }
            let outcome = ImageDiff.compare(expected: expected, actual: actual, options: DiffOptions(producesDiffImage: true))
            guard !outcome.passes else { continue }
            let strip = try ComparisonStrip().render(expected: expected, diff: outcome.result?.diffImage, actual: actual)
            let folder = FileManager.default.temporaryDirectory.appendingPathComponent("proofsheet-failures")
            try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
            let path = folder.appendingPathComponent("text-\(reference.name).png").path
            try PNGEncoder().write(strip, toPath: path)
            XCTFail("\(reference.name): \(outcome); expected | diff | actual written to \(path)\n"
                    + "if the change is intended, re-record with:\n  \(Self.recordCommand)")
        }
    }

    static let recordCommand = "PROOFSHEET_RECORD=1 swift test --disable-swift-testing --filter TextRenderingTests/testReferenceImages"

    /// Rendering the references twice, and encoding them, gives identical bytes.
    func testRenderingIsDeterministic() throws {
        for reference in Self.references {
            let first = try Self.render(reference), second = try Self.render(reference)
            XCTAssertEqual(first.bytes, second.bytes, reference.name)
            XCTAssertEqual(try PNGEncoder().encode(first), try PNGEncoder().encode(second), reference.name)
        }
    }

    /// The same layout drawn with a warm cache (masks reused) and a cold one gives the same pixels.
    func testCachedMasksDrawTheSamePixels() throws {
        let style = TextStyle(chain: FontFixtures.sans, size: 17, lineHeight: 22, language: "ar")
        let layout = TextLayout(ShapedText(TextLayoutTests.arabic + "\n" + TextLayoutTests.english, style: style), width: 300)
        let cache = GlyphCache()
        var cold = Pixmap(width: 640, height: 640, fill: .white)!
        var warm = cold
        try TextPainter(cache: cache).draw(layout, at: Point(x: 8, y: 8), scale: 2, paint: Paint(.black), into: &cold)
        let missesAfterFirst = cache.misses
        try TextPainter(cache: cache).draw(layout, at: Point(x: 8, y: 8), scale: 2, paint: Paint(.black), into: &warm)
        XCTAssertEqual(cache.misses, missesAfterFirst)
        XCTAssertEqual(cold.bytes, warm.bytes)
    }
}
