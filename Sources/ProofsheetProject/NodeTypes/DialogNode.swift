import ProofsheetText
import ProofsheetLayout
import ProofsheetSpec

/// `dialog`: an alert with a title, a message and up to three actions over a scrim, or (`fullScreen`) a dialog that
/// covers the screen, its actions in a top bar (docs/spec.md "Overlays").
///
/// Placed over the rest of the screen by the overlay layer (`SceneResolver+Overlays`); modal: screen readers read
/// only the dialog, and the audits leave what lies under it alone (docs/audits.md "Overlays"). The actions are
/// `button` nodes, drawn as written (their variant, states and touch targets are the button's).
///
/// iOS (UIAlertController): a 270 pt alert with 14 pt corners, a `headline` title over a `footnote` message,
/// centred, 20/16 padding, the actions under a divider, side by side when there are two, stacked otherwise.
/// Android (Material 3 "Dialogs: specs", `md.comp.dialog.*`): 280…560 dp wide, 28 dp corners, 24 dp padding, a
/// `headlineSmall` headline 16 dp over the `bodyMedium` supporting text, the actions trailing, 8 dp apart, 24 dp
/// under it. Sizes and sources: docs/platform-controls.md.
package struct DialogNode: NodeKind {
    package var title: TextSource?
    package var message: TextSource?
    package var variant: DialogVariant

    /// At most this many actions (Apple HIG "Alerts": "up to three buttons"; Material 3 dialogs: up to two or three).
    package static let maximumActions = 3

    package static let type = NodeType("dialog", keys: keyTable,
                               example: #""type": "dialog", "title": { "literal": "Delete?" }"#) { d, o, children in
        // The actions are `button` nodes, kept as the node's children.
        try children.read("actions", from: o, with: d)
        for (index, action) in children.nodes.enumerated() where !(action.kind is ButtonNode) {
            throw try o.requiredArray("actions")[index].invalid("dialog actions must be button nodes, found a \(action.kind.typeName)")
        }
        if children.nodes.count > maximumActions {
            throw try o.requiredArray("actions")[maximumActions].invalid(
                "a dialog takes at most \(maximumActions) actions, found \(children.nodes.count)")
        }
        return DialogNode(title: try d.text(o.optionalValue("title")), message: try d.text(o.optionalValue("message")),
                          variant: try o.optionalCase("variant", DialogVariant.self) ?? .alert)
    }

    /// One platform's alert sizes (points or dp).
    package struct Look {
        package var minWidth: Double
        package var maxWidth: Double
        /// Between the screen's sides and the alert, at least.
        package var margin: Double
        package var cornerRadius: Double
        package var padding: Edges
        /// Between the title and the message.
        package var textSpacing: Double
        package var titleStyle: TextStyleName
        package var messageStyle: TextStyleName
        /// The full-screen dialog's top bar height and title style.
        package var barHeight: Double
        package var barTitleStyle: TextStyleName
    }

    /// iOS: UIAlertController's alert, 270 pt wide, 14 pt corners (iOS 17), 20 pt above the title, 16 pt at the
    /// sides; HIG "Alerts" gives the parts, not the sizes, so these are Proofsheet's reading of the system alert.
    /// The full-screen form's bar is a 44 pt navigation bar (HIG "Navigation bars") with a `headline` title.
    package static let ios = Look(minWidth: 270, maxWidth: 270, margin: 0, cornerRadius: 14, padding: Edges(top: 20, leading: 16, bottom: 20, trailing: 16),
                          textSpacing: 2, titleStyle: "headline", messageStyle: "footnote", barHeight: 44, barTitleStyle: "headline")
    /// Android: Material 3 basic dialog (280 dp minimum, 560 dp maximum width, 28 dp corners, 24 dp padding, 16 dp
    /// between headline and supporting text, 24 dp before the actions); the 48 dp side margin is Proofsheet's
    /// reading. The full-screen dialog's bar is a 56 dp top app bar with a `titleLarge` headline.
    package static let material = Look(minWidth: 280, maxWidth: 560, margin: 48, cornerRadius: 28, padding: Edges(all: 24),
                               textSpacing: 16, titleStyle: "headlineSmall", messageStyle: "bodyMedium", barHeight: 56, barTitleStyle: "titleLarge")

    package var textSources: [TextSource] { [title, message].compactMap { $0 } }

    package func requirements(of node: SpecNode) -> [TokenNeed] { requirements(of: node, on: .ios) }

    package func requirements(of node: SpecNode, on platform: Platform) -> [TokenNeed] {
        let look = platform == .android ? DialogNode.material : DialogNode.ios
        var roles: [ColorRole] = node.box.background == nil ? ["surface"] : []
        if variant == .alert { roles.append("scrim") }
        if title != nil { roles.append("textPrimary") }
        if message != nil { roles.append(variant == .alert && platform == .ios ? "textPrimary" : "textSecondary") }
        if platform == .ios, variant == .alert, !node.children.isEmpty { roles.append("divider") }
        var styles: [TextStyleName] = []
        if title != nil { styles.append(variant == .alert ? look.titleStyle : look.barTitleStyle) }
        if message != nil { styles.append(platform == .ios ? (variant == .alert ? look.messageStyle : "body") : look.messageStyle) }
        return Array(Set(roles)).sorted().map(TokenNeed.color) + styles.map(TokenNeed.style)
    }

    package func resolve(_ node: SpecNode, box: ResolvedBox, semantics: Semantics, with r: SceneResolver) throws -> ResolvedNode {
        let isAndroid = r.platform == .android
        let look = isAndroid ? DialogNode.material : DialogNode.ios
        let parts = Parts(id: node.resolvedID, path: node.path, type: typeName)
        var semantics = semantics
        let titleText = try title.map(r.theme.text)
        semantics.label = semantics.label ?? titleText
        var actions = try r.resolveChildren(of: node)
        var surface = box
        if surface.background == nil { try surface.fill(role: "surface", theme: r.theme) }
        var header = Semantics()
        header.role = .header
        switch variant {
        case .alert:
            if !node.box.written.contains(.cornerRadius) { surface.cornerRadius = look.cornerRadius }
            // The actions reach the alert's edges on iOS: its rounded corners cut them.
            surface.clip = true
            if surface.sizing.minWidth == nil { surface.sizing.minWidth = look.minWidth }
            if surface.sizing.maxWidth == nil { surface.sizing.maxWidth = look.maxWidth }
            if case .auto = surface.sizing.width { surface.sizing.width = .fill }
            let padding = node.box.written.contains(.padding) ? surface.sizing.padding : look.padding
            surface.sizing.padding = .zero
            var texts: [ResolvedNode] = []
            let centred: TextAlignment = isAndroid ? .leading : .center
            if let titleText {
                var title = parts.text(try r.text(titleText, style: look.titleStyle, role: "textPrimary", alignment: centred), suffix: "title")
                title.semantics = header
                texts.append(title)
            }
            if let message {
                let role: ColorRole = isAndroid ? "textSecondary" : "textPrimary"
                texts.append(parts.text(try r.text(r.theme.text(message), style: look.messageStyle, role: role, alignment: centred), suffix: "message"))
            }
            var textBox = ResolvedBox()
            textBox.sizing.padding = padding
            if isAndroid, !actions.isEmpty { textBox.sizing.padding.bottom = 24 }
            var column = [parts.node("texts", kind: .vstack(spacing: look.textSpacing, alignment: .fill), box: textBox, children: texts)]
            if !actions.isEmpty { column += try alertActions(&actions, parts: parts, isAndroid: isAndroid, padding: padding, with: r) }
            let alert = parts.node("surface", kind: .vstack(spacing: 0, alignment: .fill), box: surface, children: column)
            var layer = ResolvedBox()
            layer.sizing.width = .fill
            layer.sizing.height = .fill
            layer.sizing.padding = Edges(top: 0, leading: look.margin, bottom: 0, trailing: look.margin)
            let centre = parts.node("layer", kind: .zstack(alignment: .center), box: layer, children: [alert])
            return parts.overlay(node, semantics: semantics, isModal: true, alignment: .center, children: [try parts.scrim(theme: r.theme), centre])
        case .fullScreen:
            surface.sizing.width = .fill
            surface.sizing.height = .fill
            let padding = node.box.written.contains(.padding) ? surface.sizing.padding : Edges(top: 0, leading: 16, bottom: 16, trailing: 16)
            surface.sizing.padding = padding
            // The bar: the dismissing action first (when there are several), the title, then the confirming ones.
            var bar: [ResolvedNode] = []
            for index in actions.indices { actions[index].box.sizing.width = .auto }
            if actions.count > 1 { bar.append(actions.removeFirst()) }
            if let titleText {
                var title = parts.text(try r.text(titleText, style: look.barTitleStyle, role: "textPrimary", alignment: isAndroid ? .leading : .center),
                                       suffix: "title", flex: 1)
                title.semantics = header
                title.box.sizing.width = .fill
                bar.append(title)
            } else {
                bar.append(parts.spacer())
            }
            bar += actions
            var barBox = ResolvedBox()
            barBox.sizing.minHeight = look.barHeight
            var column = [parts.node("bar", kind: .hstack(spacing: 8, alignment: .center), box: barBox, children: bar)]
            if let message {
                column.append(parts.text(try r.text(r.theme.text(message), style: isAndroid ? look.messageStyle : "body", role: "textSecondary"),
                                         suffix: "message"))
            }
            let cover = parts.node("surface", kind: .vstack(spacing: 16, alignment: .fill), box: surface, part: .screenCover, children: column)
            return parts.overlay(node, semantics: semantics, isModal: true, alignment: .topLeading, children: [cover])
        }
    }

    /// The alert's action area: on iOS under a divider, two side by side (split by a divider) or each on its own
    /// row; on Android a trailing row, 8 apart, inside the padding.
    private func alertActions(_ actions: inout [ResolvedNode], parts: Parts, isAndroid: Bool, padding: Edges, with r: SceneResolver) throws -> [ResolvedNode] {
        if isAndroid {
            for index in actions.indices { actions[index].box.sizing.width = .auto }
            var row = ResolvedBox()
            row.sizing.padding = Edges(top: 0, leading: padding.leading, bottom: padding.bottom, trailing: padding.trailing)
            return [parts.node("actions", kind: .hstack(spacing: 8, alignment: .center), box: row, children: [parts.spacer()] + actions)]
        }
        let line = try r.theme.color("divider")
        func divider(_ suffix: String, vertical: Bool) -> ResolvedNode {
            var box = ResolvedBox()
            box.background = .solid(line)
            box.backgroundRole = "divider"
            if vertical { box.sizing.width = .points(1); box.sizing.height = .fill } else { box.sizing.height = .points(1) }
            return parts.node(suffix, kind: .rect, box: box)
        }
        for index in actions.indices {
            actions[index].box.sizing.width = .fill
            actions[index].box.sizing.flex = 1
        }
        if actions.count == 2 {
            let row = parts.node("actions", kind: .hstack(spacing: 0, alignment: .fill), children: [actions[0], divider("actions.divider1", vertical: true), actions[1]])
            return [divider("actions.divider0", vertical: false), row]
        }
        var rows: [ResolvedNode] = []
        for (index, action) in actions.enumerated() { rows += [divider("actions.divider\(index)", vertical: false), action] }
        return [parts.node("actions", kind: .vstack(spacing: 0, alignment: .fill), children: rows)]
    }
}
