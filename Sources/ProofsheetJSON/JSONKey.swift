/// One key an object of the project format takes: its name, what its value may be, whether it must be given,
/// its default and the one line an editor shows for it.
///
/// Declared once, in a `JSONKeyTable` beside the decoder that reads the key: the decoder refuses keys the table
/// does not list, and docs/schema/*.schema.json are generated from the tables (`proofsheet schema`).
package struct JSONKey: Sendable, Equatable {
    package let name: String
    package let value: JSONSchemaFragment
    package let isRequired: Bool
    /// The value used when the key is left out, as the documentation states it; nil: no default to show.
    package let defaultValue: JSONValue?
    package let description: String

    package init(_ name: String, _ value: JSONSchemaFragment, required: Bool = false, default defaultValue: JSONValue? = nil,
                 _ description: String) {
        self.name = name
        self.value = value
        self.isRequired = required
        self.defaultValue = defaultValue
        self.description = description
    }

    /// The key's JSON Schema: its value's fragment, then its description and default.
    package var schema: JSONValue {
        var members = value.members
        if !description.isEmpty { members.append(JSONMember(key: "description", value: .string(description))) }
        if let defaultValue { members.append(JSONMember(key: "default", value: defaultValue)) }
        return JSONValue(.object(members))
    }
}
