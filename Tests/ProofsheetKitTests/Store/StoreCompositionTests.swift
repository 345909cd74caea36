import XCTest
@testable import ProofsheetKit
import ProofsheetStore

/// `StoreComposer` and `StoreLayout`: output sizes per preset, mirroring in Arabic, findings, determinism.
final class StoreCompositionTests: XCTestCase {
    /// The shipped project's renderer, made once for the class (fonts and glyph cache included).
    nonisolated(unsafe) private static let renderer = try! CellRenderer(project: StoreFixtures.project)

    /// An App Store-shaped canvas a third the size of `appStore69` (1320 × 2868 px): where the size is not what a
    /// test checks (mirroring, the display list, determinism), a composition costs a ninth of the pixels in a
    /// debug build. `testEveryPresetGivesItsExactSizeAsOpaqueRGB` composes every real preset.
    static let small = StorePreset(name: "testSmall", title: "a third of iPhone 6.9\"", width: 440, height: 956,
                                   sizeRule: .sides(320...3840, maxAspect: 2.2), maxShots: 10)

    private static func compose(_ project: Project? = nil, shot number: Int = 1, preset: StorePreset = small,
                                locale: String = "en", change: (inout StoreShot) -> Void = { _ in }) throws -> StoreComposition {
        var shot = StoreFixtures.config.shots[number - 1]
        change(&shot)
        let renderer = try project.map { try CellRenderer(project: $0) } ?? Self.renderer
        return try StoreComposer(renderer: renderer, config: StoreFixtures.config)
            .compose(shot, preset: preset, locale: LocaleID(locale))
    }

    private static let englishToday = try! compose(locale: "en")
    private static let arabicToday = try! compose(locale: "ar")

    func testEveryPresetGivesItsExactSizeAsOpaqueRGB() throws {
        for preset in StorePreset.builtIn {
            let composition = try StoreCompositionTests.compose(shot: 3, preset: preset, locale: "ar")
            XCTAssertEqual(composition.pixmap.width, preset.width, preset.name)
            XCTAssertEqual(composition.pixmap.height, preset.height, preset.name)
            XCTAssertTrue(composition.pixmap.isOpaque, preset.name)
            let png = try PNGEncoder(effort: .fast, includeAlpha: false).encode(composition.pixmap)
            XCTAssertNil(StoreOutputCheck.problem(png, preset: preset), preset.name)
            XCTAssertEqual(png[25], 2, "\(preset.name): PNG colour type")
            let decoded = try PNGDecoder.decode(png, source: preset.name)
            XCTAssertEqual(decoded.pixmap.width, preset.width)
            XCTAssertEqual(decoded.pixmap.height, preset.height)
            XCTAssertEqual(composition.findings, [], preset.name)
        }
    }

    func testLayoutMirrorsExactlyForEveryPreset() {
        for preset in StorePreset.builtIn {
            let ltr = StoreLayout(width: preset.width, height: preset.height, deviceSize: Size(width: 390, height: 844), captionMaxLines: 2, direction: .ltr)
            let rtl = StoreLayout(width: preset.width, height: preset.height, deviceSize: Size(width: 390, height: 844), captionMaxLines: 2, direction: .rtl)
            let w = Double(preset.width)
            for (name, a, b) in [("device", ltr.deviceFrame, rtl.deviceFrame), ("screen", ltr.screenRect, rtl.screenRect),
                                 ("caption box", ltr.captionBox, rtl.captionBox), ("subtitle box", ltr.subtitleBox, rtl.subtitleBox)] {
                XCTAssertEqual(b.minX, w - a.minX - a.width, "\(preset.name) \(name)")
                XCTAssertEqual(b.minY, a.minY, "\(preset.name) \(name)")
                XCTAssertEqual(b.size, a.size, "\(preset.name) \(name)")
            }
            // Not centred, so the mirror is visible: device toward the trailing side, caption on the leading one.
            XCTAssertGreaterThan(ltr.deviceFrame.midX, w / 2 + 10, preset.name)
            XCTAssertLessThan(ltr.captionBox.midX, w / 2 - 10, preset.name)
            XCTAssertEqual(ltr.deviceFrame.minX, ltr.deviceFrame.minX.rounded(), preset.name)
            XCTAssertLessThanOrEqual(ltr.deviceFrame.maxY, Double(preset.height), preset.name)
            XCTAssertGreaterThanOrEqual(ltr.deviceFrame.minY, ltr.subtitleBox.maxY, preset.name)
        }
    }

    func testArabicCompositionIsTheMirrorOfTheEnglishOne() {
        let en = StoreCompositionTests.englishToday, ar = StoreCompositionTests.arabicToday
        let w = Double(en.pixmap.width)
        XCTAssertEqual(ar.layout.deviceFrame, en.layout.deviceFrame.mirrored(inWidth: w))
        XCTAssertEqual(ar.layout.captionBox, en.layout.captionBox.mirrored(inWidth: w))
        // Captions hug the leading edge of the caption box: left in English, right in Arabic.
        XCTAssertEqual(en.captionFrame.minX, en.layout.captionBox.minX, accuracy: 1)
        XCTAssertEqual(ar.captionFrame.maxX, ar.layout.captionBox.maxX, accuracy: 1)
        XCTAssertEqual(ar.captionFrame.minY, en.captionFrame.minY, accuracy: 0.5)
        // The device and background pixels beside it are mirror images too (the screens differ, the bezel does not).
        let frame = en.layout.deviceFrame
        let probes = [(Int(frame.minX) + 3, Int(frame.midY)), (Int(frame.maxX) - 4, Int(frame.midY)), (Int(frame.minX) + 2, Int(frame.maxY) - 2),
                      (10, Int(frame.midY)), (Int(frame.maxX) + 20, Int(frame.minY) + 40), (30, en.pixmap.height - 5)]
        for (x, y) in probes {
            let a = en.pixmap[x, y], b = ar.pixmap[en.pixmap.width - 1 - x, y]
            XCTAssertLessThanOrEqual(max(abs(Int(a.r) - Int(b.r)), abs(Int(a.g) - Int(b.g)), abs(Int(a.b) - Int(b.b))), 1, "pixel (\(x), \(y))")
        }
    }

