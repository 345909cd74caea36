import ProofsheetSpec

/// A control being expanded: the authored node and box, the container being built and its parts.
///
/// Defaults are applied only where the spec is silent, so the control is drawn as written.
package struct ControlBuild {
    package let node: SpecNode
    package let parts: Parts
    package let metrics: ControlMetrics
    /// The semantics as authored (the `a11y` object), before the control's own defaults.
    package let authoredSemantics: Semantics
    /// The touch-target minimum in points.
    package let touchMinimum: Double
    package var box: ResolvedBox
    package var semantics: Semantics
    package var kind: ResolvedKind
    package var children: [ResolvedNode] = []

    package init(node: SpecNode, box: ResolvedBox, semantics: Semantics, metrics: ControlMetrics, touchMinimum: Double) {
        self.node = node
        let id = node.resolvedID
        parts = Parts(id: id, path: node.path, type: node.kind.typeName)
        self.metrics = metrics
        authoredSemantics = semantics
        self.touchMinimum = touchMinimum
        self.box = box
        self.semantics = semantics
        self.semantics.isInteractive = true
        kind = .hstack(spacing: metrics.spacing, alignment: .center)
    }

    package var id: NodeID { parts.id }

    /// The control as built: its container node with the parts as children.
    package var resolved: ResolvedNode {
        ResolvedNode(id: id, path: node.path, type: node.kind.typeName, kind: kind, box: box, semantics: semantics, children: children)
    }

    /// The authored interaction state; the control's own file draws it (the `states` of its `NodeType`).
    package var state: ControlState? { node.state }

    /// True when the spec sets the control's height or minimum height: no default minimum applies then.
    package var hasAuthoredHeight: Bool { node.box.sizing.height != .auto || node.box.sizing.minHeight != nil }

    /// The default minimum height (the metrics' or the touch-target minimum) when the spec gives none.
    package var defaultMinHeight: Double? { hasAuthoredHeight ? nil : (metrics.minHeight ?? touchMinimum) }

    /// Applies the metrics' padding, corner radius and minimum height where the spec is silent.
    package mutating func applyDefaultBox() {
        applyDefaultPadding()
        applyDefaultCornerRadius()
        if let minimum = defaultMinHeight, minimum > 0 { box.sizing.minHeight = minimum }
    }

    /// The metrics' padding, unless the spec writes one (0 included).
    package mutating func applyDefaultPadding() {
        if !node.box.written.contains(.padding) { box.sizing.padding = metrics.padding }
    }

    /// The metrics' corner radius, unless the spec writes one (0 included).
    package mutating func applyDefaultCornerRadius() {
        if !node.box.written.contains(.cornerRadius) { box.cornerRadius = metrics.cornerRadius }
    }
}
