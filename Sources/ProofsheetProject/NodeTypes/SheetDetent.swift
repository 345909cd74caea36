/// How far a `sheet` is raised (UISheetPresentationController's detents; Material 3's modal bottom sheet states).
package enum SheetDetent: String, Hashable, Sendable, CaseIterable {
    /// Half the safe area's height.
    case medium
    /// The whole safe area's height, less the gap of the platform (`SheetNode.Look.largeGap`).
    case large
}
