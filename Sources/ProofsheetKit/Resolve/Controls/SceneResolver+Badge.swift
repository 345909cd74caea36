/// `badge`: a pill in a tone's tint with the tone's ink for its icon and label (not interactive).
extension SceneResolver {
    func resolveBadge(_ c: inout ControlBuild, tone: BadgeTone, icon iconName: String?, label: TextSource?) throws {
        c.semantics.isInteractive = false
        c.kind = .hstack(spacing: c.metrics.spacing, alignment: .center)
        c.applyDefaultBox()
        let toneRole = tone.rawValue
        if c.box.background == nil { try c.box.fill(role: toneRole + "Tint", theme: theme) }
        if let iconName { c.children.append(c.parts.icon(try icon(iconName, size: c.metrics.iconSize, role: toneRole), suffix: "icon")) }
        let text = try label.map(theme.text)
        if let text { c.children.append(c.parts.text(try self.text(text, style: "footnote", role: toneRole), suffix: "label")) }
        c.semantics.role = c.semantics.role ?? "status"
        c.semantics.label = c.semantics.label ?? text
        c.semantics.statusTone = tone
        c.semantics.hasNonColorCue = iconName != nil || !(text ?? "").isEmpty
    }
}
