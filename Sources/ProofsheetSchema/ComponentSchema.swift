import ProofsheetJSON
import ProofsheetKit

/// docs/schema/component.schema.json: a component file, from `ComponentSpec`'s key tables; its nodes are the
/// screen schema's.
package enum ComponentSchema {
    package static var document: SchemaDocument {
        SchemaDocument("component.schema.json", header: SchemaDocument.header(title: "Proofsheet component (components/<name>.json)", description: "A reusable node tree with named parameters, used from screens and other components with {\"type\": \"use\", \"component\": name, \"args\": {...}} (docs/spec.md, Components). In the body, {\"param\": name} stands for a parameter's value anywhere a value goes, and {\"slot\": name} for a slot's nodes as an element of a children array.", jsonc: false), table: ComponentSpec.keyTable)
    }
}
