import ProofsheetJSON
import ProofsheetKit

/// docs/schema/screen.schema.json: a screen file, its node tree (one `$defs` entry per node type, from the node
/// registry), and the shapes of the values nodes take.
package enum ScreenSchema {
    package static var document: SchemaDocument {
        SchemaDocument("screen.schema.json", header: SchemaDocument.header(title: "Proofsheet screen (screens/<id>.json)", description: "One screen of a Proofsheet project: an id, a title and a tree of nodes. Screens never contain raw colours or font sizes; colours, sizes and text styles come from tokens.json, texts from strings/<locale>.json. See docs/spec.md."), table: ScreenDecoder.screenKeyTable,
                       extraProperties: [.rule(ScreenStates.key, ##"{"type": "object", "description": "The screen's states (docs/spec.md, \"Screen states\"): each name becomes a column of the matrix, <id>@<name> (golden/<id>@<name>/…), drawn from `root` with the state's node overrides. Names follow the name rule and cannot be `default` (the tree as written).", "propertyNames": {"pattern": "^[A-Za-z0-9_-][A-Za-z0-9._-]{0,63}$", "not": {"const": "default"}}, "additionalProperties": {"$ref": "#/$defs/state"}}"##)],
                       definitions: [node] + valueShapes + nodeTypes + [
                           .definition("useNode", ScreenDecoder.useKeyTable),
                           .definition("condition", ScreenDecoder.conditionKeyTable),
                           .definition("state", ScreenStates.stateKeyTable),
                           JSONMember(key: "builtInIcon", value: [
                               "enum": JSONValue(.array(Icon.allCases.map { .string($0.rawValue) })),
                               "description": "A built-in icon (docs/spec.md, \"Icons\"): drawn by Proofsheet's vector glyphs in iOS cells and as its Material Icons glyph in Android cells.",
                           ]),
                       ])
    }

    /// `$defs/node`: the common keys, then one `if`/`then` per type that selects the type's own schema, and a
    /// snippet per common type for the editor's completion.
    package static var node: JSONMember {
        let selectors: [JSONValue] = NodeType.all.map { type in
            ["if": ["properties": ["type": ["const": .string(type.name)]], "required": ["type"]], "then": ["$ref": .string("#/$defs/" + type.name + "Node")]]
        } + [["if": ["properties": ["type": ["const": "use"]], "required": ["type"]], "then": ["$ref": "#/$defs/useNode"]]]
        let members = ScreenDecoder.commonKeyTable.schemaMembers().filter { $0.key != "additionalProperties" }
            + [JSONMember(key: "allOf", value: JSONValue(.array(selectors))), .rule("defaultSnippets", snippets)]
        return JSONMember(key: "node", value: JSONValue(.object(members)))
    }

    /// `$defs/<type>Node` of each registry entry: `type` fixed to the name, the common keys (their schema is the
    /// node's), the type's own keys, and `state` with the states the type draws.
    package static var nodeTypes: [JSONMember] {
        NodeType.all.map { type in
            let common = ScreenDecoder.commonKeyTable.names.filter { $0 != "type" && $0 != "state" }.map { JSONMember(key: $0, value: true) }
            let name = JSONMember(key: "type", value: ["const": .string(type.name), "description": .string(type.keyTable.summary)])
            var states: [JSONMember] = []
            if !type.states.isEmpty {
                states.append(JSONMember(key: "state", value: [
                    "enum": JSONValue(.array(type.states.map { .string($0.rawValue) })),
                    "description": .string("The states a \(type.name) draws (docs/spec.md, \"Control states\")."),
                ]))
            }
            return JSONMember(key: type.name + "Node", value: JSONValue(.object(type.keyTable.schemaMembers(leading: [name] + common, extra: states))))
        }
    }
}
