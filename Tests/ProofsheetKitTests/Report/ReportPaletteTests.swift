import XCTest
@testable import ProofsheetKit

/// Reads the colours back out of the generated page's CSS and checks WCAG 2.2 AA contrast for every pair the
/// stylesheet draws: §1.4.3 (text, 4.5:1) and §1.4.11 (focus rings and control borders, 3:1).
final class ReportPaletteTests: XCTestCase {
    /// (foreground, background, minimum ratio, where the pair is used).
    private static let pairs: [(String, String, Double, String)] = {
        var pairs: [(String, String, Double, String)] = []
        for background in ["page", "card", "sunken"] {
            pairs.append(("text", background, 4.5, "body text"))
            pairs.append(("muted", background, 4.5, "secondary text, counts, placeholders"))
            pairs.append(("focus", background, 3, "focus ring"))
            pairs.append(("control", background, 3, "button and thumbnail borders"))
        }
        for background in ["page", "card"] { pairs.append(("accent", background, 4.5, "links")) }
        pairs.append(("card", "text", 4.5, "selected comparison mode"))
        pairs.append(("error-ink", "card", 4.5, "failing count in the screen list"))
        pairs.append(("legend-ink", "legend-ground", 4.5, "accessibility legend's list"))
        for status in CellStatus.allCases.map(\.rawValue) {
            pairs.append(("\(status)-ink", "\(status)-tint", 4.5, "\(status) badge and tally"))
            pairs.append(("\(status)-ink", "card", 3, "\(status) tile edge"))
        }
        return pairs
    }()

    /// `--name: #RRGGBB;` declarations of the first `:root {` block after `marker`.
    private func palette(in css: String, after marker: String) throws -> [String: Color] {
        let start = try XCTUnwrap(css.range(of: marker), marker)
        let block = css[start.upperBound...].prefix { $0 != "}" }
        var colors: [String: Color] = [:]
        for line in block.split(separator: "\n") {
            let parts = line.trimmingCharacters(in: .whitespaces).split(separator: ":", maxSplits: 1)
            guard parts.count == 2, parts[0].hasPrefix("--") else { continue }
            let value = parts[1].trimmingCharacters(in: CharacterSet(charactersIn: " ;"))
            colors[String(parts[0].dropFirst(2))] = try XCTUnwrap(Color(hex: value), String(line))
        }
        return colors
    }

    func testEveryDrawnPairMeetsAAInBothSchemes() throws {
        let html = HTMLReport.html(for: ReportSamples.report(), title: "Contrast")
        let schemes = [
            ("light", try palette(in: html, after: "<style>\n:root {")),
            ("dark", try palette(in: html, after: "@media (prefers-color-scheme: dark) {\n  :root {")),
        ]
        for (scheme, colors) in schemes {
            XCTAssertEqual(colors.count, ReportPalette.light.entries.count, scheme)
            for (foreground, background, minimum, use) in Self.pairs {
                let fg = try XCTUnwrap(colors[foreground], "\(scheme) --\(foreground)")
                let bg = try XCTUnwrap(colors[background], "\(scheme) --\(background)")
                let ratio = ContrastRatio(fg, bg)
                XCTAssertGreaterThanOrEqual(ratio.value, minimum, "\(scheme): \(foreground) on \(background) (\(use)) is \(ratio)")
            }
        }
    }

    func testRulesUseOnlyPaletteColours() throws {
        let css = HTMLReport.stylesheet
        let end = try XCTUnwrap(css.range(of: "  }\n}\n"), "end of the dark palette block")
        let rules = String(css[end.upperBound...])
        // Colours reach the rules only as var(--…), so the palette checked above is the whole story
        // (the backdrop and shadow use translucent black, which carries no text).
        let literal = try NSRegularExpression(pattern: "[:\\s]#[0-9A-Fa-f]{3,8}\\b")
        let match = literal.firstMatch(in: rules, range: NSRange(rules.startIndex..., in: rules))
        XCTAssertNil(match.map { (rules as NSString).substring(with: $0.range) }, "a rule uses a literal hex colour")
        XCTAssertEqual(ReportPalette.light.entries.map(\.name), ReportPalette.dark.entries.map(\.name))
    }
}
