/// How an Android device is navigated, which decides the navigation bar drawn at the screen's bottom and the
/// inset it takes (docs/platforms.md, "System bars"). iOS devices ignore it: they have a home indicator.
public enum SystemNavigation: String, CaseIterable, Sendable {
    /// Gesture navigation: a handle over a 24 dp inset (AOSP `navigation_bar_height` in the gestural overlay).
    case gesture
    /// Back, Home and Overview buttons in a 48 dp bar (AOSP `navigation_bar_height` / `navigation_bar_width`).
    case threeButton
}
