import ProofsheetVerify

/// A check report as JUnit XML, for CI systems that show test results (Jenkins, GitLab, GitHub actions).
///
/// Follows the de-facto Ant/Jenkins JUnit format (schema written for this project: scripts/junit.xsd):
/// `<testsuites>` holds one `<testsuite name="<screen>">` per screen, in `Cell` order, each holding one
/// `<testcase classname="proofsheet.<screen>" name="<device>-<locale>-<mode>-<scale>x">` per cell. A changed or
/// new cell has a `<failure type="changed|new">`, an error cell an `<error type="error">`; the body lists the
/// message, the artefact paths (relative to the report folder) and the approve command. Counts are attributes
/// (`tests`, `failures`, `errors`, `skipped="0"`). There is no `time` or `timestamp`: same report, same bytes.
package enum JUnitReport {
    package static func xml(for report: CheckReport) -> String {
        var screens: [String] = []
        var cellsByScreen: [String: [CellResult]] = [:]
        for result in report.cells {
            if cellsByScreen[result.cell.screen.name] == nil { screens.append(result.cell.screen.name) }
            cellsByScreen[result.cell.screen.name, default: []].append(result)
        }
        let properties = [
            ("proofsheet.tool", report.toolVersion), ("proofsheet.renderer", report.rendererVersion),
            ("proofsheet.diffAlgorithm", report.diffAlgorithm), ("proofsheet.config", report.config),
        ] + (report.shard.map { [("proofsheet.shard", "\($0.index)/\($0.count)")] } ?? [])

        var out = "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n"
        out += "<testsuites name=\"proofsheet\"\(counts(report.cells))>\n"
        for screen in screens {
            let results = cellsByScreen[screen] ?? []
            out += "  <testsuite name=\"\(MarkupEscaper.attribute(screen))\"\(counts(results))>\n"
            out += "    <properties>\n"
            for (name, value) in properties {
                out += "      <property name=\"\(name)\" value=\"\(MarkupEscaper.attribute(value))\"/>\n"
            }
            out += "    </properties>\n"
            for result in results { out += testcase(result) }
            out += "  </testsuite>\n"
        }
        out += "</testsuites>\n"
        return out
    }

    /// ` tests="…" failures="…" errors="…" skipped="0"`.
    private static func counts(_ results: [CellResult]) -> String {
        let errors = results.filter { $0.status == .error }.count
        let failures = results.filter { $0.status != .error && $0.isFailing }.count
        return " tests=\"\(results.count)\" failures=\"\(failures)\" errors=\"\(errors)\" skipped=\"0\""
    }

    private static func testcase(_ result: CellResult) -> String {
        let cell = result.cell
        let name = "\(cell.device)-\(cell.locale.identifier)-\(cell.mode.rawValue)-\(cell.sizeLabel)"
        let open = "    <testcase classname=\"proofsheet.\(MarkupEscaper.attribute(cell.screen.name))\" name=\"\(MarkupEscaper.attribute(name))\""
        let element: String
        switch result.status {
        case .pass, .changed, .new:
            guard result.isFailing else { return open + "/>\n" }
            element = "failure"
        case .error: element = "error"
        }
        let message = summaryLine(result)
        return open + ">\n"
            + "      <\(element) message=\"\(MarkupEscaper.attribute(message))\" type=\"\(result.status == .pass || result.recorded ? "audit" : result.status.rawValue)\">"
            + MarkupEscaper.text(body(result, message: message))
            + "</\(element)>\n"
            + "    </testcase>\n"
    }

    /// The cell's message, or a default that says what the status means.
    package static func summaryLine(_ result: CellResult) -> String {
        let blocking = result.findings.filter(\.isBlocking)
        if result.status == .pass || result.recorded, let first = blocking.first {
            return blocking.count == 1 ? first.message : "\(first.message) (and \(blocking.count - 1) more audit error(s))"
        }
        if let message = result.message, !message.isEmpty { return message }
        switch result.status {
        case .pass: return "matches its golden"
        case .changed:
            guard let diff = result.diff else { return "differs from its golden" }
            return "\(diff.differentPixels) of \(diff.totalPixels) pixels differ from the golden"
        case .new: return "no golden yet: approve the cell to record one"
        case .error: return "the cell could not be checked"
        }
    }

    private static func body(_ result: CellResult, message: String) -> String {
        var lines = [message, "", "cell: \(result.cell.description)"]
        if let golden = result.golden { lines.append("golden: \(golden)") }
        if let actual = result.artefacts.actual { lines.append("actual: \(actual)") }
        if let diff = result.artefacts.diff { lines.append("diff: \(diff)") }
        if let strip = result.artefacts.strip { lines.append("strip: \(strip)") }
        if (result.status == .changed || result.status == .new) && !result.recorded {
            lines.append("approve: \(result.cell.approveCommand)")
        }
        let blocking = result.findings.filter(\.isBlocking)
        if !blocking.isEmpty {
            lines.append("")
            lines.append("audit errors (enforced, not waived):")
            for finding in blocking {
                lines.append("- [\(finding.criterion) \(finding.wcag ?? "")] \(finding.nodeID): \(finding.message) (id \(finding.id))")
            }
        }
        return lines.joined(separator: "\n")
    }
}
