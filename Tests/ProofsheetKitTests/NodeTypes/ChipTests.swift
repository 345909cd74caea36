import Foundation
import XCTest
@testable import ProofsheetKit

/// `chip` on its own English + Arabic projects, on an iPhone and an Android phone, through the real pipeline: the
/// drawn container inside the touch target, the selected filter chip's checkmark, the input chip's remove button
/// as its own target and element (mirrored in Arabic), and the audits (name, target size).
final class ChipTests: XCTestCase {
    static let strings = [
        "en": #"{ "nav.back": "Back", "share": "Share", "running": "Running", "cycling": "Cycling", "swimming": "Swimming", "remove.swimming": "Remove Swimming" }"#,
        "ar": #"{ "nav.back": "رجوع", "share": "مشاركة", "running": "الجري", "cycling": "ركوب الدراجة", "swimming": "السباحة", "remove.swimming": "إزالة السباحة" }"#,
    ]
    static let android = #"{ "phone": { "width": 412, "height": 915, "scale": 2, "platform": "android" } }"#
    /// An assist chip with an icon, a selected and an unselected filter chip in a row, and an input chip under them.
    static let row = #"{ "type": "hstack", "spacing": 8, "children": [ "#
        + #"{ "type": "chip", "id": "share", "label": "share", "icon": "share" }, "#
        + #"{ "type": "chip", "id": "run", "variant": "filter", "label": "running", "selected": true }, "#
        + #"{ "type": "chip", "id": "cyc", "variant": "filter", "label": "cycling" } ] }, "#
        + #"{ "type": "hstack", "children": [ { "type": "chip", "id": "swim", "variant": "input", "label": "swimming", "removeLabel": "remove.swimming" } ] }"#

    func project(_ name: String, _ content: String, android: Bool = false) throws -> ScratchProject.Rendered {
        let root = #"{ "type": "vstack", "background": "background", "padding": 16, "spacing": 24, "alignment": "leading", "children": [ \#(content), { "type": "spacer" } ] }"#
        if android { return try ScratchProject.rendered("chip-" + name, root: root, strings: ChipTests.strings, devices: ChipTests.android) }
        return try ScratchProject.rendered("chip-" + name, root: root, strings: ChipTests.strings)
    }

    func frame(_ rendered: RenderedCell, _ id: String) throws -> Rect {
        let scene = rendered.composed.scene
        return scene.frames[try XCTUnwrap(scene.nodes.firstIndex { $0.id.name == id }, id)]
    }

    func node(_ rendered: RenderedCell, _ id: String) throws -> ResolvedNode {
        let scene = rendered.composed.scene
        return scene.nodes[try XCTUnwrap(scene.nodes.firstIndex { $0.id.name == id }, id)]
    }

    /// The drawn container is 32 high (iOS capsule radius 16; Material 8 with a 1 dp outline) in a node of touch-target
    /// height; the input chip's remove button is a target square at its trailing end (the left in Arabic), next to
    /// the body's target; a selected filter chip's checkmark leads its label.
    func testContainerTargetsAndMirroring() throws {
        for (android, target, radius, icon) in [(false, 44.0, 16.0, 16.0), (true, 48.0, 8.0, 18.0)] {
            let project = try project(android ? "layout-android" : "layout", ChipTests.row, android: android)
            for locale in ["en", "ar"] {
                let what = "\(android ? "android" : "ios") \(locale)"
                let rendered = try project.render(locale: locale)
                for id in ["share", "run", "cyc", "swim"] {
                    XCTAssertEqual(try frame(rendered, id).height, target, "\(id) \(what)")
                    XCTAssertEqual(try frame(rendered, id + ".container").height, 32, "\(id) \(what)")
                    XCTAssertEqual(try node(rendered, id + ".container").box.cornerRadius, radius, "\(id) \(what)")
                }
                XCTAssertEqual(try node(rendered, "cyc.container").box.border?.width, android ? 1 : nil, what)
                XCTAssertEqual(try node(rendered, "run.container").box.border?.width, nil, "a selected filter chip has no outline \(what)")
                let body = try frame(rendered, "swim.body"), remove = try frame(rendered, "swim.remove"), chip = try frame(rendered, "swim")
                XCTAssertEqual(remove.width, target, what)
                XCTAssertEqual(remove.height, target, what)
                XCTAssertEqual(body.height, target, what)
                XCTAssertEqual(try frame(rendered, "run.check").width, icon, what)
                XCTAssertNil(rendered.composed.scene.nodes.firstIndex { $0.id.name == "cyc.check" }, "no checkmark when not selected \(what)")
                let check = try frame(rendered, "run.check"), label = try frame(rendered, "run.label")
                if locale == "en" {
                    XCTAssertEqual(remove.maxX, chip.maxX, accuracy: 0.01, what)
                    XCTAssertEqual(body.maxX, remove.minX, accuracy: 0.01, what)
                    XCTAssertLessThan(check.maxX, label.minX, what)
                    XCTAssertLessThan(try frame(rendered, "share").maxX, try frame(rendered, "run").minX, what)
                } else {
                    XCTAssertEqual(remove.minX, chip.minX, accuracy: 0.01, what)
                    XCTAssertEqual(body.minX, remove.maxX, accuracy: 0.01, what)
                    XCTAssertGreaterThan(check.minX, label.maxX, what)
                    XCTAssertGreaterThan(try frame(rendered, "share").minX, try frame(rendered, "run").maxX, what)
                }
            }
        }
    }

