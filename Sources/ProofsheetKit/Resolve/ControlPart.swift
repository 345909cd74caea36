/// The part of a built-in control that a resolved node draws, set by the control's resolver (docs/spec.md lists
/// the part ids). The audits match on it, never on role or type strings or on a child's position.
enum ControlPart: Hashable, Sendable {
    /// A text field's frame: its fill and the border that identifies it.
    case fieldFrame
    /// One option of a segmented control; the selected one is raised and bordered.
    case segment(isSelected: Bool)
    /// A switch's track, whose fill shows its position, and the thumb on it.
    case switchTrack
    case switchThumb
    /// A progress bar's track, its filled part and the unfilled rest.
    case progressTrack
    case progressValue
    case progressRest
}
