import ProofsheetRaster
import ProofsheetText
import ProofsheetProject

/// What to draw for one cell, in points (device coordinates, top-left origin), back to front.
///
/// The seam between layout and pixels, and what the audits read: text items keep their node, layout
/// and colour; every item keeps the clip its ancestors impose; `nodes` records, for every node, the opacity and
/// clips the painter applied to it, so no audit re-derives them from the tree.
public struct DisplayList: Sendable {
    package var items: [DisplayItem] = []
    /// Indexed like `SceneLayout.nodes`: what the painter applied to each node, painted or not.
    package var nodes: [PaintedNode] = []
    /// The canvas colour under everything.
    public var background: Color

    public init(background: Color) {
        self.background = background
    }
}

/// A rounded rectangle that clips what is drawn inside it (points).
package struct ClipShape: Hashable, Sendable {
    package var rect: Rect
    package var radius: Double
    /// The node whose frame this is; nil for a clip of no scene node (a store composition's screen).
    package var node: NodeIndex?

    package init(rect: Rect, radius: Double, node: NodeIndex? = nil) {
        self.rect = rect
        self.radius = radius
        self.node = node
    }
}

/// One drawing operation.
package struct DisplayItem: Sendable {
    package enum Content: Sendable {
        /// A rounded rectangle filled with a colour or gradient.
        case shape(rect: Rect, radius: Double, fill: Fill)
        /// A border: the ring between the rounded rect and the same rect inset by `width`.
        case border(rect: Rect, radius: Double, width: Double, color: Color)
        /// Text laid out at `origin` (the layout's top-left).
        case text(layout: TextLayout, origin: Point, color: Color)
        /// A vector path (an icon) in points.
        case path(Path, rule: FillRule, color: Color)
        /// An image scaled into `rect` (fill crops, fit letterboxes).
        case image(Pixmap, rect: Rect, contentMode: ContentMode)
    }

    package var content: Content
    /// Multiplied into the paint: the product of the node's and its ancestors' opacity.
    package var opacity: Double
    /// The clips of every clipping ancestor (all apply).
    package var clips: [ClipShape]
    /// The scene node that produced this item; nil for an item of no scene (a store composition, the legend).
    package var node: NodeIndex?

    package init(content: Content, opacity: Double, clips: [ClipShape], node: NodeIndex? = nil) {
        self.content = content
        self.opacity = opacity
        self.clips = clips
        self.node = node
    }
}
