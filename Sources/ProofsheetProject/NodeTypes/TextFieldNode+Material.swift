import ProofsheetLayout
import ProofsheetSpec

/// A `textField` on an Android device: Material 3's filled or outlined text field (m3.material.io "Text fields:
/// specs"; docs/platform-controls.md).
extension TextFieldNode {
    /// A 56 dp field with 4 dp corners and 16 dp side padding; the label in Body Small over the input in Body Large;
    /// supporting (error) text in Body Small 4 dp under the field, 16 dp in.
    package static let materialMetrics = ControlMetrics(minHeight: 56, padding: Edges(top: 8, leading: 16, bottom: 8, trailing: 16),
                                                cornerRadius: 4, spacing: 4, iconSize: 16)
    /// The filled field's active indicator: 1 dp at rest, 2 dp focused or in error.
    package static let materialIndicator = (rest: 1.0, active: 2.0)

    package func materialRequirements(of node: SpecNode) -> [TokenNeed] {
        let variant = self.variant ?? .filled
        let isInvalid = error != nil || node.state == .error, isFocused = node.state == .focused
        let line: ColorRole = isInvalid ? "danger" : isFocused ? "accent" : variant == .filled ? "textSecondary" : "border"
        let caption: [ColorRole] = label == nil ? [] : [isInvalid ? "danger" : isFocused ? "accent" : "textSecondary"]
        // The disabled fill is among the disabled state's roles (`disabledRoles`).
        let fill: [ColorRole] = variant == .filled && node.state != .disabled ? ["fieldBackground"] : []
        let roles: [ColorRole] = [line] + caption + fill + [value == nil ? "textSecondary" : "textPrimary"] + (error == nil ? [] : ["danger"])
        let styles: [TextStyleName] = ["bodyLarge"] + (label != nil || error != nil ? ["bodySmall"] : [])
        return roles.map(TokenNeed.color) + styles.map(TokenNeed.style)
    }

