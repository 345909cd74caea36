import Foundation
import XCTest
@testable import ProofsheetKit

/// `slider` on its own English + Arabic projects, on an iPhone and an Android phone, through the real pipeline: where
/// its thumb and the end of its active track are (mirrored in Arabic), Material's tick marks, its one accessibility
/// element with its value in the platform's digits, and its audits (name, the thumb's target, the active track's
/// contrast).
final class SliderTests: XCTestCase {
    static let strings = [
        "en": #"{ "nav.back": "Back", "volume": "Volume", "distance": "Distance", "unit.km": "km", "low": "Low", "high": "High" }"#,
        "ar": #"{ "nav.back": "رجوع", "volume": "مستوى الصوت", "distance": "المسافة", "unit.km": "كم", "low": "منخفض", "high": "مرتفع" }"#,
    ]
    /// `faint` (in every mode) is about 1.3:1 against the light inactive track (`neutralTint` over the light `background`).
    static let colors = ["white": "#FFFFFF", "faint": "#D8DADD"]
    static let android = #"{ "phone": { "width": 412, "height": 915, "scale": 2, "platform": "android" } }"#

    /// A project whose screen is a padded vstack on the `background` role of `sliders`, on an iPhone or (`android`) an Android phone.
    func project(_ name: String, _ sliders: String, android: Bool = false) throws -> ScratchProject.Rendered {
        let root = #"{ "type": "vstack", "background": "background", "padding": 16, "spacing": 24, "children": [ \#(sliders), { "type": "spacer" } ] }"#
        if android {
            return try ScratchProject.rendered("slider-" + name, root: root, colors: SliderTests.colors, strings: SliderTests.strings, devices: SliderTests.android)
        }
        return try ScratchProject.rendered("slider-" + name, root: root, colors: SliderTests.colors, strings: SliderTests.strings)
    }

    func frame(_ rendered: RenderedCell, _ id: String) throws -> Rect {
        let scene = rendered.composed.scene
        return scene.frames[try XCTUnwrap(scene.nodes.firstIndex { $0.id.name == id }, id)]
    }

    func lines(_ project: ScratchProject.Rendered, _ locale: String) throws -> [String] {
        let rendered = try project.render(locale: locale)
        return AccessibilitySnapshot(tree: AccessibilityTree(scene: rendered.composed.scene), cell: rendered.cell).lines
    }

    /// The thumb's target is a touch-minimum square whose centre is half a target in from the minimum's end plus the
    /// value's fraction of the rest; the active part ends there. iOS: a 28 pt thumb on a 4 pt track in a 44 pt target;
    /// Android: a 20 dp handle on a 6 dp active and 4 dp inactive track in a 48 dp target. In Arabic the minimum is at the right.
    func testThumbAndActiveTrackMeetAtTheValueMirroredInArabic() throws {
        let slider = #"{ "type": "slider", "id": "vol", "value": 30, "min": 0, "max": 120, "label": "volume", "minIcon": "minus", "maxIcon": "plus" }"#
        for (android, target, knob, activeHeight) in [(false, 44.0, 28.0, 4.0), (true, 48.0, 20.0, 6.0)] {
            let project = try project(android ? "layout-android" : "layout", slider, android: android)
            for locale in ["en", "ar"] {
                let rendered = try project.render(locale: locale)
                let what = "\(android ? "android" : "ios") \(locale)"
                let area = try frame(rendered, "vol.trackArea"), thumb = try frame(rendered, "vol.thumb")
                let track = try frame(rendered, "vol.track"), active = try frame(rendered, "vol.active")
                XCTAssertEqual(thumb.width, target, what)
                XCTAssertEqual(thumb.height, target, what)
                XCTAssertEqual(try frame(rendered, "vol.thumb.knob").width, knob, what)
                XCTAssertEqual(track.height, 4, what)
                XCTAssertEqual(active.height, activeHeight, what)
                XCTAssertEqual(try frame(rendered, "vol.inactive").height, 4, what)
                XCTAssertEqual(track.width, area.width, what)
                let travel = area.width - target
                let minIcon = try frame(rendered, "vol.minIcon"), maxIcon = try frame(rendered, "vol.maxIcon")
                if locale == "en" {
                    XCTAssertEqual(thumb.midX, area.minX + target / 2 + 0.25 * travel, accuracy: 0.01, what)
                    XCTAssertEqual(active.maxX, thumb.midX, accuracy: 0.01, what)
                    XCTAssertLessThan(minIcon.maxX, area.minX, what)
                    XCTAssertGreaterThan(maxIcon.minX, area.maxX, what)
                } else {
                    XCTAssertEqual(thumb.midX, area.maxX - target / 2 - 0.25 * travel, accuracy: 0.01, what)
                    XCTAssertEqual(active.minX, thumb.midX, accuracy: 0.01, what)
                    XCTAssertGreaterThan(minIcon.minX, area.maxX, what)
                    XCTAssertLessThan(maxIcon.maxX, area.minX, what)
                }
                XCTAssertEqual(thumb.midY, track.midY, accuracy: 0.01, what)
            }
        }
    }

