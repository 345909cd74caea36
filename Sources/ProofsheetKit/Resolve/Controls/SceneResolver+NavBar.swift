/// `navBar`: a bar of touch-target height (optional back button, trailing actions) over a large title.
extension SceneResolver {
    func resolveNavBar(_ c: inout ControlBuild, title: TextSource?, hasBack: Bool) throws {
        c.semantics.isInteractive = false
        c.kind = .vstack(spacing: 0, alignment: .fill)
        if c.box.sizing.padding == .zero { c.box.sizing.padding = c.metrics.padding }
        var bar: [ResolvedNode] = []
        if hasBack {
            var back = Semantics()
            back.isInteractive = true
            back.role = "button"
            back.label = try backLabel()
            var backBox = ResolvedBox()
            backBox.sizing.width = .points(controlHeight)
            backBox.sizing.height = .points(controlHeight)
            bar.append(c.parts.node("back", kind: .zstack(alignment: .center), box: backBox, semantics: back, type: "iconButton",
                                    children: [c.parts.icon(try icon("chevronBack", size: c.metrics.iconSize, role: "accent"), suffix: "back.icon")]))
        }
        bar.append(c.parts.spacer())
        bar += try resolveChildren(of: c.node)
        var barBox = ResolvedBox()
        barBox.sizing.minHeight = controlHeight
        c.children.append(c.parts.node("bar", kind: .hstack(spacing: 8, alignment: .center), box: barBox, children: bar))
        if let title {
            var heading = c.parts.text(try text(try theme.text(title), style: "largeTitle", role: "textPrimary"), suffix: "title")
            heading.box.sizing.padding = Edges(top: 0, leading: 8, bottom: 0, trailing: 8)
            heading.semantics.role = "header"
            c.children.append(heading)
        }
    }

    /// The back button's accessible name: the `nav.back` string when the locale has it, else "Back"
    /// (a project need not translate a key it never wrote; docs/spec.md "navBar").
    func backLabel() throws -> String {
        theme.hasString("nav.back") ? try theme.text(.key("nav.back")) : "Back"
    }
}
