import XCTest
@testable import ProofsheetKit

final class ReportHTMLTests: XCTestCase {
    private func occurrences(of needle: String, in haystack: String) -> Int {
        haystack.components(separatedBy: needle).count - 1
    }

    /// The `data-cell` values in document order.
    private func cellOrder(_ html: String) -> [Int] {
        html.components(separatedBy: "data-cell=\"").dropFirst().compactMap { Int($0.prefix { $0 != "\"" }) }
    }

    func testMarkupEscaperHandlesMarkupQuotesAndControls() {
        let cases: [(String, String, String)] = [
            ("plain", "plain", "plain"),
            ("<b>&amp;</b>", "&lt;b&gt;&amp;amp;&lt;/b&gt;", "&lt;b&gt;&amp;amp;&lt;/b&gt;"),
            ("\"q\" 'a'", "\"q\" 'a'", "&quot;q&quot; &#39;a&#39;"),
            ("a\u{0}b\u{1B}c\u{7F}d\u{9F}e\u{FFFE}f\u{FFFF}", #"a\u0000b\u001bc\u007fd\u009fe\ufffef\uffff"#,
             #"a\u0000b\u001bc\u007fd\u009fe\ufffef\uffff"#),
            ("l1\nl2\tx\ry", "l1\nl2\tx&#13;y", "l1&#10;l2&#9;x&#13;y"),
            ("مرحبا 😀 ]]>", "مرحبا 😀 ]]&gt;", "مرحبا 😀 ]]&gt;"),
        ]
        for (input, text, attribute) in cases {
            XCTAssertEqual(MarkupEscaper.text(input), text, input)
            XCTAssertEqual(MarkupEscaper.attribute(input), attribute, input)
        }
    }

    func testRelativeURLsPercentEncodeEverythingButUnreservedAndSlash() {
        let cases: [(String, String)] = [
            ("../../golden/home/phone-en-light-1.0x.png", "../../golden/home/phone-en-light-1.0x.png"),
            ("actual/a b/#1?x=%.png", "actual/a%20b/%231%3Fx%3D%25.png"),
            ("javascript:alert(1)", "javascript%3Aalert%281%29"),
            ("ar/مرحبا.png", "ar/%D9%85%D8%B1%D8%AD%D8%A8%D8%A7.png"),
            ("q\"<'>&", "q%22%3C%27%3E%26"),
        ]
        for (path, url) in cases { XCTAssertEqual(RelativeURL.encoding(path: path), url, path) }
    }

    func testApproveCommandQuotesOnlyWhatTheShellWouldSplit() {
        let cases: [(Cell, String)] = [
            (ReportSamples.cell("home", "phone", "en", .highContrastDark, 1.3),
             "proofsheet approve --cell home/phone-en-highContrastDark-1.3x"),
            (ReportSamples.cell("wallet@empty", "phone", "ar", .dark, 3.1),
             "proofsheet approve --cell wallet@empty/phone-ar-dark-3.1x"),
            (Cell(screen: "home", device: "tablet", locale: LocaleID("ar"), mode: .light, textScale: 1, orientation: .landscape),
             "proofsheet approve --cell home/tablet-landscape-ar-light-1.0x"),
            (ReportSamples.cell("it's home", "phone 15", "pt-BR", .light, 2),
             "proofsheet approve --cell 'it'\\''s home/phone 15-pt-BR-light-2.0x'"),
        ]
        for (cell, command) in cases { XCTAssertEqual(cell.approveCommand, command) }
    }

    func testEveryReportStringIsEscaped() throws {
        var report = ReportSamples.report()
        let hostileScreen = "<script>alert(1)</script>&\"'"
        report.cells = report.cells.map { result in
            var copy = result
            if copy.cell.screen == "home" { copy.cell.screen = ScreenStateID(hostileScreen) }
            copy.message = copy.message.map { $0 + " </script><img src=x onerror=alert(2)>" }
            return copy
        }
        report.orphans.append("<b>orphan</b>.png")
        report.config = "<i>config</i>"
        let html = HTMLReport.html(for: report, title: "<title> & \"title\"")
        XCTAssertFalse(html.contains("<script>alert"), "screen id not escaped")
        XCTAssertFalse(html.contains("<img src=x"), "message not escaped")
        XCTAssertFalse(html.contains("<b>orphan"), "orphan not escaped")
        XCTAssertFalse(html.contains("<i>config"), "config not escaped")
        XCTAssertTrue(html.contains("<h1>&lt;title&gt; &amp; \"title\"</h1>"))
        XCTAssertTrue(html.contains("&lt;script&gt;alert(1)&lt;/script&gt;&amp;"))
        // Exactly the page's own three scripts open and close; the JSON data cannot end its element early.
        XCTAssertEqual(occurrences(of: "<script", in: html), 3)
        XCTAssertEqual(occurrences(of: "</script>", in: html), 3)
        XCTAssertTrue(html.contains("\\u003Cscript\\u003Ealert(1)\\u003C/script\\u003E\\u0026"))
    }

    func testTheDataBlobEscapesLineSeparatorsAndKeepsOtherTextAsWritten() throws {
        var report = ReportSamples.report()
        report.cells = report.cells.map { result in
            var copy = result
            copy.message = "الرصيد المتاح\u{2028}€ 12 – 3 <> \u{2029}✓"
            return copy
        }
        let html = HTMLReport.html(for: report, title: "Separators")
        XCTAssertTrue(html.contains("الرصيد المتاح\\u2028€ 12 – 3 \\u003C\\u003E \\u2029✓"))
    }

    func testFailingCellsComeFirstChangedThenNewThenErrors() throws {
        let report = ReportSamples.report()
        let html = HTMLReport.html(for: report, title: "Order")
        let order = cellOrder(html)
        let failing = order.prefix(4).map { report.cells[$0].cell.description }
        XCTAssertEqual(failing, ["home/phone-en-dark-1.3x", "settings/phone-ar-dark-1.3x", "home/phone-ar-light-1.0x",
                                 "settings/phone-en-light-1.0x"])
        // Then every cell once, in its contact sheet: rows locale x mode (light before dark), columns by scale.
        XCTAssertEqual(order.count, 4 + report.cells.count)
        XCTAssertEqual(Set(order.dropFirst(4)), Set(report.cells.indices))
        let sheet = order.dropFirst(4).prefix(4).map { report.cells[$0].cell.description }
        XCTAssertEqual(sheet, ["home/phone-ar-light-1.0x", "home/phone-ar-light-1.3x", "home/phone-ar-dark-1.0x", "home/phone-ar-dark-1.3x"])
        let attention = try XCTUnwrap(html.range(of: "id=\"attention\""))
        let firstSheet = try XCTUnwrap(html.range(of: "class=\"sheet wrap\""))
        XCTAssertLessThan(attention.lowerBound, firstSheet.lowerBound)
    }

    /// Issue #42 item 5: the page leads with what needs a decision. The changes by cause come first, then the cells
    /// to review grouped by cause (then new cells, errors, audit errors), then the problems: blocking ones, the
    /// rest, and the info problems in a group collapsed by default; the contact sheets last.
    func testThePageLeadsWithChangesByCauseThenBlockingProblemsAndCollapsesInfo() throws {
        var report = ReportSamples.reportWithProblems()
        let index = try XCTUnwrap(report.cells.firstIndex { $0.cell.description == "settings/phone-en-dark-1.0x" })
        report.cells[index].findings.append(Finding(criterion: .bidiReordering, severity: .info, nodeID: "note", nodePath: "root.children[2]",
                                                    cell: report.cells[index].cell, rect: Rect(x: 0, y: 0, width: 10, height: 10),
                                                    message: "an info finding"))
        let html = HTMLReport.html(for: report, title: "Order")
        func position(_ text: String) throws -> String.Index { try XCTUnwrap(html.range(of: text), text).lowerBound }
        let landmarks = ["id=\"causes\"", "id=\"attention\"", "id=\"problems\"", "class=\"sheet wrap\""]
        let positions = try landmarks.map(position)
        XCTAssertEqual(positions, positions.sorted(), "sections in the order \(landmarks)")

        let groups = html.components(separatedBy: "<h3 class=\"attention-group\"").dropFirst()
            .map { String($0.components(separatedBy: "<span dir=\"auto\">")[1].prefix { $0 != "<" }) }
        XCTAssertEqual(groups, ["Changed: token accent", "New: no golden yet", "Errors", "Audit errors in cells whose pixels pass"])
        let failing = cellOrder(html).prefix(report.cells.filter(\.isFailing).count).map { report.cells[$0] }
        XCTAssertEqual(failing.prefix(2).map(\.cause), ["token:accent", "token:accent"])

        let problems = String(html[try position("id=\"problems\"")...])
        let severities = problems.components(separatedBy: "<li class=\"problem\"").dropFirst().map {
            String($0.components(separatedBy: "data-severity=\"")[1].prefix { $0 != "\"" })
        }
        XCTAssertEqual(severities, ["error", "error", "warning", "info"], "blocking, then the rest, info last")
        XCTAssertTrue(problems.contains("<details class=\"problem-info\" id=\"problem-info\"><summary"), "info collapsed (no 'open')")
        let blocking = try XCTUnwrap(problems.range(of: ">Blocking <span class=\"count\">2</span>"))
        let rest = try XCTUnwrap(problems.range(of: ">Not blocking <span class=\"count\">1</span>"))
        let info = try XCTUnwrap(problems.range(of: "<details class=\"problem-info\""))
        XCTAssertLessThan(blocking.lowerBound, rest.lowerBound)
        XCTAssertLessThan(rest.lowerBound, info.lowerBound)
    }

    /// A cause whose goldens the run recorded (`check --record changed`) shows no approve command (issue #42 item 6).
    func testACauseRecordedByTheRunAsksForNoApproval() throws {
        for recorded in [false, true] {
            var report = ReportSamples.reportWithProblems()
            for index in report.cells.indices where report.cells[index].cause != nil { report.cells[index].recorded = recorded }
            let html = HTMLReport.html(for: report, title: "Recorded")
            let start = try XCTUnwrap(html.range(of: "id=\"causes\""))
            let end = try XCTUnwrap(html.range(of: "id=\"attention\""))
            let causes = String(html[start.lowerBound..<end.lowerBound])
            XCTAssertEqual(causes.contains("class=\"cause-command\""), !recorded, "recorded: \(recorded)")
            XCTAssertEqual(causes.contains("Recorded by this run: nothing to approve"), recorded, "recorded: \(recorded)")
        }
    }

    func testHeaderShowsCountsAndProvenance() {
        let html = HTMLReport.html(for: ReportSamples.report(shard: CheckReport.Shard(index: 2, count: 4)), title: "Counts")
        for (status, count) in [("error", 1), ("changed", 2), ("new", 1), ("pass", 12), ("total", 16)] {
            XCTAssertTrue(html.contains("data-count=\"\(status)\">\(count)</span>"), status)
        }
        for fact in ["<code>../../proofsheet.json</code>", "<code>0.1.0</code>", "<code>yiq-aa</code>", "<code>shard 2 of 4</code>",
                     "4 of 16 cells need attention"] {
            XCTAssertTrue(html.contains(fact), fact)
        }
    }

    func testThumbnailsPreferActualThenGoldenThenAPlaceholder() {
        let cases: [(CellStatus, String)] = [
            (.pass, "src=\"../../golden/home/phone-en-light-1.0x.png\" alt=\"Render of home on phone, en, light mode, text 1.0×\""),
            (.changed, "src=\"actual/home/phone-en-light-1.0x.png\" alt=\"Actual render of home on phone, en, light mode, text 1.0×\""),
            (.new, "src=\"actual/home/phone-en-light-1.0x.png\" alt=\"Actual render of"),
            (.error, "class=\"thumb thumb-missing\" role=\"img\" aria-label=\"No image for home on phone, en, light mode, text 1.0×\""),
        ]
        for (status, expected) in cases {
            let report = CheckReport(toolVersion: "0.1.0", rendererVersion: "0.1", diffAlgorithm: "yiq-aa", config: "p.json",
                                     cells: [ReportSamples.result(ReportSamples.cell("home"), status)], orphans: [], shard: nil)
            XCTAssertTrue(HTMLReport.html(for: report, title: "T").contains(expected), "\(status)")
        }
    }

    func testPageIsSelfContainedAccessibleAndDeterministic() {
        let report = ReportSamples.report()
        let html = HTMLReport.html(for: report, title: "Self-contained")
        XCTAssertEqual(html, HTMLReport.html(for: report, title: "Self-contained"))
        XCTAssertTrue(html.hasPrefix("<!DOCTYPE html>\n<html lang=\"en\">"))
        // The one link is the empty icon (a data: URL, so a served report asks no server for /favicon.ico).
        XCTAssertTrue(html.contains("<link rel=\"icon\" href=\"data:,\">\n"))
        let external = html.replacingOccurrences(of: "<link rel=\"icon\" href=\"data:,\">\n", with: "")
        for banned in ["http://", "https://", "<link", "@import", "url(", "src=\"/", "//cdn"] {
            XCTAssertFalse(external.contains(banned), banned)
        }
        let images = html.components(separatedBy: "<img ").dropFirst()
        let thumbnails = images.filter { $0.hasPrefix("loading=") }
        XCTAssertEqual(thumbnails.count, 4 + report.cells.count - 2, "every tile but the error cell's two has a thumbnail")
        for image in images { XCTAssertTrue(image.contains("alt=\""), String(image.prefix(80))) }
        for needle in ["<main id=\"main\">", "<h1>", "<h2 id=\"attention-title\">", "<th scope=\"col\">Text 1.3×</th>",
                       "<th scope=\"row\">", "<dialog id=\"viewer\"", "<button type=\"button\" class=\"tile\"", ":focus-visible",
                       "prefers-color-scheme: dark", "class=\"findings-layer\"", "aria-keyshortcuts=\"ArrowRight\""] {
            XCTAssertTrue(html.contains(needle), needle)
        }
        // One badge per tile, plus the viewer's hidden template of each finding severity.
        XCTAssertEqual(occurrences(of: "<span class=\"badge badge-", in: html), 4 + report.cells.count + FindingSeverity.allCases.count)
    }
}
