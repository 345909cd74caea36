import ProofsheetLayout
import ProofsheetSpec

/// `fab`: a floating action button, an icon (and, extended, a label) on a filled container
/// (docs/platform-controls.md).
///
/// On Android it is Material 3's FAB (m3.material.io "FAB: specs"): 56 dp with 16 dp corners, `small` 40 dp with
/// 12 dp, `large` 96 dp with 28 dp and a 36 dp icon; with a `label` the extended FAB, 56 dp high, 16 dp corners,
/// 16 dp before the icon, 12 dp to the Label Large label, 20 dp after it. iOS has no FAB (Apple HIG names none):
/// it draws the same sizes in points as a round button (a circle; a capsule when extended), the label in `headline`.
/// Both in `accent` with `onAccent` ink (Material's primary FAB colours). A container smaller than the touch target
/// (the small FAB) is drawn inside a node of touch-target size, as Material's minimum interactive size pads it.
///
/// States: `focused` rings the container, `pressed` overlays its fill.
package struct FABNode: ControlKind {
    package var icon: String
    package var label: TextSource?
    package var size: FABSize

    package static let type = NodeType("fab", keys: keyTable, states: [.focused, .pressed],
                               example: #""type": "fab", "icon": "plus", "a11y": { "label": { "literal": "New" } }"#) { d, o, _ in
        FABNode(icon: try d.icon(o.requiredValue("icon")), label: try d.text(o.optionalValue("label")),
                size: try o.optionalCase("size", FABSize.self) ?? .regular)
    }

    package static let metrics = ControlMetrics(minHeight: 56, cornerRadius: 16, spacing: 12, iconSize: 24)
    /// The extended FAB's padding: 16 dp before the icon, 20 dp after the label.
    package static let extendedPadding = Edges(top: 0, leading: 16, bottom: 0, trailing: 20)

    /// Container side, corner radius and icon size of each size (m3.material.io "FAB: specs").
    package static func look(_ size: FABSize) -> (side: Double, cornerRadius: Double, iconSize: Double) {
        switch size {
        case .small: return (40, 12, 24)
        case .regular: return (56, 16, 24)
        case .large: return (96, 28, 36)
        }
    }

    package var textSources: [TextSource] { [label].compactMap { $0 } }

    package func restingRequirements(of node: SpecNode) -> [TokenNeed] {
        // The container in `accent` unless the spec writes a background; the icon and label in `onAccent`; the iOS
        // label style (Android's Label Large is built in).
        ((node.box.background == nil ? ["accent"] : []) + ["onAccent"]).map(TokenNeed.color) + (label == nil ? [] : [.style("headline")])
    }

    package func materialRequirements(of node: SpecNode) -> [TokenNeed] {
        ((node.box.background == nil ? ["accent"] : []) + ["onAccent"]).map(TokenNeed.color) + (label == nil ? [] : [.style("labelLarge")])
    }

    package func build(_ c: inout ControlBuild, with r: SceneResolver) throws {
        let look = FABNode.look(label == nil ? size : .regular)
        let isAndroid = r.platform == .android
        let text = try label.map(r.theme.text)
        c.kind = .zstack(alignment: .center)
        if !c.node.box.written.contains(.padding) { c.box.sizing.padding = text == nil ? .zero : FABNode.extendedPadding }
        if !c.node.box.written.contains(.cornerRadius) { c.box.cornerRadius = isAndroid ? look.cornerRadius : look.side / 2 }
        var container = c.takeDrawnBox()
        if container.background == nil { try container.fill(role: "accent", theme: r.theme) }
        // The node: at least the touch target each way; the container: the FAB's side (width too, unless extended).
        let target = max(look.side, c.touchMinimum)
        if !c.hasAuthoredHeight { c.box.sizing.minHeight = target }
        // A FAB is as wide as it is high (an extended one as its content), even in a stack that stretches its children.
        if case .auto = c.box.sizing.width, c.node.box.sizing.minWidth == nil {
            if text == nil { c.box.sizing.width = .points(target) } else { c.box.sizing.minWidth = target }
        }
        // An icon-only FAB is exactly its side; an extended one grows with its label at large text sizes.
        if c.hasAuthoredHeight {
            container.sizing.height = .fill
        } else if text == nil {
            container.sizing.height = .points(look.side)
        } else {
            container.sizing.minHeight = look.side
        }
        if text == nil {
            container.sizing.width = c.node.box.sizing.width == .auto ? .points(look.side) : .fill
        } else {
            container.sizing.minWidth = look.side
            if case .auto = c.box.sizing.width {} else { container.sizing.width = .fill }
        }
        var parts = [c.parts.spacer(), c.parts.icon(try r.icon(icon, size: look.iconSize, role: "onAccent"), suffix: "icon")]
        if let text {
            parts.append(c.parts.text(try r.text(text, style: isAndroid ? "labelLarge" : "headline", role: "onAccent"), suffix: "label"))
        }
        parts.append(c.parts.spacer())
        c.semantics.role = c.semantics.role ?? "button"
        c.semantics.label = c.semantics.label ?? text
        switch c.state {
        case .focused?: container.focusRing = try r.focusRing(); c.semantics.isFocused = true
        case .pressed?: container.background = try r.pressed(container.background)
        case .disabled?, .selected?, .error?, .loading?, nil: break // not in the entry's states: the decoder refuses them
        }
        c.children = [c.parts.node("container", kind: .hstack(spacing: c.metrics.spacing, alignment: .center), box: container, children: parts)]
    }
}
