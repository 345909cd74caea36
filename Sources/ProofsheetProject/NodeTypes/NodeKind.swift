import ProofsheetSpec

/// What a screen node is: the properties of one node type as the author wrote them, and everything that type
/// knows about itself.
///
/// Each type of docs/spec.md "Node types" is one struct in `NodeTypes/` holding its registry entry (`type`: the
/// JSON name, keys, states, example and decoding), the tokens it draws with that its properties do not name
/// (`requirements`, checked when the project loads), the texts it shows, and its resolution for one cell.
/// `NodeType.all` lists every type once. Nothing after resolution sees these structs: each resolves into
/// `ResolvedKind` primitives, so a new type draws with the existing painter unless it needs a new primitive.
package protocol NodeKind: Sendable {
    /// The type's registry entry.
    static var type: NodeType { get }

    /// The tokens the node draws with beyond those its properties name (a control's roles and text styles, a
    /// card's default surface, border, radius and spacing): `MissingTokens` reports those tokens.json lacks.
    func requirements(of node: SpecNode) -> [TokenNeed]

    /// The tokens the node draws with on `platform`'s devices: `requirements(of:)` on iOS; a control's Material
    /// look on Android may draw with others (docs/platform-controls.md).
    func requirements(of node: SpecNode, on platform: Platform) -> [TokenNeed]

    /// Every text the node itself shows or names (not its accessibility texts, not its children's).
    var textSources: [TextSource] { get }

    /// The properties as authored, as the node's input record names them (`node:<screen>/<node>.<name>`), each with
    /// the JSON keys it is decoded from; an optional the spec leaves out is not listed. Written out per type, never by
    /// reflection, so renaming a Swift property keeps every stored golden's record (`NodeProperties`). No default: a
    /// new type does not compile until it describes itself.
    var recordedProperties: [RecordedProperty] { get }

    /// The node resolved for one cell. `box` and `semantics` are the node's own, resolved as authored; the
    /// type applies its defaults where the author left them unset.
    func resolve(_ node: SpecNode, box: ResolvedBox, semantics: Semantics, with resolver: SceneResolver) throws -> ResolvedNode
}

extension NodeKind {
    /// The `type` name used in JSON.
    package var typeName: String { Self.type.name }

    package func requirements(of node: SpecNode) -> [TokenNeed] { [] }

    package func requirements(of node: SpecNode, on platform: Platform) -> [TokenNeed] { requirements(of: node) }

    package var textSources: [TextSource] { [] }
}
