/// A checkbox's state as drawn and announced: WAI-ARIA 1.2 `aria-checked` `true`, `false` or `mixed` (an
/// indeterminate box, e.g. "select all" over a partial selection; Material 3 "Checkbox": indeterminate).
package enum CheckedState: String, Hashable, Sendable {
    case checked, unchecked, mixed
}
