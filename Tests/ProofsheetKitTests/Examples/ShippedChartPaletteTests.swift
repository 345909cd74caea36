import XCTest
@testable import ProofsheetKit

/// The shipped example's chart palette (`chart.1` … `chart.3` in layouts/tokens.json) through the real audits, on a
/// project of its own: in every mode each series' marks pass `nonTextContrast` on a card (`surface`) and on the screen
/// (`background`), and no two neighbouring series collapse under a dichromacy (`statusDistinguishable`), even when
/// nothing but colour tells them apart (then only `colorOnly` is reported, as it must be).
final class ShippedChartPaletteTests: XCTestCase {
    /// Two unlabelled bar charts whose neighbours are every pair of the three roles: 1–2 and 2–3, then 3–1.
    static func charts(_ prefix: String) -> String {
        let labels = (1...4).map { #"{ "literal": "\#($0)" }"# }.joined(separator: ", ")
        let values = [#"[4, 8, 6, 10]"#, #"[6, 3, 9, 5]"#, #"[2, 7, 4, 8]"#]
        func chart(_ id: String, _ roles: [Int]) -> String {
            let series = roles.map { #"{ "values": \#(values[$0 - 1]), "color": "chart.\#($0)" }"# }.joined(separator: ", ")
            return #"{ "type": "chart", "id": "\#(prefix)\#(id)", "kind": "bar", "labels": [\#(labels)], "series": [\#(series)], "a11y": { "summary": { "literal": "Three series" } } }"#
        }
        return chart("all", [1, 2, 3]) + ", " + chart("wrap", [3, 1])
    }

    static let root = #"""
    { "type": "vstack", "background": "background", "padding": 16, "spacing": 16, "children": [
      { "type": "card", "id": "card", "children": [ \#(charts("card-")) ] },
      \#(charts("screen-")), { "type": "spacer" } ] }
    """#

    func testTheShippedChartRolesPassContrastAndStayApartUnderEachDichromacyInEveryMode() throws {
        let project = try ScratchProject.rendered("shipped-chart-palette", root: Self.root)
        for mode in ThemeMode.allCases {
            for locale in ["en", "ar"] {
                let what = "\(mode.rawValue) \(locale)"
                let findings = try project.audit(locale: locale, mode: mode)
                XCTAssertEqual(findings.of(.nonTextContrast).map(\.nodeID), [], what)
                XCTAssertEqual(findings.of(.statusDistinguishable).map(\.nodeID), [], what)
                // Colour is the only cue of these unlabelled series: the audit that must fire still does.
                XCTAssertEqual(Set(findings.of(.colorOnly).map(\.nodeID)), ["card-all", "card-wrap", "screen-all", "screen-wrap"], what)
            }
        }
    }

    /// The control: with `chart.3` drawn in `chart.1`'s light colour, the 3–1 neighbours of `wrap` collapse (and the
    /// 2–3 neighbours stay apart), so the test above would see a palette whose roles a reader cannot tell apart.
    func testARoleThatRepeatsAnotherIsReported() throws {
        let project = try ScratchProject.rendered("shipped-chart-palette-control", root: Self.root, colors: ["chart.3": "#0A5FC2"])
        let findings = try project.audit(locale: "en", mode: .light)
        XCTAssertEqual(Set(findings.of(.statusDistinguishable).map(\.nodeID)), ["card-wrap", "screen-wrap"])
    }
}
