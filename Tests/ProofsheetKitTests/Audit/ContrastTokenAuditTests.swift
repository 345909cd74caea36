import XCTest
@testable import ProofsheetKit

/// `TokenContrastAudit` over hand-built tokens, and over the shipped `layouts/tokens.json`.
final class ContrastTokenAuditTests: XCTestCase {
    private func hex(_ text: String) -> Color { Color(hex: text)! }

    private func token(_ light: String, _ dark: String, _ hcLight: String? = nil, _ hcDark: String? = nil) -> ColorToken {
        ColorToken(light: hex(light), dark: hex(dark), highContrastLight: hcLight.map(hex), highContrastDark: hcDark.map(hex))
    }

    /// A small palette: `dim` passes on surface in light but not in dark (#767676 on #FFFFFF, #6A7380 on #1A1D22).
    private var tokens: DesignTokens {
        DesignTokens(colors: [
            "background": token("#F4F5F7", "#0B0D10", "#FFFFFF", "#000000"),
            "surface": token("#FFFFFF", "#1A1D22", "#FFFFFF", "#000000"),
            "text": token("#111418", "#F2F4F7", "#000000", "#FFFFFF"),
            "dim": token("#767676", "#6A7380", "#1F2329", "#E6E9EE"),
            "warning": token("#9A5800", "#F5B94A", "#6B3D00", "#FFD58A"),
            "warningTint": token("#9A58001F", "#F5B94A29", "#6B3D001F", "#FFD58A33"),
            "glassSurface": token("#FFFFFF80", "#1A1D2280", "#FFFFFF", "#000000"),
            "disabled": token("#7A838F", "#7D8794"),
        ], contrastPairs: [
            ContrastPair(foreground: "text", backgrounds: ["surface", "background"], kind: .text),
            ContrastPair(foreground: "dim", backgrounds: ["surface"], kind: .text),
            ContrastPair(foreground: "warning", backgrounds: ["warningTint"], kind: .text),
        ])
    }

    func testFailingPairIsFlaggedOnlyInItsFailingMode() {
        let report = TokenContrastAudit(tokens: tokens).run()
        XCTAssertEqual(report.pairs.map(\.failingModes), [[], [.dark], []])
        XCTAssertEqual(report.failingModes, [.dark])
        XCTAssertEqual(report.failingPairs.map(\.pair.foreground), ["dim"])
        XCTAssertFalse(report.isPassing)
        XCTAssertEqual(report.summary, "3 pairs, 1 failing in 1 mode")
        XCTAssertEqual(report.pairs[1].worst(in: .dark)?.ratio.description, "3.52:1")
        XCTAssertEqual(report.pairs[1].worst(in: .light)?.ratio.description, "4.54:1")
    }

    func testLargeTextThresholdChangesTheVerdict() {
        var large = tokens
        large.contrastPairs = [ContrastPair(foreground: "dim", backgrounds: ["surface"], kind: .largeText)]
        XCTAssertTrue(TokenContrastAudit(tokens: large).run().isPassing)
        // AAA large text needs 4.5: #767676 on white (4.54) still passes, dark (3.52) does not.
        XCTAssertEqual(TokenContrastAudit(tokens: large, level: .aaa).run().failingModes, [.dark])
    }

    func testWorstBackgroundIsReportedPerMode() {
        let pair = TokenContrastAudit(tokens: tokens).run().pairs[0]
        XCTAssertEqual(pair.measurements.count, 8)
        XCTAssertEqual(pair.worst(in: .light)?.background, "background")
        XCTAssertEqual(pair.worst(in: .dark)?.background, "surface")
    }

    func testTranslucentBackgroundsAreCompositedOverSurfaceThenBackground() {
        let audit = TokenContrastAudit(tokens: tokens)
        let cases: [(role: String, mode: ThemeMode, expected: Color)] = [
            // #9A58001F over #FFFFFF: (154·31 + 255·224)/255 = 242.7, (88·31 + …) = 234.7, 224.
            ("warningTint", .light, hex("#F3EBE0")),
            // #F5B94A29 over #1A1D22.
            // #F5B94A29 over #1A1D22: (245·41 + 26·214)/255 = 61.2, 54.1, 40.4.
            ("warningTint", .dark, hex("#3D3628")),
            // A translucent surface-like role skips nothing but lands on surface, then is opaque.
            ("glassSurface", .light, hex("#FFFFFF")),
            ("glassSurface", .dark, hex("#1A1D22")),
        ]
        for testCase in cases {
            let seen = audit.seenBackground(testCase.role, in: testCase.mode)
            XCTAssertEqual(seen.color, testCase.expected, "\(testCase.role) \(testCase.mode)")
            XCTAssertNil(seen.problem)
        }
    }

