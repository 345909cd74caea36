import Foundation
import XCTest
@testable import ProofsheetKit

/// `chart` on its own English + Arabic projects, through the real pipeline: where its bars and labels are (and their
/// mirror in Arabic), the digits of its axis, its one accessibility element, and its audits (docs/charts.md).
final class ChartTests: XCTestCase {
    static let days = ["day.mon", "day.tue", "day.wed", "day.thu", "day.fri", "day.sat", "day.sun"]
    static let strings = [
        "en": #"{ "nav.back": "Back", "day.mon": "Mon", "day.tue": "Tue", "day.wed": "Wed", "day.thu": "Thu", "day.fri": "Fri", "day.sat": "Sat", "day.sun": "Sun", "unit.km": "km", "weekly": "Weekly distance", "run": "Run", "walk": "Walk", "summary": "Distance rose all week" }"#,
        "ar": #"{ "nav.back": "رجوع", "day.mon": "الإثنين", "day.tue": "الثلاثاء", "day.wed": "الأربعاء", "day.thu": "الخميس", "day.fri": "الجمعة", "day.sat": "السبت", "day.sun": "الأحد", "unit.km": "كم", "weekly": "المسافة الأسبوعية", "run": "جري", "walk": "مشي", "summary": "ارتفعت المسافة طوال الأسبوع" }"#,
    ]
    /// Chart roles: two that differ in lightness, a red and a green a deuteranope confuses, a grey at 2.5:1 on white.
    static let colors = ["chart.1": "#0A5FC2", "chart.2": "#C2410A", "chart.red": "#D03030", "chart.green": "#3A9A30",
                         "chart.faint": "#A4A4A4", "white": "#FFFFFF"]
    static let styles: [String: (Double, Double, Bool)] = ["bodySmall": (12, 16, false), "titleMedium": (16, 24, true)]
    static let android = #"{ "phone": { "width": 412, "height": 915, "scale": 2, "platform": "android" } }"#

    /// A project whose screen is a white, padded vstack of `charts`.
    func project(_ name: String, _ charts: String, devices: String? = nil) throws -> ScratchProject.Rendered {
        let root = #"{ "type": "vstack", "background": "white", "padding": 16, "spacing": 24, "children": [ \#(charts), { "type": "spacer" } ] }"#
        if let devices {
            return try ScratchProject.rendered("chart-" + name, root: root, colors: ChartTests.colors, styles: ChartTests.styles, strings: ChartTests.strings, devices: devices)
        }
        return try ScratchProject.rendered("chart-" + name, root: root, colors: ChartTests.colors, styles: ChartTests.styles, strings: ChartTests.strings)
    }

    func weekly(id: String = "weekly", kind: String = "bar", extra: String = #""title": "weekly", "unit": "unit.km", "summary": "generated""#,
                series: String = #"[{ "values": [3, 5, 2, 8, 12, 0, 6] }]"#) -> String {
        let labels = ChartTests.days.map { "\"\($0)\"" }.joined(separator: ", ")
        return #"{ "type": "chart", "id": "\#(id)", "kind": "\#(kind)", \#(extra), "labels": [\#(labels)], "series": \#(series) }"#
    }

    /// The bounds (points) of what the display list draws for the node with `id`.
    func drawnBounds(_ rendered: RenderedCell, _ id: String) throws -> Rect {
        let scene = rendered.composed.scene
        let index = try XCTUnwrap(scene.nodes.firstIndex { $0.id.name == id }, id)
        let item = try XCTUnwrap(rendered.composed.displayList.items.first { $0.node == index }, id)
        guard case .path(let path, _, _) = item.content else { throw XCTSkip("\(id) draws no path") }
        var minX = Double.infinity, maxX = -Double.infinity, minY = Double.infinity, maxY = -Double.infinity
        for element in path.elements {
            let points: [Point]
            switch element {
            case .move(let p), .line(let p): points = [p]
            case .quad(let c, let p): points = [c, p]
            case .cubic(let c1, let c2, let p): points = [c1, c2, p]
            case .close: points = []
            }
            for p in points { minX = min(minX, p.x); maxX = max(maxX, p.x); minY = min(minY, p.y); maxY = max(maxY, p.y) }
        }
        return Rect(x: minX, y: minY, width: maxX - minX, height: maxY - minY)
    }

