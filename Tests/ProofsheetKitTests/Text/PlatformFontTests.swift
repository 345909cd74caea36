import XCTest
@testable import ProofsheetKit

/// Weights 100–900 drawn with the nearest face (CSS Fonts 4 §5.2) and each platform's default fonts, on a small
/// en + ar project with an iOS and an Android phone, through the real pipeline (layout JSON and pixels).
final class PlatformFontTests: XCTestCase {
    /// CSS Fonts 4 §5.2 step 4 (`font-weight`), on the weight sets of the default families and a few others.
    func testNearestWeightFollowsCSSFontMatching() {
        let roboto: [Int] = [100, 300, 400, 500, 700, 900]
        let cases: [(desired: Int, available: [Int], expected: Int)] = [
            (400, [400, 700], 400),
            (500, [400, 700], 400),          // 400–500: up to 500, then lighter
            (600, [400, 700], 700),          // above 500: heavier first
            (300, [400, 700], 400),          // below 400: lighter first, none, then heavier
            (900, [400, 700], 700),
            (400, [300, 500, 700], 500),     // 400 tries 500 before lighter
            (450, [300, 500, 700], 500),
            (500, [300, 400, 700], 400),
            (500, [300, 700], 300),          // then below the desired, descending
            (600, [500, 800], 800),
            (600, roboto, 700),
            (200, roboto, 100),
            (800, roboto, 900),
            (1000, roboto, 900),
            (1, roboto, 100),
        ]
        for (desired, available, expected) in cases {
            let weights = available.compactMap(FontWeight.init)
            XCTAssertEqual(FontWeight(desired)?.nearest(among: weights), FontWeight(expected), "\(desired) among \(available)")
        }
        XCTAssertNil(FontWeight.regular.nearest(among: []))
    }

    func testWeightNamesAndNumbers() {
        XCTAssertEqual(FontWeight(rawValue: "medium"), .medium)
        XCTAssertEqual(FontWeight(rawValue: "600"), .semibold)
        XCTAssertEqual(FontWeight(rawValue: "450")?.rawValue, "450")
        XCTAssertEqual(FontWeight.bold.rawValue, "bold")
        for bad in ["", "0", "1001", "heavy", "+500", "５００"] { XCTAssertNil(FontWeight(rawValue: bad), bad) }
    }

    /// The face each style draws, per platform and locale: what the layout JSON names.
    func testEachPlatformDrawsItsDefaultFaces() throws {
        let project = try ScratchProject.platformFonts("faces")
        let cases: [(device: String, locale: String, id: String, weight: String, drawn: String, faces: [String])] = [
            ("pixel", "en", "t400", "regular", "regular", ["Roboto-Regular.ttf"]),
            ("pixel", "en", "t500", "medium", "medium", ["Roboto-Medium.ttf"]),
            ("pixel", "en", "t600", "semibold", "bold", ["Roboto-Bold.ttf"]),      // Roboto has no 600: CSS takes 700
            ("pixel", "en", "t700", "bold", "bold", ["Roboto-Bold.ttf"]),
            ("pixel", "ar", "t400", "regular", "regular", ["NotoNaskhArabicUI-Regular.ttf"]),
            ("pixel", "ar", "t500", "medium", "medium", ["NotoNaskhArabicUI-Regular.ttf"]),   // Naskh has no 500: 400
            ("pixel", "ar", "t600", "semibold", "bold", ["NotoNaskhArabicUI-Bold.ttf"]),
            ("iphone", "en", "t400", "regular", "regular", ["NotoSans-Regular.ttf"]),
            ("iphone", "en", "t500", "medium", "regular", ["NotoSans-Regular.ttf"]),  // stand-ins have 400 and 700
            ("iphone", "en", "t600", "semibold", "bold", ["NotoSans-Bold.ttf"]),
            ("iphone", "ar", "t500", "medium", "regular", ["NotoSansArabicUI-Regular.ttf"]),
            ("iphone", "ar", "t700", "bold", "bold", ["NotoSansArabicUI-Bold.ttf"]),
        ]
        for c in cases {
            let font = try project.font(project.cell(device: c.device, locale: c.locale), c.id)
            XCTAssertEqual(font.weight, c.weight, "\(c.device) \(c.locale) \(c.id)")
            XCTAssertEqual(font.drawn, c.drawn, "\(c.device) \(c.locale) \(c.id)")
            XCTAssertEqual(font.faces, c.faces, "\(c.device) \(c.locale) \(c.id)")
        }
    }

