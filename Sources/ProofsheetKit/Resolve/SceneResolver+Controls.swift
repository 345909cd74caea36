/// Controls expanded into primitives. Each control becomes one interactive container (the touch
/// target, carrying the accessible name) whose children are plain text, icon and rect nodes styled
/// by the token roles listed in docs/spec.md.
extension SceneResolver {
    /// The height every control's touch target gets at least, in points.
    var controlHeight: Double { max(44, theme.touch.minTarget) }

    func resolveControl(_ node: SpecNode, box authoredBox: ResolvedBox, semantics authored: Semantics) throws -> ResolvedNode {
        let id = node.id ?? node.path
        let parts = Parts(id: id, path: node.path, type: node.kind.typeName)
        var box = authoredBox
        var semantics = authored
        var kind = ResolvedKind.hstack(spacing: 8, alignment: .center)
        var children: [ResolvedNode] = []
        semantics.isInteractive = true

        switch node.kind {
        case .button(let label, let iconName, let variant, let isDisabled):
            let (fill, ink, borderRole) = buttonRoles(variant, isDisabled: isDisabled)
            let text = try label.map(theme.text)
            if let fill, box.background == nil { box.background = .solid(try theme.color(fill)) }
            if let borderRole, box.border == nil { box.border = Border(color: try theme.color(borderRole), role: borderRole, width: 1) }
            if box.cornerRadius == 0 { box.cornerRadius = 12 }
            if box.padding == .zero { box.padding = Edges(top: 12, leading: 20, bottom: 12, trailing: 20) }
            box.minHeight = max(box.minHeight ?? 0, controlHeight)
            if case .auto = box.width { box.width = .fill }
            children.append(parts.spacer())
            if let iconName { children.append(parts.icon(try icon(iconName, size: 20, role: ink), suffix: "icon")) }
            if let text { children.append(parts.text(try self.text(text, style: "headline", role: ink, alignment: .center), suffix: "label")) }
            children.append(parts.spacer())
            semantics.role = semantics.role ?? "button"
            semantics.label = semantics.label ?? text
            semantics.isDisabled = isDisabled

        case .iconButton(let iconName, let role):
            kind = .zstack(alignment: .center)
            if case .auto = box.width { box.width = .points(controlHeight) }
            if case .auto = box.height { box.height = .points(controlHeight) }
            children.append(parts.icon(try icon(iconName, size: 24, role: role ?? "textPrimary"), suffix: "icon"))
            semantics.role = semantics.role ?? "button"

        case .textField(let label, let placeholder, let value, let error, let isRequired):
            kind = .vstack(spacing: 6, alignment: .fill)
            semantics.isInteractive = false
            if let label {
                var caption = try theme.text(label)
                if isRequired { caption += " *" }
                children.append(parts.text(try text(caption, style: "subheadline", role: "textSecondary"), suffix: "label"))
            }
            let shown: String
            let shownRole: String
            if let value {
                shown = try theme.text(value)
                shownRole = "textPrimary"
            } else {
                shown = try placeholder.map(theme.text) ?? ""
                shownRole = "textSecondary"
            }
            var fieldBox = ResolvedBox()
            fieldBox.padding = Edges(top: 10, leading: 12, bottom: 10, trailing: 12)
            fieldBox.minHeight = controlHeight
            fieldBox.background = .solid(try theme.color("fieldBackground"))
            let borderRole = error == nil ? "border" : "danger"
            fieldBox.border = Border(color: try theme.color(borderRole), role: borderRole, width: error == nil ? 1 : 2)
            fieldBox.cornerRadius = 10
            var fieldSemantics = Semantics()
            fieldSemantics.isInteractive = true
            fieldSemantics.role = "textField"
            fieldSemantics.label = try (authored.label ?? label.map(theme.text) ?? placeholder.map(theme.text))
            children.append(ResolvedNode(
                id: id + ".field", path: node.path, type: "textField", kind: .hstack(spacing: 8, alignment: .center),
                box: fieldBox, semantics: fieldSemantics,
                children: [parts.text(try text(shown, style: "body", role: shownRole), suffix: "value", flex: 1)]))
            if let error {
                var errorSemantics = Semantics()
                errorSemantics.statusTone = .danger
                errorSemantics.role = "status"
                children.append(ResolvedNode(
                    id: id + ".error", path: node.path, type: "textField", kind: .hstack(spacing: 6, alignment: .top),
                    semantics: errorSemantics,
                    children: [
                        parts.icon(try icon("error", size: 16, role: "danger"), suffix: "errorIcon"),
                        parts.text(try text(try theme.text(error), style: "footnote", role: "danger"), suffix: "errorText", flex: 1),
                    ]))
            }

        case .toggle(let label, let isOn, let isDisabled):
            box.minHeight = max(box.minHeight ?? 0, controlHeight)
            let text = try label.map(theme.text)
            if let text { children.append(parts.text(try self.text(text, style: "body", role: isDisabled ? "disabledText" : "textPrimary"), suffix: "label", flex: 1)) }
            var track = ResolvedBox()
            track.width = .points(51)
            track.height = .points(31)
            track.cornerRadius = 15.5
            track.padding = Edges(all: 2)
            track.background = .solid(try theme.color(isOn ? "accent" : "trackOff"))
            var thumb = ResolvedBox()
            thumb.width = .points(27)
            thumb.height = .points(27)
            thumb.cornerRadius = 13.5
            thumb.background = .solid(try theme.color("thumb"))
            var trackSemantics = Semantics()
            trackSemantics.role = "indicator"
            children.append(ResolvedNode(
                id: id + ".track", path: node.path, type: "toggle", kind: .zstack(alignment: isOn ? .trailing : .leading),
                box: track, semantics: trackSemantics,
                children: [ResolvedNode(id: id + ".thumb", path: node.path, type: "toggle", kind: .rect, box: thumb)]))
            semantics.role = semantics.role ?? "switch"
            semantics.label = semantics.label ?? text
            semantics.isDisabled = isDisabled

        case .badge(let tone, let iconName, let label):
            semantics.isInteractive = false
            kind = .hstack(spacing: 4, alignment: .center)
            box.padding = box.padding == .zero ? Edges(top: 4, leading: 8, bottom: 4, trailing: 8) : box.padding
            box.cornerRadius = box.cornerRadius == 0 ? 999 : box.cornerRadius
            let toneRole = tone.rawValue
            if box.background == nil { box.background = .solid(try theme.color(toneRole + "Tint")) }
            if let iconName { children.append(parts.icon(try icon(iconName, size: 14, role: toneRole), suffix: "icon")) }
            let text = try label.map(theme.text)
            if let text { children.append(parts.text(try self.text(text, style: "footnote", role: toneRole), suffix: "label")) }
            semantics.role = semantics.role ?? "status"
            semantics.label = semantics.label ?? text
            semantics.statusTone = tone
            semantics.hasNonColorCue = iconName != nil || !(text ?? "").isEmpty

        case .listRow(let iconName, let title, let subtitle, let value, let hasChevron):
            kind = .hstack(spacing: 12, alignment: .center)
            if box.padding == .zero { box.padding = Edges(top: 12, leading: 16, bottom: 12, trailing: 16) }
            box.minHeight = max(box.minHeight ?? 0, controlHeight)
            if let iconName { children.append(parts.icon(try icon(iconName, size: 24, role: "accent"), suffix: "icon")) }
            var lines: [ResolvedNode] = []
            let titleText = try title.map(theme.text)
            if let titleText { lines.append(parts.text(try text(titleText, style: "body", role: "textPrimary"), suffix: "title")) }
            if let subtitle { lines.append(parts.text(try text(try theme.text(subtitle), style: "footnote", role: "textSecondary"), suffix: "subtitle")) }
            // At accessibility text sizes a value no longer fits beside its title: it moves under it, as
            // iOS value cells do, instead of squeezing the title column to a few points.
            let stacksValue = theme.textScale >= ResolvedTheme.accessibilityTextScale
            if let value, stacksValue {
                lines.append(parts.text(try text(try theme.text(value), style: "body", role: "textSecondary"), suffix: "value"))
            }
            var column = ResolvedBox()
            column.flex = 1
            children.append(ResolvedNode(id: id + ".text", path: node.path, type: "listRow", kind: .vstack(spacing: 2, alignment: .fill), box: column, children: lines))
            if let value, !stacksValue {
                children.append(parts.text(try text(try theme.text(value), style: "body", role: "textSecondary", alignment: .trailing), suffix: "value"))
            }
            if hasChevron { children.append(parts.icon(try icon("chevronForward", size: 16, role: "textSecondary"), suffix: "chevron")) }
            semantics.role = semantics.role ?? "button"
            semantics.label = semantics.label ?? titleText

        case .segmented(let options, let selected):
            semantics.isInteractive = false
            kind = .hstack(spacing: 2, alignment: .fill)
            box.padding = Edges(all: 2)
            box.cornerRadius = 12
            if box.background == nil { box.background = .solid(try theme.color("neutralTint")) }
            for (index, option) in options.enumerated() {
                let isSelected = index == selected
                let label = try theme.text(option)
                var segment = ResolvedBox()
                segment.flex = 1
                segment.minHeight = controlHeight
                segment.padding = Edges(top: 6, leading: 6, bottom: 6, trailing: 6)
                segment.cornerRadius = 10
                if isSelected {
                    segment.background = .solid(try theme.color("surface"))
                    segment.border = Border(color: try theme.color("accent"), role: "accent", width: 1)
                }
                var segmentSemantics = Semantics()
                segmentSemantics.isInteractive = true
                segmentSemantics.role = "tab"
                segmentSemantics.label = label
                children.append(ResolvedNode(
                    id: "\(id).option\(index)", path: node.path, type: "segmented", kind: .zstack(alignment: .center),
                    box: segment, semantics: segmentSemantics,
                    children: [parts.text(try text(label, style: isSelected ? "headline" : "subheadline",
                                                   role: isSelected ? "textPrimary" : "textSecondary", alignment: .center),
                                          suffix: "option\(index).label")]))
            }
            semantics.role = semantics.role ?? "tablist"

        case .navBar(let title, let hasBack):
            semantics.isInteractive = false
            kind = .vstack(spacing: 0, alignment: .fill)
            if box.padding == .zero { box.padding = Edges(top: 0, leading: 8, bottom: 8, trailing: 8) }
            var bar: [ResolvedNode] = []
            if hasBack {
                var back = Semantics()
                back.isInteractive = true
                back.role = "button"
                back.label = (try? theme.text(.key("nav.back"))) ?? "Back"
                var backBox = ResolvedBox()
                backBox.width = .points(controlHeight)
                backBox.height = .points(controlHeight)
                bar.append(ResolvedNode(id: id + ".back", path: node.path, type: "iconButton", kind: .zstack(alignment: .center),
                                        box: backBox, semantics: back,
                                        children: [parts.icon(try icon("chevronBack", size: 24, role: "accent"), suffix: "back.icon")]))
            }
            bar.append(parts.spacer())
            bar += try node.children.map(resolve)
            var barBox = ResolvedBox()
            barBox.minHeight = controlHeight
            children.append(ResolvedNode(id: id + ".bar", path: node.path, type: "navBar", kind: .hstack(spacing: 8, alignment: .center), box: barBox, children: bar))
            if let title {
                var heading = parts.text(try text(try theme.text(title), style: "largeTitle", role: "textPrimary"), suffix: "title")
                heading.box.padding = Edges(top: 0, leading: 8, bottom: 0, trailing: 8)
                heading.semantics.role = "header"
                children.append(heading)
            }

        case .tabBar(let items):
            semantics.isInteractive = false
            kind = .hstack(spacing: 0, alignment: .fill)
            if box.background == nil { box.background = .solid(try theme.color("surface")) }
            if box.padding == .zero { box.padding = Edges(top: 6, leading: 4, bottom: 2, trailing: 4) }
            box.extendsIntoSafeArea = true
            for (index, item) in items.enumerated() {
                let role = item.isSelected ? "accent" : "textSecondary"
                let label = try theme.text(item.label)
                var cell = ResolvedBox()
                cell.flex = 1
                cell.minHeight = max(49, controlHeight)
                var cellSemantics = Semantics()
                cellSemantics.isInteractive = true
                cellSemantics.role = "tab"
                cellSemantics.label = label
                children.append(ResolvedNode(
                    id: "\(id).item\(index)", path: node.path, type: "tabBar", kind: .vstack(spacing: 2, alignment: .center),
                    box: cell, semantics: cellSemantics,
                    children: [
                        parts.icon(try icon(item.icon, size: 24, role: role), suffix: "item\(index).icon"),
                        parts.text(try text(label, style: "tab", role: role, alignment: .center), suffix: "item\(index).label"),
                    ]))
            }
            semantics.role = semantics.role ?? "tablist"

        case .progress(let value, let label, let role):
            semantics.isInteractive = false
            kind = .vstack(spacing: 6, alignment: .fill)
            let fraction = max(0, min(1, value))
            var track = ResolvedBox()
            track.height = .points(8)
            track.cornerRadius = 4
            track.clip = true
            track.background = .solid(try theme.color("neutralTint"))
            var done = ResolvedBox()
            done.flex = fraction
            done.background = .solid(try theme.color(role))
            var rest = ResolvedBox()
            rest.flex = 1 - fraction
            var trackSemantics = Semantics()
            trackSemantics.role = "indicator"
            children.append(ResolvedNode(
                id: id + ".track", path: node.path, type: "progress", kind: .hstack(spacing: 0, alignment: .fill),
                box: track, semantics: trackSemantics,
                children: [
                    ResolvedNode(id: id + ".value", path: node.path, type: "progress", kind: .rect, box: done),
                    ResolvedNode(id: id + ".rest", path: node.path, type: "progress", kind: .rect, box: rest),
                ]))
            let text = try label.map(theme.text)
            if let text { children.append(parts.text(try self.text(text, style: "footnote", role: "textSecondary"), suffix: "label")) }
            semantics.role = semantics.role ?? "progressbar"
            semantics.label = semantics.label ?? text

        default:
            preconditionFailure("resolveControl called for primitive node type \(node.kind.typeName)")
        }
        return ResolvedNode(id: id, path: node.path, type: node.kind.typeName, kind: kind, box: box, semantics: semantics, children: children)
    }

