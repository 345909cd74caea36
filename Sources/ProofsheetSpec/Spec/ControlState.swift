/// The interaction state a control is drawn in (`"state"` on a control node): what a screenshot shows of a
/// control that is focused, pressed, inactive, chosen, invalid or busy.
///
/// Each state is drawn with design tokens (docs/spec.md, "Control states") and exposed to assistive
/// technology as the platforms do (docs/audits.md, "Accessibility tree"). Raw values are the spec spelling.
package enum ControlState: String, Hashable, Sendable, CaseIterable {
    /// Has keyboard or switch-control focus: a `focusRing` ring outside the control (WCAG 2.2 §2.4.7, §2.4.13).
    case focused
    /// Being touched: the fill is overlaid with `pressedOverlay`.
    case pressed
    /// Inactive: drawn with `disabledSurface`/`disabledText` where the control has those (as `disabled: true`).
    case disabled
    /// Chosen (a selected row or button): a 2 pt `accent` border; exposed as the `selected` state.
    case selected
    /// Invalid: a 2 pt `danger` border; exposed as the `error` state.
    case error
    /// Busy: a `timer` glyph before the label (in the label's colour); exposed as `busy` (WAI-ARIA `aria-busy`).
    case loading
}
