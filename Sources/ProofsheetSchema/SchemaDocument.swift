import ProofsheetJSON

/// One generated JSON Schema file of docs/schema/: its file name and its JSON.
package struct SchemaDocument: Sendable {
    /// `screen.schema.json`, …
    package let fileName: String
    package let root: JSONValue

    /// The file's bytes as committed: the JSON text with 2-space indentation and a final newline.
    package var text: String { root.jsonText() + "\n" }

    /// A document whose top level is `header`, then the object of `table` (its own keys plus `extraProperties`),
    /// then `definitions` as `$defs`.
    package init(_ fileName: String, header: [JSONMember], table: JSONKeyTable?, extraProperties: [JSONMember] = [],
                 top: [JSONMember] = [], definitions: [JSONMember] = []) {
        self.fileName = fileName
        var members = header + top
        if let table { members += table.schemaMembers(extra: extraProperties) }
        if !definitions.isEmpty { members.append(JSONMember(key: "$defs", value: JSONValue(.object(definitions)))) }
        root = JSONValue(.object(members))
    }

    /// The members every schema here starts with: draft 2020-12, a title, a description, and the VS Code keywords
    /// that let the files keep the comments and trailing commas Proofsheet accepts (docs/schema/README.md).
    package static func header(title: String, description: String, jsonc: Bool = true) -> [JSONMember] {
        var members: [JSONMember] = [
            JSONMember(key: "$schema", value: "https://json-schema.org/draft/2020-12/schema"),
            JSONMember(key: "title", value: .string(title)),
            JSONMember(key: "description", value: .string(description)),
        ]
        if jsonc { members += [JSONMember(key: "allowComments", value: true), JSONMember(key: "allowTrailingCommas", value: true)] }
        return members
    }
}

extension JSONMember {
    /// A `$defs` entry whose schema is written as JSON text: a value's shape that no decoder table holds
    /// (points, a text, a colour role).
    package static func definition(_ name: String, _ json: String) -> JSONMember { .rule(name, json) }

    /// A `$defs` entry holding an object decoded with `table`.
    package static func definition(_ name: String, _ table: JSONKeyTable) -> JSONMember {
        JSONMember(key: name, value: JSONValue(.object(table.schemaMembers())))
    }
}
