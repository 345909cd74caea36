import ProofsheetLayout
import ProofsheetProject
import ProofsheetScene
import ProofsheetSpec

/// The elements a screen reader visits in one cell, in the order it visits them, built from the resolved
/// semantics and the layout's frames (never from pixels or guesses). docs/audits.md, "Accessibility tree",
/// gives the rules with their sources; in short:
///
/// * **Order from geometry.** The elements of a reading unit (the screen, a modal, a `contain` group, a
///   container with an `a11y.sortPriority`) are ordered by their frames, whatever containers they sit in: rows
///   from top to bottom, within a row from the leading edge (`VisualOrder`). A unit inside is read whole where its
///   frame puts it. `a11y.sortPriority` then moves higher-priority items of a unit first.
/// * **Modal.** When a visible container is `a11y.modal`, only its subtree is read (the last one painted).
/// * **Merging.** Interactive nodes, nodes marked `mergesDescendants` (a text field with its label and message,
///   a badge, a progress bar), labelled containers and `a11y.group: "combine"` become one element whose name is
///   their label, or else their texts joined with ", ". On Android a `combine` does not swallow the controls in it.
/// * **Errors.** A node with `a11y.errorFor` is read with the field it names (its `error`), not on its own.
/// * **Headings.** A `header` element's level is `a11y.headingLevel`, else the rank of its text size among the
///   tree's default-level headings (the largest is level 1).
///
/// Hidden nodes, nodes with opacity 0 and decorative (hidden) icons are left out.
public struct AccessibilityTree: Sendable {
    package let elements: [AccessibilityElement]
    package let direction: LayoutDirection
    /// The device's platform: its screen reader's rules (VoiceOver or TalkBack).
    package let platform: Platform
    /// The modal container read alone, when there is one (index in `SceneLayout.nodes`).
    package let modal: Int?
    /// Elements whose `a11y.errorFor` names no element of the tree, with the id they name.
    package let unresolvedErrorLinks: [(element: AccessibilityElement, target: NodeID)]

    /// `usesPriority` false gives the visual order alone (what `readingOrder` and `focusOrder` compare with).
    public init(scene: SceneLayout, usesPriority: Bool = true) {
        let platform = scene.device.platform
        let builder = AccessibilityTreeBuilder(scene: scene, usesPriority: usesPriority, platform: platform)
        let modal = AccessibilityTree.modalRoot(in: scene)
        var elements: [AccessibilityElement]
        if let modal {
            let disabled = AccessibilityTree.ancestors(of: modal, in: scene).contains { scene.nodes[$0].semantics.isDisabled }
            var pieces: [AccessibilityTreeBuilder.Piece] = []
            builder.gather(modal, disabled: disabled, units: [], into: &pieces)
            elements = pieces.flatMap(\.elements)
        } else {
            elements = builder.read(unit: 0, disabled: false, units: [])
        }
        var unresolved: [(AccessibilityElement, NodeID)] = []
        elements = AccessibilityTree.linkErrors(elements, scene: scene, unresolved: &unresolved)
        elements = AccessibilityTree.levelHeadings(elements, scene: scene)
        for index in elements.indices { elements[index].number = index + 1 }
        self.elements = elements
        self.direction = scene.direction
        self.platform = platform
        self.modal = modal
        self.unresolvedErrorLinks = unresolved.map { link in (element: elements.first { $0.node == link.0.node } ?? link.0, target: link.1) }
    }

    /// The focusable elements in focus order (the visit order, as on iOS and Android).
    package var focusOrder: [AccessibilityElement] { elements.filter(\.isFocusable) }

    /// The last container in paint order marked `a11y.modal` that is shown (it and its ancestors not hidden).
    package static func modalRoot(in scene: SceneLayout) -> Int? {
        scene.nodes.indices.last { index in
            scene.nodes[index].semantics.isModal
                && ([index] + ancestors(of: index, in: scene)).allSatisfy { !scene.nodes[$0].semantics.isHidden && scene.nodes[$0].box.opacity > 0 }
        }
    }

    package static func ancestors(of index: Int, in scene: SceneLayout) -> [Int] {
        var result: [Int] = []
        var current = scene.parents[index]
        while let ancestor = current {
            result.append(ancestor)
            current = scene.parents[ancestor]
        }
        return result
    }
}
