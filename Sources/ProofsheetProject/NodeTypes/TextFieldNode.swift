import ProofsheetLayout
import ProofsheetSpec

/// `textField`: an optional caption, the field (the touch target) and an optional validation error; assistive
/// technology reads the three as one element, as UITextField with its label and TextInputLayout are.
///
/// States land on the field: `focused` rings it, `error` gives it the 2 pt `danger` border a validation error
/// has, `disabled` fills it with `disabledSurface` and draws every text in `disabledText`.
package struct TextFieldNode: ControlKind {
    package var label: TextSource?
    package var placeholder: TextSource?
    package var value: TextSource?
    package var error: TextSource?
    package var isRequired: Bool
    /// The Material look on Android (`filled` when absent); iOS draws its one look for both.
    package var variant: TextFieldVariant?

    package static let type = NodeType("textField", keys: keyTable, states: [.focused, .disabled, .error],
                               example: #""type": "textField", "label": { "literal": "Name" }"#) { d, o, _ in
        TextFieldNode(label: try d.text(o.optionalValue("label")), placeholder: try d.text(o.optionalValue("placeholder")),
                      value: try d.text(o.optionalValue("value")), error: try d.text(o.optionalValue("error")),
                      isRequired: try o.optionalBool("required") ?? false,
                      variant: try o.optionalCase("variant", TextFieldVariant.self))
    }

    package static let metrics = ControlMetrics(padding: Edges(top: 10, leading: 12, bottom: 10, trailing: 12), cornerRadius: 10, spacing: 6, iconSize: 16)
    package static let disabledRoles: [ColorRole] = ["disabledSurface", "disabledText"]

    package var textSources: [TextSource] { [label, placeholder, value, error].compactMap { $0 } }

    package func restingRequirements(of node: SpecNode) -> [TokenNeed] {
        // The field's border: `danger` when it shows an error or is in the error state (`build`), else `border`.
        let isInvalid = error != nil || node.state == .error
        // The label, and the placeholder shown when there is no value, in `textSecondary`; a value in `textPrimary`.
        let roles: [ColorRole] = (label != nil || value == nil ? ["textSecondary"] : []) + ["fieldBackground", isInvalid ? "danger" : "border"]
            + (value == nil ? [] : ["textPrimary"])
        let styles: [TextStyleName] = ["body"] + (label == nil ? [] : ["subheadline"]) + (error == nil ? [] : ["footnote"])
        return roles.map(TokenNeed.color) + styles.map(TokenNeed.style)
    }

    package func build(_ c: inout ControlBuild, with r: SceneResolver) throws {
        if r.platform == .android { return try buildMaterial(&c, with: r) }
        c.kind = .vstack(spacing: c.metrics.spacing, alignment: .fill)
        c.semantics.isInteractive = false
        if let label {
            var caption = try r.theme.text(label)
            if isRequired { caption += " *" }
            c.children.append(c.parts.text(try r.text(caption, style: "subheadline", role: "textSecondary"), suffix: "label"))
        }
        let shown = try value.map(r.theme.text) ?? placeholder.map(r.theme.text) ?? ""
        let shownRole: ColorRole = value == nil ? "textSecondary" : "textPrimary"
        var field = ResolvedBox()
        field.sizing.padding = c.metrics.padding
        // The field is the touch target: an authored height on the control sizes the field, drawn as written.
        switch c.node.box.sizing.height {
        case .points(let height): field.sizing.height = .points(height)
        default: field.sizing.minHeight = c.node.box.sizing.minHeight ?? r.controlHeight
        }
        if case .points = c.node.box.sizing.height { c.box.sizing.height = .auto }
        c.box.sizing.minHeight = nil
        try field.fill(role: "fieldBackground", theme: r.theme)
        let isInvalid = error != nil || c.state == .error
        let borderRole: ColorRole = isInvalid ? "danger" : "border"
        field.border = Border(color: try r.theme.color(borderRole), role: borderRole, width: isInvalid ? SceneResolver.stateBorderWidth : 1)
        field.cornerRadius = c.metrics.cornerRadius
        var fieldSemantics = Semantics()
        fieldSemantics.isInteractive = true
        fieldSemantics.role = .textField
        fieldSemantics.label = try (c.authoredSemantics.label ?? label.map(r.theme.text) ?? placeholder.map(r.theme.text))
        fieldSemantics.isInvalid = isInvalid
        switch c.state {
        case .focused?: field.focusRing = try r.focusRing(); fieldSemantics.isFocused = true
        case .disabled?: try field.fill(role: "disabledSurface", theme: r.theme); c.semantics.isDisabled = true
        case .error?, nil: break // drawn with the border above
        case .pressed?, .selected?, .loading?: break // not in the entry's states: the decoder refuses them
        }
        c.children.append(c.parts.node("field", kind: .hstack(spacing: 8, alignment: .center), box: field, semantics: fieldSemantics,
                                       part: .fieldFrame, children: [c.parts.text(try r.text(shown, style: "body", role: shownRole), suffix: "value", flex: 1)]))
        if let error {
            var errorSemantics = Semantics()
            errorSemantics.statusTone = .danger
            errorSemantics.statusColor = try r.theme.color("danger")
            errorSemantics.role = .status
            c.children.append(c.parts.node("error", kind: .hstack(spacing: 6, alignment: .top), semantics: errorSemantics, children: [
                c.parts.icon(try r.icon("error", size: c.metrics.iconSize, role: "danger"), suffix: "errorIcon"),
                c.parts.text(try r.text(try r.theme.text(error), style: "footnote", role: "danger"), suffix: "errorText", flex: 1),
            ]))
        }
        if c.state == .disabled {
            for index in c.children.indices { try r.recolour(&c.children[index], role: "disabledText") }
        }
        // Label, field and message are one element.
        c.semantics.mergesDescendants = true
        c.semantics.role = c.semantics.role ?? "textField"
        c.semantics.label = c.semantics.label ?? fieldSemantics.label
        if c.semantics.value == nil { c.semantics.value = try value.map(r.theme.text) }
        c.semantics.isRequired = isRequired
        c.semantics.isInvalid = c.semantics.isInvalid || error != nil
        c.semantics.errorMessage = try error.map(r.theme.text)
    }
}
