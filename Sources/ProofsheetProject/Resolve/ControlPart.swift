/// The part of a built-in control that a resolved node draws, set by the control's resolver (docs/spec.md lists
/// the part ids). The audits match on it, never on role or type strings or on a child's position.
package enum ControlPart: Hashable, Sendable {
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
    /// A chart's plot: the marks of every series over its grid, and the facts the chart audits need about the
    /// whole chart (`ChartCheck`).
    case chartPlot(ChartFacts)
    /// The marks of one series of a chart (for a ring, of one category), numbered from 0 in spec order.
    case chartMark(series: Int)
    /// A chart's grid lines (not data: no audit reads them as marks, and the marks' contrast is judged without them).
    case chartGrid
    /// A progress ring's track: the backdrop its value arc is judged against.
    case chartTrack
    /// An overlay (`sheet`, `dialog`, `snackbar`) as the layout places it: a layer over the whole screen
    /// (`SceneResolver+Overlays`); a modal one hides what is under it from screen readers and from the audits, a
    /// non-modal one (a snackbar) is lifted above the bottom bar after layout (`SceneLayout+Overlays`).
    case overlay(isModal: Bool)
    /// A modal overlay's scrim: painted over the whole device, status bar area included.
    case scrim
    /// A bottom sheet's surface: painted down past the device's bottom edge, so only its top corners are round.
    case sheetSurface
    /// A full-screen dialog's surface: painted over the whole device.
    case screenCover
    /// An `upload`'s status element (its texts): what `ErrorIdentificationCheck` reads for a failed upload.
    case uploadStatus
    /// A checkbox's box or a radio button's circle: its outline (unchecked) or fill (checked) is what shows the
    /// control, judged against what is around it (`NonTextContrastCheck`, WCAG 2.2 §1.4.11).
    case selectionMark
    /// A slider's track (`SliderNode`): its active part (minimum → thumb), whose contrast with the inactive part is
    /// the only sign of the value, the inactive part, and the thumb drawn over the point where they meet.
    case sliderTrack
    case sliderActive
    case sliderInactive
    case sliderThumb
    /// One of a stepped slider's tick marks (Material): not the track the audit judges.
    case sliderTick
}
