import ProofsheetLayout
import ProofsheetSpec

/// `searchField`: a search field with a leading magnifier, its text (or placeholder), a clear button while it has
/// text, and an optional cancel action: iOS's search bar (Apple HIG "Search fields"; UISearchBar) and, on Android,
/// Material 3's search bar (`SearchFieldNode+Material.swift`). Sizes and sources: docs/platform-controls.md.
///
/// The field is drawn as a frame behind one row of touch targets that do not overlap: the field itself (magnifier
/// and text; role `searchField`, named by `a11y.label`, else the placeholder; its value the text), the clear button
/// (named by `clear`: without it the button is unlabelled and audited as `missingName`) and the cancel button
/// (named by its label). States: `focused` rings the field's frame, `disabled` draws every ink in `disabledText`.
package struct SearchFieldNode: ControlKind {
    package var placeholder: TextSource?
    package var value: TextSource?
    /// The clear button's accessible name; the button is drawn only while there is a value.
    package var clear: TextSource?
    /// The cancel action's label: iOS's text button after the field; Android's back arrow before the text, named by it.
    package var cancel: TextSource?

    package static let type = NodeType("searchField", keys: keyTable, states: [.focused, .disabled],
                               example: #""type": "searchField", "placeholder": { "literal": "Search" }"#) { d, o, _ in
        SearchFieldNode(placeholder: try d.text(o.optionalValue("placeholder")), value: try d.text(o.optionalValue("value")),
                        clear: try d.text(o.optionalValue("clear")), cancel: try d.text(o.optionalValue("cancel")))
    }

    /// iOS: a 36 pt field with 10 pt corners, 8 pt before a 17 pt magnifier, 6 pt to the `body` text; the clear button
    /// a 17 pt glyph in a touch-target square; the cancel button 8 pt after the field (Proofsheet's reading of UISearchBar:
    /// Apple publishes no sizes).
    package static let metrics = ControlMetrics(padding: Edges(top: 0, leading: 8, bottom: 0, trailing: 0), cornerRadius: 10, spacing: 6, iconSize: 17)
    /// The drawn field's height on iOS.
    package static let fieldHeight = 36.0

    package var textSources: [TextSource] { [placeholder, value, clear, cancel].compactMap { $0 } }

    package func restingRequirements(of node: SpecNode) -> [TokenNeed] {
        requirements(style: "body", node: node)
    }

    /// iOS: the field, the magnifier, placeholder and clear glyph (`textSecondary`), the value and the cancel label.
    package func requirements(style: TextStyleName, node: SpecNode) -> [TokenNeed] {
        // Disabled draws every ink in `disabledText` (`ControlKind.disabledRoles`).
        let isDisabled = node.state == .disabled
        var roles: [ColorRole] = (node.box.background == nil ? ["fieldBackground"] : []) + (isDisabled ? [] : ["textSecondary"])
        if value != nil, !isDisabled { roles.append("textPrimary") }
        if cancel != nil, !isDisabled { roles.append("accent") }
        return roles.map(TokenNeed.color) + [.style(style)]
    }

    /// The platform's look of the field (`SearchFieldLook`).
    package func look(on platform: Platform) -> SearchFieldLook {
        switch platform {
        case .ios: return .ios
        case .android: return .material
        }
    }

    package func build(_ c: inout ControlBuild, with r: SceneResolver) throws {
        let look = look(on: r.platform)
        let isDisabled = c.state == .disabled
        let touch = r.controlHeight
        c.kind = .hstack(spacing: look.cancelSpacing, alignment: .center)
        c.semantics.isInteractive = false
        // The field's frame takes what the node draws (fill, border, corners); the node keeps its size rules.
        let padding = c.node.box.written.contains(.padding) ? c.box.sizing.padding : c.metrics.padding
        var frame = c.takeDrawnBox()
        frame.sizing.padding = .zero
        if frame.background == nil { try frame.fill(role: "fieldBackground", theme: r.theme) }
        if !c.node.box.written.contains(.cornerRadius) { frame.cornerRadius = c.metrics.cornerRadius }
        frame.sizing.width = .fill
        // The field grows with its text at large text sizes: the text's line with the look's inset above and below.
        let face = max(look.fieldHeight, try r.theme.textStyle(look.style).lineHeight + 2 * look.textInset)
        frame.sizing.height = c.hasAuthoredHeight ? .fill : .points(face)
        let rowHeight = max(face, touch)

        let cancelText = try cancel.map(r.theme.text)
        let ink: ColorRole = isDisabled ? "disabledText" : "textSecondary"
        var row: [ResolvedNode] = []
        var rowPadding = padding
        // Android: the cancel action is the search view's back arrow in the magnifier's place (a 48 dp target).
        if let cancelText, !look.cancelOutside {
            row.append(try button("cancel", icon: "back", name: cancelText, role: isDisabled ? "disabledText" : "textPrimary", c: c, r: r, side: touch))
            rowPadding.leading = look.buttonInset
        }
        var target = ResolvedBox()
        target.sizing.flex = 1
        // After Android's back arrow the text starts where it does after the magnifier: 16 + 24 + 16 dp from the edge.
        if cancelText != nil, !look.cancelOutside { target.sizing.padding.leading = look.buttonInset }
        if c.hasAuthoredHeight { target.sizing.height = .fill } else { target.sizing.minHeight = rowHeight }
        var fieldParts: [ResolvedNode] = []
        if cancelText == nil || look.cancelOutside {
            fieldParts.append(c.parts.icon(try r.icon("search", size: c.metrics.iconSize, role: isDisabled ? "disabledText" : look.magnifierRole),
                                           suffix: "magnifier"))
        }
        let shown = try value.map(r.theme.text) ?? placeholder.map(r.theme.text) ?? ""
        let shownRole: ColorRole = isDisabled ? "disabledText" : value == nil ? "textSecondary" : "textPrimary"
        fieldParts.append(c.parts.text(try r.text(shown, style: look.style, role: shownRole, maxLines: 1), suffix: "text", flex: 1))
        var fieldSemantics = Semantics()
        fieldSemantics.isInteractive = true
        fieldSemantics.role = .searchField
        fieldSemantics.label = try c.authoredSemantics.label ?? placeholder.map(r.theme.text)
        fieldSemantics.value = try c.authoredSemantics.value ?? value.map(r.theme.text)
        fieldSemantics.hint = c.authoredSemantics.hint
        fieldSemantics.isDisabled = isDisabled
        fieldSemantics.isFocused = c.state == .focused
        row.append(c.parts.node("field", kind: .hstack(spacing: look.iconSpacing, alignment: .center), box: target, semantics: fieldSemantics,
                                children: fieldParts))
        if value != nil {
            row.append(try button("clear", icon: "close", name: try clear.map(r.theme.text), role: ink, c: c, r: r, side: touch))
            rowPadding.trailing = look.buttonInset
        }
        var rowBox = ResolvedBox()
        rowBox.sizing.width = .fill
        rowBox.sizing.padding = rowPadding
        if c.hasAuthoredHeight { rowBox.sizing.height = .fill } else { rowBox.sizing.minHeight = rowHeight }
        if c.state == .focused { frame.focusRing = try r.focusRing() }
        var layer = ResolvedBox()
        layer.sizing.flex = 1
        if c.hasAuthoredHeight { layer.sizing.height = .fill }
        c.children = [c.parts.node("layer", kind: .zstack(alignment: .center), box: layer, children: [
            c.parts.node("frame", kind: .rect, box: frame),
            c.parts.node("row", kind: .hstack(spacing: 0, alignment: .center), box: rowBox, children: row),
        ])]
        // iOS: the cancel button is a text button after the field, in `accent`.
        if let cancelText, look.cancelOutside {
            var box = ResolvedBox()
            box.sizing.minHeight = touch
            box.sizing.minWidth = touch
            var semantics = Semantics()
            semantics.isInteractive = true
            semantics.role = .button
            semantics.label = cancelText
            semantics.isDisabled = isDisabled
            let label = try r.text(cancelText, style: look.style, role: isDisabled ? "disabledText" : "accent", maxLines: 1, alignment: .center)
            c.children.append(c.parts.node("cancel", kind: .zstack(alignment: .center), box: box, semantics: semantics,
                                           children: [c.parts.text(label, suffix: "cancel.label")]))
        }
        // The field's name and state are on its own target; the node is a group of the field and its buttons.
        c.semantics.label = nil
        c.semantics.value = nil
        c.semantics.hint = nil
        c.semantics.isDisabled = isDisabled
        if c.semantics.grouping == nil { c.semantics.grouping = .contain }
    }

    /// An icon button of the field (`clear`, Android's `cancel`): a touch-target square around the glyph, named
    /// `name` (nil: unlabelled, which the audits report).
    package func button(_ suffix: String, icon: String, name: String?, role: ColorRole, c: ControlBuild, r: SceneResolver, side: Double) throws -> ResolvedNode {
        var box = ResolvedBox()
        box.sizing.width = .points(side)
        box.sizing.height = .points(side)
        var semantics = Semantics()
        semantics.isInteractive = true
        semantics.role = .button
        semantics.label = name
        semantics.isDisabled = c.state == .disabled
        return c.parts.node(suffix, kind: .zstack(alignment: .center), box: box, semantics: semantics,
                            children: [c.parts.icon(try r.icon(icon, size: c.metrics.iconSize, role: role), suffix: suffix + ".icon")])
    }
}