    /// At twice the text size the drawn container grows with the label's line (4 above and below it) and the node
    /// and the input chip's targets with it, so the label is never taller than its chip.
    func testTheContainerGrowsWithTheText() throws {
        for android in [false, true] {
            let project = try project(android ? "grow-android" : "grow", ChipTests.row, android: android)
            let rendered = try project.render(locale: "ar", scale: 2)
            let what = android ? "android" : "ios"
            for id in ["share", "swim"] {
                let container = try frame(rendered, id + ".container"), label = try frame(rendered, id + ".label")
                XCTAssertGreaterThan(container.height, 32, "\(id) \(what)")
                XCTAssertEqual(container.height, label.height + 8, accuracy: 0.01, "\(id) \(what)")
                XCTAssertGreaterThanOrEqual(try frame(rendered, id).height, container.height, "\(id) \(what)")
            }
            XCTAssertGreaterThanOrEqual(try frame(rendered, "swim.remove").height, try frame(rendered, "swim.container").height, what)
        }
    }

    /// Each chip is a button named by its label; the selected filter chip is announced selected; the input chip is two
    /// elements, its body and its remove button with its own name; the reading order follows the row (from the right
    /// in Arabic). Disabled and focused are announced.
    func testSnapshotReadsEachChipAndTheRemoveButton() throws {
        let more = #", { "type": "chip", "id": "off", "label": "share", "disabled": true }, { "type": "chip", "id": "foc", "variant": "filter", "label": "cycling", "state": "focused" }"#
        for android in [false, true] {
            let project = try project(android ? "snapshot-android" : "snapshot", ChipTests.row + more, android: android)
            let rendered = try project.render(locale: "en")
            XCTAssertEqual(AccessibilitySnapshot(tree: AccessibilityTree(scene: rendered.composed.scene), cell: rendered.cell).lines, [
                #"1. button "Share" #share"#,
                #"2. button "Running" — selected #run"#,
                #"3. button "Cycling" #cyc"#,
                #"4. button "Swimming" #swim.body"#,
                #"5. button "Remove Swimming" #swim.remove"#,
                #"6. button "Share" — disabled #off"#,
                #"7. button "Cycling" — focused #foc"#,
            ], android ? "android" : "ios")
            // A hidden input chip hides both of its elements.
            let hiddenProject = try self.project(android ? "hidden-android" : "hidden", #"{ "type": "chip", "id": "h", "variant": "input", "label": "swimming", "removeLabel": "remove.swimming", "a11y": { "hidden": true } }"#, android: android)
            let hidden = try hiddenProject.render(locale: "en")
            XCTAssertEqual(AccessibilitySnapshot(tree: AccessibilityTree(scene: hidden.composed.scene), cell: hidden.cell).lines, [], android ? "android" : "ios")
            let arabic = try project.render(locale: "ar")
            XCTAssertEqual(Array(AccessibilitySnapshot(tree: AccessibilityTree(scene: arabic.composed.scene), cell: arabic.cell).lines.prefix(5)), [
                #"1. button "مشاركة" #share"#,
                #"2. button "الجري" — selected #run"#,
                #"3. button "ركوب الدراجة" #cyc"#,
                #"4. button "السباحة" #swim.body"#,
                #"5. button "إزالة السباحة" #swim.remove"#,
            ], android ? "android" : "ios")
        }
    }

    /// The audits in both locales and on both platforms: the default chips get no touch-target or name finding; an
    /// input chip without `removeLabel` is `missingName` on its remove button; a chip authored 30 high is
    /// `touchTargetSize` (an input chip's two targets both); the selected state is not colour alone (a checkmark); a
    /// focused chip's ring passes `focusIndicator`, in light and dark.
    func testAuditsNameAndTargets() throws {
        let content = ChipTests.row + #", { "type": "hstack", "spacing": 8, "children": [ "#
            + #"{ "type": "chip", "id": "bare", "variant": "input", "label": "swimming" }, "#
            + #"{ "type": "chip", "id": "small", "label": "share", "height": 30 } ] }, "#
            + #"{ "type": "chip", "id": "smallInput", "variant": "input", "label": "swimming", "removeLabel": "remove.swimming", "height": 30 }, "#
            + #"{ "type": "chip", "id": "focused", "variant": "filter", "label": "cycling", "state": "focused" }"#
        for android in [false, true] {
            let project = try project(android ? "audits-android" : "audits", content, android: android)
            for (locale, mode) in [("en", ThemeMode.light), ("ar", .light), ("ar", .dark)] {
                let what = "\(android ? "android" : "ios") \(locale) \(mode)"
                let findings = try project.audit(project.cell(locale: locale, mode: mode))
                XCTAssertEqual(findings.of(.missingName).map(\.nodeID.name), ["bare.remove"], what)
                // The ring follows the capsule's (or Material's 8 dp) corners; its straight edges are measured.
                XCTAssertEqual(findings.of(.focusIndicator).map(\.nodeID.name), [], what)
                XCTAssertEqual(Set(findings.of(.touchTargetSize).map(\.nodeID.name)), ["small", "smallInput.body", "smallInput.remove"], what)
                XCTAssertEqual(findings.of(.touchTargetOverlap).map(\.nodeID.name), [], what)
                XCTAssertEqual(findings.of(.colorOnly).map(\.nodeID.name), [], what)
                XCTAssertEqual(findings.of(.nonTextContrast).map(\.nodeID.name), [], what)
            }
        }
    }

    /// Keys that belong to another variant are refused with the variant named.
    func testBadInputIsRefused() throws {
        let cases: [(String, String)] = [
            (#""label": "share", "selected": true"#, "an assist chip does not take"),
            (#""variant": "input", "label": "share", "selected": true"#, "an input chip does not take"),
            (#""variant": "filter", "label": "share", "removeLabel": "share""#, "a filter chip does not take"),
            (#""variant": "big", "label": "share""#, "variant"),
            (#""variant": "filter""#, "label"),
        ]
        for (members, expected) in cases {
            XCTAssertThrowsError(try project("bad", #"{ "type": "chip", \#(members) }"#), members) { error in
                XCTAssertTrue(String(describing: error).contains(expected), "\(members): \(error)")
                XCTAssertTrue(String(describing: error).contains("root.children[0]"), "\(members): \(error)")
            }
        }
    }

    /// A `chipGroup` shows its chips in the fewest rows that fit: one row where the four chips fit, more where they
    /// do not, so no label is truncated at twice the text size; rows start at the leading edge (the right in Arabic);
    /// each chip is read once, in the rows shown.
    func testChipGroupWrapsIntoTheFewestRowsThatFit() throws {
        let chips = #"{ "type": "chip", "id": "share", "label": "share", "icon": "share" }, "#
            + #"{ "type": "chip", "id": "run", "variant": "filter", "label": "running", "selected": true }, "#
            + #"{ "type": "chip", "id": "cyc", "variant": "filter", "label": "cycling" }, "#
            + #"{ "type": "chip", "id": "swim", "variant": "input", "label": "swimming", "removeLabel": "remove.swimming" }"#
        let group = #"{ "type": "chipGroup", "id": "group", "children": [ \#(chips) ] }"#
        let wide = #"{ "type": "zstack", "width": 800, "alignment": "leading", "children": [ \#(group) ] }"#
        for android in [false, true] {
            let project = try project(android ? "group-android" : "group", group, android: android)
            let roomy = try self.project(android ? "group-wide-android" : "group-wide", wide.replacingOccurrences(of: #""id": "group""#, with: #""id": "wide""#), android: android)
            for locale in ["en", "ar"] {
                for scale in [1.0, 2.0] {
                    let what = "\(android ? "android" : "ios") \(locale) \(scale)"
                    let rendered = try project.render(locale: locale, scale: scale)
                    let frames = try ["share", "run", "cyc", "swim"].map { try frame(rendered, $0) }
                    let rows = Set(frames.map { Int($0.minY.rounded()) }).count
                    XCTAssertGreaterThan(rows, 1, "four chips do not fit one phone row \(what)")
                    let area = try frame(rendered, "group")
                    for chip in frames { XCTAssertTrue(chip.minX >= area.minX - 0.01 && chip.maxX <= area.maxX + 0.01, what) }
                    // The first chip starts its row at the leading edge.
                    if locale == "en" { XCTAssertEqual(frames[0].minX, area.minX, accuracy: 0.01, what) } else { XCTAssertEqual(frames[0].maxX, area.maxX, accuracy: 0.01, what) }
                    let findings = try project.audit(project.cell(locale: locale, scale: scale))
                    XCTAssertEqual(findings.of(.truncatedText).map(\.nodeID.name), [], what)
                    XCTAssertEqual(findings.of(.touchTargetOverlap).map(\.nodeID.name), [], what)
                    let lines = AccessibilitySnapshot(tree: AccessibilityTree(scene: rendered.composed.scene), cell: rendered.cell).lines
                    XCTAssertEqual(lines.count, 5, "\(what): \(lines)")
                }
                // 800 points wide: one row.
                let rendered = try roomy.render(locale: locale)
                let tops = try ["share", "run", "cyc", "swim"].map { try frame(rendered, $0).minY.rounded() }
                XCTAssertEqual(Set(tops).count, 1, "\(android ? "android" : "ios") \(locale)")
            }
        }
    }
}
