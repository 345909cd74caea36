import ProofsheetLayout
import ProofsheetSpec

/// A `badge` on an Android device: Material 3's large badge (m3.material.io "Badges: specs";
/// docs/platform-controls.md), in the tone's roles as on iOS (Material draws badges in error colours only; the
/// tone is the badge's meaning here, so it keeps its colours).
extension BadgeNode {
    /// 16 dp high, a full corner radius, 4 dp side padding, Label Small text, a 12 dp icon 2 dp from it.
    package static let materialMetrics = ControlMetrics(minHeight: 16, padding: Edges(top: 0, leading: 4, bottom: 0, trailing: 4), cornerRadius: 8,
                                                spacing: 2, iconSize: 12)

    package func materialRequirements(of node: SpecNode) -> [TokenNeed] { requirements(of: node, on: .android) }
}
