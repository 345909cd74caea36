import ProofsheetText
import ProofsheetSpec

/// The font family table each platform's cells draw with (docs/fonts.md).
extension ProjectConfig {
    /// The config's own `fonts` when it names any; else the platform's default: Noto Sans and Noto Sans Arabic UI
    /// (`FontFamilyTable.standard`, the iOS stand-ins) or Roboto and Noto Naskh Arabic UI (`FontFamilyTable.android`).
    public func fontFamilies(for platform: Platform) -> FontFamilyTable {
        guard !namesFonts else { return fontFamilies }
        switch platform {
        case .ios: return fontFamilies
        case .android: return .android
        }
    }

    /// The Debian packages' font files the platform's default table reads; none when the config names its fonts.
    public func systemFontFiles(for platform: Platform) -> [SystemFontFile] {
        guard !namesFonts else { return [] }
        switch platform {
        case .ios: return []
        case .android: return FontFamilyTable.androidSystemFiles
        }
    }

    /// The platforms of the config's devices (presets the matrix names included), in `Platform.allCases` order.
    public var platforms: [Platform] {
        let used = Set(devices.values.map(\.platform))
        return Platform.allCases.filter(used.contains)
    }
}
