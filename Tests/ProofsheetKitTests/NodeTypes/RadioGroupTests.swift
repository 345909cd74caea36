import XCTest
@testable import ProofsheetKit

/// `radioGroup` (issue #40 item 2): iOS's checkmarked list rows and Material 3's radio buttons, one touch target per
/// option, mirrored in Arabic; the group read as a unit named by its caption, each option a `radio` with its place
/// ("2 of 3") and `selected`; exactly one selected, checked when the screen loads.
final class RadioGroupTests: XCTestCase {
    static let strings = [
        "en": #"{ "nav.back": "Back", "plan": "Plan", "monthly": "Monthly", "yearly": "Yearly", "lifetime": "Lifetime" }"#,
        "ar": #"{ "nav.back": "رجوع", "plan": "الخطة", "monthly": "شهري", "yearly": "سنوي", "lifetime": "مدى الحياة" }"#,
    ]

    static func root(extra: String = "") -> String {
        #"""
        { "type": "vstack", "background": "surface", "padding": { "top": 16 }, "spacing": 8, "children": [
          { "type": "radioGroup", "id": "plan", "label": "plan", "selected": "yearly", "options": [
            { "value": "monthly", "label": "monthly" }, { "value": "yearly", "label": "yearly" },
            { "value": "lifetime", "label": "lifetime", "disabled": true } ] }\#(extra) ] }
        """#
    }

    static func project(_ name: String, extra: String = "") throws -> ScratchProject.Rendered {
        try ScratchProject.rendered(name, root: root(extra: extra), matrix: #"{ "locales": ["en", "ar"], "textScales": [1.0] }"#, strings: strings,
                             devices: OverlaySheetTests.devices)
    }

    func testEachOptionIsATouchTargetWithEachPlatformsMark() throws {
        let project = try Self.project("radio-metrics")
        for device in ["phone", "pixel"] {
            let isAndroid = device == "pixel"
            for locale in ["en", "ar"] {
                let what = "\(device) \(locale)", en = locale == "en"
                let frames = try MaterialControlTests.frames(project, OverlaySheetTests.cell(device, locale))
                let group = try XCTUnwrap(frames["plan"], what)
                for index in 0..<3 {
                    let row = try XCTUnwrap(frames["plan.option\(index)"], what)
                    XCTAssertEqual(row.height, isAndroid ? 48 : 44, accuracy: 1e-6, what)
                    XCTAssertEqual(row.width, group.width - (isAndroid ? 0 : 32), accuracy: 1e-6, what)
                    if index > 0 { XCTAssertEqual(row.minY, try XCTUnwrap(frames["plan.option\(index - 1)"]).maxY, accuracy: 1e-6, what) }
                }
                let chosen = try XCTUnwrap(frames["plan.option1"], what)
                if isAndroid {
                    // A 20 dp circle, 10 dp from the row's leading edge (centred in its 40 dp state layer), the 10 dp dot in it.
                    let circle = try XCTUnwrap(frames["plan.option1.circle"], what), dot = try XCTUnwrap(frames["plan.option1.dot"], what)
                    XCTAssertEqual(circle.width, 20, what)
                    XCTAssertEqual(en ? circle.minX - chosen.minX : chosen.maxX - circle.maxX, 10, accuracy: 1e-6, what)
                    XCTAssertEqual(dot.width, 10, what)
                    XCTAssertEqual(dot.midX, circle.midX, accuracy: 1e-6, what)
                    XCTAssertNil(frames["plan.option0.dot"], what)
                    let label = try XCTUnwrap(frames["plan.option1.label"], what)
                    XCTAssertEqual(en ? label.minX - chosen.minX : chosen.maxX - label.maxX, 48, accuracy: 1e-6, what)
                } else {
                    // The checkmark at the row's trailing edge, on the chosen row only.
                    let check = try XCTUnwrap(frames["plan.option1.check"], what)
                    XCTAssertEqual(check.width, 20, what)
                    XCTAssertEqual(en ? chosen.maxX - check.maxX : check.minX - chosen.minX, 0, accuracy: 1e-6, what)
                    XCTAssertNil(frames["plan.option0.check"], what)
                    XCTAssertEqual(en ? try XCTUnwrap(frames["plan.option0.label"]).minX - group.minX : group.maxX - (frames["plan.option0.label"]?.maxX ?? 0),
                                   16, accuracy: 1e-6, what)
                }
            }
        }
    }

    func testTheScreenReaderReadsEachOptionsPlaceAndTheSelectedOne() throws {
        let project = try Self.project("radio-reader", extra: #", { "type": "radioGroup", "id": "focus", "state": "focused", "selected": "b", "options": [ { "value": "a", "label": "monthly" }, { "value": "b", "label": "yearly" } ] }"#)
        for device in ["phone", "pixel"] {
            for locale in ["en", "ar"] {
                let what = "\(device) \(locale)", en = locale == "en"
                let scene = try project.renderer.compose(OverlaySheetTests.cell(device, locale)).scene
                let lines = AccessibilityTree(scene: scene).elements.map { AccessibilitySnapshot.line($0) }
                let group = en ? #"group #plan "Plan""# : #"group #plan "الخطة""#
                XCTAssertEqual(lines, [
                    #"1. radio "\#(en ? "Monthly" : "شهري")" 1 of 3; in \#(group) #plan.option0"#,
                    #"2. radio "\#(en ? "Yearly" : "سنوي")" 2 of 3 — selected; in \#(group) #plan.option1"#,
                    #"3. radio "\#(en ? "Lifetime" : "مدى الحياة")" 3 of 3 — disabled; in \#(group) #plan.option2"#,
                    #"4. radio "\#(en ? "Monthly" : "شهري")" 1 of 2; in group #focus #focus.option0"#,
                    #"5. radio "\#(en ? "Yearly" : "سنوي")" 2 of 2 — focused, selected; in group #focus #focus.option1"#,
                ], what)
                // The focus ring is on the selected option's row.
                let row = try XCTUnwrap(scene.nodes.firstIndex { $0.id == "focus.option1" })
                XCTAssertNotNil(scene.nodes[row].box.focusRing, what)
            }
        }
    }

    func testItsAudits() throws {
        let project = try Self.project("radio-audits", extra: #"""
        , { "type": "radioGroup", "id": "tight", "height": 60, "selected": "a", "options": [ { "value": "a", "label": "monthly" }, { "value": "b", "label": "yearly" } ] },
          { "type": "radioGroup", "id": "unnamed", "selected": "a", "options": [ { "value": "a", "label": { "literal": " " } } ] },
          { "type": "vstack", "background": "textSecondary", "children": [ { "type": "radioGroup", "id": "faint", "selected": "b", "options": [ { "value": "a", "label": "monthly" }, { "value": "b", "label": "yearly" } ] } ] }
        """#)
        for device in ["phone", "pixel"] {
            for locale in ["en", "ar"] {
                let what = "\(device) \(locale)"
                let findings = try project.audit(OverlaySheetTests.cell(device, locale))
                XCTAssertEqual(findings.of(.missingName).map(\.nodeID), ["unnamed.option0"], what)
                // An authored height with no room for two 44/48 rows squeezes them below the target.
                XCTAssertEqual(Set(findings.of(.touchTargetSize).map(\.nodeID)), ["tight.option0", "tight.option1"], what)
                XCTAssertEqual(findings.of(.colorOnly).map(\.nodeID), [], what)
                // On a `textSecondary` panel the unselected circle (`textSecondary`, 1:1) and the selected one (`accent`) are
                // lost on Android; on iOS the checkmark (`accent`), the only mark a chosen row has, is.
                XCTAssertEqual(findings.of(.nonTextContrast).filter { $0.severity == .error }.map(\.nodeID),
                               device == "pixel" ? ["faint.option0.circle", "faint.option1.circle"] : ["faint.option1.check"], what)
            }
        }
    }

    func testExactlyOneOptionIsSelected() throws {
        let cases: [(String, String)] = [
            (#""selected": "weekly", "options": [ { "value": "daily", "label": { "literal": "D" } }, { "value": "monthly", "label": { "literal": "M" } } ]"#,
             #"root.selected: selected 'weekly' names no option; expected one of 'daily', 'monthly'"#),
            (#""selected": "daily", "options": [ { "value": "daily", "label": { "literal": "D" } }, { "value": "daily", "label": { "literal": "E" } } ]"#,
             #"root.options[1].value: option value 'daily' is already options[0]'s: selecting it would select both; give each option its own value"#),
            (#""options": [ { "value": "daily", "label": { "literal": "D" } } ]"#, #"root: missing required key 'selected'"#),
            (#""selected": "a", "options": []"#, #"root.options: expected at least one option"#),
            (#""selected": "a", "options": [ { "value": "a", "label": { "literal": "A" }, "checked": true } ]"#, #"root.options[0]: unknown key 'checked'"#),
        ]
        for (members, expected) in cases {
            XCTAssertThrowsError(try ScratchProject.rendered("radio-bad", root: "{ \"type\": \"radioGroup\", \(members) }")) { error in
                let message = (error as? ScratchProject.ScreenError)?.message ?? String(describing: error)
                XCTAssertTrue(message.contains(expected), message)
            }
        }
    }
}
