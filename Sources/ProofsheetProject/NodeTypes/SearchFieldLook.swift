import ProofsheetSpec

/// What differs between the platforms' search fields (`SearchFieldNode`): sizes in points (iOS) or dp (Android),
/// the text style, and where the cancel action goes. Sources in docs/platform-controls.md.
package struct SearchFieldLook: Sendable {
    /// The drawn field's height: iOS 36 pt (UISearchBar's field; Proofsheet's reading, Apple publishes none);
    /// Android 56 dp (Material 3 "Search: specs", `md.comp.search-bar.container.height`).
    package var fieldHeight: Double
    /// Above and below the text's line when the text size makes the field taller than `fieldHeight`: 6 on iOS,
    /// 16 on Android (Proofsheet's reading: Material's 24 dp `bodyLarge` line sits 16 dp from the 56 dp bar's edges).
    package var textInset: Double
    /// Between the magnifier and the text: 6 pt on iOS, 16 dp on Android (Material 3 "Search: specs").
    package var iconSpacing: Double
    /// The text style of the text, the placeholder and (iOS) the cancel label.
    package var style: TextStyleName
    /// The magnifier's role: `textSecondary` on iOS (placeholder grey); Material's leading icon is onSurface (`textPrimary`).
    package var magnifierRole: ColorRole
    /// iOS: the cancel action is a text button after the field; Android: the back arrow before the text.
    package var cancelOutside: Bool
    /// Between the field and an outside cancel button.
    package var cancelSpacing: Double
    /// The row's inset on the side of an icon button (clear, Android's back arrow): Android 4 dp, so the 24 dp glyph
    /// in its 48 dp target is 16 dp from the edge as the bar's icons are; iOS none.
    package var buttonInset: Double

    package static let ios = SearchFieldLook(fieldHeight: 36, textInset: 6, iconSpacing: 6, style: "body", magnifierRole: "textSecondary",
                                     cancelOutside: true, cancelSpacing: 8, buttonInset: 0)
    package static let material = SearchFieldLook(fieldHeight: 56, textInset: 16, iconSpacing: 16, style: "bodyLarge", magnifierRole: "textPrimary",
                                          cancelOutside: false, cancelSpacing: 0, buttonInset: 4)
}
