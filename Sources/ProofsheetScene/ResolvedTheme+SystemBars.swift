import ProofsheetProject
import ProofsheetSpec

extension ResolvedTheme {
    /// The font family the system bars draw their text in: the family of the project's default text style, the one a
    /// text node without `style` takes (`body`, docs/spec.md), read from the typography tokens like any text's style
    /// and matched to faces by `FontFamilyTable.match` (CSS Fonts 4 §5.2) like any text. On Android, a project without
    /// its own `body` gets Material's default, `bodyLarge` (Compose's `LocalTextStyle` default; the built-in type
    /// scale, `DesignTokens.materialTypeScale`, always has it).
    ///
    /// Throws `ResolveError.systemBarStyle` when the project has no such style: the bar is not drawn in a guessed face.
    package func systemBarFamily(platform: Platform) throws -> String {
        let names: [TextStyleName]
        switch platform {
        case .ios: names = ["body"]
        case .android: names = ["body", "bodyLarge"]
        }
        guard let token = names.lazy.compactMap({ self.typography[$0.name] }).first else {
            throw ResolveError.systemBarStyle(names)
        }
        return token.family
    }
}
