import ProofsheetLayout
import ProofsheetSpec

/// `badge`: a pill in a tone's tint with the tone's ink for its icon and label (not interactive); read as one
/// status element with its tone's colour.
package struct BadgeNode: ControlKind {
    package var tone: BadgeTone
    package var icon: String?
    package var label: TextSource?

    package static let type = NodeType("badge", keys: keyTable, example: #""type": "badge", "tone": "info", "label": { "literal": "New" }"#) { d, o, _ in
        let tone = try o.optionalCase("tone", BadgeTone.self) ?? .neutral
        return BadgeNode(tone: tone, icon: try o.optionalValue("icon").map(d.icon), label: try d.text(o.optionalValue("label")))
    }

    package static let metrics = ControlMetrics(minHeight: 0, padding: Edges(top: 4, leading: 8, bottom: 4, trailing: 8), cornerRadius: 999, spacing: 4, iconSize: 14)

    package var textSources: [TextSource] { [label].compactMap { $0 } }

    /// The label's text style: `footnote` on iOS, Material's Label Small on Android (the rest is the same).
    package static func labelStyle(on platform: Platform) -> TextStyleName { platform == .android ? "labelSmall" : "footnote" }

    package func restingRequirements(of node: SpecNode) -> [TokenNeed] { requirements(of: node, on: .ios) }

    package func requirements(of node: SpecNode, on platform: Platform) -> [TokenNeed] {
        let roles = [ColorRole(tone.rawValue)] + (node.box.background == nil ? [ColorRole(tone.rawValue + "Tint")] : [])
        return roles.map(TokenNeed.color) + (label == nil ? [] : [.style(BadgeNode.labelStyle(on: platform))])
    }

    package func build(_ c: inout ControlBuild, with r: SceneResolver) throws {
        c.semantics.isInteractive = false
        c.kind = .hstack(spacing: c.metrics.spacing, alignment: .center)
        c.applyDefaultBox()
        let toneRole = ColorRole(tone.rawValue)
        if c.box.background == nil { try c.box.fill(role: ColorRole(toneRole.name + "Tint"), theme: r.theme) }
        if let icon { c.children.append(c.parts.icon(try r.icon(icon, size: c.metrics.iconSize, role: toneRole), suffix: "icon")) }
        let text = try label.map(r.theme.text)
        if let text { c.children.append(c.parts.text(try r.text(text, style: BadgeNode.labelStyle(on: r.platform), role: toneRole), suffix: "label")) }
        c.semantics.role = c.semantics.role ?? "status"
        c.semantics.label = c.semantics.label ?? text
        c.semantics.statusTone = tone
        c.semantics.hasNonColorCue = icon != nil || !(text ?? "").isEmpty
        c.semantics.mergesDescendants = true
        c.semantics.statusColor = try r.theme.color(toneRole)
    }
}
