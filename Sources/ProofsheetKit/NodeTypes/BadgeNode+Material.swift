/// A `badge` on an Android device: Material 3's large badge (m3.material.io "Badges: specs";
/// docs/platform-controls.md), in the tone's roles as on iOS (Material draws badges in error colours only; the
/// tone is the badge's meaning here, so it keeps its colours).
extension BadgeNode {
    /// 16 dp high, a full corner radius, 4 dp side padding, Label Small text, a 12 dp icon 2 dp from it.
    static let materialMetrics = ControlMetrics(minHeight: 16, padding: Edges(top: 0, leading: 4, bottom: 0, trailing: 4), cornerRadius: 8,
                                                spacing: 2, iconSize: 12)

    func materialRequirements(of node: SpecNode) -> [TokenNeed] {
        let roles = [tone.rawValue] + (node.box.background == nil ? [tone.rawValue + "Tint"] : [])
        return roles.map(TokenNeed.color) + (label == nil ? [] : [.style("labelSmall")])
    }

    func buildMaterial(_ c: inout ControlBuild, with r: SceneResolver) throws {
        c.semantics.isInteractive = false
        c.kind = .hstack(spacing: c.metrics.spacing, alignment: .center)
        c.applyDefaultBox()
        let toneRole = tone.rawValue
        if c.box.background == nil { try c.box.fill(role: toneRole + "Tint", theme: r.theme) }
        if let icon { c.children.append(c.parts.icon(try r.icon(icon, size: c.metrics.iconSize, role: toneRole), suffix: "icon")) }
        let text = try label.map(r.theme.text)
        if let text { c.children.append(c.parts.text(try r.text(text, style: "labelSmall", role: toneRole), suffix: "label")) }
        c.semantics.role = c.semantics.role ?? "status"
        c.semantics.label = c.semantics.label ?? text
        c.semantics.statusTone = tone
        c.semantics.hasNonColorCue = icon != nil || !(text ?? "").isEmpty
        c.semantics.mergesDescendants = true
        c.semantics.statusColor = try r.theme.color(toneRole)
    }
}
