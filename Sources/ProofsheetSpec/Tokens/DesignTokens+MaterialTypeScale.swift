import ProofsheetText

/// Material 3's type scale as built-in text styles of a project with an Android device (docs/platform-controls.md,
/// "Type scale").
extension DesignTokens {
    /// The fifteen styles of the Material 3 type scale tokens (`md.sys.typescale.*`, m3.material.io "Typography:
    /// type scale tokens"): size and line height in sp, weight 400 except the title-medium, title-small and label
    /// styles at 500 (title-large is 400 in the tokens). Drawn in the `sans` family, which on Android is the platform's
    /// default face; sizes grow with the cell's text size as every style's do (sp through `FontScaleConverter`).
    package static let materialTypeScale: [String: TypographyToken] = {
        let styles: [(String, Double, Double, FontWeight)] = [
            ("displayLarge", 57, 64, .regular), ("displayMedium", 45, 52, .regular), ("displaySmall", 36, 44, .regular),
            ("headlineLarge", 32, 40, .regular), ("headlineMedium", 28, 36, .regular), ("headlineSmall", 24, 32, .regular),
            ("titleLarge", 22, 28, .regular), ("titleMedium", 16, 24, .medium), ("titleSmall", 14, 20, .medium),
            ("bodyLarge", 16, 24, .regular), ("bodyMedium", 14, 20, .regular), ("bodySmall", 12, 16, .regular),
            ("labelLarge", 14, 20, .medium), ("labelMedium", 12, 16, .medium), ("labelSmall", 11, 16, .medium),
        ]
        return Dictionary(uniqueKeysWithValues: styles.map { ($0.0, TypographyToken(family: "sans", size: $0.1, lineHeight: $0.2, weight: $0.3)) })
    }()

    /// These tokens with the Material type scale added where the project names no style of the same name (the
    /// project's own styles win), when `devices` has an Android one; unchanged otherwise, so an iOS-only project's
    /// styles are exactly its tokens.
    package func addingMaterialTypeScale(for devices: some Sequence<DeviceSpec>) -> DesignTokens {
        guard devices.contains(where: { $0.platform == .android }) else { return self }
        var tokens = self
        tokens.typography.merge(DesignTokens.materialTypeScale) { own, _ in own }
        return tokens
    }
}
