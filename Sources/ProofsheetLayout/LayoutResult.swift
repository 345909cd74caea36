import ProofsheetRaster

/// The frames a layout produced, one entry per node of the tree in preorder (a node, then its
/// children's subtrees in order), so `entries[0]` is the root.
///
/// Frames are absolute, in points, origin at the viewport's top-left corner, y down. They are
/// not rounded: the renderer decides how points become pixels.
package struct LayoutResult: Hashable, Sendable {
    /// One laid-out node.
    package struct Entry: Hashable, Sendable {
        /// The node's ``LayoutNode/id``.
        package var id: Int
        /// Preorder index of the parent's entry; `nil` for the root.
        package var parentIndex: Int?
        /// Absolute frame in points.
        package var frame: Rect
        /// For a scroll: the size of everything it scrolls (children plus the scroll's padding);
        /// `nil` for other kinds. Compare with `frame.size` to see how much is clipped.
        package var contentSize: Size?
        /// The frame reaches outside the parent's frame (the viewport's, for the root) by more
        /// than ``LayoutEngine/tolerance``; a scroll's children are only checked horizontally.
        package var isOverflowing: Bool
        /// For a first-fit node: the position among its children of the one it shows; `nil` for
        /// other kinds and for a first-fit node without children.
        package var chosenChild: Int?

        package init(id: Int, parentIndex: Int?, frame: Rect, contentSize: Size?, isOverflowing: Bool, chosenChild: Int? = nil) {
            self.id = id
            self.parentIndex = parentIndex
            self.frame = frame
            self.contentSize = contentSize
            self.isOverflowing = isOverflowing
            self.chosenChild = chosenChild
        }
    }

    /// All nodes in preorder.
    package var entries: [Entry]
    /// The direction the layout ran in.
    package var direction: LayoutDirection

    package init(entries: [Entry], direction: LayoutDirection) {
        self.entries = entries
        self.direction = direction
    }

    /// The first entry in preorder whose node has this `id`.
    package func entry(id: Int) -> Entry? {
        entries.first { $0.id == id }
    }

    /// The frame of the first node in preorder with this `id`.
    package func frame(id: Int) -> Rect? {
        entry(id: id)?.frame
    }

    /// Whether any node overflows its parent (or the root the viewport).
    package var hasOverflow: Bool {
        entries.contains { $0.isOverflowing }
    }
}
