import ProofsheetRaster
import ProofsheetScene

/// The order in which a screen reader takes in the items of one reading unit (a screen, a `contain` group, a
/// modal): rows from top to bottom, and within a row from the leading edge (left to right in a left-to-right
/// layout, right to left in a right-to-left one), then `a11y.sortPriority` (higher first, stable among equals).
///
/// Frames are in points, device coordinates. Items taken by their top edge join the current row while they
/// start above its bottom by more than 0.5 pt (their vertical extents overlap); the row grows to the lowest
/// bottom of its items. This is the rule VoiceOver (UIKit `shouldGroupAccessibilityChildren`: "top-left to
/// bottom-right") and TalkBack (Compose's traversal: rows by vertical overlap, then from the start edge;
/// AOSP `ViewGroup`'s accessibility ordering: a view above another comes first, views side by side from the
/// start edge) follow for elements that share a container. Items with an empty frame (spacers) keep their
/// place relative to the row they start in.
package enum VisualOrder {
    /// Positions into `frames` in reading order; `priorities` (same count) apply when `usesPriority`.
    package static func sorted(frames: [Rect], priorities: [Double], rightToLeft: Bool, usesPriority: Bool) -> [Int] {
        let byTop = frames.indices.sorted { a, b in
            let ya = frames[a].minY, yb = frames[b].minY
            return ya != yb ? ya < yb : a < b
        }
        var rows: [[Int]] = []
        var rowBottom = -Double.infinity
        for index in byTop {
            let frame = frames[index]
            if !rows.isEmpty, frame.minY < rowBottom - 0.5 {
                rows[rows.count - 1].append(index)
                rowBottom = max(rowBottom, frame.maxY)
            } else {
                rows.append([index])
                rowBottom = frame.maxY
            }
        }
        let geometric = rows.flatMap { row in
            row.enumerated().sorted { a, b in
                let ka = leading(frames[a.element], rightToLeft), kb = leading(frames[b.element], rightToLeft)
                return ka != kb ? ka < kb : a.offset < b.offset
            }.map(\.element)
        }
        guard usesPriority else { return geometric }
        return geometric.enumerated().sorted { a, b in
            let pa = priorities[a.element], pb = priorities[b.element]
            return pa != pb ? pa > pb : a.offset < b.offset
        }.map(\.element)
    }

    /// Sibling nodes of `scene` in reading order (what a control's merged parts are read in).
    package static func sorted(_ siblings: [Int], in scene: SceneLayout, usesPriority: Bool = true) -> [Int] {
        sorted(frames: siblings.map { scene.frames[$0] }, priorities: siblings.map { scene.nodes[$0].semantics.sortPriority },
               rightToLeft: scene.direction == .rightToLeft, usesPriority: usesPriority).map { siblings[$0] }
    }

    /// Distance of the frame's leading edge from the leading side of the screen (smaller is read first).
    package static func leading(_ frame: Rect, _ rightToLeft: Bool) -> Double {
        rightToLeft ? -frame.maxX : frame.minX
    }
}
