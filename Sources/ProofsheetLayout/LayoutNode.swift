/// One box in a layout tree: a stack, a scroll, a first-fit choice, a spacer or a measured leaf, plus the sizing
/// properties every box shares. Lengths are in points.
///
/// The tree knows nothing about what it draws: a leaf carries a `measureID` that the caller's
/// measure function understands (a text run, an image), and `id` lets the caller map frames in
/// ``LayoutResult`` back to its own nodes. Neither has to be unique for layout to work.
///
/// Invalid numbers never reach the arithmetic: NaN, infinite or negative `spacing`, `padding`,
/// `points`, `minLength`, `min…` and `flex` count as 0; a `max…` of `+infinity` means "no
/// maximum", NaN or negative counts as 0; any length above ``LayoutEngine/maximumLength`` is
/// capped to it. A `max…` below its `min…` is raised to the `min…` (min wins).
package struct LayoutNode: Hashable, Sendable {
    /// What the box does with its children.
    package enum Kind: Hashable, Sendable {
        /// Children top to bottom, `spacing` points apart, placed horizontally by `alignment`.
        case vstack(spacing: Double, alignment: HorizontalAlignment)
        /// Children from the leading edge, `spacing` points apart, placed vertically by `alignment`.
        case hstack(spacing: Double, alignment: VerticalAlignment)
        /// Children on top of each other (first child at the back), each placed by `alignment`.
        case zstack(alignment: Alignment)
        /// A vertical scroll view: children stack top to bottom with no spacing, stretched to the
        /// scroll's inner width, laid out with unbounded height; the frame clips them and the
        /// result records their extent as ``LayoutResult/Entry/contentSize``.
        case scroll
        /// Shows the first child whose ideal size fits the offer along `axes`, else the last child;
        /// the other children get zero-size frames and ``LayoutResult/Entry/chosenChild`` says which
        /// was shown (see ``LayoutEngine``, "First fit").
        case firstFit(axes: FitAxes)
        /// Flexible empty space along an h/v stack's axis, never shorter than `minLength`.
        /// Outside an h/v stack it is an empty box (its content size is zero).
        case spacer(minLength: Double)
        /// A box whose content size comes from the caller's measure function (text, image).
        /// Children of a leaf (or of a spacer) are ignored and get zero-size frames.
        case leaf(measureID: Int)
    }

    /// The caller's identifier, copied into ``LayoutResult/Entry/id``.
    package var id: Int
    package var kind: Kind
    package var sizing: BoxSizing
    package var children: [LayoutNode]

    package init(
        id: Int,
        kind: Kind,
        padding: Edges = .zero,
        width: LayoutLength = .auto,
        height: LayoutLength = .auto,
        minWidth: Double? = nil,
        minHeight: Double? = nil,
        maxWidth: Double? = nil,
        maxHeight: Double? = nil,
        flex: Double = 0,
        children: [LayoutNode] = []
    ) {
        self.init(id: id, kind: kind, sizing: BoxSizing(padding: padding, width: width, height: height, minWidth: minWidth,
                                                        minHeight: minHeight, maxWidth: maxWidth, maxHeight: maxHeight, flex: flex),
                  children: children)
    }

    package init(id: Int, kind: Kind, sizing: BoxSizing, children: [LayoutNode] = []) {
        self.id = id
        self.kind = kind
        self.sizing = sizing
        self.children = children
    }

    /// The number of nodes in this subtree, this node included.
    package var subtreeCount: Int {
        var count = 1
        for child in children { count += child.subtreeCount }
        return count
    }
}
