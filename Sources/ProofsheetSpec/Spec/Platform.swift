/// The operating system a device runs: it picks the system bars, control styles, default fonts and icons,
/// touch-target size, default digits and store frame a cell is drawn with (docs/platforms.md).
public enum Platform: String, CaseIterable, Sendable {
    /// iPhone and iPad: Apple Human Interface Guidelines. The default for a device that names none.
    case ios
    /// Phones and tablets running Android: Material 3 and AOSP.
    case android
}
