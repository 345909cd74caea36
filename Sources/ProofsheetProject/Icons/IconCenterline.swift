import Foundation
import ProofsheetRaster

/// The centre line of an icon "stroke" on the 24-unit design grid (origin top-left, y down), made of lines and
/// circular arcs, which `stroked(width:cap:)` turns into filled outlines (there is no stroker in the rasteriser).
///
/// Angles are radians measured with `atan2(y, x)` in y-down space, so a positive sweep turns clockwise on screen.
package struct IconCenterline: Hashable, Sendable {
    package enum Segment: Hashable, Sendable {
        case line(Point, Point)
        case arc(center: Point, radius: Double, start: Double, end: Double)
    }

    private(set) var segments: [Segment] = []
    private(set) var isClosed = false
    private var current: Point
    private let origin: Point

    package init(start: Point) {
        current = start
        origin = start
    }

    package mutating func line(to point: Point) {
        guard IconMath.distance(current, point) > 1e-9 else { return }
        segments.append(.line(current, point))
        current = point
    }

    /// Appends an arc given in degrees (0° points right, 90° points down), joined by a line when needed.
    package mutating func arc(center: Point, radius: Double, fromDegrees start: Double, toDegrees end: Double) {
        let a0 = IconMath.radians(start), a1 = IconMath.radians(end)
        line(to: IconMath.point(on: center, radius: radius, angle: a0))
        segments.append(.arc(center: center, radius: radius, start: a0, end: a1))
        current = IconMath.point(on: center, radius: radius, angle: a1)
    }

    /// Joins the end back to the start; the stroke then gets a join there instead of two caps.
    package mutating func close() {
        line(to: origin)
        isClosed = true
    }

    /// A full circle, clockwise from the rightmost point.
    package static func circle(center: Point, radius: Double) -> IconCenterline {
        var line = IconCenterline(start: Point(x: center.x + radius, y: center.y))
        line.arc(center: center, radius: radius, fromDegrees: 0, toDegrees: 360)
        line.isClosed = true
        return line
    }

    /// A polyline through `points` whose interior corners are rounded with the matching entry of `radii`
    /// (a centre-line fillet: a tangent arc; 0 keeps the corner sharp). With `closed`, every point is a corner.
    package static func polygon(_ points: [Point], radii: [Double], closed: Bool) -> IconCenterline {
        precondition(points.count >= 2 && radii.count == points.count, "one radius per point")
        let count = points.count
        var corners: [(entry: Point, exit: Point, arc: Segment?)] = []
        for index in 0..<count {
            let vertex = points[index]
            let isEnd = !closed && (index == 0 || index == count - 1)
            let previous = points[(index + count - 1) % count], next = points[(index + 1) % count]
            guard !isEnd, radii[index] > 0 else {
                corners.append((vertex, vertex, nil))
                continue
            }
            let incoming = IconMath.unit(from: previous, to: vertex), outgoing = IconMath.unit(from: vertex, to: next)
            let turn = atan2(IconMath.cross(incoming, outgoing), IconMath.dot(incoming, outgoing))
            let radius = radii[index], tangentLength = radius * tan(abs(turn) / 2)
            let entry = IconMath.add(vertex, incoming, times: -tangentLength)
            let exit = IconMath.add(vertex, outgoing, times: tangentLength)
            let side = turn > 0 ? 1.0 : -1.0
            let center = IconMath.add(entry, IconMath.normal(incoming), times: side * radius)
            let a0 = IconMath.angle(of: entry, around: center)
            corners.append((entry, exit, .arc(center: center, radius: radius, start: a0, end: a0 + turn)))
        }
        var line = IconCenterline(start: corners[0].exit)
        let last = closed ? count : count - 1
        for step in 1...last {
            let corner = corners[step % count]
            line.line(to: corner.entry)
            if case .arc(let center, let radius, let start, let end)? = corner.arc {
                line.segments.append(.arc(center: center, radius: radius, start: start, end: end))
                line.current = corner.exit
            }
        }
        line.isClosed = closed
        return line
    }
}

extension IconCenterline.Segment {
    package var startPoint: Point {
        switch self {
        case .line(let a, _): return a
        case .arc(let c, let r, let start, _): return IconMath.point(on: c, radius: r, angle: start)
        }
    }

