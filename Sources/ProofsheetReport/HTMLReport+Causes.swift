/// The report page's causes view: the run's changed cells grouped by what changed since their goldens
/// (`CheckReport.causes`, `CauseGroup`), most cells first, each with its changes in words, a button that opens
/// its first cell in the viewer and the one command that approves exactly its cells.
///
/// A group whose only change is the renderer version is marked "Renderer only" in words (Proofsheet changed,
/// not the project), so reviewers approve those apart from real changes.
extension HTMLReport {
    /// How many change texts a group lists before "and K more" (report.json has them all).
    package static let listedChanges = 8

    package static func causesSection(_ page: HTMLReportPage) -> String {
        let causes = page.report.causes
        guard !causes.isEmpty else { return "" }
        let cells = causes.reduce(0) { $0 + $1.count }
        var out = "<section id=\"causes\" class=\"causes wrap\" aria-labelledby=\"causes-title\">\n"
        out += "<h2 id=\"causes-title\">Causes of changed cells <span class=\"count\">\(causes.count) for \(cells) cell\(cells == 1 ? "" : "s")</span></h2>\n"
        out += "<p class=\"section-note\">Changed cells grouped by the inputs that changed since their goldens, most cells first. "
            + "Review a group's first cell, then approve the whole group with its command.</p>\n"
        out += "<ol class=\"cause-list\" id=\"cause-list\">\n"
        let recorded = Set(page.report.cells.filter(\.recorded).map(\.cell.description))
        for (number, cause) in causes.enumerated() {
            let first = cause.cells.first.flatMap { id in page.report.cells.firstIndex { $0.cell.description == id } } ?? 0
            out += "<li class=\"cause\" data-cause=\"\(MarkupEscaper.attribute(cause.id))\">\n"
            out += "<h3 class=\"cause-title\" id=\"cause-\(number + 1)\">"
            if cause.rendererOnly { out += "<span class=\"badge badge-renderer\">Renderer only</span> " }
            out += "<span dir=\"auto\">\(MarkupEscaper.text(cause.title))</span> "
            out += "<span class=\"count\">\(cause.count) cell\(cause.count == 1 ? "" : "s")</span></h3>\n"
            out += "<ul class=\"cause-changes\" aria-label=\"Changes of this cause\">"
            for text in cause.changes.prefix(listedChanges) { out += "<li dir=\"auto\">\(MarkupEscaper.text(arrowsHeldLeftToRight(text)))</li>" }
            if cause.changes.count > listedChanges {
                out += "<li class=\"cause-more\">and \(cause.changes.count - listedChanges) more (report.json, <code>causes[\(number)]</code>)</li>"
            }
            out += "</ul>\n"
            out += "<div class=\"cause-actions\"><button type=\"button\" class=\"button\" data-cause-cell=\"\(first)\" "
                + "aria-describedby=\"cause-\(number + 1)\">Open the first of its cells</button>"
            if cause.cells.allSatisfy(recorded.contains) {
                // `check --record changed|all` wrote these goldens: nothing is left to approve.
                out += "<span class=\"cause-recorded\">Recorded by this run: nothing to approve</span></div>\n"
            } else {
                out += "<code class=\"cause-command\">\(MarkupEscaper.text(cause.approveCommand))</code>"
                out += "<button type=\"button\" class=\"button\" data-copy=\"\(MarkupEscaper.attribute(cause.approveCommand))\" "
                    + "aria-describedby=\"cause-\(number + 1)\">Copy</button></div>\n"
            }
            out += "</li>\n"
        }
        out += "</ol>\n<p class=\"copy-status\" id=\"cause-copy-status\" aria-live=\"polite\"></p>\n"
        return out + "</section>\n"
    }

    /// A change text with each ` → ` between left-to-right marks: between two right-to-left values (an Arabic
    /// string before and after) the arrow would otherwise join their run and the page would show the new value
    /// first, reading as the opposite change (UAX #9, neutrals between strong right-to-left characters).
    package static func arrowsHeldLeftToRight(_ text: String) -> String {
        text.replacingOccurrences(of: " → ", with: " \u{200E}→\u{200E} ")
    }
}
