import ProofsheetJSON
import ProofsheetSupport
import ProofsheetAudit
import ProofsheetVerify

/// A check report as one static, self-contained HTML page (index.html in the report folder).
///
/// The page works offline from `file://`: CSS and JS are inline, no fonts or scripts are fetched, and images
/// are referenced by their report-relative paths (percent-encoded). Layout, top to bottom: a header with the
/// counts per status and where the run came from; what needs a decision: the causes of changed cells, "Needs
/// attention" with every failing cell grouped by cause (then new cells, errors and audit errors, each group in
/// `Cell` order), the problems (blocking, the rest, info collapsed); per screen and device a contact sheet (rows
/// locale x mode, columns text scales); orphaned goldens. Each cell is a `<button>` that opens a `<dialog>` viewer with
/// expected | actual | diff, a slider and an onion-skin comparison, the message and the approve command.
///
/// Every string taken from the report passes through `MarkupEscaper`; the viewer's data is embedded as JSON
/// with `<`, `>` and `&` written as `\u003C`-style escapes so no value can close the script element.
/// Accessibility targets WCAG 2.2 AA: semantic headings and tables, `lang`, alt text, visible focus, status
/// shown by text and icon shape, colours checked for contrast (`ReportPalette`) in light and dark schemes.
/// No clock or machine facts: the same report gives the same bytes.
package enum HTMLReport {
    package static func html(for report: CheckReport, title: String) -> String {
        let page = HTMLReportPage(report: report)
        var out = "<!DOCTYPE html>\n<html lang=\"en\">\n<head>\n"
        out += "<meta charset=\"utf-8\">\n"
        out += "<meta name=\"viewport\" content=\"width=device-width, initial-scale=1\">\n"
        out += "<meta name=\"color-scheme\" content=\"light dark\">\n"
        // No icon: without this line every load asks the server for /favicon.ico and logs a 404.
        out += "<link rel=\"icon\" href=\"data:,\">\n"
        out += "<meta name=\"generator\" content=\"proofsheet \(MarkupEscaper.attribute(report.toolVersion))\">\n"
        out += "<title>\(MarkupEscaper.text(title)) · \(MarkupEscaper.text(page.verdict))</title>\n"
        out += "<style>\n\(stylesheet)</style>\n"
        out += "<script>\n\(errorTrap)</script>\n"
        out += "</head>\n<body>\n"
        if !report.causes.isEmpty { out += "<a class=\"skip-link\" href=\"#causes\">Skip to the causes of changed cells</a>\n" }
        out += "<a class=\"skip-link\" href=\"#attention\">Skip to the cells that need attention</a>\n"
        out += "<a class=\"skip-link\" href=\"#problems\">Skip to the problems</a>\n"
        out += header(page, title: title)
        out += "<main id=\"main\">\n"
        out += "<div role=\"alert\" id=\"page-errors\" class=\"page-errors\" hidden><p>This page hit a script error; "
            + "the viewer may not work:</p><ol id=\"page-error-list\"></ol></div>\n"
        out += "<noscript><p class=\"section-note\">The comparison viewer needs JavaScript; the images are in the report folder.</p></noscript>\n"
        // What needs a decision first: the changes by cause, the cells to review, then the problems (blocking first).
        out += causesSection(page)
        out += attention(page)
        out += problemsSection(page)
        for (number, screen) in page.screens.enumerated() { out += sheet(screen, number: number + 1, page: page) }
        out += orphans(report.orphans)
        out += "</main>\n"
        out += viewer
        // Templates the viewer clones for each finding's severity (word and shape).
        out += "<div id=\"severity-badges\" hidden>" + FindingSeverity.allCases.map {
            "<span data-severity=\"\($0.rawValue)\">\($0.badgeHTML())</span>"
        }.joined() + "</div>\n"
        out += "<script type=\"application/json\" id=\"report-data\">\n\(dataBlob(page))\n</script>\n"
        out += "<script>\n\(script)</script>\n"
        out += "</body>\n</html>\n"
        return out
    }

    // MARK: - Header

    private static func header(_ page: HTMLReportPage, title: String) -> String {
        let report = page.report
        var out = "<header class=\"masthead\">\n<div class=\"wrap\">\n"
        out += "<p class=\"eyebrow\">Proofsheet check</p>\n"
        out += "<h1>\(MarkupEscaper.text(title))</h1>\n"
        let verdictClass = page.failing.isEmpty ? "verdict-clear" : "verdict-attention"
        out += "<p class=\"verdict \(verdictClass)\">\(MarkupEscaper.text(page.verdict))</p>\n"
        out += "<ul class=\"tallies\" aria-label=\"Cells by status\">\n"
        let counts = report.counts
        // A cell whose pixels pass but whose enforced audits fail needs attention: it is counted as an audit error,
        // never in the Pass tile beside a verdict that counts it as failing.
        let auditFailing = report.cells.filter { $0.status == .pass && $0.hasBlockingFindings }.count
        for status in [CellStatus.error, .changed, .new, .pass] {
            let count = (counts[status] ?? 0) - (status == .pass ? auditFailing : 0)
            out += "<li class=\"tally tally-\(status.rawValue)\(count == 0 ? " tally-zero" : "")\">"
                + "<span class=\"tally-n\" data-count=\"\(status.rawValue)\">\(count)</span>"
                + "<span class=\"tally-label\">\(status.iconSVG)\(status.label)</span></li>\n"
        }
        if auditFailing > 0 {
            out += "<li class=\"tally tally-audit\"><span class=\"tally-n\" data-count=\"audit\">\(auditFailing)</span>"
                + "<span class=\"tally-label\">\(FindingSeverity.error.iconSVG)Audit errors</span></li>\n"
        }
        out += "<li class=\"tally tally-total\"><span class=\"tally-n\" data-count=\"total\">\(report.cells.count)</span>"
            + "<span class=\"tally-label\">Cells</span></li>\n"
        out += "</ul>\n"
        let run = report.shard.map { "shard \($0.index) of \($0.count)" } ?? "whole matrix"
        let facts: [(String, String)] = [
            ("Config", report.config), ("Proofsheet", report.toolVersion), ("Renderer", report.rendererVersion),
            ("Diff", report.diffAlgorithm), ("Run", run),
        ]
        out += "<dl class=\"provenance\">\n"
        for (name, value) in facts {
            out += "<div><dt>\(name)</dt><dd><code>\(MarkupEscaper.text(value))</code></dd></div>\n"
        }
        out += "</dl>\n"
        if page.screens.count > 1 {
            out += "<nav class=\"jump\" aria-label=\"Screens\"><ul>\n"
            for (number, screen) in page.screens.enumerated() {
                let failing = screen.failingCount
                out += "<li><a href=\"#screen-\(number + 1)\">\(MarkupEscaper.text(screen.id))"
                    + (failing > 0 ? " <span class=\"jump-count\">\(failing) failing</span>" : "") + "</a></li>\n"
            }
            out += "</ul></nav>\n"
        }
        out += "</div>\n</header>\n"
        return out
    }

    // MARK: - Needs attention

    private static func attention(_ page: HTMLReportPage) -> String {
        var out = "<section id=\"attention\" class=\"attention wrap\" aria-labelledby=\"attention-title\" tabindex=\"-1\">\n"
        out += "<h2 id=\"attention-title\">Needs attention <span class=\"count\">\(page.failing.count)</span></h2>\n"
        guard !page.failing.isEmpty else {
            out += "<p class=\"all-clear\">\(CellStatus.pass.iconSVG)<span>Nothing needs attention: every cell matches its golden.</span></p>\n"
            return out + "</section>\n"
        }
        out += "<p class=\"section-note\">Changed cells grouped by what changed since their goldens (most cells first), then new "
            + "cells, errors and audit errors. Open a cell to compare it with its golden; in the viewer, the arrow keys move "
            + "between these cells.</p>\n"
        for group in page.attentionGroups {
            out += "<h3 class=\"attention-group\"\(group.cause.map { " data-cause=\"\(MarkupEscaper.attribute($0))\"" } ?? "")>"
                + "<span dir=\"auto\">\(MarkupEscaper.text(group.title))</span> "
                + "<span class=\"count\">\(group.indices.count) cell\(group.indices.count == 1 ? "" : "s")</span></h3>\n"
            out += attentionGrid(group.indices, page: page)
        }
        return out + "</section>\n"
    }

    private static func attentionGrid(_ indices: [Int], page: HTMLReportPage) -> String {
        var out = "<ol class=\"attention-grid\">\n"
        for index in indices {
            let result = page.report.cells[index]
            let cell = result.cell
            out += "<li><button type=\"button\" class=\"tile tile-wide\" data-cell=\"\(index)\" data-status=\"\(result.status.rawValue)\"\(result.hasBlockingFindings ? " data-audit=\"blocking\"" : "")>"
            out += thumbnail(result)
            out += "<span class=\"tile-body\">\(result.badgeHTML)"
            out += "<span class=\"tile-title\">\(MarkupEscaper.text(cell.screen.name))</span>"
            out += "<span class=\"tile-meta\">\(MarkupEscaper.text(HTMLReportPage.facets(cell)))</span>"
            out += "<span class=\"tile-message\" dir=\"auto\">\(MarkupEscaper.text(arrowsHeldLeftToRight(JUnitReport.summaryLine(result))))</span>"
            out += "</span></button></li>\n"
        }
        return out + "</ol>\n"
    }

    // MARK: - Contact sheets

    private static func sheet(_ screen: HTMLReportPage.Screen, number: Int, page: HTMLReportPage) -> String {
        let screenID = MarkupEscaper.text(screen.id)
        var out = "<section class=\"sheet wrap\" id=\"screen-\(number)\" aria-labelledby=\"screen-\(number)-title\">\n"
        let summary = screen.failingCount == 0 ? "all \(screen.cellCount) pass" : "\(screen.failingCount) of \(screen.cellCount) failing"
        out += "<h2 id=\"screen-\(number)-title\">\(screenID) <span class=\"count\">\(summary)</span></h2>\n"
        for device in screen.devices {
            let deviceID = MarkupEscaper.text(device.id)
            out += "<h3>\(deviceID)</h3>\n<div class=\"table-scroll\">\n<table class=\"contact-sheet\">\n"
            out += "<caption class=\"visually-hidden\">\(screenID) on \(deviceID): rows are locale and mode, columns are text scales</caption>\n"
            out += "<thead><tr><th scope=\"col\">Locale · mode</th>"
            for scale in device.scales { out += "<th scope=\"col\">Text \(scale.header)</th>" }
            out += "</tr></thead>\n<tbody>\n"
            for row in device.rows {
                let direction = row.locale.direction == .rtl ? " <abbr class=\"dir\" title=\"right to left\">RTL</abbr>" : ""
                out += "<tr><th scope=\"row\"><span class=\"row-locale\">\(MarkupEscaper.text(row.locale.identifier))\(direction)</span>"
                    + "<span class=\"row-mode\">\(HTMLReportPage.modeLabel(row.mode))</span></th>"
                for scale in device.scales {
                    guard let index = row.cells[scale] else {
                        out += "<td class=\"absent\"><span class=\"absent-mark\">Not in this run</span></td>"
                        continue
                    }
                    let result = page.report.cells[index]
                    out += "<td><button type=\"button\" class=\"tile\" data-cell=\"\(index)\" data-status=\"\(result.status.rawValue)\">"
                        + thumbnail(result) + result.badgeHTML + "</button></td>"
                }
                out += "</tr>\n"
            }
            out += "</tbody>\n</table>\n</div>\n"
        }
        return out + "</section>\n"
    }

    /// The actual render when one was written, else the golden, else a box with the status.
    private static func thumbnail(_ result: CellResult) -> String {
        let description = HTMLReportPage.spokenName(result.cell)
        if let actual = result.artefacts.actual {
            return image(src: actual, alt: "Actual render of \(description)")
        }
        if let golden = result.goldenImage {
            return image(src: golden, alt: (result.status == .pass ? "Render of " : "Golden of ") + description)
        }
        // A passing cell of the manifest store keeps no image, only its pixel hash.
        let missing = result.status == .error ? "No image" : result.status == .pass ? "No image kept" : "No golden"
        return "<span class=\"thumb thumb-missing\" role=\"img\" aria-label=\"\(missing) for \(MarkupEscaper.attribute(description))\">"
            + result.status.iconSVG + "<span>\(missing)</span></span>"
    }

    private static func image(src: String, alt: String) -> String {
        "<span class=\"thumb\"><img loading=\"lazy\" decoding=\"async\" src=\"\(MarkupEscaper.attribute(RelativeURL.encoding(path: src)))\" "
            + "alt=\"\(MarkupEscaper.attribute(alt))\"></span>"
    }

    // MARK: - Orphans

    private static func orphans(_ orphans: [String]) -> String {
        guard !orphans.isEmpty else { return "" }
        var out = "<section class=\"orphans wrap\" aria-labelledby=\"orphans-title\">\n"
        out += "<h2 id=\"orphans-title\">Orphaned goldens <span class=\"count\">\(orphans.count)</span></h2>\n"
        out += "<p class=\"section-note\">No cell of the matrix produces these golden files (paths relative to the golden folder). "
            + "Delete them, or add their screen, device, locale, mode or scale back to the matrix.</p>\n<ul class=\"orphan-list\">\n"
        for orphan in orphans { out += "<li><code>\(MarkupEscaper.text(orphan))</code></li>\n" }
        return out + "</ul>\n</section>\n"
    }

    // MARK: - Viewer data

    /// `value` with every string's control characters (but line feeds) written as `\u001b` text: the viewer puts
    /// strings into the page as text, where a raw control would be invisible (as `MarkupEscaper` does for markup).
    /// Nil when no string in `value` changes (a report without control characters): then the tree is not copied,
    /// which for thousands of cells was a tenth of writing the page (issue #43).
    private static func shownVisibly(_ value: JSONValue) -> JSONValue? {
        switch value.kind {
        case .null, .bool, .number: return nil
        case .string(let text):
            let shown = MessageText.escapedKeepingLines(text)
            return shown == text ? nil : .string(shown)
        case .array(let elements):
            var changed: [JSONValue]?
            for (index, element) in elements.enumerated() {
                guard let shown = shownVisibly(element) else { continue }
                if changed == nil { changed = elements }
                changed?[index] = shown
            }
            return changed.map { .array($0) }
        case .object(let members):
            var changed: [JSONMember]?
            for (index, member) in members.enumerated() {
                guard let shown = shownVisibly(member.value) else { continue }
                if changed == nil { changed = members }
                changed?[index] = JSONMember(key: member.key, value: shown)
            }
            return changed.map { JSONValue(.object($0)) }
        }
    }

    /// The cells as JSON for the viewer script, safe inside `<script>`: `<`, `>`, `&` are `\u` escapes.
    private static func dataBlob(_ page: HTMLReportPage) -> String {
        let causes = Dictionary(uniqueKeysWithValues: page.report.causes.map { ($0.id, $0) })
        let cells: [JSONValue] = page.report.cells.enumerated().map { index, result in
            let cell = result.cell
            // Manifest store: the expected image re-rendered from the baseline (the golden is the screen's manifest file).
            let expected = result.artefacts.expected ?? result.goldenImage
            let actual = result.artefacts.actual ?? (result.status == .pass ? result.goldenImage : nil)
            func url(_ path: String?) -> JSONValue { path.map { .string(RelativeURL.encoding(path: $0)) } ?? .null }
            // A golden this run recorded leaves nothing to approve.
            let approvable = (result.status == .changed || result.status == .new) && !result.recorded
            let cause: JSONValue = result.cause.flatMap { id in causes[id] }.map { group in
                .object([("id", .string(group.id)), ("title", .string(group.title)), ("count", .number(group.count)),
                         ("approve", .string(group.approveCommand))])
            } ?? .null
            return .object([
                ("index", .number(index)),
                ("id", .string(cell.description)),
                ("name", .string(HTMLReportPage.spokenName(cell))),
                ("screen", .string(cell.screen.name)),
                ("facets", .string(HTMLReportPage.facets(cell))),
                ("status", .string(result.status.rawValue)),
                ("failing", .bool(result.isFailing)),
                ("message", .string(arrowsHeldLeftToRight(JUnitReport.summaryLine(result)))),
                ("expected", url(expected)),
                ("actual", url(actual)),
                ("diff", url(result.artefacts.diff)),
                ("strip", url(result.artefacts.strip)),
                ("legend", url(result.artefacts.legend)),
                ("a11yChanges", .array(result.accessibilityChanges.map { .string($0) })),
                ("layoutChanges", .array(result.layoutChanges.map { .string($0) })),
                ("changes", .array(result.changes.map { .string(arrowsHeldLeftToRight($0.text)) })),
                ("cause", cause),
                ("approve", approvable ? .string(cell.approveCommand) : .null),
                ("findings", .array(result.findings.map { finding in
                    let scale = result.pixelScale ?? 1
                    return .object([
                        ("x", .number(finding.rect.minX * scale)), ("y", .number(finding.rect.minY * scale)),
                        ("width", .number(finding.rect.width * scale)), ("height", .number(finding.rect.height * scale)),
                        ("message", .string("\(finding.severity) \(finding.criterion): \(finding.message)")),
                        ("blocking", .bool(finding.isBlocking)),
                        ("severity", .string(finding.severity.rawValue)),
                        ("label", .string(finding.severity.label)),
                        ("criterion", .string(finding.criterion.rawValue + (finding.wcag.map { " (WCAG \($0))" } ?? ""))),
                        ("node", .string(finding.nodeID.name)),
                        ("problem", .string(finding.problemID)),
                        ("waived", .bool(finding.waiver != nil)),
                        ("text", .string(finding.message)),
                        ("evidence", .array(finding.evidence.entries.map { .array([.string($0.name), .string($0.value)]) })),
                    ])
                })),
            ] + (result.artefacts.expectedBand.map { band in
                // Manifest store: `expected` is the band of rows that differ from the actual image, drawn over it.
                [("expectedBand", JSONValue.array([.number(band.top), .number(band.height), .number(band.imageHeight)]))]
            } ?? []) + (result.artefacts.diffBand.map { band in
                // `diff` is the marks over the rows that differ, drawn at their rows.
                [("diffBand", JSONValue.array([.number(band.top), .number(band.height), .number(band.imageHeight)]))]
            } ?? []) + (result.artefacts.pageLegend.map { legend in
                // The accessibility legend the page draws over the actual image: direction, size and elements in points.
                [("pageLegend", JSONValue.object([
                    ("rtl", .bool(legend.rightToLeft)),
                    ("size", .array([.number(legend.width), .number(legend.height)])),
                    ("elements", .array(legend.elements.map { element in
                        .array([.number(element.number), .number(element.frame.minX), .number(element.frame.minY),
                                .number(element.frame.width), .number(element.frame.height), .string(element.line)])
                    })),
                ]))]
            } ?? []) + (result.artefacts.legendScreenshot.map { placement in
                // The legend leaves the screenshot out: the actual image goes under it at this rectangle.
                [("legendScreenshot", JSONValue.array(placement.values.map { .number($0) }))]
            } ?? []))
        }
        let tree = JSONValue.object([("failing", .array(page.failing.map { .number($0) })), ("cells", .array(cells))])
        let data = shownVisibly(tree) ?? tree
        // Written without indentation (the script parses it; at thousands of cells the spaces were a third of its
        // bytes), then escaped byte by byte in UTF-8 (appending scalar by scalar to a `String` was a tenth of a check
        // with nothing changed): `<`, `>`, `&` are single bytes, U+2028 and U+2029 are E2 80 A8 and E2 80 A9.
        let text = data.jsonCompactBytes()
        var out: [UInt8] = []
        out.reserveCapacity(text.count + text.count / 16)
        // The bytes between two that need an escape are copied as one run.
        var index = 0
        var run = 0
        while index < text.count {
            let byte = text[index]
            let escape: String
            switch byte {
            case UInt8(ascii: "<"): escape = "\\u003C"
            case UInt8(ascii: ">"): escape = "\\u003E"
            case UInt8(ascii: "&"): escape = "\\u0026"
            case 0xE2 where index + 2 < text.count && text[index + 1] == 0x80 && (text[index + 2] == 0xA8 || text[index + 2] == 0xA9):
                escape = text[index + 2] == 0xA8 ? "\\u2028" : "\\u2029"
            default:
                index += 1
                continue
            }
            out += text[run..<index]
            out += escape.utf8
            index += byte == 0xE2 ? 3 : 1
            run = index
        }
        out += text[run..<text.count]
        return String(decoding: out, as: UTF8.self)
    }
}
