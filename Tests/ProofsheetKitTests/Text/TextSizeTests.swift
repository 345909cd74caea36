import XCTest
@testable import ProofsheetKit

/// Text sizes as the platforms draw them (issue #37, docs/spec.md "Text sizes"): iOS Dynamic Type categories from
/// Apple's table, Android font scales through AOSP's conversion, Bold Text; checked in the layout JSON of an en + ar
/// project and in the audits' "first fails at".
final class TextSizeTests: XCTestCase {
    /// Styles written at Apple's default sizes, each naming its Apple style, with no cap of their own.
    static let appleStyles = [
        "appleLargeTitle": #"{ "family": "sans", "size": 34, "lineHeight": 41, "weight": "bold", "dynamicType": "largeTitle" }"#,
        "appleBody": #"{ "family": "sans", "size": 17, "lineHeight": 22, "dynamicType": "body" }"#,
        "appleCaption2": #"{ "family": "sans", "size": 11, "lineHeight": 13, "dynamicType": "caption2" }"#,
        // A custom size following Body, as UIFontMetrics(forTextStyle: .body) scales it.
        "brandBody": #"{ "family": "sans", "size": 20, "lineHeight": 26, "dynamicType": "body" }"#,
        // The project's own cap still holds.
        "cappedBody": #"{ "family": "sans", "size": 17, "lineHeight": 22, "dynamicType": "body", "maxScale": 2 }"#,
        "androidSmall": #"{ "family": "sans", "size": 14, "lineHeight": 20 }"#,
        "androidMedium": #"{ "family": "sans", "size": 16, "lineHeight": 24 }"#,
        "androidLarge": #"{ "family": "sans", "size": 24, "lineHeight": 32 }"#,
    ]

    static let stylesRoot = """
        { "type": "vstack", "background": "background", "padding": 16, "alignment": "leading", "children": [
        \(appleStyles.keys.sorted().map { #"{ "type": "text", "id": "\#($0)", "literal": "Aa ب", "style": "\#($0)" },"# }.joined(separator: "\n"))
          { "type": "spacer" } ] }
        """

