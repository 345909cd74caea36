import ProofsheetLayout
import ProofsheetSpec

/// `snackbar`: a short message with an optional action, over the screen just above its bottom bar (the tab bar, else
/// the bottom of the safe area, where Android's navigation bar begins); not modal (docs/spec.md "Overlays").
///
/// Placed over the rest of the screen by the overlay layer (`SceneResolver+Overlays`) and lifted above the bottom bar
/// after layout (`SceneLayout+Overlays`). Screen readers read it with the screen (a `contain` group), and text it
/// covers is `occludedText`, never contrast.
///
/// Android: Material 3's snackbar ("Snackbar: specs", `md.comp.snackbar.*`): at least 48 dp high, 4 dp corners,
/// 16 dp before the `bodyMedium` message, a `labelLarge` text-button action 8 dp from the trailing edge, on the
/// inverse surface. iOS has no snackbar or toast (Apple HIG names none): it draws the same in points, 12 pt corners,
/// `subheadline` message and `headline` action. Colours: Material's inverse roles on the project's (`textPrimary`
/// for the inverse surface, `surface` for its ink and the action), so dark mode inverts them as Material does.
package struct SnackbarNode: NodeKind {
    package var message: TextSource
    package var action: TextSource?

    package static let type = NodeType("snackbar", keys: keyTable, example: #""type": "snackbar", "message": { "literal": "Saved" }"#) { d, o, _ in
        guard let message = try d.text(o.requiredValue("message")) else { throw try o.requiredValue("message").invalid("a snackbar needs a message") }
        return SnackbarNode(message: message, action: try d.text(o.optionalValue("action")))
    }

    /// One platform's snackbar sizes (points or dp).
    package struct Look {
        package var minHeight: Double
        package var cornerRadius: Double
        package var messageStyle: TextStyleName
        package var actionStyle: TextStyleName
    }

    package static let ios = Look(minHeight: 48, cornerRadius: 12, messageStyle: "subheadline", actionStyle: "headline")
    package static let material = Look(minHeight: 48, cornerRadius: 4, messageStyle: "bodyMedium", actionStyle: "labelLarge")
    /// Between the snackbar and the screen's sides and bottom bar (Proofsheet's default on both platforms).
    package static let margin = 16.0

    package var textSources: [TextSource] { [message] + [action].compactMap { $0 } }

    package func requirements(of node: SpecNode) -> [TokenNeed] { requirements(of: node, on: .ios) }

    package func requirements(of node: SpecNode, on platform: Platform) -> [TokenNeed] {
        let look = platform == .android ? SnackbarNode.material : SnackbarNode.ios
        return ((node.box.background == nil ? ["textPrimary"] : []) + ["surface"]).map(TokenNeed.color)
            + [.style(look.messageStyle)] + (action == nil ? [] : [.style(look.actionStyle)])
    }

    package func resolve(_ node: SpecNode, box: ResolvedBox, semantics: Semantics, with r: SceneResolver) throws -> ResolvedNode {
        let look = r.platform == .android ? SnackbarNode.material : SnackbarNode.ios
        let parts = Parts(id: node.resolvedID, path: node.path, type: typeName)
        var surface = box
        if surface.background == nil { try surface.fill(role: "textPrimary", theme: r.theme) }
        if !node.box.written.contains(.cornerRadius) { surface.cornerRadius = look.cornerRadius }
        if !node.box.written.contains(.padding) {
            surface.sizing.padding = Edges(top: 0, leading: 16, bottom: 0, trailing: action == nil ? 16 : 8)
        }
        if surface.sizing.minHeight == nil, case .auto = surface.sizing.height { surface.sizing.minHeight = look.minHeight }
        if case .auto = surface.sizing.width { surface.sizing.width = .fill }
        // The message: one or two lines, 14 above and below (48 dp for one line of 20, 68 for two).
        var message = parts.text(try r.text(r.theme.text(self.message), style: look.messageStyle, role: "surface", maxLines: 2), suffix: "message", flex: 1)
        message.box.sizing.padding = Edges(top: 14, leading: 0, bottom: 14, trailing: 0)
        message.box.sizing.width = .fill
        var children = [message]
        if let action {
            let text = try r.theme.text(action)
            var target = ResolvedBox()
            target.sizing.minHeight = r.controlHeight
            target.sizing.padding = Edges(top: 0, leading: 12, bottom: 0, trailing: 12)
            var button = Semantics()
            button.isInteractive = true
            button.role = .button
            button.label = text
            children.append(parts.node("action", kind: .hstack(spacing: 0, alignment: .center), box: target, semantics: button,
                                       children: [parts.text(try r.text(text, style: look.actionStyle, role: "surface"), suffix: "action.label")]))
        }
        let bar = parts.node("surface", kind: .hstack(spacing: 8, alignment: .center), box: surface, children: children)
        var semantics = semantics
        if semantics.grouping == nil { semantics.grouping = .contain }
        var layer = parts.overlay(node, semantics: semantics, isModal: false, alignment: .bottom, children: [bar])
        layer.box.sizing.padding = Edges(top: 0, leading: SnackbarNode.margin, bottom: SnackbarNode.margin, trailing: SnackbarNode.margin)
        return layer
    }
}
