import Foundation
import ProofsheetRaster

/// Small vector helpers for icon construction (plain functions on `Point`, angles in radians).
package enum IconMath {
    package static func point(on center: Point, radius: Double, angle: Double) -> Point {
        Point(x: center.x + radius * cos(angle), y: center.y + radius * sin(angle))
    }

    package static func distance(_ a: Point, _ b: Point) -> Double {
        hypot(b.x - a.x, b.y - a.y)
    }

    package static func unit(from a: Point, to b: Point) -> Point {
        let length = distance(a, b)
        return Point(x: (b.x - a.x) / length, y: (b.y - a.y) / length)
    }

    package static func cross(_ a: Point, _ b: Point) -> Double { a.x * b.y - a.y * b.x }

    package static func dot(_ a: Point, _ b: Point) -> Double { a.x * b.x + a.y * b.y }

    package static func add(_ p: Point, _ v: Point, times scale: Double = 1) -> Point {
        Point(x: p.x + v.x * scale, y: p.y + v.y * scale)
    }

    /// The normal of a direction, turned 90° clockwise on screen (towards the centre of a clockwise arc).
    package static func normal(_ v: Point) -> Point { Point(x: -v.y, y: v.x) }

    package static func angle(of p: Point, around center: Point) -> Double {
        atan2(p.y - center.y, p.x - center.x)
    }

    package static func radians(_ degrees: Double) -> Double { degrees * Double.pi / 180 }

    package static func cubicPoint(_ p0: Point, _ p1: Point, _ p2: Point, _ p3: Point, t: Double) -> Point {
        let u = 1 - t
        let a = u * u * u, b = 3 * u * u * t, c = 3 * u * t * t, d = t * t * t
        return Point(x: a * p0.x + b * p1.x + c * p2.x + d * p3.x, y: a * p0.y + b * p1.y + c * p2.y + d * p3.y)
    }
}
