/// The order in which sighted readers take in sibling nodes: rows from top to bottom, and within a row from
/// the leading edge (left to right in a left-to-right layout, right to left in a right-to-left one), then
/// `a11y.sortPriority` (higher first, stable among equals).
///
/// Frames are in points. Two siblings share a row when their vertical extents overlap by more than 0.5 pt.
/// Siblings with an empty frame (spacers) keep their place relative to the row they start in.
enum VisualOrder {
    static func sorted(_ siblings: [Int], in scene: SceneLayout, usesPriority: Bool = true) -> [Int] {
        let byTop = siblings.enumerated().sorted { a, b in
            let ya = scene.frames[a.element].minY, yb = scene.frames[b.element].minY
            return ya != yb ? ya < yb : a.offset < b.offset
        }.map(\.element)
        var rows: [[Int]] = []
        var rowBottom = -Double.infinity
        for index in byTop {
            let frame = scene.frames[index]
            if !rows.isEmpty, frame.minY < rowBottom - 0.5 {
                rows[rows.count - 1].append(index)
                rowBottom = max(rowBottom, frame.maxY)
            } else {
                rows.append([index])
                rowBottom = frame.maxY
            }
        }
        let rightToLeft = scene.direction == .rightToLeft
        let geometric = rows.flatMap { row in
            row.enumerated().sorted { a, b in
                let ka = leading(scene.frames[a.element], rightToLeft), kb = leading(scene.frames[b.element], rightToLeft)
                return ka != kb ? ka < kb : a.offset < b.offset
            }.map(\.element)
        }
        guard usesPriority else { return geometric }
        return geometric.enumerated().sorted { a, b in
            let pa = scene.nodes[a.element].semantics.sortPriority, pb = scene.nodes[b.element].semantics.sortPriority
            return pa != pb ? pa > pb : a.offset < b.offset
        }.map(\.element)
    }

    /// Distance of the frame's leading edge from the leading side of the screen (smaller is read first).
    static func leading(_ frame: Rect, _ rightToLeft: Bool) -> Double {
        rightToLeft ? -frame.maxX : frame.minX
    }
}
