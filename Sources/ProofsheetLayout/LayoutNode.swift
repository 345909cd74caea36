/// One box of a ``LayoutTree``: a stack, a z-stack, a scroll, a first-fit choice, a spacer or a measured leaf,
/// with the sizing every box shares, already sanitized (lengths in points), and its place in the tree.
///
/// The tree knows nothing about what it draws: a leaf carries a `measureID` that the caller's measure function
/// understands (a text run, an image), and `id` lets the caller map frames in ``LayoutResult`` back to its own
/// nodes. Neither has to be unique for layout to work.
///
/// Nodes are only made by ``LayoutTree``, which sanitizes what it is given: NaN, infinite or negative `spacing`,
/// `padding`, `points`, `minLength`, `min…` and `flex` count as 0; a `max…` of `+infinity` means "no maximum",
/// NaN or negative counts as 0; any length above ``LayoutEngine/maximumLength`` is capped to it. A `max…` below
/// its `min…` is raised to the `min…` (min wins).
package struct LayoutNode: Hashable, Sendable {
    /// What the box does with its children. Every `switch` over it is exhaustive, so a new kind is met by the
    /// compiler in each place that sizes, places or reports nodes.
    package enum Kind: Hashable, Sendable {
        /// Children along `axis` (top to bottom, or from the leading edge), `spacing` points apart, placed across
        /// the axis by `alignment`. Built by ``vstack(spacing:alignment:)`` and ``hstack(spacing:alignment:)``.
        case stack(axis: LayoutAxis, spacing: Double, alignment: CrossAlignment)
        /// Children on top of each other (first child at the back), each placed by the two alignments.
        /// Built by ``zstack(alignment:)``.
        case zstack(horizontal: CrossAlignment, vertical: CrossAlignment)
        /// A vertical scroll view: children stack top to bottom with no spacing, stretched to the scroll's inner
        /// width, laid out with unbounded height; the frame clips them and the result records their extent as
        /// ``LayoutResult/Entry/contentSize``.
        case scroll
        /// Shows the first child whose ideal size fits the offer along `axes`, else the last child; the other
        /// children get zero-size frames and ``LayoutResult/Entry/chosenChild`` says which was shown (see
        /// ``LayoutEngine``, "First fit").
        case firstFit(axes: FitAxes)
        /// Flexible empty space along an h/v stack's axis, never shorter than `minLength`. Outside an h/v stack it
        /// is an empty box (its content size is zero). Its children are ignored and get zero-size frames.
        case spacer(minLength: Double)
        /// A box whose content size comes from the caller's measure function (text, image). Its children are
        /// ignored and get zero-size frames.
        case leaf(measureID: Int)

        /// Children top to bottom, `spacing` points apart, placed horizontally by `alignment`.
        package static func vstack(spacing: Double, alignment: HorizontalAlignment) -> Kind {
            .stack(axis: .vertical, spacing: spacing, alignment: CrossAlignment(alignment))
        }

        /// Children from the leading edge, `spacing` points apart, placed vertically by `alignment`.
        package static func hstack(spacing: Double, alignment: VerticalAlignment) -> Kind {
            .stack(axis: .horizontal, spacing: spacing, alignment: CrossAlignment(alignment))
        }

        /// Children on top of each other, each placed by `alignment`.
        package static func zstack(alignment: Alignment) -> Kind {
            .zstack(horizontal: CrossAlignment(alignment.horizontal), vertical: CrossAlignment(alignment.vertical))
        }
    }

    /// The caller's identifier, copied into ``LayoutResult/Entry/id``.
    package let id: Int
    package let kind: Kind
    package let horizontal: AxisSizing
    package let vertical: AxisSizing
    /// Weight along the parent h/v stack's axis (see ``BoxSizing/flex``).
    package let flex: Double
    /// Preorder index of the parent; `nil` for the root.
    package let parent: Int?
    /// One past the preorder index of the last node of this node's subtree: its descendants are the nodes
    /// after it up to `subtreeEnd`, its first child (if any) the next node, each next sibling at the previous
    /// one's `subtreeEnd`.
    package internal(set) var subtreeEnd: Int
    /// How many children it has.
    package internal(set) var childCount: Int

    package init(id: Int, kind: Kind, horizontal: AxisSizing, vertical: AxisSizing, flex: Double, parent: Int?, subtreeEnd: Int,
         childCount: Int) {
        self.id = id
        self.kind = kind
        self.horizontal = horizontal
        self.vertical = vertical
        self.flex = flex
        self.parent = parent
        self.subtreeEnd = subtreeEnd
        self.childCount = childCount
    }

    package func sizing(_ axis: LayoutAxis) -> AxisSizing {
        axis == .horizontal ? horizontal : vertical
    }
}
