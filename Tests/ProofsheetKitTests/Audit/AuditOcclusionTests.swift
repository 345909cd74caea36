import XCTest
@testable import ProofsheetKit

/// Text under a later-painted opaque node (a floating action button over a list row): `occludedText` names both
/// nodes, and the covered part is not judged for contrast against what covers it.
final class AuditOcclusionTests: XCTestCase {
    /// A row whose title runs the full width, in a `zstack` with a 56 pt round button at its trailing end when `fab`
    /// is `overRow`, or below the row otherwise.
    private func project(_ name: String, overRow: Bool, locale: String) throws -> ScratchProject.Rendered {
        let title = locale == "ar" ? "ملاحظات الاجتماع من أحمد حول خطة الإطلاق والمهام القادمة للفريق" : "Meeting notes from Ahmed about the launch plan and the next steps"
        let row = #"{ "type": "hstack", "id": "row", "background": "surface", "padding": 16, "width": "fill", "children": [ { "type": "text", "id": "title", "literal": "\#(title)" } ] }"#
        let fab = #"{ "type": "iconButton", "id": "fab", "icon": "plus", "color": "onAccent", "background": "accent", "cornerRadius": 28, "width": 56, "height": 56, "a11y": { "label": { "literal": "New note" } } }"#
        let body = overRow
            ? #"{ "type": "zstack", "alignment": "trailing", "children": [ \#(row), \#(fab) ] }"#
            : #"{ "type": "vstack", "alignment": "trailing", "spacing": 8, "children": [ \#(row), \#(fab) ] }"#
        let root = #"{ "type": "vstack", "background": "background", "padding": 16, "children": [ \#(body), { "type": "spacer" } ] }"#
        return try ScratchProject.rendered(name + "-" + locale, root: root)
    }

    func testAButtonOverARowHidesItsTextAndIsNotItsBackdrop() throws {
        for locale in ["en", "ar"] {
            let covered = try project("fab-over", overRow: true, locale: locale).audit(locale: locale)
            let occluded = covered.of(.occludedText)
            XCTAssertEqual(occluded.map(\.nodeID), ["title"], "\(locale): \(covered.map(\.message))")
            XCTAssertEqual(occluded.first?.causeNodeID, "fab")
            XCTAssertEqual(occluded.first?.evidence["cover"], "fab")
            XCTAssertEqual(occluded.first?.wcag, "1.4.4")
            XCTAssertEqual(occluded.first?.severity, .error)
            XCTAssertEqual(occluded.first?.message.contains("partly hidden"), true, occluded.first?.message ?? "")
            // The accent button is not the text's backdrop: no contrast finding for the title.
            XCTAssertEqual(covered.of(.textContrast).map(\.message), [], locale)
            let apart = try project("fab-below", overRow: false, locale: locale).audit(locale: locale)
            XCTAssertEqual(apart.of(.occludedText).map(\.message), [], locale)
            XCTAssertEqual(apart.of(.textContrast).map(\.message), [], locale)
        }
    }

    func testTextWhollyUnderAPanelIsOccludedAndNotMeasured() throws {
        for locale in ["en", "ar"] {
            let root = """
            { "type": "vstack", "background": "background", "padding": 16, "children": [
              { "type": "zstack", "children": [
                { "type": "text", "id": "hint", "literal": "\(locale == "ar" ? "مرحبا" : "Hello")" },
                { "type": "rect", "id": "snackbar", "background": "textPrimary", "width": 200, "height": 60 } ] },
              { "type": "spacer" } ] }
            """
            let findings = try ScratchProject.rendered("panel-" + locale, root: root).audit(locale: locale)
            XCTAssertEqual(findings.of(.occludedText).map(\.evidence["hidden"]), ["all of it"], "\(locale): \(findings.map(\.message))")
            XCTAssertEqual(findings.of(.textContrast).map(\.message), [], locale)
        }
    }
}