    package func buildMaterial(_ c: inout ControlBuild, with r: SceneResolver) throws {
        let variant = self.variant ?? .filled
        c.kind = .vstack(spacing: c.metrics.spacing, alignment: .fill)
        c.semantics.isInteractive = false
        let isInvalid = error != nil || c.state == .error
        let isFocused = c.state == .focused
        // The line colour: Material's error, primary when focused, onSurfaceVariant (filled) or outline (outlined).
        let lineRole: ColorRole = isInvalid ? "danger" : isFocused ? "accent" : variant == .filled ? "textSecondary" : "border"
        let lineWidth = isInvalid || isFocused ? TextFieldNode.materialIndicator.active : TextFieldNode.materialIndicator.rest
        var caption = try label.map(r.theme.text)
        if isRequired, let text = caption { caption = text + " *" }
        let labelRole: ColorRole = isInvalid ? "danger" : isFocused ? "accent" : "textSecondary"
        // Material notches an outlined field's label into its outline; here it sits just above the field.
        if let caption, variant == .outlined {
            var above = c.parts.text(try r.text(caption, style: "bodySmall", role: labelRole), suffix: "label")
            above.box.sizing.padding = Edges(top: 0, leading: 16, bottom: 0, trailing: 16)
            c.children.append(above)
        }
        var content: [ResolvedNode] = []
        if let caption, variant == .filled {
            content.append(c.parts.text(try r.text(caption, style: "bodySmall", role: labelRole), suffix: "label"))
        }
        let shown = try value.map(r.theme.text) ?? placeholder.map(r.theme.text) ?? ""
        content.append(c.parts.text(try r.text(shown, style: "bodyLarge", role: value == nil ? "textSecondary" : "textPrimary"), suffix: "value"))
        var inner = ResolvedBox()
        inner.sizing.padding = c.metrics.padding
        inner.sizing.width = .fill
        inner.sizing.height = .fill
        var field = ResolvedBox()
        // The field is the touch target: an authored height on the control sizes the field, drawn as written.
        switch c.node.box.sizing.height {
        case .points(let height): field.sizing.height = .points(height)
        default: field.sizing.minHeight = c.node.box.sizing.minHeight ?? max(c.metrics.minHeight ?? 0, r.controlHeight)
        }
        if case .points = c.node.box.sizing.height { c.box.sizing.height = .auto }
        // The content is the field's whole height, its texts centred in it.
        switch field.sizing.height {
        case .points(let height): inner.sizing.height = .points(height)
        default: inner.sizing.minHeight = field.sizing.minHeight
        }
        c.box.sizing.minHeight = nil
        field.cornerRadius = c.metrics.cornerRadius
        field.clip = true
        var lines = ResolvedBox()
        lines.sizing.width = .fill
        var fieldChildren = [c.parts.node("content", kind: .zstack(alignment: .leading), box: inner,
                                          children: [c.parts.node("lines", kind: .vstack(spacing: 0, alignment: .fill), box: lines, children: content)])]
        switch variant {
        case .filled:
            try field.fill(role: c.state == .disabled ? "disabledSurface" : "fieldBackground", theme: r.theme)
            var line = ResolvedBox()
            line.sizing.height = .points(lineWidth)
            line.sizing.width = .fill
            try line.fill(role: lineRole, theme: r.theme)
            fieldChildren.append(c.parts.node("indicator", kind: .rect, box: line))
        case .outlined:
            if c.state == .disabled { try field.fill(role: "disabledSurface", theme: r.theme) }
            field.border = Border(color: try r.theme.color(lineRole), role: lineRole, width: lineWidth)
        }
        var fieldSemantics = Semantics()
        fieldSemantics.isInteractive = true
        fieldSemantics.role = .textField
        fieldSemantics.label = try (c.authoredSemantics.label ?? label.map(r.theme.text) ?? placeholder.map(r.theme.text))
        fieldSemantics.isInvalid = isInvalid
        switch c.state {
        case .focused?: field.focusRing = try r.focusRing(); fieldSemantics.isFocused = true
        case .disabled?: c.semantics.isDisabled = true
        case .error?, nil: break // drawn with the line above
        case .pressed?, .selected?, .loading?: break // not in the entry's states: the decoder refuses them
        }
        // The indicator lies along the field's bottom edge, over its content (a zstack), so the field stays 56 dp.
        c.children.append(c.parts.node("field", kind: .zstack(alignment: .bottom), box: field, semantics: fieldSemantics,
                                       part: .fieldFrame, children: fieldChildren))
        if let error {
            var errorSemantics = Semantics()
            errorSemantics.statusTone = .danger
            errorSemantics.statusColor = try r.theme.color("danger")
            errorSemantics.role = .status
            var errorBox = ResolvedBox()
            errorBox.sizing.padding = Edges(top: 0, leading: 16, bottom: 0, trailing: 16)
            c.children.append(c.parts.node("error", kind: .hstack(spacing: 4, alignment: .top), box: errorBox, semantics: errorSemantics, children: [
                c.parts.icon(try r.icon("error", size: c.metrics.iconSize, role: "danger"), suffix: "errorIcon"),
                c.parts.text(try r.text(try r.theme.text(error), style: "bodySmall", role: "danger"), suffix: "errorText", flex: 1),
            ]))
        }
        if c.state == .disabled {
            for index in c.children.indices { try r.recolour(&c.children[index], role: "disabledText") }
        }
        c.semantics.mergesDescendants = true
        c.semantics.role = c.semantics.role ?? "textField"
        c.semantics.label = c.semantics.label ?? fieldSemantics.label
        if c.semantics.value == nil { c.semantics.value = try value.map(r.theme.text) }
        c.semantics.isRequired = isRequired
        c.semantics.isInvalid = c.semantics.isInvalid || error != nil
        c.semantics.errorMessage = try error.map(r.theme.text)
    }
}
