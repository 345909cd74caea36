import ProofsheetRaster

/// A ``LayoutNode`` with every number sanitized and its children replaced by preorder indices:
/// the form the engine works on, built once per layout by ``FlatLayoutTree``.
package struct FlatLayoutNode {
    package enum Kind {
        case stack(axis: LayoutAxis, spacing: Double, alignment: CrossAlignment)
        case zstack(horizontal: CrossAlignment, vertical: CrossAlignment)
        case scroll
        case firstFit(axes: FitAxes)
        case spacer(minLength: Double)
        case leaf(measureID: Int)
    }

    package var id: Int
    package var kind: Kind
    package var horizontal: AxisSizing
    package var vertical: AxisSizing
    package var flex: Double
    /// Range of this node's children in ``FlatLayoutTree/childIndices``.
    package var children: Range<Int>

    package func sizing(_ axis: LayoutAxis) -> AxisSizing {
        axis == .horizontal ? horizontal : vertical
    }

    package var isSpacer: Bool {
        if case .spacer = kind { return true }
        return false
    }
}

/// A node's sizing rules along one axis, in points: its length rule, min/max (`maximum` is
/// `+infinity` when unset, never below `minimum`) and the padding at each end.
package struct AxisSizing {
    package enum Rule: Equatable {
        case auto
        case points(Double)
        case fill
    }

    package var rule: Rule
    package var minimum: Double
    package var maximum: Double
    /// Leading (horizontal) or top (vertical) padding.
    package var paddingStart: Double
    package var paddingEnd: Double

    package var padding: Double { paddingStart + paddingEnd }

    package func clamp(_ length: Double) -> Double {
        min(max(length, minimum), maximum)
    }

    /// The length when it does not depend on the content: an exact offer, `points`, or `fill`
    /// with a bounded offer; `nil` when the content decides.
    package func decidedLength(offer: Double?, isExact: Bool) -> Double? {
        if isExact, let offer { return clamp(offer) }
        switch rule {
        case .points(let length): return clamp(length)
        case .fill: return offer.map(clamp)
        case .auto: return nil
        }
    }

    /// What the node offers its content (children or measured leaf), inside the padding: the
    /// decided length, else the clamped offer, else the maximum if finite, else unbounded.
    package func contentOffer(decided: Double?, offer: Double?) -> Double? {
        if let decided { return max(decided - padding, 0) }
        if let offer { return max(clamp(offer) - padding, 0) }
        if maximum.isFinite { return max(maximum - padding, 0) }
        return nil
    }

    /// The node's length: the decided length, else the content's length plus padding, clamped.
    package func length(decided: Double?, content: Double) -> Double {
        decided ?? clamp(content + padding)
    }
}

/// The sanitizing rules of ``LayoutNode``'s documentation.
package enum LayoutSanitizer {
    /// NaN, infinite, negative → 0; capped at ``LayoutEngine/maximumLength``.
    package static func length(_ value: Double) -> Double {
        value.isFinite && value > 0 ? min(value, LayoutEngine.maximumLength) : 0
    }

    /// `nil` or `+infinity` → no maximum; NaN or negative → 0; capped like ``length(_:)``.
    package static func maximum(_ value: Double?) -> Double {
        guard let value, value != .infinity else { return .infinity }
        return length(value)
    }

    /// `nil` or `+infinity` → unbounded; NaN or negative → 0; capped like ``length(_:)``.
    package static func proposal(_ value: Double?) -> Double? {
        guard let value, value != .infinity else { return nil }
        return length(value)
    }

    package static func size(_ size: Size) -> Size {
        Size(width: length(size.width), height: length(size.height))
    }

    package static func rule(_ length: LayoutLength) -> AxisSizing.Rule {
        switch length {
        case .auto: return .auto
        case .fill: return .fill
        case .points(let value): return .points(self.length(value))
        }
    }
}
