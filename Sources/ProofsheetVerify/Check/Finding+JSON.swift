import ProofsheetJSON
import ProofsheetRaster
import ProofsheetAudit
import ProofsheetProject
import ProofsheetSpec

extension Finding {
    /// The finding as a JSON object with members in a fixed order, for report.json and `--json` output:
    ///
    ///     { "id", "criterion", "wcag" (or null), "severity", "enforced", "blocking", "screen", "node", "path",
    ///       "cell": { "name", "device", "locale", "mode", "textScale" },
    ///       "rect": { "x", "y", "width", "height" } (points, rounded to 1/100),
    ///       "message", "evidence": { name: value, … } (in evidence order),
    ///       "problem", "shortfall" (number or null), "cause" (node id or null),
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
            ("node", .string(nodeID.name)),
            ("path", .string(nodePath)),
            ("cell", .object([
                ("name", .string(cell.description)),
                ("device", .string(cell.device)),
                ("locale", .string(cell.locale.identifier)),
                ("mode", .string(cell.mode.rawValue)),
                ("textScale", cell.textSize.jsonValue),
            ] + (cell.boldText ? [("boldText", JSONValue.bool(true))] : []))),
            ("rect", .object([
                ("x", rounded(rect.minX)), ("y", rounded(rect.minY)),
                ("width", rounded(rect.width)), ("height", rounded(rect.height)),
            ])),
            ("message", .string(message)),
            ("evidence", .object(evidence.entries.map { ($0.name, JSONValue.string($0.value)) })),
            ("problem", .string(problemID)),
            ("shortfall", shortfall.map { rounded($0) } ?? .null),
            ("cause", causeNodeID.map { .string($0.name) } ?? .null),
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

    /// Reads a finding written by `jsonValue()` (report.json); `cell` is the cell it belongs to. A waiver read
    /// back targets the finding's id (its original target is shown in `source`). A finding of report format
    /// version 1 has no `problem`, `shortfall` or `cause`: its problem id is computed from its screen, node, path
    /// and criterion (the pair key of overlap findings was not written then), shortfall and cause are nil.
    public init(decoding reader: JSONValueReader, cell: Cell, version: Int = CheckReport.formatVersion) throws {
        let object = try reader.object()
        try object.rejectUnknownKeys(allowed: ["id", "criterion", "wcag", "severity", "enforced", "blocking", "screen", "node",
                                               "path", "cell", "rect", "message", "evidence", "waiver"]
                                         + (version >= 2 ? ["problem", "shortfall", "cause"] : []))
        let criterion = try object.requiredCase("criterion", AuditCriterion.self)
        let severity = try object.requiredCase("severity", FindingSeverity.self)
        let rect = try object.requiredObject("rect")
        var evidence = FindingEvidence()
        for member in try object.requiredObject("evidence").members {
            evidence.append(member.key, try member.value.string())
        }
        let id = try object.requiredString("id")
        var waiver: AuditWaiver?
        if let waiverObject = try object.optionalObject("waiver") {
            let expiresValue = try waiverObject.requiredValue("expires")
            guard let expires = CalendarDate(try expiresValue.string()) else { throw expiresValue.expected("a date YYYY-MM-DD") }
            waiver = AuditWaiver(target: .finding(id: id), reason: try waiverObject.requiredString("reason"),
                                 owner: try waiverObject.requiredString("owner"), expires: expires,
                                 source: try waiverObject.optionalString("source") ?? "")
        }
        self.init(id: id, criterion: criterion, wcag: try object.optionalString("wcag"),
                  severity: severity, isEnforced: try object.requiredBool("enforced"),
                  nodeID: NodeID(try object.requiredString("node")), nodePath: try object.requiredString("path"), cell: cell,
                  rect: Rect(x: try rect.requiredNumber("x"), y: try rect.requiredNumber("y"),
                             width: try rect.requiredNumber("width"), height: try rect.requiredNumber("height")),
                  message: try object.requiredString("message"), evidence: evidence, waiver: waiver,
                  problemID: version >= 2 ? try object.requiredString("problem")
                      : Finding.problemID(screen: cell.screen.name, nodeID: NodeID(try object.requiredString("node")), nodePath: try object.requiredString("path"),
                                          criterion: criterion),
                  shortfall: try Finding.nullable(object, "shortfall", version: version) { try $0.number() },
                  causeNodeID: try Finding.nullable(object, "cause", version: version) { NodeID(try $0.string()) })
    }

    /// A member added in format version 2 holding a value or `null`; nil in version 1, where it did not exist.
    private static func nullable<T>(_ object: JSONObjectReader, _ key: String, version: Int,
                                    _ read: (JSONValueReader) throws -> T) throws -> T? {
        guard version >= 2 else { return nil }
        let value = try object.requiredValue(key)
        return value.isNull ? nil : try read(value)
    }
}
