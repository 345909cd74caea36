/// The colour roles and text styles a node needs from tokens.json beyond those its spec names
/// (which the screen decoder already checked): what a control draws with. Mirrors the control
/// functions in `SceneResolver+<Control>.swift`; docs/spec.md "Controls" lists the same.
extension SpecNode {
    /// Roles this node's control uses implicitly (empty for primitives): those of its resting look, then
    /// those its `state` adds.
    var implicitRoles: [String] { restingRoles + stateRoles }

    /// Roles of the control at rest, or as drawn disabled where the state swaps them out.
    private var restingRoles: [String] {
        switch kind {
        case .button(_, _, let variant, let isDisabled):
            if isDisabled || state == .disabled { return ["disabledSurface", "disabledText"] }
            switch variant {
            case .primary: return ["accent", "onAccent"]
            case .secondary: return ["surface", "accent"]
            case .destructive: return ["danger", "onDanger"]
            case .plain: return ["accent"]
            }
        case .iconButton(_, let role): return role == nil ? ["textPrimary"] : []
        case .textField(_, _, let value, let error, _):
            return ["textSecondary", "fieldBackground", error == nil ? "border" : "danger"] + (value == nil ? [] : ["textPrimary"])
        case .toggle(_, let isOn, let isDisabled):
            return [isDisabled || state == .disabled ? "disabledText" : "textPrimary", isOn ? "accent" : "trackOff", "thumb"]
        case .badge(let tone, _, _): return [tone.rawValue] + (box.background == nil ? [tone.rawValue + "Tint"] : [])
        case .listRow(let icon, _, _, _, _): return ["textPrimary", "textSecondary"] + (icon == nil ? [] : ["accent"])
        case .segmented: return ["surface", "accent", "textPrimary", "textSecondary"] + (box.background == nil ? ["neutralTint"] : [])
        case .navBar(let title, let hasBack): return (hasBack ? ["accent"] : []) + (title == nil ? [] : ["textPrimary"])
        case .tabBar: return ["accent", "textSecondary"] + (box.background == nil ? ["surface"] : [])
        case .progress(_, let label, _): return ["neutralTint"] + (label == nil ? [] : ["textSecondary"])
        default: return []
        }
    }

    /// Roles the node's `state` draws with (SceneResolver+State.swift and the control's own file): the focus
    /// ring, the pressed overlay, the `selected` and `error` borders, the disabled ink and surface.
    private var stateRoles: [String] {
        switch state {
        case .focused?: return ["focusRing"]
        case .pressed?: return ["pressedOverlay"]
        case .selected?: return ["accent"]
        case .error?: return ["danger"]
        case .disabled?:
            switch kind {
            case .button: return [] // in restingRoles: the disabled roles replace the variant's
            case .textField: return ["disabledSurface", "disabledText"]
            default: return ["disabledText"]
            }
        case .loading?, nil: return []
        }
    }

    /// Text styles this node's control uses implicitly (empty for primitives).
    var implicitStyles: [String] {
        switch kind {
        case .button(let label, _, _, _): return label == nil ? [] : ["headline"]
        case .textField(let label, _, _, let error, _): return ["body"] + (label == nil ? [] : ["subheadline"]) + (error == nil ? [] : ["footnote"])
        case .toggle(let label, _, _): return label == nil ? [] : ["body"]
        case .badge(_, _, let label): return label == nil ? [] : ["footnote"]
        case .listRow(_, _, let subtitle, _, _): return ["body"] + (subtitle == nil ? [] : ["footnote"])
        case .segmented: return ["headline", "subheadline"]
        case .navBar(let title, _): return title == nil ? [] : ["largeTitle"]
        case .tabBar: return ["tab"]
        case .progress(_, let label, _): return label == nil ? [] : ["footnote"]
        default: return []
        }
    }
}
