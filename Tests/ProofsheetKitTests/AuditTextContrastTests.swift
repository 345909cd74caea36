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
            let project = try AuditTestProject("solid\(index)", root: screen(), colors: ["fg": c.fg, "bg": c.bg])
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
        let project = try AuditTestProject("gradient", root: root, colors: ["fg": "#FFFFFF", "bg": "#FFFFFF", "dark": "#0A3A80", "light": "#8FA8CC"])
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
            let project = try AuditTestProject("large-\(c.style)", root: screen(style: c.style), colors: ["fg": "#949494", "bg": "#FFFFFF"],
                                               styles: [c.style: (c.size, c.size * 1.3, c.bold)])
            let findings = try project.audit().of(.textContrast)
            XCTAssertEqual(!findings.isEmpty, c.fails, c.style)
            XCTAssertEqual(findings.first?.evidence["required"], c.fails ? "4.5:1" : nil)
        }
        // The text scale counts: 14 pt regular at 1.3× is 18.2 pt, large.
        let scaled = try AuditTestProject("large-scaled", root: screen(style: "r14"), colors: ["fg": "#949494", "bg": "#FFFFFF"],
                                          styles: ["r14": (14, 18, false)])
        XCTAssertEqual(try scaled.audit(scale: 1).of(.textContrast).count, 1)
        XCTAssertEqual(try scaled.audit(scale: 2).of(.textContrast).count, 0)
    }

    func testTranslucentTextIsMeasuredAsDrawn() throws {
        // #00000080 over white draws #7F7F7F: 4.00:1.
        let project = try AuditTestProject("translucent", root: screen(), colors: ["fg": "#00000080", "bg": "#FFFFFF"])
        let finding = try XCTUnwrap(project.audit().of(.textContrast).first)
        XCTAssertEqual(finding.evidence["foreground"], "#7F7F7F")
        XCTAssertEqual(finding.evidence["ratio"], ContrastRatio(Color(hex: "#7F7F7F")!, .white).description)
    }

    func testDisabledControlsAreExemptAndReportedAsInfo() throws {
        let root = """
        { "type": "vstack", "background": "background", "children": [
          { "type": "toggle", "id": "pay", "label": { "literal": "Pay with card" }, "disabled": true }, { "type": "spacer" } ] }
        """
        let project = try AuditTestProject("disabled", root: root)
        let findings = try project.audit().of(.textContrast)
        XCTAssertEqual(findings.map(\.severity), [.info])
        XCTAssertEqual(findings.first?.nodeID, "pay.label")
        XCTAssertFalse(findings.first?.isBlocking ?? true)
    }
}
