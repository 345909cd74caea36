import ProofsheetSpec

/// A slider's sizes (points on iOS, dp on Android), colour roles and text styles on one platform
/// (docs/platform-controls.md, "Sizes", with their sources).
package struct SliderLook {
    /// The thickness of the active part (minimum → thumb) and of the inactive part; the track's ends are fully rounded.
    package let activeHeight: Double
    package let inactiveHeight: Double
    /// The visible thumb (iOS) or handle (Material): a circle of this diameter.
    package let thumbSize: Double
    package let activeRole: ColorRole
    package let inactiveRole: ColorRole
    package let thumbRole: ColorRole
    /// A ring round the thumb (iOS draws a shadow there; a white thumb on a white screen needs an edge).
    package let thumbBorderRole: ColorRole?
    /// Material's tick marks (a discrete slider): a dot of this diameter at each step, in these roles at `tickOpacity`.
    package let tickSize: Double
    package let activeTickRole: ColorRole
    package let inactiveTickRole: ColorRole
    package let tickOpacity: Double
    package let iconSize: Double
    package let labelStyle: TextStyleName
    package let endLabelStyle: TextStyleName

    /// `colorRole`: the slider's `color`, drawing the active part (and Material's handle) in place of `accent`.
    package init(_ platform: Platform, colorRole: ColorRole) {
        switch platform {
        case .ios:
            // UISlider's standard look (HIG "Sliders" names the parts, not their sizes): a 4 pt track, a 28 pt white
            // thumb; the minimum track in the tint (`accent`), the maximum track a light fill (`neutralTint`).
            activeHeight = 4
            inactiveHeight = 4
            thumbSize = 28
            activeRole = colorRole
            inactiveRole = "neutralTint"
            thumbRole = "thumb"
            thumbBorderRole = "border"
            tickSize = 0
            activeTickRole = "onAccent"
            inactiveTickRole = "textSecondary"
            tickOpacity = 0
            iconSize = 20
            labelStyle = "subheadline"
            endLabelStyle = "footnote"
        case .android:
            // Baseline Material 3 slider (m3.material.io "Sliders: specs"; `md.comp.slider.*` as Compose Material 3's
            // SliderTokens v0_92): a 6 dp active and a 4 dp inactive track, a 20 dp round handle in primary, 2 dp tick
            // marks in onPrimary / onSurfaceVariant at 38 %.
            activeHeight = 6
            inactiveHeight = 4
            thumbSize = 20
            activeRole = colorRole
            inactiveRole = "neutralTint"
            thumbRole = colorRole
            thumbBorderRole = nil
            tickSize = 2
            activeTickRole = "onAccent"
            inactiveTickRole = "textSecondary"
            tickOpacity = 0.38
            iconSize = 24
            labelStyle = "bodyMedium"
            endLabelStyle = "bodySmall"
        }
    }
}
