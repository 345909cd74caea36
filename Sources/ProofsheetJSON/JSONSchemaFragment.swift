/// What one key's value may be, as a JSON Schema (draft 2020-12) fragment: `{"$ref": "#/$defs/text"}`,
/// `{"type": "number", "minimum": 0}`, `{"enum": […]}`, or any schema written out as JSON text.
///
/// A fragment holds the value's shape only; the key's description is `JSONKey`'s, so the line a user sees in the
/// editor is written once, beside the key. `json(_:)` parses text written in the sources: a typo there is a
/// programmer's error that `GeneratedSchemasTests` reaches on the first run, so it stops the process.
package struct JSONSchemaFragment: Sendable, Equatable {
    /// The schema's members, in the order they are written out.
    package var members: [JSONMember]

    package init(_ members: [JSONMember]) { self.members = members }

    /// A reference to a definition of the same document, `#/$defs/<name>`.
    package static func ref(_ definition: String) -> JSONSchemaFragment {
        JSONSchemaFragment([JSONMember(key: "$ref", value: .string("#/$defs/" + definition))])
    }

    package static let boolean: JSONSchemaFragment = ["type": "boolean"]
    package static let string: JSONSchemaFragment = ["type": "string"]
    package static let number: JSONSchemaFragment = ["type": "number"]

    /// A number within the bounds given (JSON Schema `minimum`, `exclusiveMinimum`, `maximum`).
    package static func number(minimum: Double? = nil, exclusiveMinimum: Double? = nil, maximum: Double? = nil) -> JSONSchemaFragment {
        var members: [JSONMember] = [JSONMember(key: "type", value: "number")]
        if let minimum { members.append(JSONMember(key: "minimum", value: .number(minimum))) }
        if let exclusiveMinimum { members.append(JSONMember(key: "exclusiveMinimum", value: .number(exclusiveMinimum))) }
        if let maximum { members.append(JSONMember(key: "maximum", value: .number(maximum))) }
        return JSONSchemaFragment(members)
    }

    /// A whole number within the bounds given (`3.0` counts as 3, as the decoders read it).
    package static func integer(minimum: Double? = nil, maximum: Double? = nil) -> JSONSchemaFragment {
        var fragment = number(minimum: minimum, maximum: maximum)
        fragment.members[0].value = "integer"
        return fragment
    }

    /// One of the strings given, in the order the documentation lists them.
    package static func oneOf(_ cases: [String]) -> JSONSchemaFragment {
        JSONSchemaFragment([JSONMember(key: "enum", value: JSONValue(.array(cases.map(JSONValue.string))))])
    }

    /// One of the raw values of a string enum, in declaration order.
    package static func cases<E: CaseIterable & RawRepresentable>(of type: E.Type) -> JSONSchemaFragment where E.RawValue == String {
        oneOf(type.allCases.map(\.rawValue))
    }

    /// An object whose keys are `table`'s (unknown keys refused).
    package static func object(_ table: JSONKeyTable) -> JSONSchemaFragment {
        JSONSchemaFragment(table.schemaMembers())
    }

    /// An array of values that each match `items`.
    package static func array(of items: JSONSchemaFragment) -> JSONSchemaFragment {
        JSONSchemaFragment([JSONMember(key: "type", value: "array"), JSONMember(key: "items", value: items.value)])
    }

    /// Any schema, written as JSON text.
    package static func json(_ text: String) -> JSONSchemaFragment {
        guard let value = try? JSONParser(file: "schema fragment").parse(text), case .object(let members) = value.kind else {
            preconditionFailure("a schema fragment is not a JSON object: \(text)")
        }
        return JSONSchemaFragment(members)
    }

    /// With more members (`examples`, `minLength`, …) after the ones already there.
    package func with(_ more: [JSONMember]) -> JSONSchemaFragment { JSONSchemaFragment(members + more) }

    package var value: JSONValue { JSONValue(.object(members)) }
}

extension JSONSchemaFragment: ExpressibleByDictionaryLiteral {
    package init(dictionaryLiteral elements: (String, JSONValue)...) {
        self.init(elements.map { JSONMember(key: $0.0, value: $0.1) })
    }
}

extension JSONMember {
    /// A schema member written as JSON text: a rule of a `JSONKeyTable` (`"oneOf": […]`, `"allOf": […]`).
    package static func rule(_ key: String, _ json: String) -> JSONMember {
        guard let value = try? JSONParser(file: "schema rule").parse(json) else { preconditionFailure("a schema rule is not JSON: \(json)") }
        return JSONMember(key: key, value: value)
    }
}
