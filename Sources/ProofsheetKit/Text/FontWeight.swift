/// The weights a font family table can name; the raw value is the spelling used in project configs.
public enum FontWeight: String, Hashable, Sendable, Codable, CaseIterable, CodingKeyRepresentable {
    case regular
    /// 500: Material 3's title and label styles (docs/platform-controls.md). A family table need not name a `medium`
    /// chain: a family without one draws 500 with its `regular` faces, as CSS Fonts 4 §5.2's matching tries 400
    /// first for a wanted 500 (`FontFamilyTable.files(family:weight:)`).
    case medium
    case bold
}
