import ProofsheetLayout
import ProofsheetSpec

/// A `navBar` on an Android device: Material 3's top app bar (m3.material.io "Top app bar: specs";
/// docs/platform-controls.md), in the `variant` the node names (`small` when absent).
extension NavBarNode {
    /// 4 dp side padding around the 48 dp navigation and action targets, so their 24 dp icons sit 16 dp in.
    package static let materialMetrics = ControlMetrics(padding: Edges(top: 0, leading: 4, bottom: 0, trailing: 4), iconSize: 24)
    /// The bar's row: 64 dp. The medium and large bars add a title area under it, 112 and 152 dp in all.
    package static let materialRowHeight = 64.0

    /// Height (dp), title style and the title area's bottom padding of each variant.
    package static func material(_ variant: AppBarVariant) -> (height: Double, style: TextStyleName, bottom: Double) {
        switch variant {
        case .small: return (64, "titleLarge", 0)
        case .centerAligned: return (64, "titleLarge", 0)
        case .medium: return (112, "headlineSmall", 16)
        case .large: return (152, "headlineMedium", 28)
        }
    }

    package func materialRequirements(of node: SpecNode) -> [TokenNeed] {
        (hasBack || title != nil ? [TokenNeed.color("textPrimary")] : []) + (title == nil ? [] : [.style(NavBarNode.material(variant ?? .small).style)])
    }

    package func buildMaterial(_ c: inout ControlBuild, with r: SceneResolver) throws {
        let variant = self.variant ?? .small
        let look = NavBarNode.material(variant)
        c.semantics.isInteractive = false
        c.kind = .vstack(spacing: 0, alignment: .fill)
        c.applyDefaultPadding()
        if !c.hasAuthoredHeight { c.box.sizing.minHeight = look.height }
        var leading: [ResolvedNode] = []
        if hasBack {
            var back = Semantics()
            back.isInteractive = true
            back.role = .button
            back.label = try r.theme.text(.key(NavBarNode.backKey))
            var backBox = ResolvedBox()
            backBox.sizing.width = .points(r.controlHeight)
            backBox.sizing.height = .points(r.controlHeight)
            // Material's navigation icon is the arrow (`back`), in onSurface (`textPrimary`).
            leading.append(c.parts.node("back", kind: .zstack(alignment: .center), box: backBox, semantics: back, type: "iconButton",
                                        children: [c.parts.icon(try r.icon("back", size: c.metrics.iconSize, role: "textPrimary"), suffix: "back.icon")]))
        }
        let actions = try r.resolveChildren(of: c.node)
        let heading: ResolvedNode? = try title.map { title in
            var node = c.parts.text(try r.text(try r.theme.text(title), style: look.style, role: "textPrimary",
                                               alignment: variant == .centerAligned ? .center : .leading), suffix: "title")
            node.semantics.role = .header
            return node
        }
        var barBox = ResolvedBox()
        barBox.sizing.minHeight = NavBarNode.materialRowHeight
        switch variant {
        case .small:
            var row = leading
            if var heading {
                heading.box.sizing.flex = 1
                heading.box.sizing.padding = Edges(top: 0, leading: 12, bottom: 0, trailing: 12)
                row.append(heading)
            } else {
                row.append(c.parts.spacer())
            }
            c.children.append(c.parts.node("bar", kind: .hstack(spacing: 0, alignment: .center), box: barBox, children: row + actions))
        case .centerAligned:
            var row = ResolvedBox()
            row.sizing.width = .fill
            let buttons = c.parts.node("buttons", kind: .hstack(spacing: 0, alignment: .center), box: row,
                                       children: leading + [c.parts.spacer()] + actions)
            var layers = [buttons]
            if var heading {
                // Centred on the bar, clear of one 48 dp target on each side.
                heading.box.sizing.width = .fill
                heading.box.sizing.padding = Edges(top: 0, leading: r.controlHeight + 4, bottom: 0, trailing: r.controlHeight + 4)
                layers.insert(heading, at: 0)
            }
            barBox.sizing.width = .fill
            c.children.append(c.parts.node("bar", kind: .zstack(alignment: .center), box: barBox, children: layers))
        case .medium, .large:
            c.children.append(c.parts.node("bar", kind: .hstack(spacing: 0, alignment: .center), box: barBox,
                                           children: leading + [c.parts.spacer()] + actions))
            if var heading {
                heading.box.sizing.padding = Edges(top: 0, leading: 12, bottom: 0, trailing: 12)
                var area = ResolvedBox()
                area.sizing.minHeight = look.height - NavBarNode.materialRowHeight
                area.sizing.padding = Edges(top: 0, leading: 0, bottom: look.bottom, trailing: 0)
                c.children.append(c.parts.node("titleArea", kind: .vstack(spacing: 0, alignment: .fill), box: area,
                                               children: [c.parts.spacer(), heading]))
            }
        }
    }
}
