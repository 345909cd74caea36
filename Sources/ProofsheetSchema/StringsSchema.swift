import ProofsheetJSON

/// docs/schema/strings.schema.json: a strings file, string key → text (no fixed keys, so no key table).
package enum StringsSchema {
    package static var document: SchemaDocument {
        SchemaDocument("strings.schema.json", header: SchemaDocument.header(title: "Proofsheet strings (strings/<locale>.json)", description: "A flat object of string key → text, one file per locale. Every key a screen uses must be in every locale of the matrix. See docs/spec.md."), table: nil, top: [
            JSONMember(key: "type", value: "object"),
            .rule("additionalProperties", #"{"type": "string", "description": "The text for this key in this locale: at most 20,000 characters (Unicode scalars), the limit per text node.", "maxLength": 20000}"#),
        ])
    }
}
