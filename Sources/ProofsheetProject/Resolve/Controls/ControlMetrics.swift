import ProofsheetLayout

/// The built-in look of one control: default sizes, insets and the sizes of its parts, in points; each control's
/// values are its `ControlKind.metrics` (NodeTypes/<Control>Node.swift).
///
/// These are defaults only. A control is drawn at the size its spec gives (`height`, `minHeight`,
/// `width`, `padding`, `cornerRadius`); the touch-target minimum (`touch.minTarget` in tokens.json,
/// at least 44 pt, Apple HIG "Layout" and WCAG 2.2 §2.5.5; at least 48 dp on Android, Material 3
/// "Accessibility") applies only when the spec gives no
/// height. An authored control smaller than that is drawn as written and audited as `touchTargetSize`.
package struct ControlMetrics: Sendable {
    /// Default minimum height; nil: the touch-target minimum.
    package var minHeight: Double?
    package var padding: Edges = .zero
    package var cornerRadius: Double = 0
    /// Spacing between the control's parts.
    package var spacing: Double = 8
    /// The control's main icon.
    package var iconSize: Double = 24
}