    /// Each finding on the shot it is about. The caption's shrink steps and the backdrop behind it depend on the
    /// canvas, so those two cases compose Google Play's phone size; which characters no font has does not, so that case
    /// composes the small canvas. A case that replaces no string uses the class's renderer.
    func testFindings() throws {
        let cases: [(name: String, locale: String, strings: [String: String], preset: StorePreset, change: (inout StoreShot) -> Void,
                     kind: StoreFinding.Kind, severity: StoreFinding.Severity, message: String)] = [
            ("caption cut after shrinking", "ar", ["store.send.caption": String(repeating: "أرسل أموالك إلى من تحب في ثوانٍ معدودة، ", count: 4)],
             .googlePlayPhone, { _ in }, .captionTruncated, .error, "caption 'store.send.caption' does not fit 2 lines even at 24.4 units (4 steps down from 34.0)"),
            ("glyphs no font has", "en", ["store.send.caption": "Send money in seconds \u{1F680}"], StoreCompositionTests.small, { _ in },
             .missingGlyphs, .error, "'store.send.caption' has characters no font of the chain has: U+1F680"),
            ("caption colour on a backdrop of the same colour", "en", [:], .googlePlayPhone, { $0.captionColor = "heroEnd" }, .lowContrast, .warning,
             "caption colour 'heroEnd' has contrast 1.23:1 against #1D53BF behind it; WCAG 2.2 §1.4.3 asks at least 3:1 for large text"),
        ]
        for test in cases {
            let project = test.strings.isEmpty ? nil : StoreFixtures.project(replacing: [test.locale: test.strings])
            let composition = try StoreCompositionTests.compose(project, shot: 4, preset: test.preset, locale: test.locale, change: test.change)
            XCTAssertEqual(composition.findings.map(\.kind), [test.kind], test.name)
            XCTAssertEqual(composition.findings.first?.severity, test.severity, test.name)
            XCTAssertEqual(composition.findings.first?.shot, "04-send-light.png", test.name)
            XCTAssertTrue(composition.findings.first?.message.contains(test.message) == true, "\(test.name): \(composition.findings)")
        }
    }

    func testTheCompositionIsItsDisplayListDrawnByTheCellRasteriser() throws {
        for composition in [StoreCompositionTests.englishToday, StoreCompositionTests.arabicToday] {
            let list = composition.displayList
            let replayed = try SceneRasterizer(scale: 1, glyphs: GlyphCache())
                .render(list, width: composition.pixmap.width, height: composition.pixmap.height)
            XCTAssertEqual(replayed.bytes, composition.pixmap.bytes, "\(composition.relativePath)")
            // Background first, then the device (shadow, rim, body, screen, camera), the captions last.
            let kinds = list.items.map { item -> String in
                switch item.content {
                case .shape: return "shape"
                case .image: return "image"
                case .text: return "text"
                case .border, .path: return "other"
                }
            }
            XCTAssertEqual(kinds, ["shape"] + Array(repeating: "shape", count: 8) + ["image", "shape", "text", "text"], "\(composition.relativePath)")
        }
    }

    func testATranslucentBackgroundNeedsTheBackgroundRoleToBeComposedOver() throws {
        let project = StoreFixtures.project
        var tokens = project.tokens
        let shot = StoreFixtures.config.shots[0]
        let translucent = Fill.solid(Color(r: 0, g: 0, b: 0, a: 128))
        func theme(_ tokens: DesignTokens) -> ResolvedTheme {
            ResolvedTheme(tokens: tokens, strings: project.strings[LocaleID("en")] ?? [:], mode: .light, textScale: 1, locale: LocaleID("en"), fontFamilies: .standard)
        }
        let base = try StoreComposer.canvasColor(under: translucent, theme: theme(tokens), shot: shot)
        XCTAssertEqual(base.a, 255)
        XCTAssertEqual(base, tokens.colors["background"].map { Color(r: $0.value(in: .light).r, g: $0.value(in: .light).g, b: $0.value(in: .light).b) })
        tokens.colors["background"] = nil
        XCTAssertThrowsError(try StoreComposer.canvasColor(under: translucent, theme: theme(tokens), shot: shot)) { error in
            XCTAssertEqual(error as? StoreError, .translucentBackground(shot: "01-today-light.png"))
            XCTAssertTrue(String(describing: error).contains("no 'background' colour role"), "\(error)")
        }
        XCTAssertNoThrow(try StoreComposer.canvasColor(under: .solid(Color(r: 1, g: 2, b: 3)), theme: theme(tokens), shot: shot),
                         "an opaque background covers the canvas: no base colour is needed")
    }

    func testSameShotGivesTheSameBytes() throws {
        // A new renderer (cold fonts and glyph cache) against the class's, warmed by the English composition.
        let again = try StoreCompositionTests.compose(StoreFixtures.project, locale: "ar")
        XCTAssertEqual(again.pixmap.bytes, StoreCompositionTests.arabicToday.pixmap.bytes)
        let encoder = PNGEncoder(effort: .fast, includeAlpha: false)
        XCTAssertEqual(try encoder.encode(again.pixmap), try encoder.encode(StoreCompositionTests.arabicToday.pixmap))
    }
}
