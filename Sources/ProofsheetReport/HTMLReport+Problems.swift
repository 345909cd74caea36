import ProofsheetAudit
import ProofsheetProject
import ProofsheetVerify
import ProofsheetSpec

/// The report page's problems view: every `Problem` of the run, worst first, with filters by criterion,
/// severity, screen, locale, mode and text scale, each option showing how many problems it holds.
///
/// Each problem is a button that opens its worst cell in the viewer with the problem's box drawn and its
/// evidence beside the images (`HTMLReport+Script`). The filters are native `<select>`s (keyboard operable,
/// labelled); a live region says how many problems are shown (WCAG 2.2 §4.1.3).
extension HTMLReport {
    package static func problemsSection(_ page: HTMLReportPage) -> String {
        let problems = page.problems
        var out = "<section id=\"problems\" class=\"problems wrap\" aria-labelledby=\"problems-title\">\n"
        out += "<h2 id=\"problems-title\">Problems <span class=\"count\">\(problems.count)</span></h2>\n"
        guard !problems.isEmpty else {
            out += "<p class=\"section-note\">The audits found no problem in this run.</p>\n"
            return out + "</section>\n"
        }
        out += "<p class=\"section-note\">Each problem is one defect (same screen, node, criterion and cause) with every cell it "
            + "appears in, worst first. Open one to see its worst cell with the box drawn and the evidence beside it.</p>\n"
        out += "<form class=\"filters\" id=\"problem-filters\" aria-label=\"Filter problems\">\n"
        for filter in filters(problems) {
            out += "<label class=\"filter\"><span>\(filter.label)</span><select data-filter=\"\(filter.key)\">"
            out += "<option value=\"\">All (\(problems.count))</option>"
            for (value, count) in filter.options {
                out += "<option value=\"\(MarkupEscaper.attribute(value))\">\(MarkupEscaper.text(filter.spoken(value))) (\(count))</option>"
            }
            out += "</select></label>\n"
        }
        out += "<button type=\"reset\" class=\"button\" id=\"filter-reset\">Show all</button>\n</form>\n"
        out += "<p class=\"problem-count\" id=\"problem-count\" role=\"status\">Showing \(problems.count) of \(problems.count) problems</p>\n"
        // What needs a decision first: blocking problems, then the other errors and warnings, then info problems
        // in a collapsed group (most of a run's problems are info; they are one click away, never in the way).
        let blocking = problems.filter(\.isBlocking)
        let info = problems.filter { !$0.isBlocking && $0.severity == .info }
        let others = problems.filter { !$0.isBlocking && $0.severity != .info }
        out += "<div class=\"problem-groups\" id=\"problem-list\">\n"
        if !blocking.isEmpty {
            out += "<h3 class=\"problem-group-title\">Blocking <span class=\"count\">\(blocking.count)</span></h3>\n"
            out += problemList(blocking, group: "blocking", page: page)
        }
        if !others.isEmpty {
            out += "<h3 class=\"problem-group-title\">Not blocking <span class=\"count\">\(others.count)</span></h3>\n"
            out += problemList(others, group: "other", page: page)
        }
        if !info.isEmpty {
            out += "<details class=\"problem-info\" id=\"problem-info\"><summary class=\"problem-group-title\">Info "
                + "<span class=\"count\">\(info.count)</span> <span class=\"summary-note\">(collapsed; open to list them)</span></summary>\n"
            out += problemList(info, group: "info", page: page)
            out += "</details>\n"
        }
        return out + "</div>\n</section>\n"
    }

    /// One group of problems as a list of buttons that open each one's worst cell.
    private static func problemList(_ problems: [Problem], group: String, page: HTMLReportPage) -> String {
        var out = "<ol class=\"problem-list\" data-group=\"\(group)\">\n"
        for problem in problems {
            let worstIndex = page.cellIndex[problem.worst.cell] ?? 0
            func list(_ values: [String]) -> String { MarkupEscaper.attribute(" " + values.joined(separator: " ") + " ") }
            out += "<li class=\"problem\" data-criterion=\"\(problem.criterion.rawValue)\" data-severity=\"\(problem.severity.rawValue)\" "
                + "data-screen=\"\(MarkupEscaper.attribute(problem.screen))\" data-locale=\"\(list(problem.locales))\" "
                + "data-mode=\"\(list(problem.modes.map(\.rawValue)))\" data-scale=\"\(list(problem.textScales.map(\.filterLabel)))\">"
            out += "<button type=\"button\" class=\"problem-open\" data-problem=\"\(problem.id)\" data-problem-cell=\"\(worstIndex)\">"
            out += problem.severity.badgeHTML(blocking: problem.isBlocking)
            out += "<span class=\"problem-title\">\(MarkupEscaper.text(problem.title))</span>"
            out += "<span class=\"problem-scope\">\(MarkupEscaper.text(problem.scope))</span>"
            out += "<span class=\"problem-worst\" dir=\"auto\">\(MarkupEscaper.text(problem.worstPlace)): \(MarkupEscaper.text(problem.worst.message))</span>"
            if problem.waivedCount > 0 {
                out += "<span class=\"problem-waived\">waived in \(problem.waivedCount) of \(problem.findings.count) cells</span>"
            }
            out += "<span class=\"problem-id\">problem <code>\(problem.id)</code></span>"
            out += "</button></li>\n"
        }
        return out + "</ol>\n"
    }

    package struct ProblemFilter {
        package var key: String
        package var label: String
        /// Values in display order with the number of problems holding each.
        package var options: [(String, Int)]
        package var spoken: (String) -> String
    }

    package static func filters(_ problems: [Problem]) -> [ProblemFilter] {
        func counted(_ values: [[String]], order: [String]? = nil) -> [(String, Int)] {
            var counts: [String: Int] = [:]
            for set in values { for value in Set(set) { counts[value, default: 0] += 1 } }
            let keys = order?.filter { counts[$0] != nil } ?? counts.keys.sorted()
            return keys.map { ($0, counts[$0] ?? 0) }
        }
        let scales = Set(problems.flatMap(\.textScales)).sorted().map(\.filterLabel)
        return [
            ProblemFilter(key: "criterion", label: "Criterion", options: counted(problems.map { [$0.criterion.rawValue] },
                                                                                   order: AuditCriterion.allCases.map(\.rawValue)), spoken: { $0 }),
            ProblemFilter(key: "severity", label: "Severity", options: counted(problems.map { [$0.severity.rawValue] },
                                                                                 order: FindingSeverity.allCases.map(\.rawValue)),
                          spoken: { FindingSeverity(rawValue: $0)?.label ?? $0 }),
            ProblemFilter(key: "screen", label: "Screen", options: counted(problems.map { [$0.screen] }), spoken: { $0 }),
            ProblemFilter(key: "locale", label: "Locale", options: counted(problems.map(\.locales)), spoken: { $0 }),
            ProblemFilter(key: "mode", label: "Mode", options: counted(problems.map { $0.modes.map(\.rawValue) },
                                                                         order: ThemeMode.allCases.map(\.rawValue)),
                          spoken: { ThemeMode(rawValue: $0).map(HTMLReportPage.modeLabel) ?? $0 }),
            ProblemFilter(key: "scale", label: "Text scale", options: counted(problems.map { $0.textScales.map(\.filterLabel) },
                                                                                order: scales), spoken: { TextSize(filterValue: $0)?.description ?? $0 }),
        ]
    }
}
