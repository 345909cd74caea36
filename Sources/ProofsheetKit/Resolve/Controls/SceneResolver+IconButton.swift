/// `iconButton`: a square touch target around one icon.
extension SceneResolver {
    func resolveIconButton(_ c: inout ControlBuild, icon iconName: String, role: String?) throws {
        c.kind = .zstack(alignment: .center)
        // The touch-target minimum is the default side; an authored width, height or minimum is drawn as written.
        if case .auto = c.box.width, c.node.box.minWidth == nil { c.box.width = .points(controlHeight) }
        if !c.hasAuthoredHeight { c.box.height = .points(controlHeight) }
        c.children.append(c.parts.icon(try icon(iconName, size: c.metrics.iconSize, role: role ?? "textPrimary"), suffix: "icon"))
        c.semantics.role = c.semantics.role ?? "button"
    }
}