    /// Bold Text moves the asked weight, then the nearest face draws it: iOS steps to the next heavier face,
    /// Android adds 300 (500 → 800, drawn by Roboto Black).
    func testBoldTextMovesWeightsOnBothPlatforms() throws {
        let project = try ScratchProject.platformFonts("bold")
        let cases: [(device: String, size: TextSize, id: String, weight: String, faces: [String])] = [
            ("pixel", .fontScale(hundredths: 100), "t400", "bold", ["Roboto-Bold.ttf"]),
            ("pixel", .fontScale(hundredths: 100), "t500", "black", ["Roboto-Black.ttf"]),
            ("iphone", .category(.large), "t400", "bold", ["NotoSans-Bold.ttf"]),
            ("iphone", .category(.large), "t500", "bold", ["NotoSans-Bold.ttf"]),
            ("iphone", .category(.large), "t700", "bold", ["NotoSans-Bold.ttf"]),
        ]
        for c in cases {
            let font = try project.font(project.cell(device: c.device, locale: "en", size: c.size, bold: true), c.id)
            XCTAssertEqual(font.weight, c.weight, "\(c.device) \(c.id)")
            XCTAssertEqual(font.faces, c.faces, "\(c.device) \(c.id)")
        }
    }

    /// The two platforms draw different pixels for the same text; the same cell twice is byte-identical.
    func testAndroidCellsDrawWithRobotoAndNaskh() throws {
        let project = try ScratchProject.platformFonts("pixels")
        for locale in ["en", "ar"] {
            let android = try project.renderer.render(project.cell(device: "pixel", locale: locale)).pixmap
            let again = try project.renderer.render(project.cell(device: "pixel", locale: locale)).pixmap
            XCTAssertEqual(android, again, locale)
            let layout = try project.renderer.compose(project.cell(device: "pixel", locale: locale))
            let painted = layout.displayList.items.filter { if case .text = $0.content { return true } else { return false } }
            XCTAssertGreaterThanOrEqual(painted.count, ScratchProject.fontWeights.count, locale)
        }
    }

    /// A config's own `fonts` draws every platform, with any weights it names (keywords or numbers).
    func testConfigFontsWinOnAndroidAndTakeAnyWeight() throws {
        let fonts = #"{ "sans": { "regular": ["NotoSans-Regular.ttf", "NotoSansArabicUI-Regular.ttf"], "600": ["NotoSans-Bold.ttf", "NotoSansArabicUI-Bold.ttf"] } }"#
        let project = try ScratchProject.platformFonts("own", fontsSection: fonts)
        XCTAssertEqual(project.project.config.fontFamilies.weights(of: "sans"), [.regular, .semibold])
        let cases: [(id: String, drawn: String, faces: [String])] = [
            ("t400", "regular", ["NotoSans-Regular.ttf"]),
            ("t500", "regular", ["NotoSans-Regular.ttf"]),
            ("t700", "semibold", ["NotoSans-Bold.ttf"]),
        ]
        for c in cases {
            let font = try project.font(project.cell(device: "pixel", locale: "en"), c.id)
            XCTAssertEqual(font.drawn, c.drawn, c.id)
            XCTAssertEqual(font.faces, c.faces, c.id)
        }
    }

