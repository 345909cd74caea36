import ProofsheetLayout
import ProofsheetSpec

/// `chip`: a compact labelled control (Material 3 "Chips") in a drawn container of its platform's height inside a
/// node of touch-target height: an `assist` chip (an action, optional leading icon), a `filter` chip (on or off;
/// selected, it shows a checkmark in place of its icon and is announced `selected`), or an `input` chip (an entered
/// item) whose trailing remove button is its own touch target and element, named by `removeLabel` ("Remove
/// Running"); the input chip's body is the other. Mirrored in RTL locales (the remove button at the left).
///
/// Chips in a row are laid out by an `hstack` (a `scroll` for more than fit); chips do not wrap.
///
/// States land on the drawn container: `focused` rings it, `pressed` overlays its fill, `disabled` draws as
/// `disabled: true`.
package struct ChipNode: ControlKind {
    package var variant: ChipVariant
    package var label: TextSource
    package var icon: String?
    package var isSelected: Bool
    /// An input chip's remove button's accessible name; absent, the button is unnamed (`missingName`).
    package var removeLabel: TextSource?
    package var isDisabled: Bool

    package static let type = NodeType("chip", keys: keyTable, states: [.focused, .pressed, .disabled],
                               example: #""type": "chip", "variant": "filter", "label": { "literal": "Running" }, "selected": true"#) { d, o, _ in
        let variant = try o.optionalCase("variant", ChipVariant.self) ?? .assist
        if variant != .filter, let selected = o.optionalValue("selected") {
            throw selected.invalid("an \(variant.rawValue) chip does not take 'selected' (only a filter chip is selected or not)")
        }
        if variant != .input, let remove = o.optionalValue("removeLabel") {
            throw remove.invalid("a\(variant == .assist ? "n" : "") \(variant.rawValue) chip does not take 'removeLabel' (only an input chip has a remove button)")
        }
        guard let label = try d.text(o.requiredValue("label")) else { throw try o.requiredValue("label").expected("a text") }
        return ChipNode(variant: variant, label: label, icon: try o.optionalValue("icon").map(d.icon),
                        isSelected: try o.optionalBool("selected") ?? false, removeLabel: try d.text(o.optionalValue("removeLabel")),
                        isDisabled: try o.optionalBool("disabled") ?? false)
    }

    package static let metrics = ControlMetrics()

    package var textSources: [TextSource] { [label, removeLabel].compactMap { $0 } }

    package func look(on platform: Platform, _ node: SpecNode) -> ChipLook {
        ChipLook(platform, variant: variant, isSelected: isSelected, isDisabled: isDisabled || node.state == .disabled)
    }

    /// It shows an icon, a checkmark or a remove button.
    package var drawsIcon: Bool { icon != nil || (variant == .filter && isSelected) || variant == .input }

    package func restingRequirements(of node: SpecNode) -> [TokenNeed] { look(on: .ios, node).requirements(drawsIcon: drawsIcon) }

    package func materialRequirements(of node: SpecNode) -> [TokenNeed] { look(on: .android, node).requirements(drawsIcon: drawsIcon) }

    package func build(_ c: inout ControlBuild, with r: SceneResolver) throws {
        let look = look(on: r.platform, c.node)
        let isDisabled = self.isDisabled || c.state == .disabled
        let text = try r.theme.text(label)
        c.kind = .zstack(alignment: .center)
        if !c.hasAuthoredHeight { c.box.sizing.minHeight = c.touchMinimum }
        var container = c.takeDrawnBox()
        if container.background == nil, let fill = look.fillRole { try container.fill(role: fill, theme: r.theme) }
        if container.border == nil, let border = look.borderRole { container.border = Border(color: try r.theme.color(border), role: border, width: 1) }
        if !c.node.box.written.contains(.cornerRadius) { container.cornerRadius = look.cornerRadius }
        // The platform's height, or the label's line and 4 above and below it when the text size makes that taller (as
        // Compose's chips grow from their 32 dp minimum); the node is at least a touch target high around it.
        let labelText = try r.text(text, style: look.labelStyle, role: look.inkRole, maxLines: 1)
        let drawnHeight = max(look.height, labelText.lineHeight + 2 * ChipLook.verticalPadding)
        if c.hasAuthoredHeight { container.sizing.height = .fill } else { container.sizing.height = .points(drawnHeight) }
        // The leading mark: a selected filter chip's checkmark, else the icon.
        var content: [ResolvedNode] = []
        if variant == .filter, isSelected {
            content.append(c.parts.icon(try r.icon("check", size: look.iconSize, role: look.iconRole), suffix: "check"))
        } else if let icon {
            content.append(c.parts.icon(try r.icon(icon, size: look.iconSize, role: look.iconRole), suffix: "icon"))
        }
        content.append(c.parts.text(labelText, suffix: "label"))
        let leading = content.count > 1 ? look.leadingWithIcon : look.leading
        let padding = c.node.box.written.contains(.padding) ? container.sizing.padding
            : Edges(top: 0, leading: leading, bottom: 0, trailing: variant == .input ? 0 : look.trailing)
        c.semantics.role = c.semantics.role ?? "button"
        c.semantics.isDisabled = isDisabled
        c.semantics.isSelected = variant == .filter && isSelected
        if variant == .input {
            try buildInput(&c, container: &container, content: content, padding: padding, name: text, drawnHeight: drawnHeight, look, r)
            return
        }
        container.sizing.padding = padding
        c.semantics.label = c.semantics.label ?? text
        try drawState(&c, on: &container, r)
        c.children = [c.parts.node("container", kind: .hstack(spacing: look.spacing, alignment: .center), box: container, children: content)]
    }

    /// An input chip: the container holds two touch targets side by side, the body (icon and label) and the remove
    /// button (a target-sized square round the remove icon), each of touch-target height over the drawn container;
    /// the chip's node is only their frame, so each is its own element.
    package func buildInput(_ c: inout ControlBuild, container: inout ResolvedBox, content: [ResolvedNode], padding: Edges, name: String,
                    drawnHeight: Double, _ look: ChipLook, _ r: SceneResolver) throws {
        // Touch-target square (an authored height sizes it, and is audited as written), or the drawn chip's height
        // where the text size makes that taller.
        var side = max(c.touchMinimum, drawnHeight)
        if case .points(let height) = c.node.box.sizing.height { side = height }
        var body = ResolvedBox()
        body.sizing.padding = Edges(top: 0, leading: padding.leading, bottom: 0, trailing: 0)
        body.sizing.height = .points(side)
        var bodySemantics = c.semantics
        bodySemantics.label = c.semantics.label ?? name
        bodySemantics.isInteractive = true
        var remove = ResolvedBox()
        remove.sizing.width = .points(side)
        remove.sizing.height = .points(side)
        var removeSemantics = Semantics()
        removeSemantics.isInteractive = true
        removeSemantics.role = .button
        removeSemantics.label = try removeLabel.map(r.theme.text)
        removeSemantics.isDisabled = c.semantics.isDisabled
        // The chip's node is a plain frame: its authored name goes to the body, so the two targets stay two elements;
        // whether it is hidden and where it is read stay on the node, for both.
        c.semantics = Semantics()
        c.semantics.isDisabled = bodySemantics.isDisabled
        c.semantics.isHidden = bodySemantics.isHidden
        c.semantics.sortPriority = bodySemantics.sortPriority
        bodySemantics.isHidden = false
        bodySemantics.sortPriority = 0
        try drawState(&c, on: &container, r, semantics: &bodySemantics)
        container.sizing.padding = Edges(top: 0, leading: 0, bottom: 0, trailing: padding.trailing)
        c.children = [c.parts.node("container", kind: .hstack(spacing: 0, alignment: .center), box: container, children: [
            c.parts.node("body", kind: .hstack(spacing: look.spacing, alignment: .center), box: body, semantics: bodySemantics, children: content),
            c.parts.node("remove", kind: .zstack(alignment: .center), box: remove, semantics: removeSemantics, children: [
                c.parts.icon(try r.icon("close", size: look.iconSize, role: look.iconRole), suffix: "remove.icon"),
            ]),
        ])]
    }

    /// The interaction state on the drawn container; announced on the element that has the chip's name.
    package func drawState(_ c: inout ControlBuild, on container: inout ResolvedBox, _ r: SceneResolver) throws {
        var semantics = c.semantics
        try drawState(&c, on: &container, r, semantics: &semantics)
        c.semantics = semantics
    }

    package func drawState(_ c: inout ControlBuild, on container: inout ResolvedBox, _ r: SceneResolver, semantics: inout Semantics) throws {
        switch c.state {
        case .focused?: container.focusRing = try r.focusRing(); semantics.isFocused = true
        case .pressed?: container.background = try r.pressed(container.background)
        case .disabled?, nil: break
        case .selected?, .error?, .loading?: break // not in the entry's states: the decoder refuses them
        }
    }
}
