/// One of the four appearance modes every cell is rendered in.
public enum ThemeMode: String, CaseIterable, Sendable, Codable {
    case light
    case dark
    case highContrastLight
    case highContrastDark

    /// The mode a missing high-contrast token value falls back to.
    public var base: ThemeMode {
        switch self {
        case .light, .highContrastLight: return .light
        case .dark, .highContrastDark: return .dark
        }
    }

    public var isDark: Bool { base == .dark }
}
