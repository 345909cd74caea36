/// How a container's children reach a screen reader (`a11y.group`, docs/audits.md "Accessibility tree").
///
/// * `combine`: one element whose name joins the children's texts in reading order, as SwiftUI's
///   `.accessibilityElement(children: .combine)` and Compose's `semantics(mergeDescendants = true)`.
/// * `contain`: the children stay separate elements but are read together, in their own order, before the
///   screen reader moves on, as SwiftUI's `.accessibilityElement(children: .contain)` /
///   UIKit's `shouldGroupAccessibilityChildren` and Compose's `isTraversalGroup = true`.
package enum AccessibilityGrouping: String, Hashable, Sendable, CaseIterable {
    case combine, contain
}
