import ProofsheetJSON
import ProofsheetSupport

extension AuditWaivers {
    package static let keys = keyTable.names

    /// Reads a waivers file. Throws `SpecFileError`, `JSONSyntaxError` or a `SpecError` naming file:line:column and
    /// the path (`waivers[2].expires: …`).
    public static func load(path: String) throws -> AuditWaivers {
        try AuditWaivers(decoding: JSONDocument.load(path: FileDisplay.shown(path)).reader(rootName: ""))
    }

    /// Decodes `{ "waivers": [ … ] }` (a `$schema` key is allowed).
    public init(decoding reader: JSONValueReader) throws {
        let object = try reader.object()
        try object.rejectUnknownKeys(of: AuditWaivers.fileKeyTable)
        var list: [AuditWaiver] = []
        for value in try object.requiredArray("waivers") {
            let entry = try value.object()
            try entry.rejectUnknownKeys(allowed: AuditWaivers.keys)
            let target: AuditWaiver.Target
            let idKeys = ["id", "problem"].filter { entry.contains($0) }
            if let idKey = idKeys.first {
                for key in idKeys.dropFirst() + ["screen", "node", "criterion"] where entry.contains(key) {
                    throw value.invalid("a waiver names one of \"id\", \"problem\" or \"screen\"/\"node\"/\"criterion\", not '\(idKey)' and '\(key)'")
                }
                let id = try entry.requiredString(idKey)
                guard id.count == 12, id.allSatisfy({ $0.isHexDigit && !$0.isUppercase }) else {
                    throw try entry.requiredValue(idKey).invalid("expected a \(idKey == "id" ? "finding" : "problem") id of 12 lower-case hex digits (from report.json), found '\(id)'")
                }
                target = idKey == "id" ? .finding(id: id) : .problem(id: id)
            } else {
                let criterion = try entry.requiredCase("criterion", AuditCriterion.self)
                target = .node(screen: try entry.requiredString("screen"), node: try entry.requiredString("node"),
                               criterion: criterion)
            }
            let expiresValue = try entry.requiredValue("expires")
            guard let expires = CalendarDate(try expiresValue.string()) else {
                throw expiresValue.invalid("expected a date written YYYY-MM-DD, found \(expiresValue.value.briefDescription)")
            }
            let reason = try entry.requiredString("reason")
            let owner = try entry.requiredString("owner")
            for (key, text) in [("reason", reason), ("owner", owner)] where text.allSatisfy(\.isWhitespace) {
                throw try entry.requiredValue(key).invalid("\"\(key)\" must not be empty")
            }
            list.append(AuditWaiver(target: target, reason: reason, owner: owner, expires: expires,
                                    source: value.location.description))
        }
        self.init(list)
    }
}
