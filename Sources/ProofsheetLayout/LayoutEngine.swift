import ProofsheetRaster

/// Lays out a ``LayoutTree`` into absolute frames: a stack layout in the spirit of SwiftUI
/// (the parent proposes, the child answers, the parent places), with flexbox-style weights.
///
/// Units are points; origin is the viewport's top-left corner, y down. Frames are **not**
/// rounded to pixels (the renderer decides). The engine knows nothing of text: each leaf is
/// sized by the `measure` function the caller passes in, which receives the leaf's `measureID`
/// and the proposal inside the leaf's padding (`nil` = unbounded) and returns the size it wants.
/// The same tree, viewport and measure function always give the same frames, bit for bit.
/// Within one call sizes are memoized per (node, offer): `measure` runs at most once per leaf
/// and proposal, and deeply nested stacks do not re-size their subtrees exponentially.
///
/// ## Sizing a node for an offer
/// The root is offered the viewport and placed at (0, 0). For each axis a node's length is:
/// 1. *decided* by the parent (a flexible child's share, a stretched child's cross length), or
///    `points(x)`, or `fill` with a bounded offer (it takes the offer); all clamped to min/max;
/// 2. otherwise (`auto`, or `fill` with an unbounded offer) its content's length plus padding,
///    clamped to min/max.
/// The content is offered, per axis, the decided length, else the offer clamped to min/max,
/// else `max…` if set, else unbounded — minus padding, floored at 0. Clamping lets min win over max.
///
/// ## H-stacks and v-stacks (main axis = the stack's direction, cross = the other)
/// Children are classified along the main axis: *fixed* (`points`), *flexible* (`fill`, or
/// `flex > 0`, or a spacer; weight = `flex`, or 1 when `flex` is 0), *auto* (the rest).
/// With a bounded main offer `M` and `gaps = spacing × (count − 1)`:
/// 1. Fixed children are sized.
/// 2. Auto children are asked their ideal length (unbounded main offer). If the ideals fit in
///    `A = max(M − gaps − fixed − Σ flexible minimums, 0)` each keeps its ideal; otherwise, in
///    order of increasing ideal (ties by position), each is offered `left / childrenLeft` and
///    keeps its ideal if that fits in the share; `left` drops by what each takes.
/// 3. Flexible children share `M − gaps − fixed − auto` by weight with a zero basis, clamped to
///    their min/max (a spacer's min is `max(minLength, min…)`), re-sharing among the unclamped
///    ones until stable (CSS Flexbox §9.7); each is then offered its share exactly.
/// With an unbounded main offer there is nothing to share: every child takes its ideal length,
/// spacers their minimum. The stack's content is the sum of children plus gaps along the main
/// axis and the largest child across it.
///
/// Across the axis, children are offered the stack's cross offer; a child is *stretched* when
/// its cross length is `fill`, or `auto` under `.fill` alignment: it is offered the stack's
/// inner cross length exactly. When that inner length is only known after sizing (unbounded
/// cross offer, or a child larger than the offer), the children are sized once more with it.
/// Children are placed from the leading (top) inner edge, `spacing` apart, and across by the
/// alignment (`fill` = leading/top for children that could not stretch).
///
/// ## Z-stacks and scrolls
/// A z-stack offers every child its content offer (stretching like a stack in both axes under
/// `fill`), hugs the largest child and places each by its alignment. A scroll is a v-stack with
/// no spacing and `fill` alignment whose children get an unbounded height; it hugs them but never
/// answers more than it was offered, and its ``LayoutResult/Entry/contentSize`` records their
/// extent plus padding. Spacers outside h/v stacks are empty boxes. Leaves' children are ignored.
///
/// ## First fit
/// A first-fit node tries its children in order and shows the first whose *ideal* size fits its
/// content offer along its ``FitAxes``, and the last when none fits. The ideal size is the child's
/// answer to an offer that is unbounded along the tested axes and equal to the content offer along
/// the others; it fits when it is within the content offer plus ``tolerance`` on every tested axis
/// (an unbounded offer fits all).
/// The chosen child is then offered the content offer (exactly along an axis on which the first-fit
/// node's length is decided, unless the child's length there is `points`), placed at the inner
/// top-leading corner, and the node hugs it like a z-stack. The other children get zero-size frames
/// and ``LayoutResult/Entry/chosenChild`` records the choice.
///
/// ## Direction, overflow, invalid input
/// Layout runs left-to-right; a right-to-left layout is its exact mirror, `x' = W − x − w` with
/// `W` the viewport width (the root's width if the viewport is unbounded), which is the same as
/// running h-stacks from the right and swapping leading/trailing padding and alignment.
/// A node is ``LayoutResult/Entry/isOverflowing`` when its frame leaves its parent's frame (the
/// root: the viewport) by more than ``tolerance``; a scroll's children only horizontally.
/// Lengths that are NaN, infinite or negative count as 0 (see ``LayoutNode``), so no frame
/// is ever NaN or infinite.
package struct LayoutEngine: Sendable {
    /// Largest length the engine works with, in points; larger inputs are capped to it.
    package static let maximumLength: Double = 1_000_000_000
    /// Slack in points for "fits" and "overflows" comparisons, far below a pixel, so that
    /// floating-point rounding never wraps a text or flags an overflow.
    package static let tolerance: Double = 1e-6

    /// Which side is leading for the whole layout.
    package var direction: LayoutDirection

    package init(direction: LayoutDirection = .leftToRight) {
        self.direction = direction
    }

    /// Lays out `tree` in `viewport` (points; `nil` or infinite = unbounded), sizing leaves with
    /// `measure(measureID, proposal)`, which should return the leaf's content size in points.
    /// An empty tree gives an empty result.
    package func layout(
        _ tree: LayoutTree,
        in viewport: SizeProposal,
        measure: (_ measureID: Int, _ proposal: SizeProposal) -> Size
    ) -> LayoutResult {
        guard tree.count > 0 else { return LayoutResult(entries: [], direction: direction) }
        let viewportWidth = LayoutSanitizer.proposal(viewport.width)
        let viewportHeight = LayoutSanitizer.proposal(viewport.height)
        let (frames, contentSizes, chosenChildren) = withoutActuallyEscaping(measure) { measure in
            var pass = LayoutPass(tree: tree, measure: measure)
            pass.place(0, at: .zero, for: LayoutOffer(width: viewportWidth, height: viewportHeight))
            return (pass.frames, pass.contentSizes, pass.chosenChildren)
        }

        let viewportRect = Rect(x: 0, y: 0, width: viewportWidth ?? .infinity, height: viewportHeight ?? .infinity)
        let mirrorWidth = viewportWidth ?? frames[0].width
        var entries: [LayoutResult.Entry] = []
        entries.reserveCapacity(frames.count)
        for (index, frame) in frames.enumerated() {
            let parent = tree.nodes[index].parent
            let bounds = parent.map { frames[$0] } ?? viewportRect
            let isOverflowing = Self.overflows(frame, bounds, checkVertical: Self.checksVertical(under: parent.map { tree.nodes[$0].kind }))
            var placed = frame
            if direction == .rightToLeft {
                placed.origin.x = mirrorWidth - frame.minX - frame.width
            }
            entries.append(LayoutResult.Entry(
                id: tree.nodes[index].id, parentIndex: parent, frame: placed,
                contentSize: contentSizes[index], isOverflowing: isOverflowing, chosenChild: chosenChildren[index]))
        }
        return LayoutResult(entries: entries, direction: direction)
    }

    /// Whether a child of a node of this kind (`nil`: the root) overflows when it leaves the parent vertically:
    /// a scroll's children may be as tall as they like.
    private static func checksVertical(under parent: LayoutNode.Kind?) -> Bool {
        switch parent {
        case .scroll?: return false
        case .stack?, .zstack?, .firstFit?, .spacer?, .leaf?, nil: return true
        }
    }

    private static func overflows(_ frame: Rect, _ bounds: Rect, checkVertical: Bool) -> Bool {
        if frame.minX < bounds.minX - tolerance || frame.maxX > bounds.maxX + tolerance { return true }
        return checkVertical && (frame.minY < bounds.minY - tolerance || frame.maxY > bounds.maxY + tolerance)
    }
}
