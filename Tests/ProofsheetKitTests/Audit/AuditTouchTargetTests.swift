import XCTest
@testable import ProofsheetKit

/// Touch-target size, overlap and spacing (WCAG 2.2 §2.5.5 / §2.5.8).
final class AuditTouchTargetTests: XCTestCase {
    func testSmallButtonFailsTheMinimumOfItsProfile() throws {
        let root = """
        { "type": "vstack", "background": "background", "padding": 16, "alignment": "leading", "children": [
          { "type": "iconButton", "id": "close", "icon": "close", "width": 30, "height": 30, "a11y": { "label": { "literal": "Close" } } },
          { "type": "spacer" } ] }
        """
        let cases: [(profile: String, fails: Bool, wcag: String?)] = [("ios", true, "2.5.5"), ("android", true, "2.5.5"), ("web", false, nil)]
        for c in cases {
            let project = try ScratchProject.rendered("target-\(c.profile)", root: root, audits: "{ \"touch\": { \"profile\": \"\(c.profile)\" } }")
            let findings = try project.audit().of(.touchTargetSize)
            XCTAssertEqual(findings.map(\.nodeID), c.fails ? ["close"] : [], c.profile)
            XCTAssertEqual(findings.first?.evidence["size"], c.fails ? "30 pt × 30 pt" : nil)
            XCTAssertEqual(findings.first?.wcag, c.wcag)
        }
    }

    func testOverlappingTargetsAreFound() throws {
        let root = """
        { "type": "vstack", "background": "background", "padding": 16, "children": [
          { "type": "zstack", "alignment": "topLeading", "children": [
            { "type": "button", "id": "first", "label": { "literal": "First" }, "width": 200 },
            { "type": "button", "id": "second", "label": { "literal": "Second" }, "width": 200, "padding": { "top": 30, "leading": 20 } } ] },
          { "type": "spacer" } ] }
        """
        let findings = try ScratchProject.rendered("overlap-targets", root: root).audit().of(.touchTargetOverlap)
        XCTAssertEqual(findings.map(\.nodeID), ["second"])
        XCTAssertEqual(findings.first?.evidence["other"], "first")
        XCTAssertTrue(findings.first?.isBlocking ?? false)
    }

    func testUndersizedTargetsTooCloseGetASpacingWarning() throws {
        let root = """
        { "type": "vstack", "background": "background", "padding": 16, "children": [
          { "type": "hstack", "spacing": 4, "children": [
            { "type": "iconButton", "id": "a", "icon": "close", "width": 30, "height": 30, "a11y": { "label": { "literal": "A" } } },
            { "type": "iconButton", "id": "b", "icon": "close", "width": 30, "height": 30, "a11y": { "label": { "literal": "B" } } },
            { "type": "spacer" } ] },
          { "type": "spacer" } ] }
        """
        let findings = try ScratchProject.rendered("spacing", root: root).audit().of(.touchTargetSpacing)
        XCTAssertEqual(findings.map(\.severity), [.warning])
        XCTAssertEqual(findings.first?.evidence["gap"], "4 pt")
        XCTAssertEqual(findings.first?.isEnforced, false, "spacing is reported, not enforced, by default")
    }
}
