import ProofsheetRaster
import ProofsheetProject
import ProofsheetSpec

/// One element a screen reader visits: what it announces (role, name, value, states, hint) and where it is.
///
/// `frame` is in points, device coordinates, top-left origin: the frame of the node the element stands for
/// (for a merged control, the control's whole frame). `node` indexes `SceneLayout.nodes`.
package struct AccessibilityElement: Hashable, Sendable {
    /// 1-based position in the visit order.
    package var number: Int
    package var node: Int
    /// The resolved node's id (`save`, `root.children[2]`).
    package var nodeID: NodeID
    /// True when the author gave the node an id (the snapshot shows it as `#id`).
    package var hasAuthoredID: Bool
    package var role: AccessibilityRole
    /// The accessible name; empty for an image nobody labelled.
    package var name: String
    package var value: String?
    package var hint: String?
    package var errorMessage: String?
    package var states: [AccessibilityState]
    package var frame: Rect
    /// Reached by keyboard or switch focus: an interactive, enabled element (WCAG 2.2 §2.4.3).
    package var isFocusable: Bool
    /// The first text shown inside the element (its visible label), in visit order: what Label in Name
    /// (WCAG 2.2 §2.5.3) compares the name with. Empty when it shows no text.
    package var visibleLabel: String
    /// The reading units the element is read inside, outermost first: `modal #sheet`, `group #col-a`.
    package var units: [String] = []
    /// For the `header` role: its level, 1 to 6 (`a11y.headingLevel`, else from its text size); nil when neither
    /// gives one (a heading with no text).
    package var headingLevel: Int?
    /// The node whose text is this element's `errorMessage` through `a11y.errorFor`; nil for a control's own error.
    package var linkedErrorNode: Int?
    /// A radio button's place in its group, written `2 of 3` after the name; nil outside a set of options.
    package var setPosition: SetPosition?
}
