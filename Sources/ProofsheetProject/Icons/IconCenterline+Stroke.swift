import Foundation
import ProofsheetRaster

/// How an open centre line ends.
package enum IconCap: Hashable, Sendable {
    /// A half disc of the stroke's width.
    case round
    /// Cut square at the end point.
    case butt
}

extension IconCenterline {
    /// The filled outlines of this centre line drawn `width` units wide: one clockwise contour for an open line;
    /// a clockwise outer and a counter-clockwise inner contour for a closed one (fill with non-zero winding).
    ///
    /// Joins are round on the outside of each turn and mitred (the offset segments cut at their crossing) on the
    /// inside, which is the exact offset of the centre line as long as segments are longer than the width.
    package func stroked(width: Double, cap: IconCap = .round) -> [IconContour] {
        precondition(!segments.isEmpty, "empty centre line")
        let half = width / 2
        let left = sidePieces(offset: half), right = sidePieces(offset: -half)
        if isClosed {
            let outlines = [Self.contour(of: left), Self.contour(of: right)]
            let outerIndex = abs(outlines[0].signedArea) >= abs(outlines[1].signedArea) ? 0 : 1
            return [outlines[outerIndex].oriented(clockwise: true), outlines[1 - outerIndex].oriented(clockwise: false)]
        }
        var pieces = left
        let first = segments[0], last = segments[segments.count - 1]
        pieces += Self.cap(cap, at: last.endPoint, direction: last.endTangent, half: half)
        pieces += right.reversed().map(\.reversed)
        let backwards = Point(x: -first.startTangent.x, y: -first.startTangent.y)
        pieces += Self.cap(cap, at: first.startPoint, direction: backwards, half: half)
        return [Self.contour(of: pieces).oriented(clockwise: true)]
    }

    /// The offset segments on one side, trimmed or joined at every corner, in centre-line order.
    private func sidePieces(offset distance: Double) -> [Segment] {
        let kept = segments.compactMap { segment in segment.offset(by: distance).map { (centre: segment, offset: $0) } }
        var offsets = kept.map(\.offset)
        var joins = Array(repeating: [Segment](), count: kept.count)
        let jointCount = isClosed ? kept.count : kept.count - 1
        for index in 0..<jointCount {
            let next = (index + 1) % kept.count
            let incoming = kept[index].centre.endTangent, outgoing = kept[next].centre.startTangent
            let turn = IconMath.cross(incoming, outgoing)
            if abs(turn) < 1e-9 && IconMath.dot(incoming, outgoing) > 0 { continue }
            let vertex = kept[index].centre.endPoint
            if distance * turn < 0 {
                let a0 = IconMath.angle(of: offsets[index].endPoint, around: vertex)
                let a1 = IconMath.angle(of: offsets[next].startPoint, around: vertex)
                let sweep = remainder(a1 - a0, 2 * Double.pi)
                joins[index] = [.arc(center: vertex, radius: abs(distance), start: a0, end: a0 + sweep)]
                continue
            }
            let candidates = offsets[index].intersections(with: offsets[next])
            let nearest = candidates.min { IconMath.distance($0, vertex) < IconMath.distance($1, vertex) }
            if let point = nearest, IconMath.distance(point, vertex) < 4 * abs(distance) {
                offsets[index] = offsets[index].trimmingEnd(at: point)
                offsets[next] = offsets[next].trimmingStart(at: point)
            } else {
                // No usable crossing: pivot through the vertex, which non-zero filling still covers.
                joins[index] = [.line(offsets[index].endPoint, vertex), .line(vertex, offsets[next].startPoint)]
            }
        }
        return zip(offsets, joins).flatMap { [$0] + $1 }
    }

    private static func cap(_ cap: IconCap, at point: Point, direction: Point, half: Double) -> [Segment] {
        switch cap {
        case .butt:
            return []
        case .round:
            let heading = atan2(direction.y, direction.x)
            return [.arc(center: point, radius: half, start: heading + Double.pi / 2, end: heading - Double.pi / 2)]
        }
    }

    private static func contour(of pieces: [Segment]) -> IconContour {
        var contour = IconContour(start: pieces[0].startPoint)
        for piece in pieces {
            switch piece {
            case .line(let a, let b):
                contour.connect(to: a)
                contour.connect(to: b)
            case .arc(let c, let r, let start, let end):
                contour.arc(center: c, radius: r, from: start, to: end)
            }
        }
        return contour
    }
}
