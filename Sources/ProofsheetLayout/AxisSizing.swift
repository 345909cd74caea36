/// A node's sizing rules along one axis, in points: its length rule, min/max (`maximum` is
/// `+infinity` when unset, never below `minimum`) and the padding at each end. Sanitized by
/// ``LayoutTree`` from a ``BoxSizing``.
package struct AxisSizing: Hashable, Sendable {
    package enum Rule: Hashable, Sendable {
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
