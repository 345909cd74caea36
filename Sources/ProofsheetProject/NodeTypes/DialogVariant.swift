/// A `dialog`'s form: an alert in the middle of the screen over a scrim, or a dialog that covers the screen.
package enum DialogVariant: String, Hashable, Sendable, CaseIterable {
    /// UIAlertController's alert; Material 3's basic dialog.
    case alert
    /// A modal view presented full screen (UIModalPresentationStyle.fullScreen); Material 3's full-screen dialog.
    case fullScreen
}