    /// A stepped slider on Android has a tick mark at each allowed value (0, 25, …, 100: five), each centred where the
    /// thumb's centre would be at that value; iOS draws none (UISlider has no tick marks).
    func testMaterialDrawsATickAtEachStep() throws {
        let slider = #"{ "type": "slider", "id": "vol", "value": 50, "min": 0, "max": 100, "step": 25, "label": "volume" }"#
        let android = try project("ticks-android", slider, android: true), ios = try project("ticks", slider)
        for locale in ["en", "ar"] {
            let rendered = try android.render(locale: locale)
            let area = try frame(rendered, "vol.trackArea")
            for index in 0...4 {
                let tick = try frame(rendered, "vol.tick\(index)")
                XCTAssertEqual(tick.width, 2, locale)
                let along = 24 + Double(index) / 4 * (area.width - 48)
                XCTAssertEqual(tick.midX, locale == "en" ? area.minX + along : area.maxX - along, accuracy: 0.01, "\(locale) tick \(index)")
            }
            XCTAssertNil(rendered.composed.scene.nodes.firstIndex { $0.id.name == "vol.tick5" })
            XCTAssertEqual(try frame(rendered, "vol.tick2").midX, try frame(rendered, "vol.thumb").midX, accuracy: 0.01, "the value's tick is under the handle")
            XCTAssertNil(try ios.render(locale: locale).composed.scene.nodes.firstIndex { $0.id.name == "vol.tick0" })
        }
    }

