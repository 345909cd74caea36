/// One element a screen reader visits: what it announces (role, name, value, states, hint) and where it is.
///
/// `frame` is in points, device coordinates, top-left origin: the frame of the node the element stands for
/// (for a merged control, the control's whole frame). `node` indexes `SceneLayout.nodes`.
public struct AccessibilityElement: Hashable, Sendable {
    /// 1-based position in the visit order.
    public var number: Int
    public var node: Int
    /// The resolved node's id (`save`, `root.children[2]`).
    public var nodeID: String
    /// True when the author gave the node an id (the snapshot shows it as `#id`).
    public var hasAuthoredID: Bool
    public var role: String
    /// The accessible name; empty for an image nobody labelled.
    public var name: String
    public var value: String?
    public var hint: String?
    public var errorMessage: String?
    public var states: [AccessibilityState]
    public var frame: Rect
    /// Reached by keyboard or switch focus: an interactive, enabled element (WCAG 2.2 §2.4.3).
    public var isFocusable: Bool
    /// The first text shown inside the element (its visible label), in visit order: what Label in Name
    /// (WCAG 2.2 §2.5.3) compares the name with. Empty when it shows no text.
    public var visibleLabel: String
}
