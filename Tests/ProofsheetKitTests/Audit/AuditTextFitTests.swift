import XCTest
@testable import ProofsheetKit

/// Clipped, truncated and overlapping text (WCAG 2.2 §1.4.4 / §1.4.10) across text scales.
final class AuditTextFitTests: XCTestCase {
    func testFixedWidthButtonClipsAtTwiceTheTextSizeOnly() throws {
        let root = """
        { "type": "vstack", "background": "background", "padding": 16, "alignment": "leading", "children": [
          { "type": "button", "id": "save", "label": { "literal": "Save changes" }, "width": 160, "height": 48 },
          { "type": "spacer" } ] }
        """
        let project = try ScratchProject.rendered("button-clip", root: root)
        XCTAssertEqual(try project.audit(scale: 1).of(.clippedText).count, 0)
        let clipped = try project.audit(scale: 2).of(.clippedText)
        XCTAssertEqual(clipped.map(\.nodeID), ["save.label"])
        XCTAssertEqual(clipped.first?.severity, .error)
        XCTAssertEqual(clipped.first?.evidence["spillsOutOf"]?.hasPrefix("save by"), true, clipped.first?.message ?? "")
        // Across the sweep, the first failing scale is 2.0×.
        let sweep = ScaleSweep.firstFailingScale(findings: try project.audit(scale: 1) + project.audit(scale: 2))
        XCTAssertEqual(sweep.of(.clippedText).first?.evidence["firstFailingScale"], "2.0×")
        // The label's findings form one group; its spill up into the status bar is also reported there, as the bar's
        // time is a node (the iOS status bar is audited like Android's bars).
        XCTAssertEqual(ScaleSweep.groups(findings: sweep.filter { $0.nodeID == "save.label" }).map(\.failingScales), [[2.0]])
        XCTAssertEqual(try project.audit(scale: 2).of(.overlappingText).map(\.nodeID), ["system:statusBar.time"])
    }

    func testArabicMarksCutByATightLineHeightAreReported() throws {
        // A clipping box exactly one line high: marks above and below the line box lose ink at line height 1.0
        // and keep it at 3.0 (at 2.0 the deepest mark still reaches 2 pt below: the baseline is placed from the
        // primary, Latin, face's ascent and descent).
        for (style, cuts) in [("tight", true), ("loose", false)] {
            let root = """
            { "type": "vstack", "background": "background", "padding": 16, "children": [
              { "type": "vstack", "clip": true, "padding": { "horizontal": 8 }, "children": [
                { "type": "text", "id": "verse", "literal": "بِسْمِ ٱللَّٰهِ ٱلرَّحْمَٰنِ", "style": "\(style)" } ] },
              { "type": "spacer" } ] }
            """
            let project = try ScratchProject.rendered("marks-\(style)", root: root, styles: ["tight": (28, 28, false), "loose": (28, 84, false)])
            let findings = try project.audit(locale: "ar").of(.clippedText)
            XCTAssertEqual(findings.contains { $0.severity == .error && $0.evidence["cutGlyphs"] != nil }, cuts,
                           "\(style): \(findings.map(\.message))")
        }
    }

    func testTruncationIsAWarningUnlessTheTextMustNotTruncate() throws {
        for (mustNot, severity) in [(false, FindingSeverity.warning), (true, .error)] {
            let root = """
            { "type": "vstack", "background": "background", "padding": 16, "children": [
              { "type": "text", "id": "email", "literal": "a.very.long.address.for.someone@example.com", "maxLines": 1, "mustNotTruncate": \(mustNot), "width": 160 },
              { "type": "spacer" } ] }
            """
            let project = try ScratchProject.rendered("truncate-\(mustNot)", root: root)
            let finding = try XCTUnwrap(project.audit().of(.truncatedText).first)
            XCTAssertEqual(finding.severity, severity)
            XCTAssertGreaterThan(Int(finding.evidence["lostCharacters"] ?? "") ?? 0, 10)
        }
    }

    func testTextDrawnOverTextIsFound() throws {
        let root = """
        { "type": "vstack", "background": "background", "padding": 16, "children": [
          { "type": "zstack", "alignment": "topLeading", "children": [
            { "type": "text", "id": "under", "literal": "Underneath" }, { "type": "text", "id": "over", "literal": "On top" } ] },
          { "type": "text", "id": "apart", "literal": "Apart" },
          { "type": "spacer" } ] }
        """
        let findings = try ScratchProject.rendered("overlap-text", root: root).audit().of(.overlappingText)
        XCTAssertEqual(findings.map(\.nodeID), ["over"])
        XCTAssertEqual(findings.first?.evidence["other"], "under")
    }

    /// `View all` and `الرسالة` in a 70 pt column: one line at 1.0×; at 2.0× the word alone is wider than the
    /// column, UAX #14 has no opportunity inside it, and the line breaker cuts it. Text whose words each fit
    /// breaks at its spaces and is not a broken word.
    func testAWordCutBecauseItDoesNotFitIsABrokenWord() throws {
        let cases: [(locale: String, word: String, wraps: String)] = [
            ("en", "View all", "Go to it now"),
            ("ar", "الرسالة", "في كل يوم"),
        ]
        for c in cases {
            let root = """
            { "type": "vstack", "background": "background", "padding": 16, "alignment": "leading", "spacing": 8, "children": [
              { "type": "text", "id": "link", "literal": "\(c.word)", "width": 70 },
              { "type": "text", "id": "spaced", "literal": "\(c.wraps)", "width": 100 },
              { "type": "spacer" } ] }
            """
            let project = try ScratchProject.rendered("broken-word-\(c.locale)", root: root)
            XCTAssertEqual(try project.audit(locale: c.locale, scale: 1).of(.brokenWord).map(\.message), [], c.locale)
            let found = try project.audit(locale: c.locale, scale: 2).of(.brokenWord)
            XCTAssertEqual(found.map(\.nodeID), ["link"], "\(c.locale): \(found.map(\.message))")
            let breaks = try XCTUnwrap(found.first?.evidence["breaks"])
            XCTAssertTrue(breaks.contains("|"), breaks)
            XCTAssertEqual(breaks.replacingOccurrences(of: "|", with: "").replacingOccurrences(of: "'", with: ""),
                           String(c.word.split(separator: " ")[0]), breaks)
            XCTAssertEqual(found.first?.evidence["textScale"], "2.0×")
            XCTAssertEqual(found.first?.wcag, "1.4.4")
        }
    }
}
