import ProofsheetJSON
import ProofsheetKit

extension AuditCriterion {
    /// The `auditCriterion` definition of config.schema.json and waivers.schema.json: every criterion in report
    /// order, each described by its `summary`, so a new criterion reaches both schemas when they are generated
    /// (and a list of descriptions can no longer fall out of step with the list of names).
    package static var schemaDefinition: JSONMember {
        JSONMember(key: "auditCriterion", value: [
            "type": "string",
            "description": "An accessibility criterion the per-cell audits check (docs/audits.md).",
            "enum": JSONValue(.array(allCases.map { JSONValue(.string($0.rawValue)) })),
            "enumDescriptions": JSONValue(.array(allCases.map { JSONValue(.string($0.summary)) })),
        ])
    }
}
