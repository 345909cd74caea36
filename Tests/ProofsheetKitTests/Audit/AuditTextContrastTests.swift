import XCTest
@testable import ProofsheetKit

/// Text contrast (WCAG 2.2 §1.4.3) sampled in rendered pixels, on screens whose answer is known by construction.
final class AuditTextContrastTests: XCTestCase {
    /// One text of `role` in `style` on a full-width box of `bg`.
    private func screen(style: String = "body", color: String = "fg", text: String = "Contrast sample text") -> String {
        """
        { "type": "vstack", "background": "bg", "children": [
          { "type": "vstack", "padding": 16, "background": "bg", "children": [
            { "type": "text", "id": "sample", "literal": "\(text)", "style": "\(style)", "color": "\(color)" } ] },
          { "type": "spacer" } ] }
        """
    }

    func testSolidColoursGiveTheExactWCAGRatio() throws {
        let cases: [(fg: String, bg: String, ratio: String?)] = [
            ("#777777", "#FFFFFF", "4.48:1"),
            ("#6A7380", "#0B0D10", "4.06:1"),
            ("#4A5361", "#F4F5F7", nil),        // 7.1:1 passes
            ("#767676", "#FFFFFF", nil),        // 4.54:1 passes
        ]
        for (index, c) in cases.enumerated() {
            let project = try ScratchProject.rendered("solid\(index)", root: screen(), colors: ["fg": c.fg, "bg": c.bg])
            let findings = try project.audit().of(.textContrast)
            XCTAssertEqual(findings.first?.evidence["ratio"], c.ratio, "\(c.fg) on \(c.bg)")
            if let ratio = c.ratio {
                XCTAssertEqual(ratio, ContrastRatio(Color(hex: c.fg)!, Color(hex: c.bg)!).description)
                XCTAssertEqual(findings.first?.evidence["foreground"], c.fg)
                XCTAssertEqual(findings.first?.evidence["background"], c.bg)
                XCTAssertEqual(findings.first?.wcag, "1.4.3")
                XCTAssertEqual(findings.first?.severity, .error)
                XCTAssertEqual(findings.first?.nodeID, "sample")
            }
        }
    }

    func testGradientThatCrossesTheThresholdFailsAtTheLightEndOnly() throws {
        let root = """
        { "type": "vstack", "background": "bg", "children": [
          { "type": "vstack", "padding": 16, "background": { "gradient": ["dark", "light"], "angle": 0 }, "children": [
            { "type": "text", "id": "sample", "literal": "Light text runs over a gradient into the light", "style": "footnote", "color": "fg" } ] },
          { "type": "spacer" } ] }
        """
        let project = try ScratchProject.rendered("gradient", root: root, colors: ["fg": "#FFFFFF", "bg": "#FFFFFF", "dark": "#0A3A80", "light": "#8FA8CC"])
        for locale in ["en", "ar"] {
            let finding = try XCTUnwrap(project.audit(locale: locale).of(.textContrast).first)
            // The gradient runs leading → trailing, so the light end is on the right in English, the left in Arabic.
            let x = try XCTUnwrap(Double(finding.evidence["at"]!.split(separator: " ")[1]))
            if locale == "en" { XCTAssertGreaterThan(x, 250, finding.message) } else { XCTAssertLessThan(x, 140, finding.message) }
            let parts = finding.evidence["failingSegments"]!.split(separator: " ")
            let failing = Int(parts[0])!, measured = Int(parts[2])!
            XCTAssertGreaterThan(failing, measured / 10, finding.message)
            // In English the text starts on the dark side and most of it passes; the Arabic cell mirrors the gradient.
            XCTAssertLessThan(failing, locale == "en" ? measured / 2 : measured, "the dark end passes: " + finding.message)
        }
    }

