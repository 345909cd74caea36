import ProofsheetRaster

/// The sanitizing rules of ``LayoutNode``'s documentation, applied once as nodes enter a ``LayoutTree``.
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

    /// One axis of a ``BoxSizing``: its rule, bounds (max raised to min) and the padding at each end.
    package static func sizing(_ rule: LayoutLength, _ minimum: Double?, _ maximum: Double?, _ start: Double, _ end: Double) -> AxisSizing {
        let low = length(minimum ?? 0)
        return AxisSizing(rule: self.rule(rule), minimum: low, maximum: max(self.maximum(maximum), low),
                          paddingStart: length(start), paddingEnd: length(end))
    }

    /// The kind with its spacing or minimum length sanitized.
    package static func kind(_ kind: LayoutNode.Kind) -> LayoutNode.Kind {
        switch kind {
        case .stack(let axis, let spacing, let alignment): return .stack(axis: axis, spacing: length(spacing), alignment: alignment)
        case .spacer(let minLength): return .spacer(minLength: length(minLength))
        case .zstack, .scroll, .firstFit, .leaf: return kind
        }
    }
}
