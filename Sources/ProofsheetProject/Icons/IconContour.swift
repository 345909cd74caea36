import Foundation
import ProofsheetRaster

/// One closed outline on the 24-unit icon design grid (origin top-left, y down), made of lines and cubics.
///
/// Circular arcs become cubic Béziers of at most 90° each, with the handle length
/// k = 4/3 · tan(θ/4) (0.5522847498 for a quarter circle).
/// "Clockwise" below means clockwise as seen on screen, with y pointing down.
package struct IconContour: Hashable, Sendable {
    package enum Segment: Hashable, Sendable {
        case line(Point)
        case cubic(Point, Point, Point)

        package var end: Point {
            switch self {
            case .line(let p): return p
            case .cubic(_, _, let p): return p
            }
        }
    }

    private(set) var start: Point
    fileprivate(set) var segments: [Segment] = []

    package init(start: Point) {
        self.start = start
    }

    /// The last point reached so far.
    package var end: Point { segments.last?.end ?? start }

    package mutating func line(to point: Point) {
        segments.append(.line(point))
    }

    /// Appends a line to `point` unless the contour is already there.
    package mutating func connect(to point: Point) {
        if IconMath.distance(end, point) > 1e-9 { line(to: point) }
    }

    /// Appends a circular arc (angles in radians; positive sweep turns clockwise on screen), joined by a line
    /// from the current point when that is not already on the arc's start.
    package mutating func arc(center: Point, radius: Double, from startAngle: Double, to endAngle: Double) {
        connect(to: IconMath.point(on: center, radius: radius, angle: startAngle))
        let sweep = endAngle - startAngle
        let count = max(1, Int((abs(sweep) / (Double.pi / 2) - 1e-9).rounded(.up)))
        let step = sweep / Double(count)
        let k = 4.0 / 3.0 * tan(step / 4)
        for index in 0..<count {
            let a0 = startAngle + step * Double(index)
            let a1 = index == count - 1 ? endAngle : a0 + step
            let p0 = IconMath.point(on: center, radius: radius, angle: a0)
            let p3 = IconMath.point(on: center, radius: radius, angle: a1)
            let c1 = Point(x: p0.x - k * radius * sin(a0), y: p0.y + k * radius * cos(a0))
            let c2 = Point(x: p3.x + k * radius * sin(a1), y: p3.y - k * radius * cos(a1))
            segments.append(.cubic(c1, c2, p3))
        }
    }

    /// The same outline traversed the other way round.
    package func reversed() -> IconContour {
        var points = [start] + segments.map(\.end)
        points.reverse()
        var result = IconContour(start: points[0])
        for (offset, segment) in segments.reversed().enumerated() {
            switch segment {
            case .line:
                result.segments.append(.line(points[offset + 1]))
            case .cubic(let c1, let c2, _):
                result.segments.append(.cubic(c2, c1, points[offset + 1]))
            }
        }
        return result
    }

    /// Twice the signed area enclosed, positive for a clockwise outline; cubics are sampled at 16 points.
    package var signedArea: Double {
        var sum = 0.0
        var previous = start
        func add(_ p: Point) {
            sum += previous.x * p.y - p.x * previous.y
            previous = p
        }
        for segment in segments {
            switch segment {
            case .line(let p):
                add(p)
            case .cubic(let c1, let c2, let p3):
                let p0 = previous
                for step in 1...16 {
                    add(IconMath.cubicPoint(p0, c1, c2, p3, t: Double(step) / 16))
                }
            }
        }
        add(start)
        return sum
    }

    /// This outline wound clockwise (`true`) or counter-clockwise (`false`).
    package func oriented(clockwise: Bool) -> IconContour {
        (signedArea > 0) == clockwise ? self : reversed()
    }

    /// Appends the outline to `path` after mapping every point through `transform`.
    package func append(to path: inout Path, transform: (Point) -> Point) {
        path.move(to: transform(start))
        for segment in segments {
            switch segment {
            case .line(let p):
                path.line(to: transform(p))
            case .cubic(let c1, let c2, let p):
                path.cubic(to: transform(p), control1: transform(c1), control2: transform(c2))
            }
        }
        path.close()
    }
}

extension IconContour {
    /// The outline with every point mapped through `transform` (an affine map keeps the cubics exact).
    package func mapped(_ transform: (Point) -> Point) -> IconContour {
        var result = IconContour(start: transform(start))
        for segment in segments {
            switch segment {
            case .line(let p): result.segments.append(.line(transform(p)))
            case .cubic(let c1, let c2, let p): result.segments.append(.cubic(transform(c1), transform(c2), transform(p)))
            }
        }
        return result
    }
}