    func testLargeTextNeedsThreeToOne() throws {
        // #949494 on white is 3.03:1: enough for large text (18 pt regular, 14 pt bold), not for smaller text.
        let cases: [(style: String, size: Double, bold: Bool, fails: Bool)] = [
            ("r18", 18, false, false), ("r17", 17, false, true), ("b14", 14, true, false), ("b13", 13, true, true),
        ]
        for c in cases {
            let project = try ScratchProject.rendered("large-\(c.style)", root: screen(style: c.style), colors: ["fg": "#949494", "bg": "#FFFFFF"],
                                               styles: [c.style: (c.size, c.size * 1.3, c.bold)])
            let findings = try project.audit().of(.textContrast)
            XCTAssertEqual(!findings.isEmpty, c.fails, c.style)
            XCTAssertEqual(findings.first?.evidence["required"], c.fails ? "4.5:1" : nil)
        }
        // The text scale counts: 14 pt regular at 1.3× is 18.2 pt, large.
        let scaled = try ScratchProject.rendered("large-scaled", root: screen(style: "r14"), colors: ["fg": "#949494", "bg": "#FFFFFF"],
                                          styles: ["r14": (14, 18, false)])
        XCTAssertEqual(try scaled.audit(scale: 1).of(.textContrast).count, 1)
        XCTAssertEqual(try scaled.audit(scale: 2).of(.textContrast).count, 0)
    }

    func testTranslucentTextIsMeasuredAsDrawn() throws {
        // #00000080 over white draws #7F7F7F: 4.00:1.
        let project = try ScratchProject.rendered("translucent", root: screen(), colors: ["fg": "#00000080", "bg": "#FFFFFF"])
        let finding = try XCTUnwrap(project.audit().of(.textContrast).first)
        XCTAssertEqual(finding.evidence["foreground"], "#7F7F7F")
        XCTAssertEqual(finding.evidence["ratio"], ContrastRatio(Color(hex: "#7F7F7F")!, .white).description)
    }

    func testDisabledControlsAreExemptAndReportedAsInfo() throws {
        let root = """
        { "type": "vstack", "background": "background", "children": [
          { "type": "toggle", "id": "pay", "label": { "literal": "Pay with card" }, "disabled": true }, { "type": "spacer" } ] }
        """
        let project = try ScratchProject.rendered("disabled", root: root)
        let findings = try project.audit().of(.textContrast)
        XCTAssertEqual(findings.map(\.severity), [.info])
        XCTAssertEqual(findings.first?.nodeID, "pay.label")
        XCTAssertFalse(findings.first?.isBlocking ?? true)
    }

    /// Ten lines each of body, caption and footnote text in `role`, English and Arabic words, on white.
    private func thresholdScreen(style: String) -> String {
        let words = ["Balance due", "Reminder", "Quiet hours", "Weekly goal", "Steps", "الرصيد", "تذكير", "ساعات الهدوء", "الهدف", "خطوات"]
        let texts = words.enumerated().map { index, word in
            #"{ "type": "text", "id": "\#(style)\#(index)", "literal": "\#(word) \#(index + 1)", "style": "\#(style)", "color": "fg" }"#
        }
        return #"{ "type": "vstack", "background": "bg", "padding": 8, "children": [ \#(texts.joined(separator: ", ")), { "type": "spacer" } ] }"#
    }