    func testTranslucentSurfaceLiesOnBackground() {
        var glass = tokens
        glass.colors["surface"] = token("#FFFFFF80", "#00000080")
        let seen = TokenContrastAudit(tokens: glass).seenBackground("surface", in: .light)
        // #FFFFFF80 over #F4F5F7: (255·128 + 244·127)/255 = 249.5 -> 250, 250.0 -> 250, 251.0 -> 251.
        XCTAssertEqual(seen.color, hex("#FAFAFB"))
        XCTAssertNil(seen.problem)
    }

    func testBackgroundThatStaysTranslucentIsAProblem() {
        var glass = tokens
        glass.colors["background"] = token("#FFFFFF80", "#00000080", "#FFFFFF", "#000000")
        let seen = TokenContrastAudit(tokens: glass).seenBackground("background", in: .dark)
        XCTAssertEqual(seen.color, .black)
        XCTAssertEqual(seen.problem, .translucentBase(role: "background", mode: .dark, bases: []))
    }

    func testMissingHighContrastValuesAreListedByRole() {
        var report = TokenContrastAudit(tokens: tokens).run()
        XCTAssertEqual(report.missingHighContrast, [
            TokenContrastReport.MissingValues(role: "disabled", modes: [.highContrastLight, .highContrastDark]),
        ])
        var partial = tokens
        partial.colors["half"] = token("#000000", "#FFFFFF", nil, "#FFFFFF")
        report = TokenContrastAudit(tokens: partial).run()
        XCTAssertEqual(report.missingHighContrast.map(\.role), ["disabled", "half"])
        XCTAssertEqual(report.missingHighContrast.last?.modes, [.highContrastLight])
    }

    func testUnknownRolesMakeThePairUnmeasurable() {
        var broken = tokens
        broken.contrastPairs = [ContrastPair(foreground: "text", backgrounds: ["surfce"], kind: .text)]
        let report = TokenContrastAudit(tokens: broken).run()
        XCTAssertEqual(report.problems, [.unknownRole("surfce", pair: 0)])
        XCTAssertEqual(report.pairs[0].measurements, [])
        XCTAssertFalse(report.isPassing)
        XCTAssertTrue(report.textTable().contains("ERROR unknown role 'surfce'"))
    }

    func testTextTable() {
        let table = TokenContrastAudit(tokens: tokens).run().textTable()
        XCTAssertEqual(table, """
            WCAG 2.2 AA contrast, worst ratio per mode (* = below the minimum)
            text on surface, background  text  light 16.9  dark 15.3   hcLight 21.0  hcDark 21.0  ok
            dim on surface               text  light 4.54  dark 3.52*  hcLight 15.8  hcDark 17.3  FAIL dark (needs 4.5:1)
            warning on warningTint       text  light 4.71  dark 6.79   hcLight 7.46  hcDark 10.1  ok
            missing high-contrast values (falling back to light/dark): disabled (hcLight, hcDark)
            3 pairs, 1 failing in 1 mode

            """)
    }

    func testJSONIsDeterministicAndComplete() throws {
        let report = TokenContrastAudit(tokens: tokens).run()
        let first = try report.jsonData()
        XCTAssertEqual(first, try TokenContrastAudit(tokens: tokens).run().jsonData())
        let object = try JSONSerialization.jsonObject(with: first) as? [String: Any]
        XCTAssertEqual(object.map { $0.keys.sorted() },
                       ["level", "missingHighContrast", "modes", "onGradient", "pairSource", "pairs", "problems", "summary", "undrawnPairs"])
        let text = String(decoding: first, as: UTF8.self)
        XCTAssertTrue(text.contains("\"ratioText\" : \"3.52:1\""), text)
        XCTAssertTrue(text.contains("\"failingModes\" : [\n      \"dark\"\n    ]"), text)
    }

    /// The shipped tokens: every declared pair passes WCAG 2.2 AA in all four modes.
    func testShippedTokensPassInEveryMode() throws {
        let url = TestPaths.repository("layouts/tokens.json")
        let tokens = try DesignTokens(decoding: JSONDocument.load(path: url.path).reader(rootName: ""))
        XCTAssertEqual(tokens.contrastPairs.count, 17)
        XCTAssertFalse(tokens.contrastPairs.contains { $0.foreground == "textMuted" })
        let report = TokenContrastAudit(tokens: tokens).run()
        print(report.textTable())
        XCTAssertEqual(report.problems, [])
        XCTAssertEqual(report.failingPairs.map(\.label), [])
        XCTAssertEqual(report.missingHighContrast.map(\.role), ["disabledSurface", "disabledText", "scrim"])
    }
}
