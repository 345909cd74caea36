import ProofsheetRaster
import ProofsheetText
import ProofsheetSpec

/// Turns a validated screen spec into a `ResolvedNode` tree for one cell: colours for the mode,
/// text for the locale, sizes for the text scale, controls expanded into primitives styled by tokens.
///
/// Resolve first, render later: layout, paint and the audits read only the resolved tree.
package struct SceneResolver {
    package let theme: ResolvedTheme
    /// Decoded images by their `src` as written in the spec.
    package let images: [String: Pixmap]
    /// The cell being resolved: a node whose `when` does not hold for it is left out.
    package let cell: Cell
    /// The screen being resolved, for the names of recorded node properties (`node:<screen>/<node>.<property>`).
    package var screenID = ""
    /// The icons the cell's platform draws (`IconCatalog.builtIn` for iOS cells).
    package let icons: IconCatalog

    package init(theme: ResolvedTheme, images: [String: Pixmap] = [:], cell: Cell, icons: IconCatalog = .builtIn) {
        self.theme = theme
        self.images = images
        self.cell = cell
        self.icons = icons
    }

    package func resolve(_ screen: ScreenSpec) throws -> ResolvedNode {
        var resolver = self
        resolver.screenID = screen.id
        var root = try resolver.resolve(screen.root)
        let shared = SceneResolver.elementPaths(screen.root)
        if !shared.isEmpty { SceneResolver.assignElementPaths(&root, shared) }
        return SceneResolver.liftOverlays(root)
    }

    /// Path → the path of the first node with the same id, for the nodes whose id an earlier node (in document
    /// order) already has: alternatives of a `firstFit` or of `when` conditions (`ResolvedNode.elementPath`).
    package static func elementPaths(_ root: SpecNode) -> [String: String] {
        var first: [NodeID: String] = [:]
        var shared: [String: String] = [:]
        var stack = [root]
        while let node = stack.popLast() {
            if let id = node.id {
                if let earlier = first[id] { shared[node.path] = earlier } else { first[id] = node.path }
            }
            stack += node.children.reversed()
        }
        return shared
    }

    /// Sets `elementPath` on `node` and below; a control's parts carry their control's path, so they follow it.
    package static func assignElementPaths(_ node: inout ResolvedNode, _ shared: [String: String]) {
        node.elementPath = shared[node.path] ?? node.path
        for index in node.children.indices { assignElementPaths(&node.children[index], shared) }
    }

    package func resolve(_ node: SpecNode) throws -> ResolvedNode {
        theme.recorder.recordNode(node, screen: screenID)
        let box = try resolveBox(node.box)
        var semantics = try resolveSemantics(node.a11y)
        semantics.untranslatedKeys = theme.untranslatedKeys(node.textSources)
        return try node.kind.resolve(node, box: box, semantics: semantics, with: self)
    }

    /// An authored node as one primitive (`kind`) with its box, semantics and resolved children.
    package func resolved(_ node: SpecNode, as kind: ResolvedKind, box: ResolvedBox, semantics: Semantics,
                  children: [ResolvedNode] = []) -> ResolvedNode {
        ResolvedNode(id: node.resolvedID, path: node.path, type: node.kind.typeName, kind: kind, box: box, semantics: semantics,
                     children: children)
    }

    /// A container node: `kind` with the children whose `when` holds for the cell, resolved.
    package func container(_ node: SpecNode, as kind: ResolvedKind, box: ResolvedBox, semantics: Semantics) throws -> ResolvedNode {
        resolved(node, as: kind, box: box, semantics: semantics, children: try resolveChildren(of: node))
    }

    /// The children whose `when` holds for the cell, resolved.
    package func resolveChildren(of node: SpecNode) throws -> [ResolvedNode] {
        try node.children.filter { $0.condition?.holds(for: cell) ?? true }.map(resolve)
    }

    package func resolveBox(_ style: BoxStyle) throws -> ResolvedBox {
        var box = ResolvedBox()
        box.sizing = style.sizing
        box.cornerRadius = style.cornerRadius
        box.opacity = style.opacity
        box.clip = style.clip
        switch style.background {
        case .none: break
        case .role(let role): try box.fill(role: role, theme: theme)
        case .gradient(let roles, let angle):
            box.background = .linearGradient(try roles.map(theme.color), angle: angle)
            box.gradientRoles = roles
        }
        if let role = style.borderRole, style.borderWidth > 0 {
            box.border = Border(color: try theme.color(role), role: role, width: style.borderWidth)
        }
        return box
    }

    package func resolveSemantics(_ a11y: AccessibilitySpec) throws -> Semantics {
        var semantics = Semantics()
        semantics.label = try a11y.label.map(theme.text)
        semantics.hint = try a11y.hint.map(theme.text)
        semantics.role = a11y.role
        semantics.isHidden = a11y.isHidden
        semantics.value = try a11y.value.map(theme.text)
        semantics.sortPriority = a11y.sortPriority
        semantics.grouping = a11y.group
        semantics.isModal = a11y.isModal
        semantics.headingLevel = a11y.headingLevel
        semantics.errorFor = a11y.errorFor
        return semantics
    }

    package func resolveText(_ spec: TextNode) throws -> ResolvedText {
        var resolved = try text(theme.text(spec.source), style: spec.style, role: spec.colorRole, maxLines: spec.maxLines,
                                alignment: spec.alignment, direction: spec.direction, mustNotTruncate: spec.mustNotTruncate)
        resolved.truncation = spec.truncation
        return resolved
    }

    package func text(_ string: String, style: TextStyleName, role: ColorRole, maxLines: Int? = nil, alignment: TextAlignment = .leading,
              direction: TextDirectionSpec = .auto, mustNotTruncate: Bool = false) throws -> ResolvedText {
        let scaled = try theme.textStyle(style)
        return ResolvedText(
            string: string, style: style, family: scaled.token.family, weight: scaled.token.weight,
            size: scaled.size, lineHeight: scaled.lineHeight, color: try theme.color(role), colorRole: role,
            maxLines: maxLines, alignment: alignment, direction: direction, locale: theme.locale,
            mustNotTruncate: mustNotTruncate)
    }

    /// The touch-target minimum in points: the default height of a control whose spec gives none. 44 pt on iOS
    /// (Apple HIG "Layout"), 48 dp on Android (Material 3 "Accessibility: touch targets"), or the tokens' larger one.
    package var controlHeight: Double { max(platform == .android ? 48 : 44, theme.touch.minTarget) }

    /// The cell's device platform: Android draws the built-in controls in their Material 3 look.
    package var platform: Platform { theme.platform }

    package func icon(_ name: String, size: Double, role: ColorRole) throws -> ResolvedIcon {
        let drawn = try icons.shape(named: name)
        return ResolvedIcon(name: name, shape: drawn.shape, size: size, color: try theme.color(role), colorRole: role,
                            isMirrored: drawn.isDirectional && theme.locale.direction == .rtl)
    }
}

extension Color {
    /// This colour with its alpha multiplied by `opacity` (0…1), rounded to the nearest step.
    package func withOpacity(_ opacity: Double) -> Color {
        let clamped = Swift.max(0, Swift.min(1, opacity))
        return Color(r: r, g: g, b: b, a: UInt8((Double(a) * clamped).rounded()))
    }
}
