import ProofsheetRaster

/// One run of the layout algorithm documented on ``LayoutEngine``: sizes nodes (`arrange`) and
/// places them (`place`), in left-to-right logical coordinates, points, origin top-left.
///
/// `arrange` is a pure function of (node, offer); `place` calls it again with the very offer the
/// parent used while sizing, so placed frames equal measured sizes bit for bit. Sizes are
/// memoized per (node, offer): nested stacks re-size their subtrees for several offers (ideal,
/// share, stretched), which without the memo costs about 2^depth measure calls.
package struct LayoutPass {
    package let tree: LayoutTree
    package let measure: (Int, SizeProposal) -> Size
    package var frames: [Rect]
    package var contentSizes: [Size?]
    /// For first-fit nodes: the position of the child shown.
    package var chosenChildren: [Int?]
    private var sizes: NodeMemo<LayoutOffer>
    /// The measure function's answers, so it runs once per leaf and proposal.
    private var measured: NodeMemo<SizeProposal>

    package init(tree: LayoutTree, measure: @escaping (Int, SizeProposal) -> Size) {
        self.tree = tree
        self.measure = measure
        frames = Array(repeating: .zero, count: tree.count)
        contentSizes = Array(repeating: nil, count: tree.count)
        chosenChildren = Array(repeating: nil, count: tree.count)
        sizes = NodeMemo(nodeCount: tree.count)
        measured = NodeMemo(nodeCount: tree.count)
    }

    /// A node's size and, for containers, its children's sizes and the offers that produced them.
    package struct Arrangement {
        package var size: Size
        /// Extent of the children (stacks: lengths plus spacing; leaves: the measured size).
        package var content: Size
        /// One per child of a container, in order; empty for leaves and spacers.
        package var children: [ChildLayout] = []
        /// First fit: the position of the child shown.
        package var chosen: Int?
    }

    /// How a container sized one child.
    package struct ChildLayout {
        /// The child's preorder index in the tree.
        package var node: Int
        package var size = Size.zero
        package var offer = LayoutOffer.placeholder
        /// Stack scratch: how the child shares the main axis, and its cross offer.
        package var role = StackRole.fixed
        package var cross: Double?
        package var isExactCross = false

        package init(node: Int) {
            self.node = node
        }
    }

    package enum StackRole {
        case fixed
        case auto
        case flexible(weight: Double, minimum: Double, maximum: Double)
    }

    // MARK: Sizing

    /// The size `node` answers to `offer`.
    package mutating func size(of node: Int, for offer: LayoutOffer) -> Size {
        let box = tree.nodes[node]
        if let width = box.horizontal.decidedLength(offer: offer.width, isExact: offer.isExactWidth),
           let height = box.vertical.decidedLength(offer: offer.height, isExact: offer.isExactHeight) {
            return Size(width: width, height: height)
        }
        if let size = sizes.size(of: node, for: offer) { return size }
        let size = arrange(node, for: offer).size
        sizes.remember(size, of: node, for: offer)
        return size
    }

    package mutating func arrange(_ node: Int, for offer: LayoutOffer) -> Arrangement {
        let box = tree.nodes[node]
        let decidedWidth = box.horizontal.decidedLength(offer: offer.width, isExact: offer.isExactWidth)
        let decidedHeight = box.vertical.decidedLength(offer: offer.height, isExact: offer.isExactHeight)
        let innerWidth = box.horizontal.contentOffer(decided: decidedWidth, offer: offer.width)
        let innerHeight = box.vertical.contentOffer(decided: decidedHeight, offer: offer.height)

        switch box.kind {
        case .leaf(let measureID):
            let proposal = SizeProposal(width: innerWidth, height: innerHeight)
            let content: Size
            if let size = measured.size(of: node, for: proposal) {
                content = size
            } else {
                content = LayoutSanitizer.size(measure(measureID, proposal))
                measured.remember(content, of: node, for: proposal)
            }
            return Arrangement(
                size: Size(
                    width: box.horizontal.length(decided: decidedWidth, content: content.width),
                    height: box.vertical.length(decided: decidedHeight, content: content.height)),
                content: content)
        case .spacer:
            return Arrangement(
                size: Size(
                    width: box.horizontal.length(decided: decidedWidth, content: 0),
                    height: box.vertical.length(decided: decidedHeight, content: 0)),
                content: .zero)
        case .stack(let axis, let spacing, let alignment):
            let decided = axis == .horizontal ? (decidedWidth, decidedHeight) : (decidedHeight, decidedWidth)
            let inner = axis == .horizontal ? (innerWidth, innerHeight) : (innerHeight, innerWidth)
            return arrangeStack(node, axis: axis, spacing: spacing, alignment: alignment,
                                decided: decided, inner: inner, isScroll: false)
        case .scroll:
            return arrangeStack(node, axis: .vertical, spacing: 0, alignment: .fill,
                                decided: (decidedHeight, decidedWidth), inner: (innerHeight, innerWidth), isScroll: true)
        case .firstFit(let axes):
            return arrangeFirstFit(node, axes: axes, decided: (decidedWidth, decidedHeight), inner: (innerWidth, innerHeight))
        case .zstack(let horizontal, let vertical):
            return arrangeZStack(node, alignment: (horizontal, vertical),
                                 decided: (decidedWidth, decidedHeight), inner: (innerWidth, innerHeight))
        }
    }

    /// An h/v stack or a scroll. `decided` and `inner` are (main, cross) along `axis`.
    private mutating func arrangeStack(
        _ node: Int, axis: LayoutAxis, spacing: Double, alignment: CrossAlignment,
        decided: (main: Double?, cross: Double?), inner: (main: Double?, cross: Double?), isScroll: Bool
    ) -> Arrangement {
        let box = tree.nodes[node]
        let mainSizing = box.sizing(axis), crossSizing = box.sizing(axis.other)
        let mainOffer = isScroll ? nil : inner.main
        var plan = distribute(node, axis: axis, spacing: spacing, alignment: alignment,
                              main: mainOffer, cross: inner.cross, stretch: inner.cross)
        // A scroll hugs its children but never asks for more than it was offered.
        let crossContent = isScroll ? min(plan.cross, inner.cross ?? .infinity) : plan.cross
        let crossLength = crossSizing.length(decided: decided.cross, content: crossContent)
        let innerCross = max(crossLength - crossSizing.padding, 0)
        if plan.hasStretched && innerCross != inner.cross {
            plan = distribute(node, axis: axis, spacing: spacing, alignment: alignment,
                              main: mainOffer, cross: inner.cross, stretch: innerCross)
        }
        let mainContent = isScroll ? min(plan.main, inner.main ?? .infinity) : plan.main
        let mainLength = mainSizing.length(decided: decided.main, content: mainContent)
        return Arrangement(
            size: Size(axis, main: mainLength, cross: crossLength),
            content: Size(axis, main: plan.main, cross: plan.cross),
            children: plan.children)
    }

    private struct StackPlan {
        var children: [ChildLayout] = []
        var main = 0.0
        var cross = 0.0
        var hasStretched = false
    }

    /// How a child of an h/v stack shares the stack's main axis (``LayoutEngine``, "H-stacks and v-stacks"):
    /// a spacer is flexible with its `minLength` as a floor, `points` is fixed, `fill` or a positive `flex` is
    /// flexible, anything else sizes itself.
    private func role(of child: LayoutNode, along axis: LayoutAxis) -> StackRole {
        let along = child.sizing(axis)
        let weight = child.flex > 0 ? child.flex : 1
        switch child.kind {
        case .spacer(let minLength):
            let low = max(minLength, along.minimum)
            return .flexible(weight: weight, minimum: low, maximum: max(along.maximum, low))
        case .stack, .zstack, .scroll, .firstFit, .leaf:
            switch along.rule {
            case .points: return .fixed
            case .fill: return .flexible(weight: weight, minimum: along.minimum, maximum: along.maximum)
            case .auto: return child.flex > 0 ? .flexible(weight: weight, minimum: along.minimum, maximum: along.maximum) : .auto
            }
        }
    }

    /// Sizes a stack's children along `axis` for a content offer of `main` × `cross`; children
    /// stretched across the axis are offered `stretch` exactly (or, when it is `nil`, unbounded).
    private mutating func distribute(
        _ node: Int, axis: LayoutAxis, spacing: Double, alignment: CrossAlignment,
        main: Double?, cross: Double?, stretch: Double?
    ) -> StackPlan {
        var plan = StackPlan()
        plan.children.reserveCapacity(tree.nodes[node].childCount)
        var flexibleCount = 0
        for index in tree.children(of: node) {
            let box = tree.nodes[index]
            let across = box.sizing(axis.other)
            var child = ChildLayout(node: index)
            let isStretched = across.rule == .fill || (across.rule == .auto && alignment == .fill)
            plan.hasStretched = plan.hasStretched || isStretched
            child.cross = isStretched ? stretch : cross
            child.isExactCross = isStretched
            child.role = role(of: box, along: axis)
            if case .flexible = child.role { flexibleCount += 1 }
            plan.children.append(child)
        }
        let count = plan.children.count
        guard count > 0 else { return StackPlan() }
        let gaps = spacing * Double(count - 1)

        func offer(_ j: Int, main: Double?, isExact: Bool) -> Double {
            let child = plan.children[j]
            let offer = LayoutOffer(axis, main: main, isExactMain: isExact, cross: child.cross, isExactCross: child.isExactCross)
            let size = size(of: child.node, for: offer)
            plan.children[j].offer = offer
            plan.children[j].size = size
            return size.length(along: axis)
        }

        if let main {
            // Fixed children first; auto children by fair share of what is left after the
            // flexible children's minimums; flexible children share the rest by weight.
            var fixedSum = 0.0, flexibleMinimums = 0.0, autoSum = 0.0
            for j in 0..<count {
                switch plan.children[j].role {
                case .fixed: fixedSum += offer(j, main: main, isExact: false)
                case .auto: autoSum += offer(j, main: nil, isExact: false)
                case .flexible(_, let minimum, _): flexibleMinimums += minimum
                }
            }
            let available = max(main - gaps - fixedSum - flexibleMinimums, 0)
            if autoSum > available + LayoutEngine.tolerance {
                var autos: [Int] = []
                for j in 0..<count {
                    if case .auto = plan.children[j].role { autos.append(j) }
                }
                autos.sort { a, b in
                    let la = plan.children[a].size.length(along: axis), lb = plan.children[b].size.length(along: axis)
                    return la != lb ? la < lb : a < b
                }
                var left = available
                autoSum = 0
                for (position, j) in autos.enumerated() {
                    let share = left / Double(autos.count - position)
                    var length = plan.children[j].size.length(along: axis)
                    if length > share + LayoutEngine.tolerance {
                        length = offer(j, main: share, isExact: false)
                    }
                    left = max(left - length, 0)
                    autoSum += length
                }
            }
            if flexibleCount > 0 {
                var items: [FlexibleItem] = []
                items.reserveCapacity(flexibleCount)
                for child in plan.children {
                    if case .flexible(let weight, let minimum, let maximum) = child.role {
                        items.append(FlexibleItem(weight: weight, minimum: minimum, maximum: maximum))
                    }
                }
                resolveFlexibleLengths(space: main - gaps - fixedSum - autoSum, items: &items)
                var k = 0
                for j in 0..<count {
                    if case .flexible = plan.children[j].role {
                        _ = offer(j, main: items[k].length, isExact: true)
                        k += 1
                    }
                }
            }
        } else {
            // Unbounded main axis: no free space to share; everyone takes its ideal length,
            // spacers their minimum.
            for j in 0..<count {
                switch (tree.nodes[plan.children[j].node].kind, plan.children[j].role) {
                case (.spacer, .flexible(_, let minimum, _)):
                    _ = offer(j, main: minimum, isExact: true)
                case (.spacer, .fixed), (.spacer, .auto), (.stack, _), (.zstack, _), (.scroll, _), (.firstFit, _), (.leaf, _):
                    _ = offer(j, main: nil, isExact: false)
                }
            }
        }

        var total = gaps, widest = 0.0
        for child in plan.children {
            total += child.size.length(along: axis)
            widest = max(widest, child.size.length(along: axis.other))
        }
        plan.main = total
        plan.cross = widest
        return plan
    }

    /// A z-stack. `decided` and `inner` are (width, height).
    private mutating func arrangeZStack(
        _ node: Int, alignment: (CrossAlignment, CrossAlignment),
        decided: (Double?, Double?), inner: (Double?, Double?)
    ) -> Arrangement {
        let box = tree.nodes[node]
        var children: [ChildLayout] = []
        children.reserveCapacity(box.childCount)
        var stretchesWidth = false, stretchesHeight = false
        for index in tree.children(of: node) {
            let child = tree.nodes[index]
            let width = child.horizontal.rule == .fill || (child.horizontal.rule == .auto && alignment.0 == .fill)
            let height = child.vertical.rule == .fill || (child.vertical.rule == .auto && alignment.1 == .fill)
            stretchesWidth = stretchesWidth || width
            stretchesHeight = stretchesHeight || height
            var layout = ChildLayout(node: index)
            layout.offer = LayoutOffer(width: inner.0, height: inner.1, isExactWidth: width, isExactHeight: height)
            layout.size = size(of: index, for: layout.offer)
            children.append(layout)
        }
        var content = Self.union(children)
        let width = box.horizontal.length(decided: decided.0, content: content.width)
        let height = box.vertical.length(decided: decided.1, content: content.height)
        let innerWidth = max(width - box.horizontal.padding, 0)
        let innerHeight = max(height - box.vertical.padding, 0)
        if (stretchesWidth && innerWidth != inner.0) || (stretchesHeight && innerHeight != inner.1) {
            for j in children.indices {
                let old = children[j].offer
                children[j].offer = LayoutOffer(
                    width: old.isExactWidth ? innerWidth : inner.0, height: old.isExactHeight ? innerHeight : inner.1,
                    isExactWidth: old.isExactWidth, isExactHeight: old.isExactHeight)
                children[j].size = size(of: children[j].node, for: children[j].offer)
            }
            content = Self.union(children)
        }
        return Arrangement(size: Size(width: width, height: height), content: content, children: children)
    }

    private static func union(_ children: [ChildLayout]) -> Size {
        var result = Size.zero
        for child in children {
            result.width = max(result.width, child.size.width)
            result.height = max(result.height, child.size.height)
        }
        return result
    }

    // MARK: Placing

    /// Gives `node` the frame at `origin` with the size it answers to `offer`, then places its
    /// children inside the frame minus padding.
    package mutating func place(_ node: Int, at origin: Point, for offer: LayoutOffer) {
        let box = tree.nodes[node]
        let arrangement = arrange(node, for: offer)
        frames[node] = Rect(origin: origin, size: arrangement.size)
        let inner = Rect(
            x: origin.x + box.horizontal.paddingStart,
            y: origin.y + box.vertical.paddingStart,
            width: max(arrangement.size.width - box.horizontal.padding, 0),
            height: max(arrangement.size.height - box.vertical.padding, 0))

        switch box.kind {
        case .stack(let axis, let spacing, let alignment):
            placeStack(arrangement, in: inner, axis: axis, spacing: spacing, alignment: alignment)
        case .scroll:
            placeStack(arrangement, in: inner, axis: .vertical, spacing: 0, alignment: .fill)
            contentSizes[node] = Size(
                width: arrangement.content.width + box.horizontal.padding,
                height: arrangement.content.height + box.vertical.padding)
        case .zstack(let horizontal, let vertical):
            for child in arrangement.children {
                let at = Point(
                    x: inner.minX + horizontal.offset(child: child.size.width, in: inner.width),
                    y: inner.minY + vertical.offset(child: child.size.height, in: inner.height))
                place(child.node, at: at, for: child.offer)
            }
        case .firstFit:
            chosenChildren[node] = arrangement.chosen
            for (j, child) in arrangement.children.enumerated() {
                if j == arrangement.chosen {
                    place(child.node, at: inner.origin, for: child.offer)
                } else {
                    placeIgnored(child.node, at: inner.origin)
                }
            }
        case .leaf, .spacer:
            for child in tree.children(of: node) { placeIgnored(child, at: inner.origin) }
        }
    }

    private mutating func placeStack(
        _ arrangement: Arrangement, in inner: Rect, axis: LayoutAxis, spacing: Double, alignment: CrossAlignment
    ) {
        var cursor = axis == .horizontal ? inner.minX : inner.minY
        let crossStart = axis == .horizontal ? inner.minY : inner.minX
        let crossLength = inner.size.length(along: axis.other)
        for child in arrangement.children {
            let size = child.size
            let crossPosition = crossStart + alignment.offset(child: size.length(along: axis.other), in: crossLength)
            let at = axis == .horizontal ? Point(x: cursor, y: crossPosition) : Point(x: crossPosition, y: cursor)
            place(child.node, at: at, for: child.offer)
            cursor += size.length(along: axis) + spacing
        }
    }

    /// Children of leaves and spacers, and the candidates a first fit did not choose: zero-size frames at the parent's inner origin.
    private mutating func placeIgnored(_ node: Int, at origin: Point) {
        frames[node] = Rect(origin: origin, size: .zero)
        for child in tree.children(of: node) { placeIgnored(child, at: origin) }
    }
}
