import XCTest
@testable import ProofsheetKit

/// `searchField` (issue #40 item 2) on its own English + Arabic project with an iOS and an Android device, through
/// the real pipeline: iOS's search bar and Material 3's search bar metrics (docs/platform-controls.md), mirrored in
/// Arabic; the field, clear and cancel buttons as separate named targets in the accessibility snapshot; and the audits
/// (an unnamed clear button, an authored height under the touch target, a placeholder without contrast).
final class SearchFieldTests: XCTestCase {
    static let words = [
        "en": ["nav.back": "Back", "find": "Search runs", "routes": "Search routes", "typed": "Morning 5k", "clear": "Clear text", "cancel": "Cancel"],
        "ar": ["nav.back": "رجوع", "find": "ابحث في الجولات", "routes": "ابحث في المسارات", "typed": "جري الصباح", "clear": "مسح النص", "cancel": "إلغاء"],
    ]
    static let strings = words.mapValues { texts in
        "{ " + texts.keys.sorted().map { "\"\($0)\": \"\(texts[$0]!)\"" }.joined(separator: ", ") + " }"
    }

    static func project(_ name: String, _ fields: String, colors: [String: String] = [:]) throws -> ScratchProject.Rendered {
        let root = #"{ "type": "vstack", "background": "background", "padding": 16, "spacing": 16, "children": [ \#(fields), { "type": "spacer" } ] }"#
        return try ScratchProject.rendered("search-" + name, root: root, colors: colors, matrix: #"{ "locales": ["en", "ar"], "textScales": [1.0] }"#,
                                    strings: strings, devices: OverlaySheetTests.devices)
    }