    func testIOSCategoriesTakeAppleTableSizesInTheLayout() throws {
        let project = try ScratchProject.rendered("scaling-ios", root: Self.stylesRoot, typography: Self.appleStyles,
                                           matrix: #"{ "locales": ["en", "ar"], "textScales": ["xSmall", "large", "AX1", "AX5"] }"#)
        // (style, category, point size, line height): Apple's HIG "Dynamic Type sizes" rows.
        let cases: [(String, ContentSizeCategory, Double, Double)] = [
            ("appleBody", .xSmall, 14, 19), ("appleBody", .large, 17, 22), ("appleBody", .ax1, 28, 34), ("appleBody", .ax5, 53, 62),
            ("appleLargeTitle", .large, 34, 41), ("appleLargeTitle", .ax5, 60, 70),
            ("appleCaption2", .xSmall, 11, 13), ("appleCaption2", .ax5, 40, 48),
            ("brandBody", .ax5, 20.0 * 53 / 17, 26.0 * 62 / 22),
            ("cappedBody", .ax1, 28, 34), ("cappedBody", .ax5, 34, 62.0 * 34 / 53),
        ]
        for locale in ["en", "ar"] {
            for (style, category, size, lineHeight) in cases {
                let texts = try project.layoutTexts(project.cell(locale: locale, size: .category(category)))
                let label = "\(style) at \(category.rawValue) in \(locale)"
                XCTAssertEqual(texts[style]?["pointSize"], .number(TextLayout.rounded(size)), label)
                XCTAssertEqual(texts[style]?["lineHeight"], .number(TextLayout.rounded(lineHeight)), label)
            }
        }
    }

    func testAppleTableRowsAsPublished() {
        // Every row of the table the docs print, spot-checked against the HIG values the issue quotes.
        XCTAssertEqual(ContentSizeCategory.allCases.map { DynamicTypeStyle.body.metrics(at: $0).size },
                       [14, 15, 16, 17, 19, 21, 23, 28, 33, 40, 47, 53])
        XCTAssertEqual(DynamicTypeStyle.largeTitle.metrics(at: .ax5).size, 60)
        XCTAssertEqual(DynamicTypeStyle.caption2.metrics(at: .ax5).size, 40)
        for style in DynamicTypeStyle.allCases {
            let sizes = ContentSizeCategory.allCases.map { style.metrics(at: $0) }
            XCTAssertEqual(sizes.map(\.size), sizes.map(\.size).sorted(), "\(style) grows with the category")
            XCTAssertTrue(sizes.allSatisfy { $0.leading > $0.size }, "\(style) leading above size")
        }
    }

    func testAndroidFontScalesFollowAOSPTables() {
        // (sp, font scale in hundredths, dp): AOSP FontScaleConverterFactory's tables and interpolation.
        let cases: [(Double, Int, Double)] = [
            (14, 200, 26), (16, 200, 28), (18, 200, 30), (24, 200, 36), (14, 130, 18.8), (24, 115, 25.2),
            // 1.4 is halfway between the 1.3 and 1.5 tables: 14 sp → (18.8 + 22) / 2, 18 sp → (21.6 + 24) / 2.
            (14, 140, 20.4), (18, 140, 22.8),
            // Linear at and below 1.0.
            (14, 100, 14), (14, 85, 11.9),
            // Between 1.0 (identity) and 1.15: a third of the way from 14 to 16.4.
            (14, 105, 14.8),
            // Below the first anchor, from (0, 0); beyond the last, its ratio (100 → 100).
            (4, 200, 8), (150, 200, 150),
        ]
        for (sp, scale, dp) in cases {
            XCTAssertEqual(FontScaleConverter.dp(sp, fontScale: scale), dp, accuracy: 1e-9, "\(sp) sp at \(TextSize.decimal(scale))")
        }
    }

    func testAndroidFontScalesInTheLayoutScaleLineHeightsWithTheirSize() throws {
        let project = try ScratchProject.rendered("scaling-android", root: Self.stylesRoot, typography: Self.appleStyles,
                                           matrix: #"{ "locales": ["en", "ar"], "textScales": ["fs1.3", "fs1.4", "fs2.0"] }"#)
        let cases: [(String, Int, Double, Double)] = [
            ("androidSmall", 200, 26, 20.0 * 26 / 14), ("androidMedium", 200, 28, 24.0 * 28 / 16), ("androidLarge", 200, 36, 32.0 * 36 / 24),
            ("androidSmall", 130, 18.8, 20.0 * 18.8 / 14), ("androidSmall", 140, 20.4, 20.0 * 20.4 / 14),
        ]
        for locale in ["en", "ar"] {
            for (style, scale, size, lineHeight) in cases {
                let texts = try project.layoutTexts(project.cell(locale: locale, size: .fontScale(hundredths: scale)))
                XCTAssertEqual(texts[style]?["pointSize"], .number(TextLayout.rounded(size)), "\(style) at fs\(scale) in \(locale)")
                XCTAssertEqual(texts[style]?["lineHeight"], .number(TextLayout.rounded(lineHeight)), "\(style) at fs\(scale) in \(locale)")
            }
        }
    }

    func testNamedSizesInTheMatrixNameTheirCells() throws {
        let project = try ScratchProject.rendered("scaling-names", root: Self.stylesRoot, typography: Self.appleStyles,
                                           matrix: #"{ "locales": ["en", "ar"], "modes": ["light"], "textScales": [1.0, "AX5", "fs1.3"], "boldText": [false, true] }"#)
        let names = try Matrix.cells(of: project.project).map(\.fileName)
        XCTAssertEqual(Set(names), [
            "phone-ar-light-1.0x.png", "phone-ar-light-1.0x-bold.png", "phone-ar-light-AX5.png", "phone-ar-light-AX5-bold.png",
            "phone-ar-light-fs1.3.png", "phone-ar-light-fs1.3-bold.png",
            "phone-en-light-1.0x.png", "phone-en-light-1.0x-bold.png", "phone-en-light-AX5.png", "phone-en-light-AX5-bold.png",
            "phone-en-light-fs1.3.png", "phone-en-light-fs1.3-bold.png",
        ])
        var filter = CellFilter()
        filter.scales = [try XCTUnwrap(TextSize(filterValue: "AX5"))]
        filter.boldText = [false]
        XCTAssertEqual(try Matrix.cells(of: project.project, filter: filter).map(\.description), ["probe/phone-ar-light-AX5", "probe/phone-en-light-AX5"])
        filter.scales = [try XCTUnwrap(TextSize(filterValue: "AX1"))]
        XCTAssertThrowsError(try Matrix.cells(of: project.project, filter: filter)) { error in
            XCTAssertEqual(String(describing: error), "--scale 'AX1' is not in the project (known: 1.0, AX5, fs1.3)")
        }
        // Report JSON carries the name and Bold Text, and reads them back.
        let cell = Cell(screen: "probe", device: "phone", locale: LocaleID("ar"), mode: .light, textSize: .fontScale(hundredths: 130), boldText: true)
        let result = CellResult(cell: cell, status: .pass, message: nil)
        let text = result.jsonValue().jsonText()
        XCTAssertTrue(text.contains(#""textScale": "fs1.3""#) && text.contains(#""boldText": true"#), text)
        let back = try CellResult(decoding: JSONDocument(parsing: text, file: "report.json").reader())
        XCTAssertEqual(back.cell, cell)
    }

    func testBadTextSizeNamesAreRefusedWithTheirPath() throws {
        let cases: [(String, String)] = [
            (#"["AX6"]"#, "matrix.textScales[0]: expected \(TextSize.nameHint), found the string \"AX6\""),
            (#"["fs2.5"]"#, "matrix.textScales[0]: expected \(TextSize.nameHint), found the string \"fs2.5\""),
            (#"["fs+1.3"]"#, "matrix.textScales[0]: expected \(TextSize.nameHint), found the string \"fs+1.3\""),
            (#"["fs1.333"]"#, "matrix.textScales[0]: expected \(TextSize.nameHint), found the string \"fs1.333\""),
            (#"["ax5"]"#, "matrix.textScales[0]: expected \(TextSize.nameHint), found the string \"ax5\""),
            (#"["fs1.3", "fs1.30"]"#, "matrix.textScales[1]: a text scale named fs1.3 in file names is already listed at textScales[0]"),
        ]
        for (list, message) in cases {
            XCTAssertThrowsError(try ScratchProject.rendered("scaling-bad", root: Self.stylesRoot, matrix: #"{ "textScales": \#(list) }"#), list) { error in
                XCTAssertTrue(String(describing: error).contains(message), "\(list): \(error)")
            }
        }
    }

    func testWhenConditionsTakeSizeNames() throws {
        let root = """
        { "type": "vstack", "background": "background", "children": [
          { "type": "text", "id": "row", "literal": "Row", "when": { "textScaleBelow": "AX1" } },
          { "type": "text", "id": "stacked", "literal": "Stacked", "when": { "textScaleAtLeast": "AX1" } },
          { "type": "spacer" } ] }
        """
        let project = try ScratchProject.rendered("scaling-when", root: root, matrix: #"{ "textScales": ["xxxLarge", "AX1", 1.6, 1.7, "fs2.0"] }"#)
        // AX1 stands for Body's 28/17 ≈ 1.647; a font scale for its value.
        let cases: [(TextSize, [String])] = [
            (.category(.xxxLarge), ["row"]), (.category(.ax1), ["stacked"]), (1.6, ["row"]), (1.7, ["stacked"]),
            (.fontScale(hundredths: 200), ["stacked"]),
        ]
        for (size, shown) in cases {
            XCTAssertEqual(try project.layoutTexts(project.cell(size: size)).keys.sorted(), shown, size.description)
        }
    }

    func testBoldTextDrawsEveryTextBold() throws {
        let project = try ScratchProject.rendered("scaling-bold", root: Self.stylesRoot, typography: Self.appleStyles,
                                           matrix: #"{ "locales": ["en", "ar"], "textScales": [1.0, "large", "fs1.3"], "boldText": [false, true] }"#)
        for locale in ["en", "ar"] {
            for size: TextSize in [1.0, .category(.large), .fontScale(hundredths: 130)] {
                let regular = try project.layoutTexts(project.cell(locale: locale, size: size))
                let bold = try project.layoutTexts(project.cell(locale: locale, size: size, bold: true))
                XCTAssertEqual(regular["appleBody"]?["weight"], .string("regular"), "\(size) \(locale)")
                XCTAssertEqual(regular["appleLargeTitle"]?["weight"], .string("bold"), "\(size) \(locale)")
                let weights: [String] = bold.values.compactMap { text in
                    if case .string(let weight)? = text["weight"]?.kind { return weight }
                    return nil
                }
                XCTAssertEqual(Set(weights), ["bold"], "\(size) \(locale): every text bold")
                XCTAssertEqual(weights.count, Self.appleStyles.count)
                // Bold Text changes the face, not the size.
                XCTAssertEqual(bold["appleBody"]?["pointSize"], regular["appleBody"]?["pointSize"])
            }
        }
        // Both platforms' rules, on faces of weight 400 and 700.
        let faces: [FontWeight] = [.regular, .bold]
        XCTAssertEqual(FontWeight.regular.withBoldText(at: .category(.large), among: faces), .bold)
        XCTAssertEqual(FontWeight.bold.withBoldText(at: .category(.large), among: faces), .bold)
        XCTAssertEqual(FontWeight.regular.withBoldText(at: .fontScale(hundredths: 100), among: faces), .bold)  // 700
        XCTAssertEqual(FontWeight.bold.withBoldText(at: .fontScale(hundredths: 100), among: faces), .bold)     // 1000 → nearest 700
    }

    func testALabelThatFitsRegularButNotBoldIsClipped() throws {
        func root(width: Double) -> String {
            """
            { "type": "vstack", "background": "background", "padding": 16, "alignment": "leading", "children": [
              { "type": "hstack", "id": "box", "width": \(width), "height": 30, "clip": true, "children": [
                { "type": "text", "id": "label", "literal": "Save changes", "style": "appleBody" } ] },
              { "type": "spacer" } ] }
            """
        }
        let matrix = #"{ "locales": ["en", "ar"], "textScales": ["large"], "boldText": [false, true] }"#
        let wide = try ScratchProject.rendered("scaling-bold-clip", root: root(width: 300), typography: Self.appleStyles, matrix: matrix)
        let scene = try wide.renderer.compose(wide.cell(size: .category(.large))).scene
        let label = try XCTUnwrap(scene.nodes.firstIndex { $0.id.name == "label" })
        let width = try XCTUnwrap(scene.texts[label]?.lines.first?.box.width)
        // Just wide enough for the regular face.
        let tight = try ScratchProject.rendered("scaling-bold-clip", root: root(width: (width + 1).rounded(.up)), typography: Self.appleStyles, matrix: matrix)
        XCTAssertEqual(try tight.audit(tight.cell(size: .category(.large))).of(.clippedText).map(\.nodeID.name), [])
        let clipped = try tight.audit(tight.cell(size: .category(.large), bold: true)).of(.clippedText)
        XCTAssertEqual(clipped.map(\.nodeID.name), ["label"])
        XCTAssertEqual(clipped.first?.severity, .error)
        XCTAssertEqual(clipped.first?.evidence["textScale"], "large, Bold Text")
        XCTAssertEqual(Problem(findings: clipped).scope, "1 cell: en · light · large with Bold Text · phone")
    }

    func testFirstFailingSizeIsNamedAsTheCellNamesIt() throws {
        let root = """
        { "type": "vstack", "background": "background", "padding": 16, "alignment": "leading", "children": [
          { "type": "vstack", "id": "headingBox", "height": 80, "clip": true, "children": [
            { "type": "text", "id": "heading", "literal": "Today", "style": "appleLargeTitle" } ] },
          { "type": "vstack", "id": "subheadingBox", "height": 59, "clip": true, "children": [
            { "type": "text", "id": "subheading", "literal": "Today", "style": "appleLargeTitle" } ] },
          { "type": "vstack", "id": "captionBox", "height": 44, "clip": true, "children": [
            { "type": "text", "id": "caption", "literal": "Ok", "style": "appleCaption2" } ] },
          { "type": "vstack", "id": "androidBox", "height": 29, "clip": true, "children": [
            { "type": "text", "id": "android", "literal": "Ok", "style": "androidSmall" } ] },
          { "type": "spacer" } ] }
        """
        let iOS: [TextSize] = [1.0, 3.1, .category(.large), .category(.ax1), .category(.ax2), .category(.ax3), .category(.ax4), .category(.ax5)]
        let android: [TextSize] = [1.0, .fontScale(hundredths: 115), .fontScale(hundredths: 130), .fontScale(hundredths: 150), .fontScale(hundredths: 200)]
        let project = try ScratchProject.rendered("scaling-first-fails", root: root, typography: Self.appleStyles,
                                           matrix: #"{ "locales": ["en", "ar"], "textScales": [1.0, 3.1, "large", "AX1", "AX2", "AX3", "AX4", "AX5", "fs1.15", "fs1.3", "fs1.5", "fs2.0"] }"#)
        for locale in ["en", "ar"] {
            func sweep(_ sizes: [TextSize]) throws -> [Finding] {
                // Errors only: a tall glyph's ink a point outside its own frame is an info finding at every size.
                ScaleSweep.firstFailingScale(findings: try sizes.flatMap { try project.audit(project.cell(locale: locale, size: $0)) }
                    .of(.clippedText).filter { $0.severity == .error })
            }
            let apple = try sweep(iOS), aosp = try sweep(android)
            func first(_ node: String, in findings: [Finding]) -> [String] {
                Array(Set(findings.filter { $0.nodeID.name == node }.compactMap { $0.evidence["firstFailingScale"] })).sorted()
            }
            func failing(_ node: String, in findings: [Finding]) -> [String] {
                findings.filter { $0.nodeID.name == node }.map(\.cell.textSize).sorted().map(\.description)
            }
            // The heading clips at 3.1× (105 pt) but not at AX5 (60 pt); the caption the other way round (40 pt at AX5,
            // 34.1 pt at 3.1×).
            XCTAssertEqual(failing("heading", in: apple), ["3.1×"], locale)
            XCTAssertEqual(first("heading", in: apple), ["3.1×"], locale)
            XCTAssertEqual(failing("caption", in: apple), ["AX5"], locale)
            XCTAssertEqual(first("caption", in: apple), ["AX5"], locale)
            XCTAssertEqual(failing("subheading", in: apple), ["AX3", "AX4", "3.1×", "AX5"], locale)
            XCTAssertEqual(first("subheading", in: apple), ["AX3"], locale)
            XCTAssertEqual(failing("android", in: aosp), ["font scale 1.5", "font scale 2.0"], locale)
            XCTAssertEqual(first("android", in: aosp), ["font scale 1.5"], locale)
            // The problem says it in words.
            let caption = Problem(findings: apple.filter { $0.nodeID.name == "caption" })
            XCTAssertTrue(caption.worstPlace.hasSuffix("first fails at AX5"), caption.worstPlace)
            let subheading = Problem(findings: apple.filter { $0.nodeID.name == "subheading" })
            XCTAssertTrue(subheading.worstPlace.hasSuffix("first fails at AX3"), subheading.worstPlace)
            XCTAssertEqual(subheading.jsonValue().jsonText().contains(#""firstFailingScale": "AX3""#), true)
            let androidProblem = Problem(findings: aosp.filter { $0.nodeID.name == "android" })
            XCTAssertTrue(androidProblem.worstPlace.hasSuffix("first fails at font scale 1.5"), androidProblem.worstPlace)
        }
    }

    /// docs/spec.md prints both tables; they must say what Proofsheet draws.
    func testTheSpecTablesAreTheOnesProofsheetDraws() throws {
        let root = TestPaths.repository
        let spec = try String(contentsOf: root.appendingPathComponent("docs/spec.md"), encoding: .utf8)
        let rows = spec.split(separator: "\n").map(String.init)
        for style in DynamicTypeStyle.allCases {
            let row = "| `\(style.rawValue)` | " + ContentSizeCategory.allCases.map { category in
                let metrics = style.metrics(at: category)
                return AuditFormat.number(metrics.size) + "/" + AuditFormat.number(metrics.leading)
            }.joined(separator: " | ") + " |"
            XCTAssertTrue(rows.contains(row), "docs/spec.md lacks the row \(row)")
        }
        let header = try XCTUnwrap(rows.first { $0.hasPrefix("| sp | ") })
        let scales = header.split(separator: "|").dropFirst().map { $0.trimmingCharacters(in: .whitespaces) }.compactMap(TextSize.init(name:))
        XCTAssertEqual(scales.count, 8, header)
        for sp in [11.0, 12, 13, 14, 15, 16, 17, 18, 20, 24, 32, 36] {
            let row = "| \(AuditFormat.number(sp)) | " + scales.map { size -> String in
                guard case .fontScale(let hundredths) = size else { return "?" }
                return AuditFormat.number(FontScaleConverter.dp(sp, fontScale: hundredths))
            }.joined(separator: " | ") + " |"
            XCTAssertTrue(rows.contains(row), "docs/spec.md lacks the row \(row)")
        }
    }
}
