import ProofsheetLayout
import ProofsheetSpec

/// `navBar`: a bar of touch-target height (optional back button, trailing `actions`) over a large title.
package struct NavBarNode: ControlKind {
    package var title: TextSource?
    package var hasBack: Bool
    /// The Material top app bar on Android (`small` when absent); iOS draws its bar and large title for every one.
    package var variant: AppBarVariant?

    package static let type = NodeType("navBar", keys: keyTable, example: #""type": "navBar", "title": { "literal": "Home" }"#) { d, o, children in
        // The actions are `iconButton` nodes, kept as the node's children.
        try children.read("actions", from: o, with: d)
        for (index, action) in children.nodes.enumerated() where !(action.kind is IconButtonNode) {
            throw try o.requiredArray("actions")[index].invalid("navBar actions must be iconButton nodes, found a \(action.kind.typeName)")
        }
        let hasBack = try o.optionalBool("back") ?? false
        if hasBack, let back = o.optionalValue("back") { try d.checkKey(backKey, at: back, use: "the back button's name") }
        return NavBarNode(title: try d.text(o.optionalValue("title")), hasBack: hasBack,
                          variant: try o.optionalCase("variant", AppBarVariant.self))
    }

    /// The string key that names the back button. Like every text a built-in control shows, it comes from the
    /// project's strings: a base locale without it is a screen error at `back`, a locale without it shows the base
    /// text with a `missingTranslation` finding (docs/spec.md "navBar"), never an English literal.
    package static let backKey = "nav.back"

    package static let metrics = ControlMetrics(padding: Edges(top: 0, leading: 8, bottom: 8, trailing: 8), iconSize: 24)

    package var textSources: [TextSource] { [title].compactMap { $0 } + (hasBack ? [.key(NavBarNode.backKey)] : []) }

    package func restingRequirements(of node: SpecNode) -> [TokenNeed] {
        ((hasBack ? ["accent"] : []) + (title == nil ? [] : ["textPrimary"])).map(TokenNeed.color) + (title == nil ? [] : [.style("largeTitle")])
    }

    package func build(_ c: inout ControlBuild, with r: SceneResolver) throws {
        if r.platform == .android { return try buildMaterial(&c, with: r) }
        c.semantics.isInteractive = false
        c.kind = .vstack(spacing: 0, alignment: .fill)
        c.applyDefaultPadding()
        var bar: [ResolvedNode] = []
        if hasBack {
            var back = Semantics()
            back.isInteractive = true
            back.role = .button
            back.label = try r.theme.text(.key(NavBarNode.backKey))
            var backBox = ResolvedBox()
            backBox.sizing.width = .points(r.controlHeight)
            backBox.sizing.height = .points(r.controlHeight)
            bar.append(c.parts.node("back", kind: .zstack(alignment: .center), box: backBox, semantics: back, type: "iconButton",
                                    children: [c.parts.icon(try r.icon("chevronBack", size: c.metrics.iconSize, role: "accent"), suffix: "back.icon")]))
        }
        bar.append(c.parts.spacer())
        bar += try r.resolveChildren(of: c.node)
        var barBox = ResolvedBox()
        barBox.sizing.minHeight = r.controlHeight
        c.children.append(c.parts.node("bar", kind: .hstack(spacing: 8, alignment: .center), box: barBox, children: bar))
        if let title {
            var heading = c.parts.text(try r.text(try r.theme.text(title), style: "largeTitle", role: "textPrimary"), suffix: "title")
            heading.box.sizing.padding = Edges(top: 0, leading: 8, bottom: 0, trailing: 8)
            heading.semantics.role = .header
            c.children.append(heading)
        }
    }
}