    func testTextAtTheThresholdIsMeasuredAsTheWCAGRatioOfItsColoursAtEveryScale() throws {
        // #767676 on white is 4.54:1 and passes; #787878 is 4.42:1 and fails (below 18 pt). Pixels at coverage 250–254
        // still blend in a little white: they must never pull the measured ratio below the colours' own.
        let cases: [(fg: String, ratio: String, fails: Bool)] = [("#767676", "4.54:1", false), ("#787878", "4.42:1", true)]
        let scales = [1.0, 1.3, 2.0, 3.1]
        for c in cases {
            XCTAssertEqual(ContrastRatio(Color(hex: c.fg)!, .white).description, c.ratio)
            for style in ["body", "caption", "footnote"] {
                let project = try ScratchProject.rendered("threshold-\(c.fg.dropFirst())-\(style)", root: thresholdScreen(style: style),
                                                   colors: ["fg": c.fg, "bg": "#FFFFFF"],
                                                   matrix: #"{ "locales": ["en", "ar"], "textScales": [1.0, 1.3, 2.0, 3.1] }"#)
                let settings = try AuditSettings.load(config: project.project.config)
                for locale in ["en", "ar"] {
                    for scale in scales {
                        let place = "\(c.fg) \(style) \(locale) \(scale)×"
                        let rendered = try project.render(locale: locale, scale: scale)
                        let scene = AuditScene(rendered: rendered, settings: settings)
                        var measured = 0
                        var small: [String] = []
                        // The screen's texts (the status bar's time, a `system:` node, is measured too, on its own colours).
                        for index in scene.nodes.indices where !scene.nodes[index].id.name.hasPrefix("system:") {
                            guard case .text(let text) = scene.nodes[index].kind else { continue }
                            let lines = TextContrastCheck.measure(index, scene, required: 4.5)
                            guard !lines.isEmpty else { continue }
                            measured += 1
                            if !settings.isLargeText(size: text.size, weight: text.weight) { small.append(scene.nodes[index].id.name) }
                            // Every segment of every line: the exact ratio, the drawn colour, the flat backdrop.
                            for line in lines {
                                XCTAssertEqual(line.worst.ratio.description, c.ratio, place)
                                XCTAssertEqual(line.worst.foreground.opaqueHex, c.fg, place)
                                XCTAssertEqual(line.darkest.opaqueHex, "#FFFFFF", place)
                                XCTAssertEqual(line.lightest.opaqueHex, "#FFFFFF", place)
                            }
                        }
                        XCTAssertEqual(measured, 10, "every line is on screen and measured: \(place)")
                        let findings = try CellAuditor(settings: settings).audit(rendered).of(.textContrast)
                        XCTAssertEqual(findings.map(\.nodeID.name), c.fails ? small : [], place)
                        for finding in findings {
                            XCTAssertEqual(finding.evidence["ratio"], c.ratio, "\(place): \(finding.message)")
                            XCTAssertEqual(finding.evidence["foreground"], c.fg, place)
                            XCTAssertEqual(finding.evidence["backdropRange"], "#FFFFFF – #FFFFFF", place)
                        }
                    }
                }
            }
        }
    }

    func testAnInitialInAPillIsMeasuredAgainstThePillNotTheRowBehindIt() throws {
        // A white initial centred in a 40 pt circle of #9575CD, in a row of #FCF8F8: its 48 pt line box reaches past
        // the circle, where the row shows. The backdrop is read next to the glyphs only, so it is the pill's colour.
        let root = """
        { "type": "vstack", "background": "row", "children": [
          { "type": "hstack", "padding": 12, "spacing": 12, "alignment": "center", "background": "row", "children": [
            { "type": "zstack", "id": "pill", "width": 40, "height": 40, "cornerRadius": 20, "background": "pill", "children": [
              { "type": "text", "id": "initial", "literal": "AL", "style": "initial", "color": "ink" } ] },
            { "type": "text", "id": "name", "literal": "Ada Lovelace", "style": "body", "color": "name" } ] },
          { "type": "spacer" } ] }
        """
        let expected = ContrastRatio(.white, Color(hex: "#9575CD")!)
        // 15 pt regular needs 4.5:1 and fails against the pill; 20 pt bold is large text, needs 3:1 and passes.
        let cases: [(size: Double, bold: Bool, fails: Bool)] = [(15, false, true), (20, true, false)]
        for c in cases {
            let project = try ScratchProject.rendered("pill-\(Int(c.size))", root: root,
                                               colors: ["row": "#FCF8F8", "pill": "#9575CD", "ink": "#FFFFFF", "name": "#1A1A1A"],
                                               styles: ["initial": (c.size, 48, c.bold)])
            for locale in ["en", "ar"] {
                let findings = try project.audit(locale: locale).of(.textContrast)
                XCTAssertEqual(findings.map(\.nodeID.name), c.fails ? ["initial"] : [], "\(c.size) pt in \(locale): \(findings.map(\.message))")
                guard let finding = findings.first else { continue }
                XCTAssertEqual(finding.evidence["ratio"], expected.description, finding.message)
                XCTAssertEqual(finding.evidence["background"], "#9575CD", finding.message)
                XCTAssertEqual(finding.evidence["backdropRange"], "#9575CD – #9575CD", finding.message)
            }
        }
    }
}
