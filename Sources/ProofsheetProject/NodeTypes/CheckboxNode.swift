import ProofsheetJSON
import ProofsheetLayout
import ProofsheetSpec

/// `checkbox`: a mark (checked, unchecked or mixed) before its label; the whole row is the touch target, and an
/// optional validation error is shown under it. Assistive technology reads the row and the error as one
/// `checkbox` element with its `checked` / `unchecked` / `mixed` state.
///
/// iOS has no checkbox (Apple HIG "Toggles": checkboxes are a macOS control; iOS offers switches): the iOS look
/// follows the round completion mark of Reminders, a 22 pt circle that fills with a checkmark (docs/platform-controls.md).
/// Android draws Material 3's checkbox (`CheckboxNode+Material.swift`).
///
/// States land on the row: `focused` rings it, `pressed` overlays its fill, `disabled` draws it as `disabled: true`,
/// `error` draws the mark in `danger` as `error` does (without a message that is a state shown by colour alone:
/// the mark is reported `colorOnly`).
package struct CheckboxNode: ControlKind {
    package var label: TextSource?
    package var checked: CheckedState
    package var isDisabled: Bool
    package var error: TextSource?

    package static let type = NodeType("checkbox", keys: keyTable, states: [.focused, .pressed, .disabled, .error],
                               example: #""type": "checkbox", "label": { "literal": "Remember me" }, "checked": true"#) { d, o, _ in
        CheckboxNode(label: try d.text(o.optionalValue("label")), checked: try checkedState(o.optionalValue("checked")),
                     isDisabled: try o.optionalBool("disabled") ?? false, error: try d.text(o.optionalValue("error")))
    }

    /// `true`, `false` or `"mixed"`; absent: unchecked.
    package static func checkedState(_ value: JSONValueReader?) throws -> CheckedState {
        guard let value else { return .unchecked }
        switch value.value.kind {
        case .bool(let isChecked): return isChecked ? .checked : .unchecked
        case .string("mixed"): return .mixed
        default: throw value.expected(#"true, false or "mixed""#)
        }
    }

    /// The row: 12 pt from the mark to the label; the mark a 22 pt circle with a 1.5 pt outline, its check 14 pt.
    package static let metrics = ControlMetrics(spacing: 12, iconSize: 14)
    package static let circle = (side: 22.0, outline: 1.5)

    package var textSources: [TextSource] { [label, error].compactMap { $0 } }

    package func isInvalid(_ node: SpecNode) -> Bool { error != nil || node.state == .error }
    package func isDisabled(_ node: SpecNode) -> Bool { isDisabled || node.state == .disabled }

    /// The mark's role: `disabledText` when disabled, `danger` in error, else `accent` (checked, mixed) or its
    /// `textSecondary` outline (unchecked); a filled mark draws its check in `onAccent` (`onDanger` in error).
    package func markRoles(_ node: SpecNode) -> [ColorRole] {
        let ink: ColorRole = isDisabled(node) ? "disabledText" : isInvalid(node) ? "danger" : checked == .unchecked ? "textSecondary" : "accent"
        guard checked != .unchecked else { return [ink] }
        return [ink, ink == "danger" ? "onDanger" : "onAccent"]
    }

    package func restingRequirements(of node: SpecNode) -> [TokenNeed] { requirements(of: node, label: "body", message: "footnote") }

    package func materialRequirements(of node: SpecNode) -> [TokenNeed] { requirements(of: node, label: "bodyLarge", message: "bodySmall") }

    package func requirements(of node: SpecNode, label labelStyle: TextStyleName, message: TextStyleName) -> [TokenNeed] {
        let ink: ColorRole = isDisabled(node) ? "disabledText" : "textPrimary"
        let roles: [ColorRole] = (label == nil ? [] : [ink]) + markRoles(node) + (error == nil ? [] : ["danger"])
        return roles.map(TokenNeed.color) + ((label == nil ? [] : [labelStyle]) + (error == nil ? [] : [message])).map(TokenNeed.style)
    }

    package func build(_ c: inout ControlBuild, with r: SceneResolver) throws {
        let isAndroid = r.platform == .android
        let isDisabled = isDisabled(c.node), isInvalid = isInvalid(c.node)
        c.kind = .vstack(spacing: 4, alignment: .fill)
        c.semantics.isInteractive = false
        let roles = markRoles(c.node)
        var row = ResolvedBox()
        // The row is the touch target: an authored height sizes it, drawn as written.
        switch c.node.box.sizing.height {
        case .points(let height): row.sizing.height = .points(height); c.box.sizing.height = .auto
        default: row.sizing.minHeight = c.node.box.sizing.minHeight ?? r.controlHeight
        }
        c.box.sizing.minHeight = nil
        let text = try label.map(r.theme.text)
        var rowSemantics = Semantics()
        rowSemantics.isInteractive = true
        rowSemantics.role = .checkbox
        rowSemantics.label = c.authoredSemantics.label ?? text
        // Without a message, an error is shown by the mark's colour alone (WCAG 2.2 §1.4.1).
        var markSemantics = Semantics()
        if isInvalid, error == nil {
            markSemantics.statusTone = .danger
            markSemantics.statusColor = try r.theme.color("danger")
            markSemantics.hasNonColorCue = false
        }
        var rowParts = [isAndroid ? try materialMark(roles, semantics: markSemantics, with: r, parts: c.parts)
                                  : try mark(roles, semantics: markSemantics, with: r, parts: c.parts)]
        if let text {
            rowParts.append(c.parts.text(try r.text(text, style: isAndroid ? "bodyLarge" : "body", role: isDisabled ? "disabledText" : "textPrimary"),
                                         suffix: "label", flex: 1))
        }
        switch c.state {
        case .focused?: row.focusRing = try r.focusRing(); rowSemantics.isFocused = true
        case .pressed?: row.background = try r.pressed(c.box.background)
        case .disabled?, .error?, nil: break // drawn with the mark and label above
        case .selected?, .loading?: break // not in the entry's states: the decoder refuses them
        }
        let spacing = isAndroid ? CheckboxNode.materialMetrics.spacing : c.metrics.spacing
        c.children.append(c.parts.node("row", kind: .hstack(spacing: spacing, alignment: .center), box: row, semantics: rowSemantics,
                                       children: rowParts))
        if let error {
            // Under the label, as a text field's error is under its field.
            let indent = try (isAndroid ? CheckboxNode.materialBox.zone
                                        : CheckboxNode.circle.side * CheckboxNode.symbolScale(label: label, style: "body", with: r)) + spacing
            c.children.append(try errorMessage(error, indent: indent, style: isAndroid ? "bodySmall" : "footnote", c: c, with: r))
        }
        c.semantics.mergesDescendants = true
        c.semantics.role = c.semantics.role ?? "checkbox"
        c.semantics.label = c.semantics.label ?? text
        c.semantics.checked = checked
        c.semantics.isDisabled = isDisabled
        c.semantics.isInvalid = c.semantics.isInvalid || isInvalid
        c.semantics.errorMessage = try error.map(r.theme.text)
    }

    /// The validation message: the `error` icon and the text in `danger`, `indent` in from the leading edge.
    package func errorMessage(_ error: TextSource, indent: Double, style: TextStyleName, c: ControlBuild, with r: SceneResolver) throws -> ResolvedNode {
        var semantics = Semantics()
        semantics.statusTone = .danger
        semantics.statusColor = try r.theme.color("danger")
        semantics.role = .status
        var box = ResolvedBox()
        box.sizing.padding = Edges(top: 0, leading: indent, bottom: 0, trailing: 0)
        return c.parts.node("error", kind: .hstack(spacing: 4, alignment: .top), box: box, semantics: semantics, children: [
            c.parts.icon(try r.icon("error", size: 16, role: "danger"), suffix: "errorIcon"),
            c.parts.text(try r.text(try r.theme.text(error), style: style, role: "danger"), suffix: "errorText", flex: 1),
        ])
    }

    /// How much a mark beside a `style` label grows with the cell's text size: the label's size over its size at
    /// 1.0 (as a symbol in a label scales with Dynamic Type, HIG "SF Symbols"); 1 without a label.
    package static func symbolScale(label: TextSource?, style: TextStyleName, with r: SceneResolver) throws -> Double {
        guard label != nil else { return 1 }
        let body = try r.theme.textStyle(style)
        return max(1, body.size / body.token.size)
    }

    /// The iOS mark: an outlined circle, or a filled one holding a checkmark (a dash when mixed), growing with the
    /// label's text size.
    package func mark(_ roles: [ColorRole], semantics: Semantics, with r: SceneResolver, parts: Parts) throws -> ResolvedNode {
        let circle = CheckboxNode.circle
        let scale = try CheckboxNode.symbolScale(label: label, style: "body", with: r)
        var box = ResolvedBox()
        box.sizing.width = .points(circle.side * scale)
        box.sizing.height = .points(circle.side * scale)
        box.cornerRadius = circle.side * scale / 2
        // A filled mark keeps an outline of its own colour, so its edge is what the contrast audit reads.
        box.border = Border(color: try r.theme.color(roles[0]), role: roles[0], width: circle.outline)
        var children: [ResolvedNode] = []
        if checked != .unchecked {
            try box.fill(role: roles[0], theme: r.theme)
            children.append(parts.icon(try r.icon(checked == .mixed ? "minus" : "check", size: CheckboxNode.metrics.iconSize * scale, role: roles[1]),
                                       suffix: "box.check"))
        }
        return parts.node("box", kind: .zstack(alignment: .center), box: box, semantics: semantics, part: .selectionMark, children: children)
    }
}
