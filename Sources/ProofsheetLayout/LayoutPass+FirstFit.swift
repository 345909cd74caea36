import ProofsheetRaster

extension LayoutPass {
    /// A first-fit node (``LayoutEngine``, "First fit"). `decided` and `inner` are (width, height)
    /// in points: the node's decided lengths and the offer to its content, inside its padding.
    package mutating func arrangeFirstFit(
        _ node: Int, axes: FitAxes, decided: (Double?, Double?), inner: (Double?, Double?)
    ) -> Arrangement {
        let box = tree.nodes[node]
        var children: [ChildLayout] = []
        children.reserveCapacity(box.childCount)
        for index in tree.children(of: node) { children.append(ChildLayout(node: index)) }
        guard !children.isEmpty else {
            return Arrangement(size: Size(width: box.horizontal.length(decided: decided.0, content: 0),
                                          height: box.vertical.length(decided: decided.1, content: 0)),
                               content: .zero, children: children)
        }
        // The ideal size is the answer to an unbounded offer along the tested axes (the offer itself
        // along the others), so a row that would have to wrap or shrink to fit does not fit.
        let idealOffer = LayoutOffer(width: axes.testsWidth ? nil : inner.0, height: axes.testsHeight ? nil : inner.1)
        var chosen = children.count - 1
        for (j, child) in children.enumerated() {
            let ideal = size(of: child.node, for: idealOffer)
            if Self.fits(ideal.width, in: inner.0, tested: axes.testsWidth),
               Self.fits(ideal.height, in: inner.1, tested: axes.testsHeight) {
                chosen = j
                break
            }
        }
        // The chosen child stands in the first-fit node's place: it is offered the node's content
        // exactly along an axis the node's length is decided on, unless the child has its own points.
        let child = tree.nodes[children[chosen].node]
        let exactWidth = decided.0 != nil && !Self.isPoints(child.horizontal.rule)
        let exactHeight = decided.1 != nil && !Self.isPoints(child.vertical.rule)
        children[chosen].offer = LayoutOffer(width: inner.0, height: inner.1, isExactWidth: exactWidth, isExactHeight: exactHeight)
        children[chosen].size = size(of: children[chosen].node, for: children[chosen].offer)
        let content = children[chosen].size
        var arrangement = Arrangement(
            size: Size(width: box.horizontal.length(decided: decided.0, content: content.width),
                       height: box.vertical.length(decided: decided.1, content: content.height)),
            content: content, children: children)
        arrangement.chosen = chosen
        return arrangement
    }

    /// An ideal length fits an offer when the axis is not tested, the offer is unbounded, or it is
    /// within the offer plus ``LayoutEngine/tolerance``.
    private static func fits(_ length: Double, in offer: Double?, tested: Bool) -> Bool {
        guard tested, let offer else { return true }
        return length <= offer + LayoutEngine.tolerance
    }

    private static func isPoints(_ rule: AxisSizing.Rule) -> Bool {
        switch rule {
        case .points: return true
        case .auto, .fill: return false
        }
    }
}
