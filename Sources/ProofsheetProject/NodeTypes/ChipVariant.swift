/// What a `chip` is (Material 3 "Chips"): an action (`assist`), a filter that is on or off (`filter`, with a
/// checkmark when selected), or an entered item the user can remove (`input`, with a remove button).
package enum ChipVariant: String, Hashable, Sendable, CaseIterable {
    case assist
    case filter
    case input
}
