import ProofsheetJSON
import ProofsheetLayout
import ProofsheetSupport
import ProofsheetSpec

/// `radioGroup`: a set of options of which exactly one is selected, one row (one touch target) per option under
/// an optional caption. The group is read as one unit named by its caption; each option is a `radio` element
/// with its place in the group ("2 of 3") and, for the chosen one, `selected`.
///
/// One node holds the whole group, so "exactly one selected" is checked in one JSON object: `selected` names an
/// option's `value`, a value naming no option or two options sharing a value is a decode error at that path.
///
/// iOS has no radio button (Apple HIG "Toggles": radio buttons are a macOS control); an exclusive choice is a
/// list whose chosen row shows a checkmark at its trailing edge (HIG "Lists and tables", as in Settings). Android
/// draws Material 3's radio buttons (`RadioGroupNode+Material.swift`).
///
/// States: `focused` rings the selected option's row (where focus rests in a radio group), `disabled` draws the
/// whole group as every option's `disabled: true`.
package struct RadioGroupNode: ControlKind {
    package var label: TextSource?
    package var options: [RadioOption]
    /// The index of the option `selected` names.
    package var selected: Int
    package var isDisabled: Bool

    package static let type = NodeType("radioGroup", keys: keyTable, states: [.focused, .disabled],
                               example: #""type": "radioGroup", "options": [ { "value": "day", "label": { "literal": "Day" } }, { "value": "week", "label": { "literal": "Week" } } ], "selected": "day""#) { d, o, _ in
        let options = try RadioOption.decode(o.requiredArray("options"), at: o.requiredValue("options"), with: d)
        let selectedReader = try o.requiredValue("selected")
        let selected = try selectedReader.string()
        guard let index = options.firstIndex(where: { $0.value == selected }) else {
            throw selectedReader.invalid("selected '\(MessageText.escaped(selected))' names no option; expected one of \(SpecError.list(options.map { MessageText.escaped($0.value) }))")
        }
        return RadioGroupNode(label: try d.text(o.optionalValue("label")), options: options, selected: index,
                              isDisabled: try o.optionalBool("disabled") ?? false)
    }

    /// Rows 16 pt from the sides, the `body` label before a 20 pt checkmark; the caption `subheadline` 6 pt above.
    package static let metrics = ControlMetrics(padding: Edges(horizontal: 16), spacing: 8, iconSize: 20)

    package var textSources: [TextSource] { [label].compactMap { $0 } + options.map(\.label) }

    package func isDisabled(_ node: SpecNode, option: RadioOption) -> Bool { isDisabled || node.state == .disabled || option.isDisabled }

    package func restingRequirements(of node: SpecNode) -> [TokenNeed] {
        let inks = Set(options.map { isDisabled(node, option: $0) ? "disabledText" : "textPrimary" as ColorRole })
        // The checkmark in `accent`, or `disabledText` on a disabled option.
        let check: ColorRole = isDisabled(node, option: options[selected]) ? "disabledText" : "accent"
        let roles: [ColorRole] = inks.sorted() + [check] + (label == nil ? [] : ["textSecondary"])
        return roles.map(TokenNeed.color) + (["body"] + (label == nil ? [] : ["subheadline"])).map(TokenNeed.style)
    }

    package func build(_ c: inout ControlBuild, with r: SceneResolver) throws {
        let isAndroid = r.platform == .android
        c.semantics.isInteractive = false
        c.kind = .vstack(spacing: 0, alignment: .fill)
        // iOS rows are inset 16 pt; Material's rows start at the state layer (`materialMetrics` has no padding).
        c.applyDefaultPadding()
        let caption = try label.map(r.theme.text)
        if let caption {
            // The caption names the group's unit (`group #plan "Plan"`): read once, as that name.
            var text = c.parts.text(try r.text(caption, style: isAndroid ? "bodyMedium" : "subheadline", role: "textSecondary"), suffix: "label")
            text.box.sizing.padding = Edges(top: 0, leading: 0, bottom: 6, trailing: 0)
            text.semantics.isHidden = true
            c.children.append(text)
        }
        for (index, option) in options.enumerated() {
            let isSelected = index == selected, isDisabled = isDisabled(c.node, option: option)
            var row = ResolvedBox()
            row.sizing.minHeight = c.hasAuthoredHeight ? nil : r.controlHeight
            var semantics = Semantics()
            semantics.isInteractive = true
            semantics.role = .radio
            semantics.label = try r.theme.text(option.label)
            semantics.isSelected = isSelected
            semantics.isDisabled = isDisabled
            semantics.setPosition = SetPosition(index: index + 1, count: options.count)
            if isSelected, c.state == .focused { row.focusRing = try r.focusRing(); semantics.isFocused = true }
            let text = c.parts.text(try r.text(semantics.label ?? "", style: isAndroid ? "bodyLarge" : "body", role: isDisabled ? "disabledText" : "textPrimary"),
                                    suffix: "option\(index).label", flex: 1)
            let children = isAndroid ? [try materialCircle(index, isSelected: isSelected, isDisabled: isDisabled, with: r, parts: c.parts), text]
                                     : [text] + (isSelected ? [try checkmark(index, isDisabled: isDisabled, with: r, parts: c.parts)] : [])
            c.children.append(c.parts.node("option\(index)", kind: .hstack(spacing: isAndroid ? RadioGroupNode.materialMetrics.spacing : c.metrics.spacing,
                                                                             alignment: .center),
                                           box: row, semantics: semantics, children: children))
        }
        switch c.state {
        case .disabled?: c.semantics.isDisabled = true
        case .focused?, nil: break // drawn on the selected row above
        case .pressed?, .selected?, .error?, .loading?: break // not in the entry's states: the decoder refuses them
        }
        c.semantics.role = c.semantics.role ?? "radiogroup"
        c.semantics.label = c.semantics.label ?? caption
        c.semantics.grouping = c.semantics.grouping ?? .contain
    }

    /// The iOS checkmark of the chosen row, in `accent`, 20 pt at 1.0. It is the only thing that shows which row is chosen, so
    /// it is not hidden from the audits: its contrast is a graphical object's (WCAG 2.2 §1.4.11).
    package func checkmark(_ index: Int, isDisabled: Bool, with r: SceneResolver, parts: Parts) throws -> ResolvedNode {
        // Grows with the rows' text size, as the checkmark accessory does with Dynamic Type.
        let scale = try CheckboxNode.symbolScale(label: options[index].label, style: "body", with: r)
        var check = parts.icon(try r.icon("check", size: RadioGroupNode.metrics.iconSize * scale, role: isDisabled ? "disabledText" : "accent"),
                               suffix: "option\(index).check")
        check.semantics.isHidden = false
        return check
    }
}
