import ProofsheetJSON
import ProofsheetText
import ProofsheetSpec

/// Which icons a cell can name and what each draws, by platform (docs/icons.md): iOS cells draw the built-in
/// vector icons; Android cells draw Material Icons glyphs, a built-in name through its `Icon.materialName` and
/// any other name as the font's ligature of that name.
package struct IconCatalog: Sendable {
    package let platform: Platform
    /// The Material Icons font; required for Android cells.
    package let material: MaterialIconFont?

    package init(platform: Platform, material: MaterialIconFont? = nil) {
        self.platform = platform
        self.material = material
    }

    /// The iOS look, which needs no font.
    package static let builtIn = IconCatalog(platform: .ios, material: nil)

    /// What `name` draws and whether it mirrors in right-to-left cells (built-in directional icons only).
    package func shape(named name: String) throws -> (shape: IconShape, isDirectional: Bool) {
        let icon = Icon(rawValue: name)
        switch platform {
        case .ios:
            guard let icon else {
                throw ResolveError.unknownIcon(name, nearest: Self.nearestNames(to: name, includingMaterial: false), platform: platform)
            }
            return (.vector(icon), icon.isDirectional)
        case .android:
            guard let material else { throw FontError.systemFontMissing(path: MaterialIconFont.file.path, package: MaterialIconFont.file.package) }
            guard let outline = material.outline(named: icon?.materialName ?? name) else {
                throw ResolveError.unknownIcon(name, nearest: Self.nearestNames(to: name), platform: platform)
            }
            return (.glyph(outline), icon?.isDirectional ?? false)
        }
    }

    /// Whether `name` is an icon some platform draws: a built-in name, or a ligature of the Material Icons font.
    package static func isKnown(_ name: String) -> Bool {
        if Icon(rawValue: name) != nil { return true }
        guard case .success(let font) = MaterialIconFont.shared else { return false }
        return font.glyph(named: name) != nil
    }

    /// Up to three names closest to `name` (optimal string alignment distance, `SpellingSuggestion`) among the
    /// built-in names and, unless `includingMaterial` is false (iOS cells), their Material names; closest first,
    /// ties in `Icon.allCases` order.
    package static func nearestNames(to name: String, includingMaterial: Bool = true, count: Int = 3) -> [String] {
        var candidates: [String] = []
        for icon in Icon.allCases {
            for candidate in [icon.rawValue] + (includingMaterial ? [icon.materialName] : []) where !candidates.contains(candidate) {
                candidates.append(candidate)
            }
        }
        let word = Array(name.unicodeScalars)
        let ranked = candidates.enumerated().map { (index: $0.offset, name: $0.element, distance: SpellingSuggestion.distance(word, Array($0.element.unicodeScalars))) }
        return ranked.sorted { ($0.distance, $0.index) < ($1.distance, $1.index) }.prefix(count).map(\.name)
    }
}
