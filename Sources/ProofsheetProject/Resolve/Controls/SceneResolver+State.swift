import ProofsheetSpec

/// The pieces a control's `state` is drawn with (docs/spec.md, "Control states"), all from design tokens.
///
/// Each control decides in its own file (`NodeTypes/<Control>Node.swift`) which part a state lands on and which
/// of these pieces draws it; the `states` of its `NodeType` list what each control accepts. Sizes are in points.
extension SceneResolver {
    /// Width and gap of the focus ring in points: a 2 pt ring meets WCAG 2.2 §2.4.13's "2 CSS pixel thick
    /// perimeter" and the 2 pt gap keeps it off the control's own fill.
    package static let focusRingWidth = 2.0
    package static let focusRingGap = 2.0
    /// Width of the `selected` and `error` borders in points.
    package static let stateBorderWidth = 2.0

    /// The `focusRing` ring of a focused control, drawn over everything the node draws.
    package func focusRing() throws -> FocusRing {
        FocusRing(color: try theme.color("focusRing"), role: "focusRing", width: SceneResolver.focusRingWidth, gap: SceneResolver.focusRingGap)
    }

    /// A pressed fill: `pressedOverlay` composited over the resting fill (over each stop of a gradient, which
    /// a constant overlay commutes with), or alone where there is none.
    package func pressed(_ fill: Fill?) throws -> Fill {
        let overlay = try theme.color("pressedOverlay")
        switch fill {
        case .solid(let color)?: return .solid(overlay.composited(over: color))
        case .linearGradient(let colors, let angle)?: return .linearGradient(colors.map { overlay.composited(over: $0) }, angle: angle)
        case nil: return .solid(overlay)
        }
    }

    /// The 2 pt border of a `selected` (`accent`) or `error` (`danger`) control.
    package func stateBorder(_ role: ColorRole) throws -> Border {
        Border(color: try theme.color(role), role: role, width: SceneResolver.stateBorderWidth)
    }

    /// A busy control shows the `timer` glyph in `role` in place of its own icon (its `icon` part), else before its
    /// label (its `label` part), else after its content; hidden from assistive technology: the `busy` state says it.
    /// The parts are found by their ids (`Parts.id(of:)`), never by their positions among the children.
    package func showBusy(_ c: inout ControlBuild, role: ColorRole) throws {
        let busy = c.parts.icon(try icon("timer", size: c.metrics.iconSize, role: role), suffix: "busy")
        let iconID = c.parts.id(of: "icon"), labelID = c.parts.id(of: "label")
        if let icon = c.children.firstIndex(where: { $0.id == iconID }) {
            c.children[icon] = busy
        } else if let label = c.children.firstIndex(where: { $0.id == labelID }) {
            c.children.insert(busy, at: label)
        } else {
            c.children.append(busy)
        }
    }

    /// Every text and icon of the subtree drawn in `role` (an inactive control's ink).
    package func recolour(_ node: inout ResolvedNode, role: ColorRole) throws {
        let color = try theme.color(role)
        switch node.kind {
        case .text(var text):
            text.color = color
            text.colorRole = role
            node.kind = .text(text)
        case .icon(var icon):
            icon.color = color
            icon.colorRole = role
            node.kind = .icon(icon)
        default:
            break
        }
        for index in node.children.indices { try recolour(&node.children[index], role: role) }
    }
}
