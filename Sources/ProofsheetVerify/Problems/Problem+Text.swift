import ProofsheetJSON
import ProofsheetAudit
import ProofsheetProject
import ProofsheetSpec

extension Problem {
    /// Where it appears, in words: `24 cells: en, ar · dark, highContrastDark · 1.0×–3.1× · phone`
    /// (`AX3–AX5 with Bold Text` when its cells have Bold Text on).
    public var scope: String {
        let scales = textScales.map(\.description)
        let scaleText = scales.count > 2 ? "\(scales[0])–\(scales[scales.count - 1])" : scales.joined(separator: ", ")
        // Bold Text is named only when some cell has it, so problems of matrices without it read as before.
        let bold = Set(cells.map(\.boldText))
        let boldText = bold == [true] ? [" with Bold Text"] : bold.count == 2 ? [" with and without Bold Text"] : [""]
        let parts = [locales.joined(separator: ", "), modes.map(\.rawValue).joined(separator: ", "), scaleText + boldText[0],
                     devices.joined(separator: ", ")]
        return "\(findings.count) cell\(findings.count == 1 ? "" : "s"): " + parts.joined(separator: " · ")
    }

    /// `textContrast (1.4.3) on wallet/balance`, with the cause when there is one (`, caused by wallet/label`).
    public var title: String {
        "\(criterion)\(wcag.map { " (\($0))" } ?? "") on \(screen)/\(nodeID)" + (causeNodeID.map { ", caused by \(screen)/\($0)" } ?? "")
    }

    /// Where the worst measurement is: `worst in wallet/phone-ar-dark-2.0x at x 12, y 40, 200 × 23 pt`, and
    /// the first failing text scale when the criterion depends on it.
    public var worstPlace: String {
        let r = worst.rect
        var text = "worst in \(worst.cell) at x \(AuditFormat.number(r.minX)), y \(AuditFormat.number(r.minY)), "
            + "\(AuditFormat.number(r.width)) × \(AuditFormat.points(r.height))"
        if ScaleSweep.criteria.contains(criterion) { text += "; first fails at \(firstFailingScale)" }
        return text
    }
}

extension CheckReport {
    /// What `check --format json` and `audit --format json` print: the run, its summary and its problems,
    /// worst first, each as in report.json's `problems[]`.
    ///
    ///     { "format": "proofsheet-problems", "version": 1, "run", "summary": { "cells", "failing",
    ///       "problems", "blocking" }, "problems": [ … ] }
    public func problemsJSONText() -> String {
        let problems = self.problems
        return JSONValue.object([
            ("format", .string("proofsheet-problems")),
            ("version", .number(1)),
            ("run", .string(kind.rawValue)),
            ("summary", .object([
                ("cells", .number(cells.count)),
                ("failing", .number(cells.filter(\.isFailing).count)),
                ("problems", .number(problems.count)),
                ("blocking", .number(problems.filter(\.isBlocking).count)),
            ])),
            ("problems", .array(problems.map { $0.jsonValue() })),
        ]).jsonText()
    }
}
