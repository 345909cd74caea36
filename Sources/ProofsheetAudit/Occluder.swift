import ProofsheetRaster
import ProofsheetProject
import ProofsheetScene

/// An opaque shape the painter drew after a text, over part of its lines: a floating button, a snackbar, any later
/// sibling of a `zstack` (points, device coordinates, top-left origin).
///
/// Read from the display list (`DisplayList.items` in paint order): a `.shape` item whose fill is opaque (a solid
/// colour or every gradient stop at alpha 255), painted at opacity 1, by a node that is not an ancestor of the text.
/// Its area is the rounded rectangle of the item, within the rectangles of the clips it was painted under.
package struct Occluder: Sendable {
    /// Index in `SceneLayout.nodes` of the node whose item covers the text.
    package let node: Int
    /// The rounded rectangle drawn.
    package let rect: Rect
    package let radius: Double
    /// The item's clips intersected (their rectangles; a clip's rounded corners are left out).
    package let clip: Rect
    /// The fill colour (the first stop of a gradient), for messages.
    package let color: Color

    /// Depth (points) an overlap must reach before it counts: sub-pixel rounding of layout is not occlusion.
    package static let tolerance = 0.5

    /// Whether the point lies inside the drawn shape grown by `margin` points (its anti-aliased edge).
    package func contains(x: Double, y: Double, margin: Double = 0) -> Bool {
        guard x >= clip.minX - margin, x < clip.maxX + margin, y >= clip.minY - margin, y < clip.maxY + margin else { return false }
        return distance(from: Rect(x: x, y: y, width: 0, height: 0)) <= radius + margin
    }

    /// Whether some point with x in `xs` and y in `ys` can lie inside the shape grown by `margin` (`contains`): false
    /// only when all of them miss its clip, tested with the very comparisons `contains` makes, so a false answer
    /// means `contains` is false at every such point.
    package func mayContain(xs: ClosedRange<Double>, ys: ClosedRange<Double>, margin: Double = 0) -> Bool {
        xs.upperBound >= clip.minX - margin && xs.lowerBound < clip.maxX + margin
            && ys.upperBound >= clip.minY - margin && ys.lowerBound < clip.maxY + margin
    }

    /// The part of `box` this shape hides (its bounding rectangle), or nil when it reaches less than `tolerance`
    /// into it.
    package func hidden(_ box: Rect) -> Rect? {
        let overlap = box.intersection(rect).intersection(clip)
        guard overlap.width > Occluder.tolerance, overlap.height > Occluder.tolerance,
              distance(from: overlap) < radius - Occluder.tolerance || distance(from: overlap) == 0 else { return nil }
        return overlap
    }

    /// Whether every point of `box` lies inside the shape.
    package func hidesWholly(_ box: Rect) -> Bool {
        [(box.minX, box.minY), (box.maxX, box.minY), (box.minX, box.maxY), (box.maxX, box.maxY)].allSatisfy { x, y in
            x >= clip.minX && x <= clip.maxX && y >= clip.minY && y <= clip.maxY
                && distance(from: Rect(x: x, y: y, width: 0, height: 0)) <= radius + 1e-9
        }
    }

    /// Distance (points) from `area` to the shape's core: the rectangle inset by the radius, whose points grown by
    /// the radius make the rounded rectangle.
    private func distance(from area: Rect) -> Double {
        let r = min(radius, min(rect.width, rect.height) / 2)
        let core = rect.insetBy(dx: r, dy: r)
        let dx = max(0, core.minX - area.maxX, area.minX - core.maxX)
        let dy = max(0, core.minY - area.maxY, area.minY - core.maxY)
        return (dx * dx + dy * dy).squareRoot()
    }

    /// For every painted text node, the opaque shapes drawn after it over its lines' rectangle `lineArea`, in paint
    /// order. `parents` is `SceneLayout.parents`.
    package static func occluders(in list: DisplayList, parents: [Int?], lineAreas: [Int: Rect]) -> [Int: [Occluder]] {
        var result: [Int: [Occluder]] = [:]
        for (position, item) in list.items.enumerated() {
            guard case .text = item.content, let text = item.node, let area = lineAreas[text] else { continue }
            for later in list.items[(position + 1)...] where later.opacity >= 1 {
                guard let cover = later.node, case .shape(let rect, let radius, let fill) = later.content, let color = opaqueColor(fill),
                      !isAncestor(cover, of: text, parents: parents) else { continue }
                let clip = later.clips.reduce(rect) { $0.intersection($1.rect) }
                let occluder = Occluder(node: cover, rect: rect, radius: min(radius, min(rect.width, rect.height) / 2),
                                        clip: clip, color: color)
                guard occluder.hidden(area) != nil else { continue }
                result[text, default: []].append(occluder)
            }
        }
        return result
    }

    /// The colour of an opaque fill; nil when any of it lets what is under it show.
    package static func opaqueColor(_ fill: Fill) -> Color? {
        switch fill {
        case .solid(let color): return color.a == 255 ? color : nil
        case .linearGradient(let stops, _): return stops.allSatisfy { $0.a == 255 } ? stops.first : nil
        }
    }

    package static func isAncestor(_ ancestor: Int, of index: Int, parents: [Int?]) -> Bool {
        var current = parents[index]
        while let parent = current {
            if parent == ancestor { return true }
            current = parents[parent]
        }
        return false
    }
}
