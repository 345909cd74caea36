import ProofsheetSpec

/// The authored properties of one screen node as named, readable values: what `SceneResolver` records for the
/// node when it resolves it (`node:<screen>/<node>.<property>`), so a changed cell can say
/// `screen wallet: node balance padding 8,16,8,16 → 12,16,12,16`.
///
/// Properties come from the node's type (`type`, then its own description, `NodeKind.recordedProperties`: `spacing`,
/// `source`, `style`, …), its box and accessibility values that differ from their defaults
/// (`BoxStyle.recordedProperties`, `AccessibilitySpec.recordedProperties`), the control `state` when one is written,
/// and `children` (the child nodes' names in order). A property that returns to its default disappears from the
/// record, which is itself a change. Every name and value is spelled by these descriptions, none by reflection:
/// renaming a Swift property changes no stored record.
package enum NodeProperties {
    /// The record name of a node: its id, or `@` and its JSON path when it has none (ids are unique per screen).
    package static func name(of node: SpecNode) -> String { node.id?.name ?? "@" + node.path }

    /// The node's recorded properties, in order: `type`, the type's own, the box's, the accessibility values', the
    /// control `state`, `children`.
    package static func recorded(_ node: SpecNode) -> [RecordedProperty] {
        var properties = [RecordedProperty(name: "type", keys: ["type"], text: node.kind.typeName)]
        properties += node.kind.recordedProperties
        properties += node.box.recordedProperties
        properties += node.a11y.recordedProperties
        // The control state as written (`"state": "selected"`): it changes what is drawn, so it is an input too. A node
        // without one records nothing, as before the state was recorded.
        if let state = RecordedProperty("state", node.state) { properties.append(state) }
        if !node.children.isEmpty {
            // A navBar's, dialog's or banner's children are its `actions`.
            properties.append(RecordedProperty(name: "children", keys: ["children", "actions"], text: node.children.map(name).joined(separator: ",")))
        }
        return properties
    }

    /// `recorded(_:)` as `(name, value)` pairs.
    package static func of(_ node: SpecNode) -> [(name: String, value: String)] {
        recorded(node).map { ($0.name, $0.value) }
    }
}
