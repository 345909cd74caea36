import ProofsheetJSON
import ProofsheetKit

/// docs/schema/tokens.schema.json: tokens.json, from `DesignTokens`' key tables.
package enum TokensSchema {
    package static var document: SchemaDocument {
        SchemaDocument("tokens.schema.json", header: SchemaDocument.header(title: "Proofsheet design tokens (tokens.json)", description: "Design tokens: the only place raw colours and sizes live. See docs/spec.md."), table: DesignTokens.keyTable, definitions: [
            .definition("colorToken", DesignTokens.colorKeyTable),
            .definition("typographyToken", DesignTokens.typographyKeyTable),
            .definition("contrastPair", DesignTokens.contrastPairKeyTable),
        ])
    }
}
