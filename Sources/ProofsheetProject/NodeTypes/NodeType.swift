import ProofsheetJSON
import ProofsheetSpec

/// The registry entry of one node type (a `"type"` of docs/spec.md): its name, the keys it takes beside the
/// common ones, the interaction states it draws, an example, and how its own properties decode.
///
/// Each entry is the `type` of one `NodeKind` struct (NodeTypes/<Type>Node.swift), listed in `NodeType.all`.
/// The decoder reads nothing about a type from anywhere else; docs/schema/screen.schema.json is generated from
/// the entries (`keyTable` and `states`, `proofsheet schema`), and `NodeTypeRegistryTests` decodes, lays out and
/// paints each entry's `example`.
package struct NodeType: Sendable {
    /// What decoding a node's own properties may read: the decoder (tokens, strings, icons, assets), the
    /// node's object, and its child nodes.
    package typealias Decode = @Sendable (ScreenDecoder, JSONObjectReader, inout NodeChildren) throws -> any NodeKind

    /// The `type` value in JSON.
    package let name: String
    /// The keys this type takes beyond `ScreenDecoder.commonKeys`, each with its schema and description
    /// (`<Type>Node+Keys.swift`).
    package let keyTable: JSONKeyTable
    /// The `state` values it draws, in spec order (docs/spec.md, "Control states"); empty: it takes no `state`.
    /// The control's `build` draws exactly these, so a state is never accepted and then silently not drawn.
    package let states: [ControlState]
    /// The smallest node of this type that decodes, as JSON members (no braces): the registry's own test.
    package let example: String
    package let decode: Decode

    /// The names of `keyTable`: what the decoder accepts beside the common keys.
    package var keys: [String] { keyTable.names }

    package init(_ name: String, keys: JSONKeyTable, states: [ControlState] = [], example: String, decode: @escaping Decode) {
        self.name = name
        self.keyTable = keys
        self.states = states
        self.example = example
        self.decode = decode
    }
}

/// The child nodes a type's decoding reads (`children`, or a navBar's `actions`), decoded one level deeper and
/// counted against the screen's node limit.
package struct NodeChildren {
    /// The depth of the node whose children these are.
    package let depth: Int
    /// Nodes decoded so far in the whole screen.
    package var count: Int
    package var nodes: [SpecNode] = []

    /// Decodes the array under `key` (absent: no children) into `nodes`.
    package mutating func read(_ key: String = "children", from object: JSONObjectReader, with decoder: ScreenDecoder) throws {
        nodes = try decoder.children(object, key: key, depth: depth, count: &count)
    }
}
