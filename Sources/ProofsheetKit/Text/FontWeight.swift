/// The weights a font family table can name; the raw value is the spelling used in project configs.
public enum FontWeight: String, Hashable, Sendable, Codable, CaseIterable, CodingKeyRepresentable {
    case regular
    case bold
}