    static let fields = #"""
    { "type": "searchField", "id": "empty", "placeholder": "find" },
    { "type": "searchField", "id": "typed", "placeholder": "routes", "value": "typed", "clear": "clear", "cancel": "cancel", "state": "focused" }
    """#

    func testEachPlatformsMetricsMirroredInArabic() throws {
        let project = try Self.project("metrics", Self.fields)
        // device → (drawn field height, corners, target height, magnifier side and inset, button side, button inset)
        let expected: [String: (field: Double, radius: Double, target: Double, icon: Double, inset: Double, button: Double, buttonInset: Double)] = [
            "phone": (36, 10, 44, 17, 8, 44, 0),
            "pixel": (56, 28, 56, 24, 16, 48, 4),
        ]
        for device in ["phone", "pixel"] {
            let e = try XCTUnwrap(expected[device])
            for locale in ["en", "ar"] {
                let what = "\(device) \(locale)"
                let cell = OverlaySheetTests.cell(device, locale)
                let scene = try project.renderer.compose(cell).scene
                let frames = try MaterialControlTests.frames(project, cell)
                func leadingGap(_ inner: Rect, _ outer: Rect) -> Double { locale == "en" ? inner.minX - outer.minX : outer.maxX - inner.maxX }
                func trailingGap(_ inner: Rect, _ outer: Rect) -> Double { locale == "en" ? outer.maxX - inner.maxX : inner.minX - outer.minX }
                let frame = try XCTUnwrap(frames["empty.frame"], what)
                XCTAssertEqual(frame.height, e.field, what)
                XCTAssertEqual(frame.width, scene.device.width - 32, accuracy: 1e-6, what)
                let node = try XCTUnwrap(scene.nodes.firstIndex { $0.id == "empty.frame" })
                XCTAssertEqual(scene.nodes[node].box.cornerRadius, e.radius, what)
                let field = try XCTUnwrap(frames["empty.field"], what)
                XCTAssertEqual(field.height, e.target, what)
                let magnifier = try XCTUnwrap(frames["empty.magnifier"], what)
                XCTAssertEqual(magnifier.width, e.icon, what)
                XCTAssertEqual(leadingGap(magnifier, frame), e.inset, accuracy: 1e-6, what)
                // The placeholder follows the magnifier, on the locale's side.
                let placeholder = try XCTUnwrap(frames["empty.text"], what)
                XCTAssertEqual(leadingGap(placeholder, magnifier) > 0, true, what)
                XCTAssertNil(frames["empty.clear"], "no clear button without text: \(what)")

                let typed = try XCTUnwrap(frames["typed.frame"], what)
                let clear = try XCTUnwrap(frames["typed.clear"], what)
                XCTAssertEqual(clear.width, e.button, what)
                XCTAssertEqual(clear.height, e.button, what)
                XCTAssertEqual(trailingGap(clear, typed), e.buttonInset, accuracy: 1e-6, what)
                let cancel = try XCTUnwrap(frames["typed.cancel"], what)
                if device == "phone" {
                    // iOS: a text button 8 after the field, which narrows to make room for it.
                    XCTAssertEqual(locale == "en" ? cancel.minX - typed.maxX : typed.minX - cancel.maxX, 8, accuracy: 1e-6, what)
                    XCTAssertGreaterThanOrEqual(cancel.height, 44, what)
                    XCTAssertNotNil(frames["typed.magnifier"], what)
                } else {
                    // Android: the search view's back arrow takes the magnifier's place, 4 in (its glyph 16 from the edge).
                    XCTAssertEqual(cancel.width, 48, what)
                    XCTAssertEqual(leadingGap(cancel, typed), 4, accuracy: 1e-6, what)
                    XCTAssertNil(frames["typed.magnifier"], what)
                    // Its text starts where it does after the magnifier: 16 + 24 + 16 from the edge.
                    XCTAssertEqual(leadingGap(try XCTUnwrap(frames["typed.text"]), typed), 56, accuracy: 1e-6, what)
                    XCTAssertEqual(leadingGap(placeholder, frame), 56, accuracy: 1e-6, what)
                    let arrow = try XCTUnwrap(scene.nodes.first { $0.id == "typed.cancel.icon" })
                    guard case .icon(let icon) = arrow.kind else { return XCTFail("not an icon: \(what)") }
                    XCTAssertEqual(icon.isMirrored, locale == "ar", what)
                }
            }
        }
    }

    func testTheFieldGrowsWithItsTextAtTheLargestScale() throws {
        let project = try Self.project("large", Self.fields)
        for device in ["phone", "pixel"] {
            for locale in ["en", "ar"] {
                let what = "\(device) \(locale)"
                let cell = Cell(screen: "probe", device: device, locale: LocaleID(locale), mode: .dark, textScale: 2)
                let frames = try MaterialControlTests.frames(project, cell)
                let frame = try XCTUnwrap(frames["typed.frame"], what), text = try XCTUnwrap(frames["typed.text"], what)
                let inset = device == "pixel" ? 16.0 : 6
                XCTAssertGreaterThan(frame.height, device == "pixel" ? 56 : 36, what)
                XCTAssertEqual(frame.height, text.height + 2 * inset, accuracy: 1e-6, what)
                XCTAssertEqual(text.midY, frame.midY, accuracy: 1e-6, what)
                XCTAssertEqual(try XCTUnwrap(frames["typed.field"]).height, frame.height, accuracy: 1e-6, what)
            }
        }
    }

    func testTheSnapshotReadsTheFieldAndEachButtonWithTheirStates() throws {
        let project = try Self.project("snapshot", Self.fields)
        for device in ["phone", "pixel"] {
            for locale in ["en", "ar"] {
                let what = "\(device) \(locale)"
                let cell = OverlaySheetTests.cell(device, locale)
                let tree = AccessibilityTree(scene: try project.renderer.compose(cell).scene)
                let texts = try XCTUnwrap(SearchFieldTests.words[locale])
                func text(_ key: String) throws -> String { try XCTUnwrap(texts[key]) }
                let lines = tree.elements.map { element in
                    "\(element.role) \(element.name) \(element.value ?? "-") \(element.states.map(\.rawValue).joined(separator: ",")) #\(element.nodeID)"
                }
                // Android reads the back arrow where it is drawn: before the field.
                let cancel = "button \(try text("cancel")) -  #typed.cancel"
                let typedField = "searchField \(try text("routes")) \(try text("typed")) focused #typed.field"
                let clear = "button \(try text("clear")) -  #typed.clear"
                XCTAssertEqual(lines, ["searchField \(try text("find")) -  #empty.field"]
                               + (device == "pixel" ? [cancel, typedField, clear] : [typedField, clear, cancel]), what)
                let findings = try project.audit(cell)
                XCTAssertEqual(findings.filter { $0.severity == .error }.map { "\($0.criterion) \($0.nodeID)" }, [],
                               "\(what): \(findings.filter { $0.severity == .error }.map(\.message))")
            }
        }
    }

    func testAnUnnamedClearButtonASmallFieldAndAFaintPlaceholderAreFound() throws {
        let fields = #"""
        { "type": "searchField", "id": "noclear", "placeholder": "find", "value": "typed" },
        { "type": "searchField", "id": "short", "placeholder": "find", "height": 30 },
        { "type": "searchField", "id": "murky", "placeholder": "find", "background": "murky" }
        """#
        // `murky` is a grey the placeholder (`textSecondary`) cannot be read on.
        let project = try Self.project("audits", fields, colors: ["murky": "#6E7582"])
        for device in ["phone", "pixel"] {
            for locale in ["en", "ar"] {
                let what = "\(device) \(locale)"
                let findings = try project.audit(OverlaySheetTests.cell(device, locale))
                XCTAssertEqual(findings.of(.missingName).map(\.nodeID), ["noclear.clear"], what)
                XCTAssertEqual(Set(findings.of(.touchTargetSize).map(\.nodeID)), ["short.field"], what)
                XCTAssertEqual(findings.of(.textContrast).map(\.nodeID), ["murky.text"], what)
            }
        }
    }
}
