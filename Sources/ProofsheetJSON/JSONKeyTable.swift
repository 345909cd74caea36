/// The keys one kind of JSON object takes (a node type, a config section), declared once: the decoder refuses
/// any other key (`JSONObjectReader.rejectUnknownKeys(of:)`) and the JSON Schema of the object is generated from
/// the same table (`schemaMembers()`), so a key added to a decoder is in the schema without a second edit.
///
/// `rules` are the schema members the keys alone cannot say (`oneOf` a text node's `text` or `literal`, an
/// upload's keys per status); the decoder checks those rules itself, in Swift.
package struct JSONKeyTable: Sendable, Equatable {
    /// What the object is, in one line; empty when the key holding it describes it.
    package let summary: String
    package let keys: [JSONKey]
    package let rules: [JSONMember]

    package init(_ summary: String, _ keys: [JSONKey], rules: [JSONMember] = []) {
        self.summary = summary
        self.keys = keys
        self.rules = rules
    }

    /// A table whose object is described by the key that holds it.
    package init(_ keys: [JSONKey], rules: [JSONMember] = []) { self.init("", keys, rules: rules) }

    /// The key names, in table order: what the decoder accepts.
    package var names: [String] { keys.map(\.name) }

    /// The keys that must be given, in table order.
    package var required: [String] { keys.filter(\.isRequired).map(\.name) }

    /// The key named `name`.
    package subscript(name: String) -> JSONKey? { keys.first { $0.name == name } }

    /// The object's schema: summary, `type: object`, required keys, each key's schema, unknown keys refused, then
    /// the rules. `leading` properties come first (a node type's common keys, written `true`: their schema is the
    /// node's).
    package func schemaMembers(leading: [JSONMember] = [], extra: [JSONMember] = []) -> [JSONMember] {
        var members: [JSONMember] = []
        if !summary.isEmpty { members.append(JSONMember(key: "description", value: .string(summary))) }
        members.append(JSONMember(key: "type", value: "object"))
        if !required.isEmpty { members.append(JSONMember(key: "required", value: JSONValue(.array(required.map(JSONValue.string))))) }
        let properties = leading + keys.map { JSONMember(key: $0.name, value: $0.schema) } + extra
        members.append(JSONMember(key: "properties", value: JSONValue(.object(properties))))
        members.append(JSONMember(key: "additionalProperties", value: false))
        return members + rules
    }
}

extension JSONObjectReader {
    /// Refuses a key `table` does not list (the error names the key, the closest allowed one and all of them).
    package func rejectUnknownKeys(of table: JSONKeyTable, adding more: [String] = []) throws {
        try rejectUnknownKeys(allowed: table.names + more)
    }
}