    func testBadFontsSectionsAreErrorsAtTheirPath() throws {
        let cases: [(fonts: String, message: String)] = [
            (#"{ "sans": { "heavy": ["NotoSans-Bold.ttf"] } }"#, "unknown font weight 'heavy'"),
            (#"{ "sans": { "bold": ["NotoSans-Bold.ttf"], "700": ["NotoSans-Bold.ttf"] } }"#, "weight '700' is 700, already given as 'bold'"),
            (#"{ "sans": { } }"#, "expected at least one weight"),
            (#"{ "sans": { "1200": ["NotoSans-Bold.ttf"] } }"#, "unknown font weight '1200'"),
        ]
        for c in cases {
            XCTAssertThrowsError(try ScratchProject.platformFonts("bad", fontsSection: c.fonts), c.fonts) { error in
                XCTAssertTrue("\(error)".contains("fonts.sans"), "\(error)")
                XCTAssertTrue("\(error)".contains(c.message), "\(error)")
            }
        }
    }

    /// A system font file that is not installed is an error naming the package, never a silent fallback.
    func testMissingPackageIsNamed() throws {
        let file = SystemFontFile(fileName: "Roboto-Medium.ttf", directory: "/nonexistent/roboto", package: "fonts-roboto-unhinted")
        XCTAssertThrowsError(try FontCollection(directory: FontFixtures.directory, families: .standard, systemFiles: [file])) { error in
            XCTAssertEqual("\(error)", "font file not found: /nonexistent/roboto/Roboto-Medium.ttf; install the Debian package fonts-roboto-unhinted (scripts/setup installs it: apt-get install fonts-roboto-unhinted)")
        }
    }

    /// The Android table's chains: Roboto per weight, the Naskh face CSS picks, then the bundled math face.
    func testAndroidTable() {
        let sans = FontFamilyTable.android.families["sans"] ?? [:]
        XCTAssertEqual(sans.keys.sorted(), [.thin, .light, .regular, .medium, .bold, .black])
        XCTAssertEqual(sans[.medium], ["Roboto-Medium.ttf", "NotoNaskhArabicUI-Regular.ttf", "NotoSansMath-Regular.ttf"])
        XCTAssertEqual(sans[.black], ["Roboto-Black.ttf", "NotoNaskhArabicUI-Bold.ttf", "NotoSansMath-Regular.ttf"])
        XCTAssertEqual(sans[.thin]?[1], "NotoNaskhArabicUI-Regular.ttf")
    }

    /// The input record names the chain of the weight drawn and the bytes of each face, per platform.
    func testInputRecordNamesEachPlatformsChain() throws {
        let project = try ScratchProject.platformFonts("record")
        let inputs = try project.renderer.inputs(of: project.cell(device: "iphone", locale: "en")).entries
        XCTAssertEqual(inputs["font:sans/medium"], "NotoSans-Regular.ttf,NotoSansArabicUI-Regular.ttf,NotoSansMath-Regular.ttf")
        let android = try project.renderer.inputs(of: project.cell(device: "pixel", locale: "en")).entries
        XCTAssertEqual(android["font:sans/medium"], "Roboto-Medium.ttf,NotoNaskhArabicUI-Regular.ttf,NotoSansMath-Regular.ttf")
        XCTAssertEqual(android["font:Roboto-Medium.ttf"]?.hasPrefix("h:"), true)
        XCTAssertEqual(android["font:MaterialIcons-Regular.ttf"]?.hasPrefix("h:"), true)
        XCTAssertNil(inputs["font:MaterialIcons-Regular.ttf"])
        XCTAssertNil(inputs["font:Roboto-Medium.ttf"])
    }

    /// The vertical metrics docs/fonts.md gives for the Android faces (font units, hhea), read from the package files.
    func testAndroidFaceMetricsAreTheDocumentedOnes() throws {
        let fonts = try FontCollection(directory: FontFixtures.directory, families: .android, systemFiles: FontFamilyTable.androidSystemFiles)
        let expected: [String: [Int]] = [
            "Roboto-Regular.ttf": [2048, 1900, -500, 0], "Roboto-Medium.ttf": [2048, 1900, -500, 0],
            "NotoNaskhArabicUI-Regular.ttf": [1000, 1069, -293, 0], "NotoNaskhArabicUI-Bold.ttf": [1000, 1069, -293, 0],
        ]
        for (file, metrics) in expected {
            let face = try XCTUnwrap(fonts.face(fileName: file), file)
            XCTAssertEqual([face.unitsPerEm, face.ascender, face.descender, face.lineGap], metrics, file)
        }
    }

    /// WCAG's "bold" for large text is 700 and heavier, whatever the keyword.
    func testLargeTextCountsEveryWeightFrom700AsBold() {
        let settings = AuditSettings()
        for (weight, large) in [(FontWeight.semibold, false), (.bold, true), (.black, true), (.medium, false)] {
            XCTAssertEqual(settings.isLargeText(size: 14, weight: weight), large, weight.rawValue)
        }
    }
}