    /// One `slider` element named by its caption whose value is the percentage of the range, or the value and its
    /// unit; in Arabic on Android in Arabic-Indic digits (iOS's `ar` writes 0–9). Disabled and focused are announced;
    /// the end labels are not read.
    func testSnapshotReadsOneSliderWithItsValueInThePlatformsDigits() throws {
        let sliders = #"{ "type": "slider", "id": "vol", "value": 0.4, "label": "volume" }, "#
            + #"{ "type": "slider", "id": "dist", "value": 12.5, "min": 0, "max": 42, "unit": "unit.km", "label": "distance", "minLabel": "low", "maxLabel": "high", "disabled": true }, "#
            + #"{ "type": "slider", "id": "focus", "value": 3, "min": 0, "max": 4, "step": 1, "a11y": { "label": "volume" }, "state": "focused" }"#
        let ios = try project("snapshot", sliders), android = try project("snapshot-android", sliders, android: true)
        XCTAssertEqual(try lines(ios, "en"), [
            #"1. slider "Volume" value "40%" #vol"#,
            #"2. slider "Distance" value "12.5 km" — disabled #dist"#,
            #"3. slider "Volume" value "75%" — focused #focus"#,
        ])
        XCTAssertEqual(try lines(ios, "ar"), [
            #"1. slider "مستوى الصوت" value "40%" #vol"#,
            #"2. slider "المسافة" value "12.5 كم" — disabled #dist"#,
            #"3. slider "مستوى الصوت" value "75%" — focused #focus"#,
        ])
        XCTAssertEqual(try lines(android, "ar"), [
            #"1. slider "مستوى الصوت" value "٤٠٪" #vol"#,
            #"2. slider "المسافة" value "١٢٫٥ كم" — disabled #dist"#,
            #"3. slider "مستوى الصوت" value "٧٥٪" — focused #focus"#,
        ])
        XCTAssertEqual(try lines(android, "en").first, #"1. slider "Volume" value "40%" #vol"#)
    }

    /// The audits, in both locales and on both platforms: a slider with no name is `missingName` on its thumb (its
    /// touch target); an authored 30 pt height makes the thumb's target 30 × 30, `touchTargetSize`; an active track in
    /// a faint role is `nonTextContrast` against the inactive track, and so is one at the maximum against the screen
    /// (no inactive track shows); the default sliders get none of these, a stepped one (Material's tick marks on the
    /// track) neither, in light and dark.
    func testAuditsNameTargetAndActiveTrackContrast() throws {
        let sliders = #"{ "type": "slider", "id": "ok", "value": 0.5, "label": "volume" }, "#
            + #"{ "type": "slider", "id": "full", "value": 1, "label": "volume" }, "#
            + #"{ "type": "slider", "id": "stepped", "value": 0.3, "step": 0.1, "label": "volume" }, "#
            + #"{ "type": "slider", "id": "nameless", "value": 0.5 }, "#
            + #"{ "type": "slider", "id": "small", "value": 0.5, "label": "volume", "height": 30 }, "#
            + #"{ "type": "slider", "id": "faint", "value": 0.5, "label": "volume", "color": "faint" }, "#
            + #"{ "type": "slider", "id": "faintFull", "value": 1, "label": "volume", "color": "faint" }"#
        for android in [false, true] {
            let project = try project(android ? "audits-android" : "audits", sliders, android: android)
            for (locale, mode) in [("en", ThemeMode.light), ("ar", .light), ("ar", .dark)] {
                let what = "\(android ? "android" : "ios") \(locale) \(mode)"
                let findings = try project.audit(project.cell(locale: locale, mode: mode))
                XCTAssertEqual(findings.of(.missingName).map(\.nodeID.name), ["nameless.thumb"], what)
                let small = findings.of(.touchTargetSize)
                XCTAssertEqual(small.map(\.nodeID.name), ["small.thumb"], what)
                XCTAssertEqual(small.first?.evidence["size"], android ? "30 dp × 30 dp" : "30 pt × 30 pt", what)
                let contrast = findings.of(.nonTextContrast)
                // In dark mode the track is dark, and the faint grey stands out from it.
                XCTAssertEqual(contrast.map(\.nodeID.name), mode == .light ? ["faint.track", "faintFull.track"] : [], what)
                guard mode == .light else { continue }
                XCTAssertEqual(contrast.first?.evidence["part"], "slider active track", what)
                let ratio = try XCTUnwrap(contrast.first?.evidence["ratio"].flatMap { Double($0.prefix { $0 != ":" }) }, what)
                XCTAssertLessThan(ratio, 1.5, what)
            }
        }
    }

    /// Bad input names the key, what was expected and what was found.
    func testBadInputIsRefusedWithItsPath() throws {
        let cases: [(String, String)] = [
            (#""value": 5, "min": 0, "max": 4"#, "expected a value from min (0) to max (4), found the number 5"),
            (#""value": 1, "min": 3, "max": 2"#, "expected max greater than min, found min 3 and max 2"),
            (#""value": 1, "max": 10, "step": 3"#, "expected a step > 0 that divides max − min (10) into at most 100 steps, found the number 3"),
            (#""value": 1, "max": 1000, "step": 1"#, "into at most 100 steps, found the number 1"),
            (#""min": 0"#, "value"),
        ]
        for (members, expected) in cases {
            XCTAssertThrowsError(try project("bad", #"{ "type": "slider", "label": "volume", \#(members) }"#), members) { error in
                XCTAssertTrue(String(describing: error).contains(expected), "\(members): \(error)")
                XCTAssertTrue(String(describing: error).contains("root.children[0]"), "\(members): \(error)")
            }
        }
    }

    /// Material's value indicator (`valueIndicator`): a 28 dp label (taller with its line at large text sizes) in the slider's colour over the handle (centred on
    /// it, 4 dp above the thumb's target, in the room the row keeps above it) showing the value as read, in the
    /// platform's digits; hidden from screen readers; iOS draws none (UISlider has no value label).
    func testMaterialValueIndicatorSitsOverTheHandle() throws {
        let slider = #"{ "type": "slider", "id": "dist", "value": 12.5, "min": 0, "max": 40, "unit": "unit.km", "label": "distance", "valueIndicator": true }"#
        let android = try project("indicator-android", slider, android: true), ios = try project("indicator", slider)
        for (locale, scale) in [("en", 1.0), ("ar", 1.0), ("ar", 2.0)] {
            let rendered = try android.render(locale: locale, scale: scale)
            let bubble = try frame(rendered, "dist.indicator"), thumb = try frame(rendered, "dist.thumb")
            let line = try frame(rendered, "dist.indicator.label").height
            XCTAssertEqual(bubble.height, max(28, line + 8), accuracy: 0.01, "\(locale) \(scale)")
            XCTAssertEqual(bubble.midX, thumb.midX, accuracy: 0.01, locale)
            XCTAssertEqual(bubble.maxY, thumb.minY - 4, accuracy: 0.01, locale)
            XCTAssertGreaterThanOrEqual(bubble.minY, try frame(rendered, "dist.label").maxY, "below the caption \(locale)")
            let scene = rendered.composed.scene
            let label = try XCTUnwrap(scene.nodes.first { $0.id.name == "dist.indicator.label" }, locale)
            guard case .text(let text) = label.kind else { return XCTFail(locale) }
            XCTAssertEqual(text.string, locale == "en" ? "12.5 km" : "١٢٫٥ كم")
            XCTAssertEqual(scene.texts[try XCTUnwrap(scene.nodes.firstIndex { $0.id.name == "dist.indicator.label" })]?.isTruncated, false, "the label is not cut \(locale)")
            XCTAssertEqual(AccessibilitySnapshot(tree: AccessibilityTree(scene: scene), cell: rendered.cell).lines.count, 1, locale)
            XCTAssertTrue(try android.audit(android.cell(locale: locale, scale: scale)).filter { $0.criterion == .truncatedText || $0.criterion == .textContrast }.isEmpty, locale)
            XCTAssertNil(try ios.render(locale: locale).composed.scene.nodes.firstIndex { $0.id.name == "dist.indicator" }, locale)
        }
    }
}
