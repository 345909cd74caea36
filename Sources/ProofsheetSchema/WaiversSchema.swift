import ProofsheetJSON
import ProofsheetKit

/// docs/schema/waivers.schema.json: the waivers file, from `AuditWaivers`' key tables.
package enum WaiversSchema {
    package static var document: SchemaDocument {
        SchemaDocument("waivers.schema.json", header: SchemaDocument.header(title: "Proofsheet audit waivers (waivers.json)", description: "Accepted audit findings: each waiver names a finding (by id, or by screen, node and criterion), why it is accepted, who owns it and the last day it applies. See docs/audits.md."), table: AuditWaivers.fileKeyTable, definitions: [
            AuditCriterion.schemaDefinition,
            .definition("waiver", AuditWaivers.keyTable),
        ])
    }
}
