import XCTest
@testable import ProofsheetKit

/// `stepper` (issue #40 item 2): UIStepper's pair on iOS and two Material outlined icon buttons on Android, each
/// button its own named touch target, mirrored in Arabic; the value in the locale's digits, read as the stepper's
/// value; the decrease button disabled at `min`, the increase button at `max`.
final class StepperTests: XCTestCase {
    static let strings = [
        "en": #"{ "nav.back": "Back", "guests": "Guests", "km": "Distance", "temp": "Offset", "stepper.decrease": "Decrease", "stepper.increase": "Increase" }"#,
        "ar": #"{ "nav.back": "رجوع", "guests": "الضيوف", "km": "المسافة", "temp": "الإزاحة", "stepper.decrease": "إنقاص", "stepper.increase": "زيادة" }"#,
    ]

    static let root = #"""
    { "type": "vstack", "background": "surface", "padding": 16, "spacing": 8, "children": [
      { "type": "stepper", "id": "guests", "label": "guests", "value": 2, "min": 1, "max": 8 },
      { "type": "stepper", "id": "low", "label": "guests", "value": 1, "min": 1, "max": 8 },
      { "type": "stepper", "id": "high", "label": "guests", "value": 8, "min": 1, "max": 8 },
      { "type": "stepper", "id": "km", "label": "km", "value": 2.5, "min": 0, "step": 0.5 },
      { "type": "stepper", "id": "temp", "label": "temp", "value": -1.5, "min": -5, "step": 0.5 },
      { "type": "stepper", "id": "off", "label": "guests", "value": 3, "disabled": true },
      { "type": "stepper", "id": "tiny", "label": "guests", "value": 3, "height": 30 } ] }
    """#

    static func project(_ name: String) throws -> ScratchProject.Rendered {
        try ScratchProject.rendered(name, root: root, matrix: #"{ "locales": ["en", "ar"], "textScales": [1.0] }"#, strings: strings,
                             devices: OverlaySheetTests.devices)
    }

    func testEachButtonIsATouchTargetAtTheTrailingEdge() throws {
        let project = try Self.project("stepper-metrics")
        // device → (button width, button height, drawn part, its size)
        let expected: [(String, Double, Double, String, Size)] = [
            ("phone", 47, 44, "guests.track", Size(width: 94, height: 32)),
            ("pixel", 48, 48, "guests.decrease.container", Size(width: 40, height: 40)),
        ]
        for (device, width, height, drawn, size) in expected {
            for locale in ["en", "ar"] {
                let what = "\(device) \(locale)", en = locale == "en"
                let frames = try MaterialControlTests.frames(project, OverlaySheetTests.cell(device, locale))
                let control = try XCTUnwrap(frames["guests"], what)
                let decrease = try XCTUnwrap(frames["guests.decrease"], what), increase = try XCTUnwrap(frames["guests.increase"], what)
                for button in [decrease, increase] {
                    XCTAssertEqual(button.width, width, accuracy: 1e-6, what)
                    XCTAssertEqual(button.height, height, accuracy: 1e-6, what)
                }
                // Increase at the trailing edge, decrease before it: mirrored in Arabic.
                XCTAssertEqual(en ? control.maxX - increase.maxX : increase.minX - control.minX, 0, accuracy: 1e-6, what)
                XCTAssertEqual(en ? increase.minX - decrease.maxX : decrease.minX - increase.maxX, 0, accuracy: 1e-6, what)
                let part = try XCTUnwrap(frames[drawn], what)
                XCTAssertEqual(part.width, size.width, accuracy: 1e-6, what)
                XCTAssertEqual(part.height, size.height, accuracy: 1e-6, what)
                // The label leads the row.
                let label = try XCTUnwrap(frames["guests.label"], what)
                XCTAssertEqual(en ? label.minX : label.maxX, en ? control.minX : control.maxX, accuracy: 1e-6, what)
                XCTAssertEqual(frames["tiny.decrease"]?.height, 30, what)
            }
        }
    }

    func testTheValueIsReadInTheLocalesDigitsAndEachButtonIsNamed() throws {
        let project = try Self.project("stepper-reader")
        for device in ["phone", "pixel"] {
            for locale in ["en", "ar"] {
                let what = "\(device) \(locale)", en = locale == "en", arabicDigits = device == "pixel" && !en
                let scene = try project.renderer.compose(OverlaySheetTests.cell(device, locale)).scene
                let lines = AccessibilityTree(scene: scene).elements.map { AccessibilitySnapshot.line($0) }
                let guests = en ? "Guests" : "الضيوف", less = en ? "Decrease" : "إنقاص", more = en ? "Increase" : "زيادة"
                XCTAssertEqual(Array(lines.prefix(9)), [
                    #"1. stepper "\#(guests)" value "\#(arabicDigits ? "٢" : "2")" #guests.display"#,
                    #"2. button "\#(less) \#(guests)" #guests.decrease"#,
                    #"3. button "\#(more) \#(guests)" #guests.increase"#,
                    #"4. stepper "\#(guests)" value "\#(arabicDigits ? "١" : "1")" #low.display"#,
                    #"5. button "\#(less) \#(guests)" — disabled #low.decrease"#,
                    #"6. button "\#(more) \#(guests)" #low.increase"#,
                    #"7. stepper "\#(guests)" value "\#(arabicDigits ? "٨" : "8")" #high.display"#,
                    #"8. button "\#(less) \#(guests)" #high.decrease"#,
                    #"9. button "\#(more) \#(guests)" — disabled #high.increase"#,
                ], what)
                func shown(_ id: String) throws -> String {
                    let node = try XCTUnwrap(scene.nodes.first { $0.id.name == id }, "\(what) \(id)")
                    guard case .text(let text) = node.kind else { XCTFail("\(what) \(id) is no text"); return "" }
                    return text.string
                }
                // As many decimals as the step has; Arabic-Indic digits, separator and CLDR minus on Android in Arabic.
                XCTAssertEqual(try shown("km.value"), arabicDigits ? "٢٫٥" : "2.5", what)
                XCTAssertEqual(try shown("temp.value"), arabicDigits ? "\u{061C}-١٫٥" : "-1.5", what)
                XCTAssertTrue(lines.contains(#"16. stepper "\#(guests)" value "\#(arabicDigits ? "٣" : "3")" — disabled #off.display"#), "\(what) \(lines)")
                XCTAssertTrue(lines.contains(#"17. button "\#(less) \#(guests)" — disabled #off.decrease"#), "\(what) \(lines)")
            }
        }
    }

    func testItsAudits() throws {
        let project = try Self.project("stepper-audits")
        for device in ["phone", "pixel"] {
            for locale in ["en", "ar"] {
                let what = "\(device) \(locale)"
                let findings = try project.audit(OverlaySheetTests.cell(device, locale))
                XCTAssertEqual(findings.of(.touchTargetSize).map(\.nodeID.name), ["tiny.decrease", "tiny.increase"], what)
                XCTAssertEqual(findings.of(.touchTargetOverlap).map(\.nodeID.name), [], what)
                XCTAssertEqual(findings.of(.missingName).map(\.nodeID.name), [], what)
                // Enabled glyphs stand out (3:1); the disabled ones are exempt (info).
                XCTAssertEqual(findings.of(.nonTextContrast).filter { $0.severity == .error }.map(\.nodeID.name), [], what)
            }
        }
    }

    func testBadValuesAndMissingButtonNamesAreErrors() throws {
        let cases: [(String, String)] = [
            (#""value": 9, "max": 8"#, "root.value: value 9 is above max 8"),
            (#""value": 0, "min": 1"#, "root.value: value 0 is below min 1"),
            (#""value": 2, "min": 5, "max": 1"#, "root.max: max 1 is below min 5"),
            (#""value": 2, "step": 0"#, "root.step: expected a step above 0, found 0"),
        ]
        for (members, expected) in cases {
            XCTAssertThrowsError(try ScratchProject.rendered("stepper-bad", root: "{ \"type\": \"stepper\", \(members) }", strings: Self.strings)) { error in
                let message = (error as? ScratchProject.ScreenError)?.message ?? String(describing: error)
                XCTAssertTrue(message.contains(expected), message)
            }
        }
        // The buttons' names come from the project's strings, never from an English literal.
        let backOnly = ["en": #"{ "nav.back": "Back" }"#, "ar": #"{ "nav.back": "رجوع" }"#]
        XCTAssertThrowsError(try ScratchProject.rendered("stepper-unnamed", root: #"{ "type": "stepper", "value": 1 }"#, strings: backOnly)) { error in
            let message = (error as? ScratchProject.ScreenError)?.message ?? String(describing: error)
            XCTAssertTrue(message.contains("root.value: string key 'stepper.decrease' (the stepper's decrease button's name) is missing in"), message)
        }
    }
}
