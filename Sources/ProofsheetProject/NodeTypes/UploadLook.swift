import ProofsheetLayout
import ProofsheetSpec

/// What differs between the platforms' looks of an `upload` (`UploadNode`); sizes in points (iOS) or dp (Android),
/// with their sources in docs/platform-controls.md. Neither platform has an upload control: iOS draws a row of an
/// inset grouped table, Android a Material 3 outlined card holding a list item and a linear progress indicator.
package struct UploadLook: Sendable {
    /// The container's padding and corner radius: iOS 12/16 and 10 (an inset grouped section's corners, Proofsheet's
    /// reading of UITableView `.insetGrouped`); Android 16 and 12 (Material 3 "Cards: specs", medium corners).
    package var padding: Edges
    package var cornerRadius: Double
    /// Android's outlined card draws a 1 dp `border` outline; iOS's row has none.
    package var outline: Double?
    /// Between the leading mark, the texts and the action: iOS 12, Android 16 (Material 3 "Lists: specs").
    package var spacing: Double
    /// The leading mark's side: 24 on both (listRow's icon; Material's list leading icon).
    package var markSize: Double
    /// The first line (title or file name), the second (hint, message, percentage) and the action labels.
    package var titleStyle: TextStyleName
    package var detailStyle: TextStyleName
    package var actionStyle: TextStyleName
    /// The progress track: iOS 4 pt, 2 pt corners (UIProgressView's default bar); Android 4 dp, full corners, 4 dp
    /// between the value and the rest (Material 3 "Progress indicators: specs", linear).
    package var trackHeight: Double
    package var trackGap: Double

    package static let ios = UploadLook(padding: Edges(top: 12, leading: 16, bottom: 12, trailing: 16), cornerRadius: 10, outline: nil, spacing: 12,
                                markSize: 24, titleStyle: "body", detailStyle: "footnote", actionStyle: "body", trackHeight: 4, trackGap: 0)
    package static let material = UploadLook(padding: Edges(all: 16), cornerRadius: 12, outline: 1, spacing: 16, markSize: 24,
                                     titleStyle: "bodyLarge", detailStyle: "bodyMedium", actionStyle: "labelLarge", trackHeight: 4, trackGap: 4)

    package static func of(_ platform: Platform) -> UploadLook {
        switch platform {
        case .ios: return .ios
        case .android: return .material
        }
    }
}
