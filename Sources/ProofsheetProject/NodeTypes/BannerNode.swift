import ProofsheetLayout
import ProofsheetSpec

/// `banner`: an inline message in the screen's flow (e.g. offline), with an optional icon and up to two actions,
/// tinted by its tone (docs/spec.md "Overlays"). It takes its place in its stack like any node, pushing what follows
/// down; it is not an overlay and not modal.
///
/// Neither platform has a banner component today (Apple HIG names none; Material 3 dropped Material 2's "Banners"):
/// it is drawn after Material 2's banner (material.io "Banners": a leading icon, the message, text-button actions
/// trailing under it), in the tone's tint like a `badge`: `<tone>Tint` fill, the icon in `<tone>`, the message in
/// `textPrimary` (`body` on iOS, `bodyMedium` on Android), 16 padding, 12 corners on iOS and 12 dp on Android.
/// Read as a `contain` group: its icon is hidden, its message and actions are read together.
package struct BannerNode: NodeKind {
    package var message: TextSource
    package var icon: String?
    package var tone: BadgeTone

    /// At most this many actions (Material 2 "Banners": one or two).
    package static let maximumActions = 2

    package static let type = NodeType("banner", keys: keyTable,
                               example: #""type": "banner", "message": { "literal": "You are offline" }"#) { d, o, children in
        try children.read("actions", from: o, with: d)
        for (index, action) in children.nodes.enumerated() where !(action.kind is ButtonNode) {
            throw try o.requiredArray("actions")[index].invalid("banner actions must be button nodes, found a \(action.kind.typeName)")
        }
        if children.nodes.count > maximumActions {
            throw try o.requiredArray("actions")[maximumActions].invalid("a banner takes at most \(maximumActions) actions, found \(children.nodes.count)")
        }
        guard let message = try d.text(o.requiredValue("message")) else { throw try o.requiredValue("message").invalid("a banner needs a message") }
        return BannerNode(message: message, icon: try o.optionalValue("icon").map(d.icon),
                          tone: try o.optionalCase("tone", BadgeTone.self) ?? .info)
    }

    package static let padding = 16.0
    package static let cornerRadius = 12.0
    package static let iconSize = 24.0

    package var textSources: [TextSource] { [message] }

    package func requirements(of node: SpecNode) -> [TokenNeed] { requirements(of: node, on: .ios) }

    package func requirements(of node: SpecNode, on platform: Platform) -> [TokenNeed] {
        let roles: [ColorRole] = (node.box.background == nil ? [ColorRole(tone.rawValue + "Tint")] : []) + (icon == nil ? [] : [ColorRole(tone.rawValue)]) + ["textPrimary"]
        return roles.map(TokenNeed.color) + [.style(platform == .android ? "bodyMedium" : "body")]
    }

    package func resolve(_ node: SpecNode, box: ResolvedBox, semantics: Semantics, with r: SceneResolver) throws -> ResolvedNode {
        let parts = Parts(id: node.resolvedID, path: node.path, type: typeName)
        var box = box
        if box.background == nil { try box.fill(role: ColorRole(tone.rawValue + "Tint"), theme: r.theme) }
        if !node.box.written.contains(.cornerRadius) { box.cornerRadius = BannerNode.cornerRadius }
        if !node.box.written.contains(.padding) { box.sizing.padding = Edges(all: BannerNode.padding) }
        var line: [ResolvedNode] = []
        if let icon { line.append(parts.icon(try r.icon(icon, size: BannerNode.iconSize, role: ColorRole(tone.rawValue)), suffix: "icon")) }
        var text = parts.text(try r.text(r.theme.text(message), style: r.platform == .android ? "bodyMedium" : "body", role: "textPrimary"),
                              suffix: "message", flex: 1)
        text.box.sizing.width = .fill
        line.append(text)
        var children = [parts.node("line", kind: .hstack(spacing: 16, alignment: .center), children: line)]
        var actions = try r.resolveChildren(of: node)
        if !actions.isEmpty {
            for index in actions.indices { actions[index].box.sizing.width = .auto }
            children.append(parts.node("actions", kind: .hstack(spacing: 8, alignment: .center), children: [parts.spacer()] + actions))
        }
        var semantics = semantics
        if semantics.grouping == nil { semantics.grouping = .contain }
        return ResolvedNode(id: parts.id, path: node.path, type: typeName, kind: .vstack(spacing: 8, alignment: .fill), box: box,
                            semantics: semantics, children: children)
    }
}
