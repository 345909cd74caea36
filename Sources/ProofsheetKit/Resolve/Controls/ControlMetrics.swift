/// The built-in look of one control: default sizes, insets and the sizes of its parts, in points.
///
/// These are defaults only. A control is drawn at the size its spec gives (`height`, `minHeight`,
/// `width`, `padding`, `cornerRadius`); the touch-target minimum (`touch.minTarget` in tokens.json,
/// at least 44 pt, Apple HIG "Layout" and WCAG 2.2 §2.5.5) applies only when the spec gives no
/// height. An authored control smaller than that is drawn as written and audited as `touchTargetSize`.
struct ControlMetrics: Sendable {
    /// Default minimum height; nil: the touch-target minimum.
    var minHeight: Double?
    var padding: Edges = .zero
    var cornerRadius: Double = 0
    /// Spacing between the control's parts.
    var spacing: Double = 8
    /// The control's main icon.
    var iconSize: Double = 24

    /// One entry per control type; docs/spec.md "Controls" lists the same values.
    static let table: [String: ControlMetrics] = [
        "button": ControlMetrics(padding: Edges(top: 12, leading: 20, bottom: 12, trailing: 20), cornerRadius: 12, iconSize: 20),
        "iconButton": ControlMetrics(iconSize: 24),
        "textField": ControlMetrics(padding: Edges(top: 10, leading: 12, bottom: 10, trailing: 12), cornerRadius: 10, spacing: 6, iconSize: 16),
        "toggle": ControlMetrics(),
        "badge": ControlMetrics(minHeight: 0, padding: Edges(top: 4, leading: 8, bottom: 4, trailing: 8), cornerRadius: 999, spacing: 4, iconSize: 14),
        "listRow": ControlMetrics(padding: Edges(top: 12, leading: 16, bottom: 12, trailing: 16), spacing: 12, iconSize: 24),
        "segmented": ControlMetrics(padding: Edges(all: 2), cornerRadius: 12, spacing: 2),
        "navBar": ControlMetrics(padding: Edges(top: 0, leading: 8, bottom: 8, trailing: 8), iconSize: 24),
        "tabBar": ControlMetrics(minHeight: 49, padding: Edges(top: 6, leading: 4, bottom: 2, trailing: 4), spacing: 2, iconSize: 24),
        "progress": ControlMetrics(minHeight: 0, spacing: 6),
    ]

    /// The metrics of a control type; every control in `SpecNodeKind` has an entry.
    static func of(_ type: String) -> ControlMetrics {
        guard let metrics = table[type] else { preconditionFailure("no ControlMetrics entry for control type \(type)") }
        return metrics
    }
}
