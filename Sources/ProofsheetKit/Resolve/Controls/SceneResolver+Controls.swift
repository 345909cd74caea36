/// Controls expanded into primitives. Each control becomes one interactive container (the touch
/// target, carrying the accessible name) whose children are plain text, icon and rect nodes styled
/// by the token roles listed in docs/spec.md "Controls". One function per control, in
/// `SceneResolver+<Control>.swift`; their default sizes are in `ControlMetrics.table`.
extension SceneResolver {
    /// The touch-target minimum in points: the default height of a control whose spec gives none.
    var controlHeight: Double { max(44, theme.touch.minTarget) }

    func resolveControl(_ node: SpecNode, box: ResolvedBox, semantics: Semantics) throws -> ResolvedNode {
        var c = ControlBuild(node: node, box: box, semantics: semantics, touchMinimum: controlHeight)
        switch node.kind {
        case .button(let label, let icon, let variant, let isDisabled):
            try resolveButton(&c, label: label, icon: icon, variant: variant, isDisabled: isDisabled)
        case .iconButton(let icon, let role):
            try resolveIconButton(&c, icon: icon, role: role)
        case .textField(let label, let placeholder, let value, let error, let isRequired):
            try resolveTextField(&c, label: label, placeholder: placeholder, value: value, error: error, isRequired: isRequired)
        case .toggle(let label, let isOn, let isDisabled):
            try resolveToggle(&c, label: label, isOn: isOn, isDisabled: isDisabled)
        case .badge(let tone, let icon, let label):
            try resolveBadge(&c, tone: tone, icon: icon, label: label)
        case .listRow(let icon, let title, let subtitle, let value, let hasChevron):
            try resolveListRow(&c, icon: icon, title: title, subtitle: subtitle, value: value, hasChevron: hasChevron)
        case .segmented(let options, let selected):
            try resolveSegmented(&c, options: options, selected: selected)
        case .navBar(let title, let hasBack):
            try resolveNavBar(&c, title: title, hasBack: hasBack)
        case .tabBar(let items):
            try resolveTabBar(&c, items: items)
        case .progress(let value, let label, let role):
            try resolveProgress(&c, value: value, label: label, role: role)
        default:
            preconditionFailure("resolveControl called for primitive node type \(node.kind.typeName)")
        }
        return ResolvedNode(id: c.id, path: node.path, type: node.kind.typeName, kind: c.kind, box: c.box, semantics: c.semantics, children: c.children)
    }
}
