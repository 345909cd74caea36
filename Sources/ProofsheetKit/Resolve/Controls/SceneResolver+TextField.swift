/// `textField`: an optional caption, the field (the touch target) and an optional validation error.
///
/// States land on the field: `focused` rings it, `error` gives it the 2 pt `danger` border a validation error
/// has, `disabled` fills it with `disabledSurface` and draws every text in `disabledText`.
extension SceneResolver {
    func resolveTextField(_ c: inout ControlBuild, label: TextSource?, placeholder: TextSource?, value: TextSource?,
                          error: TextSource?, isRequired: Bool) throws {
        c.kind = .vstack(spacing: c.metrics.spacing, alignment: .fill)
        c.semantics.isInteractive = false
        if let label {
            var caption = try theme.text(label)
            if isRequired { caption += " *" }
            c.children.append(c.parts.text(try text(caption, style: "subheadline", role: "textSecondary"), suffix: "label"))
        }
        let shown = try value.map(theme.text) ?? placeholder.map(theme.text) ?? ""
        let shownRole = value == nil ? "textSecondary" : "textPrimary"
        var field = ResolvedBox()
        field.sizing.padding = c.metrics.padding
        // The field is the touch target: an authored height on the control sizes the field, drawn as written.
        switch c.node.box.sizing.height {
        case .points(let height): field.sizing.height = .points(height)
        default: field.sizing.minHeight = c.node.box.sizing.minHeight ?? controlHeight
        }
        if case .points = c.node.box.sizing.height { c.box.sizing.height = .auto }
        c.box.sizing.minHeight = nil
        try field.fill(role: "fieldBackground", theme: theme)
        let isInvalid = error != nil || c.state == .error
        let borderRole = isInvalid ? "danger" : "border"
        field.border = Border(color: try theme.color(borderRole), role: borderRole, width: isInvalid ? SceneResolver.stateBorderWidth : 1)
        field.cornerRadius = c.metrics.cornerRadius
        var fieldSemantics = Semantics()
        fieldSemantics.isInteractive = true
        fieldSemantics.role = "textField"
        fieldSemantics.label = try (c.authoredSemantics.label ?? label.map(theme.text) ?? placeholder.map(theme.text))
        fieldSemantics.isInvalid = isInvalid
        switch c.state {
        case .focused?: field.focusRing = try focusRing(); fieldSemantics.isFocused = true
        case .disabled?: try field.fill(role: "disabledSurface", theme: theme); c.semantics.isDisabled = true
        case .error?, nil: break // drawn with the border above
        case .pressed?, .selected?, .loading?: break // not in the textField entry's states (NodeType+Registry.swift): the decoder refuses it
        }
        c.children.append(c.parts.node("field", kind: .hstack(spacing: 8, alignment: .center), box: field, semantics: fieldSemantics,
                                       part: .fieldFrame, children: [c.parts.text(try text(shown, style: "body", role: shownRole), suffix: "value", flex: 1)]))
        if let error {
            var errorSemantics = Semantics()
            errorSemantics.statusTone = .danger
            errorSemantics.role = "status"
            c.children.append(c.parts.node("error", kind: .hstack(spacing: 6, alignment: .top), semantics: errorSemantics, children: [
                c.parts.icon(try icon("error", size: c.metrics.iconSize, role: "danger"), suffix: "errorIcon"),
                c.parts.text(try text(try theme.text(error), style: "footnote", role: "danger"), suffix: "errorText", flex: 1),
            ]))
        }
        if c.state == .disabled {
            for index in c.children.indices { try recolour(&c.children[index], role: "disabledText") }
        }
    }
}
