import ProofsheetLayout
import ProofsheetSpec

/// A `searchField` on an Android device: Material 3's search bar (m3.material.io "Search: specs";
/// docs/platform-controls.md), drawn by the same build as iOS with `SearchFieldLook.material`.
extension SearchFieldNode {
    /// A 56 dp bar with full corners (28 dp), 16 dp side padding, 24 dp icons, 16 dp from the icon to the
    /// `bodyLarge` text; the trailing clear icon and the leading back arrow in 48 dp targets.
    package static let materialMetrics = ControlMetrics(minHeight: 56, padding: Edges(top: 0, leading: 16, bottom: 0, trailing: 16), cornerRadius: 28,
                                                spacing: 16, iconSize: 24)

    package func materialRequirements(of node: SpecNode) -> [TokenNeed] {
        // The bar (surfaceContainerHigh: `fieldBackground`), the placeholder and clear icon (onSurfaceVariant:
        // `textSecondary`), the magnifier, back arrow and text (onSurface: `textPrimary`).
        // Disabled draws every ink in `disabledText` (`ControlKind.disabledRoles`).
        let inks: [ColorRole] = node.state == .disabled ? [] : ["textSecondary", "textPrimary"]
        let roles: [ColorRole] = (node.box.background == nil ? ["fieldBackground"] : []) + inks
        return roles.map(TokenNeed.color) + [.style("bodyLarge")]
    }
}
