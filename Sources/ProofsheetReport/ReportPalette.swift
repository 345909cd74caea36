import ProofsheetRaster

/// The HTML report's colours for one colour scheme, written into the page as CSS custom properties.
///
/// Every text colour meets WCAG 2.2 §1.4.3 AA (4.5:1) on every background it is drawn on, and `focus` and
/// `control` meet §1.4.11 (3:1) against the page and card backgrounds; ReportPaletteTests checks the pairs it
/// reads back out of the generated CSS, in both schemes.
package struct ReportPalette: Sendable, Equatable {
    /// Colours in the order they are written, as (CSS custom property name without `--`, colour).
    package var entries: [(name: String, color: Color)]

    package static func == (lhs: ReportPalette, rhs: ReportPalette) -> Bool {
        lhs.entries.map(\.name) == rhs.entries.map(\.name) && lhs.entries.map(\.color) == rhs.entries.map(\.color)
    }

    /// The default scheme.
    package static let light = ReportPalette(entries: [
        ("page", hex("#F3F4F6")), ("card", hex("#FFFFFF")), ("sunken", hex("#EBEDF0")),
        ("text", hex("#15171C")), ("muted", hex("#4F5663")), ("hairline", hex("#DADDE3")),
        ("control", hex("#7C8491")), ("accent", hex("#1D4ED8")), ("focus", hex("#1D4ED8")),
        ("pass-ink", hex("#11693A")), ("pass-tint", hex("#DEF3E5")),
        ("changed-ink", hex("#8A4500")), ("changed-tint", hex("#FDEBD3")),
        ("new-ink", hex("#2444B0")), ("new-tint", hex("#E2E9FD")),
        ("error-ink", hex("#B0261B")), ("error-tint", hex("#FCE5E2")),
        ("diff-ground", hex("#FFFFFF")),
        // The accessibility legend's list and badge numbers, as in the legend image (`AccessibilityLegend.ink`).
        ("legend-ground", hex("#FFFFFF")), ("legend-ink", hex("#111418")),
    ])

    /// `prefers-color-scheme: dark`.
    package static let dark = ReportPalette(entries: [
        ("page", hex("#0E1014")), ("card", hex("#171A20")), ("sunken", hex("#1F232A")),
        ("text", hex("#E8EBF0")), ("muted", hex("#A9B0BC")), ("hairline", hex("#2D323B")),
        ("control", hex("#737B88")), ("accent", hex("#8CB1FF")), ("focus", hex("#8CB1FF")),
        ("pass-ink", hex("#6FDA98")), ("pass-tint", hex("#11301F")),
        ("changed-ink", hex("#FFBD63")), ("changed-tint", hex("#36260E")),
        ("new-ink", hex("#A7C0FF")), ("new-tint", hex("#1A2547")),
        ("error-ink", hex("#FF9E94")), ("error-tint", hex("#3D1815")),
        // The diff panel's ground in either scheme: the expected image fades toward white, as the classic diff image.
        ("diff-ground", hex("#FFFFFF")),
        // The accessibility legend's list and badge numbers, as in the legend image (`AccessibilityLegend.ink`).
        ("legend-ground", hex("#FFFFFF")), ("legend-ink", hex("#111418")),
    ])

    package subscript(name: String) -> Color? { entries.first { $0.name == name }?.color }

    /// `--name: #RRGGBB;` lines, one per entry.
    package func customProperties(indent: String) -> String {
        entries.map { "\(indent)--\($0.name): \($0.color.hexString);\n" }.joined()
    }

    private static func hex(_ text: String) -> Color {
        guard let color = Color(hex: text) else { preconditionFailure("bad palette colour \(text)") }
        return color
    }
}
