import ProofsheetJSON

extension Problem {
    /// One element of report.json's `problems` (docs/report-format.md, "A problem"), members in this order:
    ///
    ///     { "id", "criterion", "wcag", "severity", "blocking", "screen", "node", "path", "cause",
    ///       "cellCount", "cells", "devices", "locales", "modes", "textScales", "firstFailingScale",
    ///       "worst": { "cell", "finding", "rect", "shortfall", "message", "evidence" }, "findings", "waived" }
    public func jsonValue() -> JSONValue {
        let worstJSON = worst.jsonValue()
        func member(_ name: String) -> JSONValue {
            if case .object(let members) = worstJSON.kind, let value = members.first(where: { $0.key == name })?.value { return value }
            return .null
        }
        return .object([
            ("id", .string(id)),
            ("criterion", .string(criterion.rawValue)),
            ("wcag", wcag.map(JSONValue.string) ?? .null),
            ("severity", .string(severity.rawValue)),
            ("blocking", .bool(isBlocking)),
            ("screen", .string(screen)),
            ("node", .string(nodeID.name)),
            ("path", .string(nodePath)),
            ("cause", causeNodeID.map { .string($0.name) } ?? .null),
            ("cellCount", .number(findings.count)),
            ("cells", .array(cells.map { .string($0.description) })),
            ("devices", .array(devices.map(JSONValue.string))),
            ("locales", .array(locales.map(JSONValue.string))),
            ("modes", .array(modes.map { .string($0.rawValue) })),
            ("textScales", .array(textScales.map(\.jsonValue))),
            ("firstFailingScale", firstFailingScale.jsonValue),
            ("worst", .object([
                ("cell", .string(worst.cell.description)),
                ("finding", .string(worst.id)),
                ("rect", member("rect")),
                ("shortfall", member("shortfall")),
                ("message", .string(worst.message)),
                ("evidence", member("evidence")),
            ])),
            ("findings", .array(findings.map { .string($0.id) })),
            ("waived", .number(waivedCount)),
        ])
    }
}
