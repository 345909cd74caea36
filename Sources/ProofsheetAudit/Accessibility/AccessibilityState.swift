import ProofsheetSupport

/// A state a screen reader announces with an element, in the fixed order the snapshot writes them.
///
/// The vocabulary follows WAI-ARIA 1.2 states (`aria-selected`, `aria-checked`, `aria-disabled`,
/// `aria-invalid`, `aria-required`, `aria-busy`; `aria-checked` true/false/mixed as `checked`, `unchecked`, `mixed`) and what
/// VoiceOver and TalkBack speak for them.
package enum AccessibilityState: String, Hashable, Sendable, CaseIterable, CaseOrdered {
    case focused, selected, on, off, checked, unchecked, mixed, disabled, error, required, busy
}