    package var endPoint: Point {
        switch self {
        case .line(_, let b): return b
        case .arc(let c, let r, _, let end): return IconMath.point(on: c, radius: r, angle: end)
        }
    }

    package var startTangent: Point {
        switch self {
        case .line(let a, let b): return IconMath.unit(from: a, to: b)
        case .arc(_, _, let start, let end): return Self.arcTangent(at: start, sweep: end - start)
        }
    }

    package var endTangent: Point {
        switch self {
        case .line(let a, let b): return IconMath.unit(from: a, to: b)
        case .arc(_, _, let start, let end): return Self.arcTangent(at: end, sweep: end - start)
        }
    }

    private static func arcTangent(at angle: Double, sweep: Double) -> Point {
        let sign: Double = sweep >= 0 ? 1 : -1
        return Point(x: -sin(angle) * sign, y: cos(angle) * sign)
    }

    /// The parallel segment `distance` away along the normal (`IconMath.normal` of the tangent), or `nil` for an
    /// arc that shrinks to nothing (a fillet tighter than the offset, whose neighbours then meet in a mitre).
    package func offset(by distance: Double) -> Self? {
        switch self {
        case .line(let a, let b):
            let n = IconMath.normal(IconMath.unit(from: a, to: b))
            return .line(IconMath.add(a, n, times: distance), IconMath.add(b, n, times: distance))
        case .arc(let c, let r, let start, let end):
            let radius = r - distance * (end >= start ? 1 : -1)
            return radius > 1e-6 ? .arc(center: c, radius: radius, start: start, end: end) : nil
        }
    }

    package var reversed: Self {
        switch self {
        case .line(let a, let b): return .line(b, a)
        case .arc(let c, let r, let start, let end): return .arc(center: c, radius: r, start: end, end: start)
        }
    }

    package func trimmingEnd(at point: Point) -> Self {
        switch self {
        case .line(let a, _): return .line(a, point)
        case .arc(let c, let r, let start, let end):
            return .arc(center: c, radius: r, start: start, end: Self.nearestAngle(of: point, around: c, to: end))
        }
    }

    package func trimmingStart(at point: Point) -> Self {
        switch self {
        case .line(_, let b): return .line(point, b)
        case .arc(let c, let r, let start, let end):
            return .arc(center: c, radius: r, start: Self.nearestAngle(of: point, around: c, to: start), end: end)
        }
    }

    private static func nearestAngle(of point: Point, around center: Point, to reference: Double) -> Double {
        let angle = IconMath.angle(of: point, around: center)
        return reference + remainder(angle - reference, 2 * Double.pi)
    }

    /// Where the two segments, extended to full lines and circles, cross.
    package func intersections(with other: Self) -> [Point] {
        switch (self, other) {
        case (.line(let a, let b), .line(let c, let d)):
            let r = Point(x: b.x - a.x, y: b.y - a.y), s = Point(x: d.x - c.x, y: d.y - c.y)
            let denominator = IconMath.cross(r, s)
            guard abs(denominator) > 1e-12 else { return [] }
            let t = IconMath.cross(Point(x: c.x - a.x, y: c.y - a.y), s) / denominator
            return [IconMath.add(a, r, times: t)]
        case (.line(let a, let b), .arc(let c, let radius, _, _)), (.arc(let c, let radius, _, _), .line(let a, let b)):
            let u = IconMath.unit(from: a, to: b)
            let f = Point(x: a.x - c.x, y: a.y - c.y)
            let half = IconMath.dot(f, u), q = IconMath.dot(f, f) - radius * radius
            let discriminant = half * half - q
            guard discriminant >= 0 else { return [] }
            let root = discriminant.squareRoot()
            return [IconMath.add(a, u, times: -half - root), IconMath.add(a, u, times: -half + root)]
        case (.arc(let c0, let r0, _, _), .arc(let c1, let r1, _, _)):
            let distance = IconMath.distance(c0, c1)
            guard distance > 1e-12, distance <= r0 + r1, distance >= abs(r0 - r1) else { return [] }
            let along = (distance * distance + r0 * r0 - r1 * r1) / (2 * distance)
            let across = max(0, r0 * r0 - along * along).squareRoot()
            let u = IconMath.unit(from: c0, to: c1), n = IconMath.normal(u)
            let foot = IconMath.add(c0, u, times: along)
            return [IconMath.add(foot, n, times: across), IconMath.add(foot, n, times: -across)]
        }
    }
}