    func frame(_ rendered: RenderedCell, _ id: String) throws -> Rect {
        let scene = rendered.composed.scene
        return scene.frames[try XCTUnwrap(scene.nodes.firstIndex { $0.id.name == id }, id)]
    }

    func text(_ rendered: RenderedCell, _ id: String) throws -> String {
        let scene = rendered.composed.scene
        guard case .text(let text) = scene.nodes[try XCTUnwrap(scene.nodes.firstIndex { $0.id.name == id }, id)].kind else { return "" }
        return text.string
    }

    /// One series' bars: 7 slots of the plot's width, each bar 60 % of its slot, centred on its category label; height
    /// value / axis maximum (12 → 20) of the 160 pt plot. In Arabic the first day is at the right, and so is its label.
    func testBarsStandInTheirSlotsAndRunRightToLeftInArabic() throws {
        let project = try project("layout", weekly(extra: #""summary": "generated""#, series: #"[{ "values": [3, 5, 2, 8, 12, 0, 6] }]"#))
        for locale in ["en", "ar"] {
            let rendered = try project.render(locale: locale)
            let plot = try frame(rendered, "weekly.plot")
            XCTAssertEqual(plot.height, 160, locale)
            let slot = plot.width / 7
            let bars = try drawnBounds(rendered, "weekly.series1")
            XCTAssertEqual(bars.maxY, plot.maxY, accuracy: 0.001, "bars stand on the baseline")
            XCTAssertEqual(bars.minY, plot.maxY - 160 * 12 / 20, accuracy: 0.001, "the highest bar is 12 of 20")
            let axis = try frame(rendered, "weekly.axis")
            let firstLabel = try frame(rendered, "weekly.label1"), lastLabel = try frame(rendered, "weekly.label7")
            XCTAssertEqual(firstLabel.width, slot, accuracy: 0.01, locale)
            if locale == "en" {
                // The first bar (Monday, 3) starts 20 % of a slot in from the plot's left edge; the axis is at the right.
                XCTAssertEqual(bars.minX, plot.minX + 0.2 * slot, accuracy: 0.001)
                XCTAssertLessThan(firstLabel.midX, lastLabel.midX)
                XCTAssertGreaterThanOrEqual(axis.minX, plot.maxX)
            } else {
                XCTAssertEqual(bars.maxX, plot.maxX - 0.2 * slot, accuracy: 0.001, "Monday's bar is at the right")
                XCTAssertGreaterThan(firstLabel.midX, lastLabel.midX, "Monday's label is at the right")
                XCTAssertLessThanOrEqual(axis.maxX, plot.minX, "the axis is at the left")
            }
            // Sunday's bar (the last drawn, 6 of 20) is centred on Sunday's label.
            let sunday = locale == "en" ? lastLabel.midX : lastLabel.midX
            let sundaySlot = locale == "en" ? plot.minX + 6.5 * slot : plot.maxX - 6.5 * slot
            XCTAssertEqual(sunday, sundaySlot, accuracy: 0.01, locale)
        }
    }

    /// Two series: bars side by side in each slot, 2 pt apart; the second series' Monday bar is leading of the first's
    /// in neither direction but trailing (right in English, left in Arabic).
    func testGroupedBarsKeepSeriesOrderInReadingDirection() throws {
        let project = try project("grouped", weekly(extra: #""summary": "generated""#,
                                                    series: #"[{ "values": [3, 0, 0, 0, 0, 0, 0], "label": "run" }, { "values": [3, 0, 0, 0, 0, 0, 0], "label": "walk" }]"#))
        for locale in ["en", "ar"] {
            let rendered = try project.render(locale: locale)
            let first = try drawnBounds(rendered, "weekly.series1"), second = try drawnBounds(rendered, "weekly.series2")
            if locale == "en" {
                XCTAssertEqual(second.minX - first.maxX, 2, accuracy: 0.001)
            } else {
                XCTAssertEqual(first.minX - second.maxX, 2, accuracy: 0.001)
            }
        }
    }

    /// Axis labels are written in the digits the platform uses for the locale: Arabic-Indic on an Android phone in
    /// `ar`, 0–9 on an iPhone (Foundation's `ar` is `latn`), 0–9 in English on both.
    func testAxisLabelsUseThePlatformsDigits() throws {
        let chart = weekly(extra: #""summary": "generated""#)
        let ios = try project("digits-ios", chart), android = try project("digits-android", chart, devices: ChartTests.android)
        XCTAssertEqual(try text(ios.render(locale: "ar"), "weekly.axis1"), "20")
        XCTAssertEqual(try text(ios.render(locale: "en"), "weekly.axis2"), "10")
        XCTAssertEqual(try text(android.render(locale: "ar"), "weekly.axis1"), "٢٠")
        XCTAssertEqual(try text(android.render(locale: "ar"), "weekly.axis3"), "٠")
        XCTAssertEqual(try text(android.render(locale: "en"), "weekly.axis1"), "20")
        // On Android the axis is at the leading edge: left in English, right in Arabic.
        let en = try android.render(locale: "en"), ar = try android.render(locale: "ar")
        XCTAssertLessThanOrEqual(try frame(en, "weekly.axis").maxX, try frame(en, "weekly.plot").minX)
        XCTAssertGreaterThanOrEqual(try frame(ar, "weekly.axis").minX, try frame(ar, "weekly.plot").maxX)
    }

    /// The chart is one element: its title names it and its summary is its value; the axis and legend texts are not
    /// read on their own. Generated summaries in English and Arabic, an authored one from its string key.
    func testSnapshotReadsTheChartAsOneElementWithItsSummary() throws {
        let charts = weekly() + ", " + weekly(id: "trend", kind: "line", extra: #""title": "weekly", "a11y": { "summary": "summary" }"#,
                                              series: #"[{ "values": [3, 5, 2, 8, 12, 4, 6], "label": "run" }, { "values": [1, 2, 4, 3, 2, 5, 7], "label": "walk" }]"#)
        let ios = try project("snapshot", charts), android = try project("snapshot-android", charts, devices: ChartTests.android)
        func lines(_ project: ScratchProject.Rendered, _ locale: String) throws -> [String] {
            let rendered = try project.render(locale: locale)
            return AccessibilitySnapshot(tree: AccessibilityTree(scene: rendered.composed.scene), cell: rendered.cell).lines
        }
        XCTAssertEqual(try lines(ios, "en"), [
            #"1. image "Weekly distance" value "Bar chart, 7 values, highest Fri 12 km" #weekly"#,
            #"2. image "Weekly distance" value "Distance rose all week" #trend"#,
        ])
        XCTAssertEqual(try lines(ios, "ar"), [
            #"1. image "المسافة الأسبوعية" value "مخطط أعمدة، عدد القيم 7، الأعلى الجمعة 12 كم" #weekly"#,
            #"2. image "المسافة الأسبوعية" value "ارتفعت المسافة طوال الأسبوع" #trend"#,
        ])
        XCTAssertEqual(try lines(android, "ar").first, #"1. image "المسافة الأسبوعية" value "مخطط أعمدة، عدد القيم ٧، الأعلى الجمعة ١٢ كم" #weekly"#)
    }

    /// A progress ring reads as a progress bar whose value is its percentage; a ring's summary names its largest part.
    func testRingsAndProgressRings() throws {
        let charts = #"{ "type": "chart", "id": "split", "kind": "ring", "labels": ["run", "walk"], "series": [{ "values": [3, 1] }], "summary": "generated", "unit": "unit.km" }, "#
            + #"{ "type": "chart", "id": "goal", "kind": "progressRing", "value": 0.7, "title": "weekly" }"#
        let project = try project("rings", charts, devices: ChartTests.android)
        let rendered = try project.render(locale: "ar")
        let lines = AccessibilitySnapshot(tree: AccessibilityTree(scene: rendered.composed.scene), cell: rendered.cell).lines
        XCTAssertEqual(lines, [
            #"1. image (unlabelled) value "مخطط حلقي، عدد القيم ٢، الأكبر جري ٣ كم" #split"#,
            #"2. progressbar "المسافة الأسبوعية" value "٧٠٪" #goal"#,
        ])
        XCTAssertEqual(try text(rendered, "goal.percent"), "٧٠٪")
        // The first part (3 of 4) runs clockwise from 12 o'clock, in Arabic too: it covers the right half and more.
        let first = try drawnBounds(rendered, "split.part1"), plot = try frame(rendered, "split.plot")
        XCTAssertEqual(first.maxX, plot.maxX, accuracy: 0.5)
        XCTAssertLessThan(first.minX, plot.midX)
        XCTAssertTrue(try project.audit(project.cell(locale: "ar")).filter { $0.criterion == .missingName }.isEmpty)
    }

    /// Two unlabelled series in a red and a green: colour alone tells them apart (`colorOnly`) and a deuteranope cannot
    /// (`statusDistinguishable`); the same colours with labels, or two unlabelled roles that differ in lightness, are
    /// not the second.
    func testSeriesColoursThatCollapseUnderDeuteranopiaAreReported() throws {
        let redGreen = #"[{ "values": [3, 5, 2, 8, 12, 0, 6], "color": "chart.red" }, { "values": [1, 2, 4, 3, 2, 5, 7], "color": "chart.green" }]"#
        let labelled = #"[{ "values": [3, 5, 2, 8, 12, 0, 6], "color": "chart.red", "label": "run" }, { "values": [1, 2, 4, 3, 2, 5, 7], "color": "chart.green", "label": "walk" }]"#
        let blueOrange = #"[{ "values": [3, 5, 2, 8, 12, 0, 6] }, { "values": [1, 2, 4, 3, 2, 5, 7] }]"#
        let project = try project("cvd", weekly(id: "rg", extra: #""summary": "generated""#, series: redGreen) + ", "
            + weekly(id: "named", kind: "line", extra: #""summary": "generated""#, series: labelled) + ", "
            + weekly(id: "bo", extra: #""summary": "generated""#, series: blueOrange))
        for locale in ["en", "ar"] {
            let findings = try project.audit(project.cell(locale: locale))
            let alike = findings.of(.statusDistinguishable)
            XCTAssertEqual(alike.map(\.nodeID.name), ["rg"], locale)
            XCTAssertTrue(alike.first?.evidence["deficiencies"]?.contains("deuteranopia") ?? false, "\(alike.first?.evidence ?? [:])")
            XCTAssertEqual(findings.of(.colorOnly).map(\.nodeID.name), ["rg", "bo"], locale)
        }
    }

    /// A mark at about 2.5:1 against the white plot is `nonTextContrast`; marks at about 6:1 are not, where two lines
    /// cross too (the other series and the grid are not the backdrop a mark is judged against).
    func testAFaintMarkIsNonTextContrast() throws {
        let project = try project("contrast", weekly(id: "faint", extra: #""summary": "generated""#,
                                                     series: #"[{ "values": [3, 5, 2, 8, 12, 0, 6], "color": "chart.faint" }]"#) + ", "
                                   + weekly(id: "strong", kind: "line", extra: #""summary": "generated""#,
                                            series: #"[{ "values": [3, 5, 2, 8, 12, 4, 6], "label": "run" }, { "values": [1, 2, 4, 3, 2, 5, 7], "label": "walk" }]"#))
        for locale in ["en", "ar"] {
            let findings = try project.audit(project.cell(locale: locale)).of(.nonTextContrast)
            XCTAssertEqual(findings.map(\.nodeID.name), ["faint.series1"], locale)
            let ratio = try XCTUnwrap(findings.first?.evidence["ratio"])
            XCTAssertTrue(ratio.hasPrefix("2.4") || ratio.hasPrefix("2.5"), ratio)
            XCTAssertEqual(findings.first?.evidence["part"], "chart mark")
        }
    }

    /// A chart with neither `a11y.summary` nor a generated summary is `missingName`; with either it is not.
    func testAChartWithoutASummaryIsMissingName() throws {
        let project = try project("summary", weekly(id: "bare", extra: #""title": "weekly""#) + ", "
            + weekly(id: "authored", extra: #""a11y": { "summary": "summary" }"#) + ", " + weekly(id: "generated"))
        for locale in ["en", "ar"] {
            let missing = try project.audit(project.cell(locale: locale)).of(.missingName)
            XCTAssertEqual(missing.map(\.nodeID.name), ["bare"], locale)
            XCTAssertEqual(missing.first?.wcag, "1.1.1")
        }
    }

    /// Bad charts are refused at load with the JSON path and what was expected.
    func testBadChartsAreRefused() throws {
        let cases: [(String, String)] = [
            (weekly(series: #"[{ "values": [1, 2] }]"#), "expected 7 values (one per label), found 2"),
            (weekly(series: #"[{ "values": [1, 2, 3, 4, 5, 6, -1] }]"#), "values[6]: expected a number from 0 to 1e9, found the number -1"),
            (weekly(kind: "ring", series: #"[{ "values": [1, 1, 1, 1, 1, 1, 1] }, { "values": [1, 1, 1, 1, 1, 1, 1] }]"#), "a ring chart takes 1 series, found 2"),
            (#"{ "type": "chart", "kind": "progressRing", "value": 0.5, "labels": ["run"] }"#, "labels: a progressRing chart does not take"),
            (#"{ "type": "chart", "kind": "pie", "labels": ["run"], "series": [{ "values": [1] }] }"#, "pie"),
            (#"{ "type": "text", "text": "run", "a11y": { "summary": "summary" } }"#, "a11y.summary: 'a11y.summary' applies to a chart, not to a text"),
            (weekly(extra: #""summary": "always""#), "always"),
        ]
        for (chart, message) in cases {
            XCTAssertThrowsError(try project("bad", chart), chart) { error in
                let text = String(describing: error).replacingOccurrences(of: "\\'", with: "'")
                XCTAssertTrue(text.contains(message), text)
            }
        }
    }

    /// A series colour role the tokens lack is a configuration error naming it, not a failed cell (the shipped tokens
    /// have `chart.1` to `chart.3`, so the fourth series' default role is missing).
    func testAMissingChartRoleIsAConfigurationError() throws {
        let series = Array(repeating: #"{ "values": [1, 2, 3, 4, 5, 6, 7] }"#, count: 4).joined(separator: ", ")
        XCTAssertThrowsError(try project("role", weekly(series: "[" + series + "]"))) { error in
            XCTAssertTrue(String(describing: error).contains("chart.4"), "\(error)")
        }
    }

    /// A generated summary in a language without phrases is an error asking for `a11y.summary`, never English.
    func testGeneratedSummaryInAnotherLanguageIsAnError() throws {
        let chart = ChartNode(kind: .bar, labels: [.literal("A")], series: [ChartSeries(values: [1], label: nil, colorRole: "chart.1")],
                              categoryRoles: [], value: 0, title: nil, unit: nil, generatesSummary: true)
        let french = LocaleID("fr")
        XCTAssertThrowsError(try ChartSummary(chart: chart, labels: ["A"], seriesNames: [nil], unit: nil,
                                              numbers: ChartNumbers(platform: .ios, locale: french), locale: french).text()) { error in
            XCTAssertTrue(String(describing: error).contains("a11y.summary"), "\(error)")
        }
        XCTAssertEqual(try ChartSummary(chart: chart, labels: ["A"], seriesNames: [nil], unit: nil,
                                        numbers: ChartNumbers(platform: .ios, locale: LocaleID("en")), locale: LocaleID("en")).text(),
                       "Bar chart, 1 value, highest A 1")
    }

    /// Axis maxima are round: 1, 2, 4, 5 or 10 times a power of ten at or above the largest value.
    func testNiceMaximum() {
        let cases: [(Double, Double)] = [(0, 1), (0.3, 0.4), (1, 1), (3, 4), (12, 20), (45, 50), (51, 100), (1000, 1000), (1001, 2000)]
        for (value, expected) in cases { XCTAssertEqual(ChartNumbers.niceMaximum(value), expected, accuracy: 1e-9, "\(value)") }
    }
}
