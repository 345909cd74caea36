/// Whose touch-target guidance the audits follow. Sizes are in the platform's own unit, which Proofsheet's
/// device model treats as one point: iOS points, Android density-independent pixels, CSS pixels.
///
/// | profile   | minimum target | source |
/// |-----------|----------------|--------|
/// | `ios`     | 44 pt          | Apple Human Interface Guidelines; WCAG 2.2 §2.5.5 (AAA) asks 44 CSS px |
/// | `android` | 48 dp          | Material Design accessibility guidance |
/// | `web`     | 24 px          | WCAG 2.2 §2.5.8 Target Size (Minimum), AA |
package enum TouchProfile: String, CaseIterable, Hashable, Sendable {
    case ios
    case android
    case web

    /// The profile's minimum width and height of a touch target.
    package var minTarget: Double {
        switch self {
        case .ios: return 44
        case .android: return 48
        case .web: return 24
        }
    }
}
