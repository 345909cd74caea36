import XCTest
@testable import ProofsheetKit

/// `checkbox` (issue #40 item 2): the iOS round mark and Material 3's box, the row as the touch target, mirrored in
/// Arabic; its `checked` / `unchecked` / `mixed`, `disabled` and `error` states in the accessibility tree; and its
/// audits (an unnamed box, a row drawn too small, an error told by colour alone).
final class CheckboxTests: XCTestCase {
    static let strings = [
        "en": #"{ "nav.back": "Back", "agree": "I agree to the terms", "all": "Select all", "news": "Newsletter", "wifi": "Wi-Fi only", "must": "Accept to continue" }"#,
        "ar": #"{ "nav.back": "رجوع", "agree": "أوافق على الشروط", "all": "تحديد الكل", "news": "النشرة الإخبارية", "wifi": "عبر Wi-Fi فقط", "must": "وافق للمتابعة" }"#,
    ]

    static let root = #"""
    { "type": "vstack", "background": "surface", "padding": 16, "spacing": 8, "children": [
      { "type": "checkbox", "id": "agree", "label": "agree", "checked": true },
      { "type": "checkbox", "id": "all", "label": "all", "checked": "mixed" },
      { "type": "checkbox", "id": "news", "label": "news" },
      { "type": "checkbox", "id": "wifi", "label": "wifi", "checked": true, "disabled": true },
      { "type": "checkbox", "id": "terms", "label": "agree", "error": "must" },
      { "type": "checkbox", "id": "red", "label": "news", "state": "error" },
      { "type": "checkbox", "id": "bare" },
      { "type": "checkbox", "id": "tiny", "label": "news", "height": 30 } ] }
    """#

    static func project(_ name: String) throws -> ScratchProject.Rendered {
        try ScratchProject.rendered(name, root: root, matrix: #"{ "locales": ["en", "ar"], "textScales": [1.0] }"#, strings: strings,
                             devices: OverlaySheetTests.devices)
    }

    func testTheMarkAndRowHaveEachPlatformsMetricsMirroredInArabic() throws {
        let project = try Self.project("checkbox-metrics")
        // device → (row height, mark side, mark inset from the row's leading edge, gap from the mark's zone to the label)
        let expected: [(String, Double, Double, Double, Double)] = [("phone", 44, 22, 0, 12), ("pixel", 48, 18, 11, 8)]
        for (device, rowHeight, side, inset, gap) in expected {
            for locale in ["en", "ar"] {
                let what = "\(device) \(locale)"
                let frames = try MaterialControlTests.frames(project, OverlaySheetTests.cell(device, locale))
                let row = try XCTUnwrap(frames["agree.row"], what), box = try XCTUnwrap(frames["agree.box"], what)
                let label = try XCTUnwrap(frames["agree.label"], what)
                XCTAssertEqual(row.height, rowHeight, accuracy: 1e-6, what)
                XCTAssertEqual(box.width, side, accuracy: 1e-6, what)
                XCTAssertEqual(box.height, side, accuracy: 1e-6, what)
                XCTAssertEqual(box.midY, row.midY, accuracy: 1e-6, what)
                // The mark leads the row: on the left in English, on the right in Arabic.
                XCTAssertEqual(locale == "en" ? box.minX - row.minX : row.maxX - box.maxX, inset, accuracy: 1e-6, what)
                XCTAssertEqual(locale == "en" ? label.minX - (box.maxX + inset) : (box.minX - inset) - label.maxX, gap, accuracy: 1e-6, what)
                // The message sits under the label, aligned with it.
                let message = try XCTUnwrap(frames["terms.errorIcon"], what), termsLabel = try XCTUnwrap(frames["terms.label"], what)
                XCTAssertEqual(locale == "en" ? message.minX : message.maxX, locale == "en" ? termsLabel.minX : termsLabel.maxX, accuracy: 1e-6, what)
                XCTAssertGreaterThanOrEqual(message.minY, try XCTUnwrap(frames["terms.row"]).maxY, what)
                // An authored height is drawn as written.
                XCTAssertEqual(frames["tiny.row"]?.height, 30, what)
            }
        }
    }

    func testTheIOSMarkGrowsWithItsLabelsTextSizeAndMaterialsBoxDoesNot() throws {
        let project = try Self.project("checkbox-scale")
        for device in ["phone", "pixel"] {
            for locale in ["en", "ar"] {
                let what = "\(device) \(locale)"
                let cell = Cell(screen: "probe", device: device, locale: LocaleID(locale), mode: .light, textScale: 2)
                let scene = try project.renderer.compose(cell).scene
                let frames = try MaterialControlTests.frames(project, cell)
                guard case .text(let label)? = scene.nodes.first(where: { $0.id.name == "agree.label" })?.kind else { return XCTFail(what) }
                let grown = label.size / (device == "pixel" ? 16 : 17)
                XCTAssertGreaterThan(grown, 1.5, what)
                XCTAssertEqual(frames["agree.box"]?.width ?? 0, device == "pixel" ? 18 : 22 * grown, accuracy: 1e-6, what)
                XCTAssertEqual(frames["bare.box"]?.width ?? 0, device == "pixel" ? 18 : 22, accuracy: 1e-6, "\(what): no label to follow")
            }
        }
    }

    func testTheCheckedStateIsDrawnAndAnnounced() throws {
        let project = try Self.project("checkbox-states")
        for device in ["phone", "pixel"] {
            for locale in ["en", "ar"] {
                let what = "\(device) \(locale)"
                let scene = try project.renderer.compose(OverlaySheetTests.cell(device, locale)).scene
                func node(_ id: String) throws -> ResolvedNode { scene.nodes[try XCTUnwrap(scene.nodes.firstIndex { $0.id.name == id }, "\(what) \(id)")] }
                // Checked and mixed: a filled mark with its check or dash; unchecked: only the outline.
                XCTAssertEqual(try node("agree.box").box.backgroundRole, "accent", what)
                XCTAssertEqual(try node("all.box").box.backgroundRole, "accent", what)
                XCTAssertNil(try node("news.box").box.backgroundRole, what)
                XCTAssertEqual(try node("news.box").box.border?.role, "textSecondary", what)
                guard case .icon(let check) = try node("agree.box.check").kind, case .icon(let dash) = try node("all.box.check").kind else {
                    return XCTFail("\(what): the marks hold no icon")
                }
                XCTAssertEqual(check.name, "check", what)
                XCTAssertEqual(dash.name, "minus", what)
                XCTAssertEqual(try node("wifi.box").box.backgroundRole, "disabledText", what)
                XCTAssertEqual(try node("terms.box").box.border?.role, "danger", what)

                let tree = AccessibilityTree(scene: scene)
                let lines = Dictionary(tree.elements.map { ($0.nodeID, AccessibilitySnapshot.line($0).split(separator: " ", maxSplits: 1).last.map(String.init) ?? "") },
                                       uniquingKeysWith: { a, _ in a })
                let en = locale == "en"
                XCTAssertEqual(lines["agree"], #"checkbox "\#(en ? "I agree to the terms" : "أوافق على الشروط")" — checked #agree"#, what)
                XCTAssertEqual(lines["all"], #"checkbox "\#(en ? "Select all" : "تحديد الكل")" — mixed #all"#, what)
                XCTAssertEqual(lines["news"], #"checkbox "\#(en ? "Newsletter" : "النشرة الإخبارية")" — unchecked #news"#, what)
                XCTAssertEqual(lines["wifi"], #"checkbox "\#(en ? "Wi-Fi only" : "عبر Wi-Fi فقط")" — checked, disabled #wifi"#, what)
                XCTAssertEqual(lines["terms"], #"checkbox "\#(en ? "I agree to the terms" : "أوافق على الشروط")" — unchecked, error; error "\#(en ? "Accept to continue" : "وافق للمتابعة")" #terms"#, what)
                XCTAssertEqual(lines["red"], #"checkbox "\#(en ? "Newsletter" : "النشرة الإخبارية")" — unchecked, error #red"#, what)
                // Read in the order written: each checkbox once, its parts folded into it.
                XCTAssertEqual(tree.elements.map(\.nodeID.name), ["agree", "all", "news", "wifi", "terms", "red", "bare", "tiny"], what)
            }
        }
    }

    func testItsAuditsFindAnUnnamedBoxATooSmallRowAndAnErrorToldByColourAlone() throws {
        let project = try Self.project("checkbox-audits")
        for device in ["phone", "pixel"] {
            for locale in ["en", "ar"] {
                let what = "\(device) \(locale)"
                let findings = try project.audit(OverlaySheetTests.cell(device, locale))
                XCTAssertEqual(findings.of(.missingName).map(\.nodeID.name), ["bare.row"], what)
                XCTAssertEqual(findings.of(.touchTargetSize).map(\.nodeID.name), ["tiny.row"], what)
                // `state: error` with no message shows the error by the mark's colour alone; `terms` says it in words.
                XCTAssertEqual(findings.of(.colorOnly).map(\.nodeID.name), ["red.box"], what)
                // The shipped tokens' marks stand out from the surface (3:1).
                XCTAssertEqual(findings.of(.nonTextContrast).filter { $0.severity == .error }.map(\.nodeID.name), [], what)
            }
        }
    }

    func testAnOutlineLostInItsBackdropIsNonTextContrast() throws {
        // An unchecked box outlined in `textSecondary` on a `textSecondary` panel: 1:1, below §1.4.11's 3:1.
        let project = try ScratchProject.rendered("checkbox-faint", root: #"""
        { "type": "vstack", "background": "surface", "padding": 16, "children": [
          { "type": "vstack", "background": "textSecondary", "children": [ { "type": "checkbox", "id": "faint", "label": "news" } ] } ] }
        """#, matrix: #"{ "locales": ["en", "ar"], "textScales": [1.0] }"#, strings: Self.strings, devices: OverlaySheetTests.devices)
        for device in ["phone", "pixel"] {
            for locale in ["en", "ar"] {
                let findings = try project.audit(OverlaySheetTests.cell(device, locale)).of(.nonTextContrast)
                XCTAssertEqual(findings.map(\.nodeID.name), ["faint.box"], "\(device) \(locale)")
                XCTAssertEqual(findings.first?.evidence["part"], "selection mark", "\(device) \(locale)")
            }
        }
    }

    func testCheckedTakesTrueFalseOrMixed() throws {
        XCTAssertThrowsError(try ScratchProject.rendered("checkbox-bad", root: #"{ "type": "checkbox", "label": { "literal": "A" }, "checked": "yes" }"#)) { error in
            let message = (error as? ScratchProject.ScreenError)?.message ?? String(describing: error)
            XCTAssertTrue(message.contains(#"probe.json:1:88: root.checked: expected true, false or "mixed", found the string "yes""#), message)
        }
    }
}
