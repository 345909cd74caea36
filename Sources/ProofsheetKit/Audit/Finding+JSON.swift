extension Finding {
    /// The finding as a JSON object with members in a fixed order, for report.json and `--json` output:
    ///
    ///     { "id", "criterion", "wcag" (or null), "severity", "enforced", "blocking", "screen", "node", "path",
    ///       "cell": { "name", "device", "locale", "mode", "textScale" },
    ///       "rect": { "x", "y", "width", "height" } (points, rounded to 1/100),
    ///       "message", "evidence": { name: value, … } (in evidence order),
    ///       "waiver": { "reason", "owner", "expires", "source" } (only when waived) }
    ///
    /// Written with `JSONValue.jsonText()` the bytes are the same on every run.
    public func jsonValue() -> JSONValue {
        func rounded(_ value: Double) -> JSONValue { .number((value * 100).rounded() / 100) }
        var members: [(String, JSONValue)] = [
            ("id", .string(id)),
            ("criterion", .string(criterion.rawValue)),
            ("wcag", wcag.map(JSONValue.string) ?? .null),
            ("severity", .string(severity.rawValue)),
            ("enforced", .bool(isEnforced)),
            ("blocking", .bool(isBlocking)),
            ("screen", .string(screen)),
            ("node", .string(nodeID)),
            ("path", .string(nodePath)),
            ("cell", .object([
                ("name", .string(cell.description)),
                ("device", .string(cell.device)),
                ("locale", .string(cell.locale.identifier)),
                ("mode", .string(cell.mode.rawValue)),
                ("textScale", .number(cell.textScale)),
            ])),
            ("rect", .object([
                ("x", rounded(rect.minX)), ("y", rounded(rect.minY)),
                ("width", rounded(rect.width)), ("height", rounded(rect.height)),
            ])),
            ("message", .string(message)),
            ("evidence", .object(evidence.entries.map { ($0.name, JSONValue.string($0.value)) })),
        ]
        if let waiver {
            members.append(("waiver", .object([
                ("reason", .string(waiver.reason)),
                ("owner", .string(waiver.owner)),
                ("expires", .string(waiver.expires.description)),
                ("source", .string(waiver.source)),
            ])))
        }
        return .object(members)
    }
}