    /// Background, ink and border roles of a button variant.
    func buttonRoles(_ variant: ButtonVariant, isDisabled: Bool) -> (fill: String?, ink: String, border: String?) {
        if isDisabled { return ("disabledSurface", "disabledText", nil) }
        switch variant {
        case .primary: return ("accent", "onAccent", nil)
        case .secondary: return ("surface", "accent", "accent")
        case .destructive: return ("danger", "onDanger", nil)
        case .plain: return (nil, "accent", nil)
        }
    }
}

/// Makes the synthetic children of one control with ids derived from the control's id.
struct Parts {
    let id: String
    let path: String
    let type: String

    func text(_ text: ResolvedText, suffix: String, flex: Double = 0) -> ResolvedNode {
        var box = ResolvedBox()
        box.flex = flex
        var semantics = Semantics()
        semantics.role = "text"
        return ResolvedNode(id: "\(id).\(suffix)", path: path, type: type, kind: .text(text), box: box, semantics: semantics)
    }

    func icon(_ icon: ResolvedIcon, suffix: String) -> ResolvedNode {
        var semantics = Semantics()
        semantics.role = "image"
        semantics.isHidden = true
        return ResolvedNode(id: "\(id).\(suffix)", path: path, type: type, kind: .icon(icon), semantics: semantics)
    }

    func spacer() -> ResolvedNode {
        ResolvedNode(id: "\(id).spacer", path: path, type: type, kind: .spacer(minLength: 0))
    }
}
