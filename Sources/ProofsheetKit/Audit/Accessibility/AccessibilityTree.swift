/// The elements a screen reader visits in one cell, in the order it visits them, built from the resolved
/// semantics and the layout's frames (never from pixels or guesses).
///
/// Order: within each container, children are visited in rows from top to bottom and, within a row, from
/// the leading edge (left in English, right in Arabic); then `a11y.sortPriority` moves higher-priority
/// children first, keeping that order among equals (as iOS's `accessibilitySortPriority`). Hidden nodes,
/// nodes with opacity 0 and decorative (hidden) icons are left out. Interactive nodes and nodes marked
/// `mergesDescendants` (a text field with its label and message, a badge, a progress bar) become one element
/// whose name is their label, or else their texts joined with ", " — as the platforms merge a control's parts.
public struct AccessibilityTree: Sendable {
    let elements: [AccessibilityElement]
    let direction: LayoutDirection

    /// `usesPriority` false gives the visual order alone (what `readingOrder` and `focusOrder` compare with).
    public init(scene: SceneLayout, usesPriority: Bool = true) {
        let builder = AccessibilityTreeBuilder(scene: scene, usesPriority: usesPriority)
        var elements = builder.visit(0, disabled: false)
        for index in elements.indices { elements[index].number = index + 1 }
        self.elements = elements
        self.direction = scene.direction
    }

    /// The focusable elements in focus order (the visit order, as on iOS and Android).
    var focusOrder: [AccessibilityElement] { elements.filter(\.isFocusable) }
}
