import ProofsheetProject
import ProofsheetSpec

/// Which profile a cell's platform follows, and how findings name it.
extension TouchProfile {
    /// The profile a device's platform follows when the project names none.
    package init(platform: Platform) {
        switch platform {
        case .ios: self = .ios
        case .android: self = .android
        }
    }

    /// The unit the profile's guidance measures in (one layout point each).
    package var unit: String {
        switch self {
        case .ios: return "pt"
        case .android: return "dp"
        case .web: return "px"
        }
    }

    /// Whose guidance the minimum is, for findings.
    package var rule: String {
        switch self {
        case .ios: return "iOS minimum (Apple Human Interface Guidelines)"
        case .android: return "Android minimum (Material Design accessibility guidance)"
        case .web: return "web minimum (WCAG 2.2 §2.5.8)"
        }
    }
}
