import ProofsheetRaster

/// Which node's growth pushed a clipped text out of its container: the label above a value in a fixed-height
/// card that wrapped to more lines than one, so the value below it no longer fits.
///
/// Read from the cell's own layout (frames and text lines in points, device coordinates): a candidate is a
/// text inside the container, neither the cut text nor one of its ancestors or descendants, that ends above
/// the cut text's top and is laid out on more than one line. Its growth is the height of its lines past the
/// first. The candidate that grew most is the cause (ties: the first in preorder). WCAG 2.2 §1.4.4 asks text
/// to survive 200 % without loss; naming the node that grew tells the author which one to give room.
package enum ClipCause {
    /// The node that pushed text `index` out of `container`, its line count and growth in points.
    package static func pusher(of index: Int, in container: Int, _ s: AuditScene) -> (node: Int, lines: Int, growth: Double)? {
        let top = s.scene.frames[index].minY
        var best: (node: Int, lines: Int, growth: Double)?
        for candidate in s.nodes.indices where candidate != index && s.isAncestor(container, of: candidate) {
            guard !s.isAncestor(candidate, of: index), !s.isAncestor(index, of: candidate),
                  let layout = s.scene.texts[candidate], layout.lines.count > 1,
                  s.scene.frames[candidate].maxY <= top + TextFitCheck.tolerance else { continue }
            let growth = Double(layout.lines.count - 1) * layout.style.effectiveLineHeight
            if growth > (best?.growth ?? 0) { best = (candidate, layout.lines.count, growth) }
        }
        return best
    }

    /// The nearest ancestor of `index` whose clip (as the painter applied it) does not hold `drawn` (points): where the
    /// text is cut.
    package static func clippingAncestor(of index: Int, drawn: Rect, _ s: AuditScene) -> Int? {
        for clip in s.painted[index].clips.reversed() {
            if let clipper = clip.node, case .scroll = s.nodes[clipper].kind { return nil }
            let frame = clip.rect
            if drawn.minX < frame.minX - TextFitCheck.tolerance || drawn.maxX > frame.maxX + TextFitCheck.tolerance
                || drawn.minY < frame.minY - TextFitCheck.tolerance || drawn.maxY > frame.maxY + TextFitCheck.tolerance {
                return clip.node
            }
        }
        return nil
    }
}
