import Foundation
import ProofsheetRaster

/// The outlines of one icon on the 24-unit design grid (origin top-left, y down), built from filled shapes and
/// from centre lines stroked `lineWidth` units wide.
///
/// Every piece is wound clockwise and every hole counter-clockwise, so the union fills with non-zero winding.
/// Coordinates are given as `(x, y)` tuples in grid units; angles in degrees (0° right, 90° down).
package struct IconDrawing: Sendable {
    /// The side of the design grid.
    package static let gridSize = 24.0
    /// The line weight shared by all icons, in grid units.
    package static let lineWidth = 2.0

    private(set) var contours: [IconContour] = []

    package typealias XY = (x: Double, y: Double)

    private static func point(_ xy: XY) -> Point { Point(x: xy.x, y: xy.y) }

    package mutating func stroke(_ line: IconCenterline, cap: IconCap = .round) {
        contours += line.stroked(width: Self.lineWidth, cap: cap)
    }

    package mutating func line(_ a: XY, _ b: XY, cap: IconCap = .round) {
        polyline([a, b], cap: cap)
    }

    /// An open stroke through `points`, interior corners filleted with `radius` on the centre line.
    package mutating func polyline(_ points: [XY], radius: Double = 0, cap: IconCap = .round) {
        let radii = Array(repeating: radius, count: points.count)
        stroke(.polygon(points.map(Self.point), radii: radii, closed: false), cap: cap)
    }

    /// A closed stroke through `points` with one fillet radius per corner.
    package mutating func polygon(_ points: [XY], radii: [Double]) {
        stroke(.polygon(points.map(Self.point), radii: radii, closed: true))
    }

    package mutating func polygon(_ points: [XY], radius: Double = 0) {
        polygon(points, radii: Array(repeating: radius, count: points.count))
    }

    /// A stroked rectangle whose centre line has the given frame and corner radius.
    package mutating func roundedRect(x: Double, y: Double, width: Double, height: Double, radius: Double) {
        polygon([(x, y), (x + width, y), (x + width, y + height), (x, y + height)], radius: radius)
    }

    /// A ring whose centre line has `radius`.
    package mutating func circle(_ center: XY, radius: Double) {
        stroke(.circle(center: Self.point(center), radius: radius))
    }

    /// An open circular arc, drawn from `start` to `end` degrees.
    package mutating func arc(_ center: XY, radius: Double, from start: Double, to end: Double, cap: IconCap = .round) {
        var line = IconCenterline(start: IconMath.point(on: Self.point(center), radius: radius, angle: IconMath.radians(start)))
        line.arc(center: Self.point(center), radius: radius, fromDegrees: start, toDegrees: end)
        stroke(line, cap: cap)
    }

    package mutating func fillCircle(_ center: XY, radius: Double) {
        var contour = IconContour(start: Point(x: center.x + radius, y: center.y))
        contour.arc(center: Self.point(center), radius: radius, from: 0, to: 2 * Double.pi)
        contours.append(contour)
    }

    /// A filled rectangle, corners rounded with `radius` (0 for square corners).
    package mutating func fillRect(x: Double, y: Double, width: Double, height: Double, radius: Double = 0) {
        guard radius > 0 else {
            fillPolygon([(x, y), (x + width, y), (x + width, y + height), (x, y + height)])
            return
        }
        let corners: [(XY, Double)] = [
            ((x + width - radius, y + radius), -90), ((x + width - radius, y + height - radius), 0),
            ((x + radius, y + height - radius), 90), ((x + radius, y + radius), 180),
        ]
        var contour = IconContour(start: Point(x: x + radius, y: y))
        for (center, angle) in corners {
            let a = IconMath.radians(angle)
            contour.arc(center: Self.point(center), radius: radius, from: a, to: a + Double.pi / 2)
        }
        contours.append(contour)
    }

    /// A filled polygon, wound clockwise whatever the order of `points`.
    package mutating func fillPolygon(_ points: [XY]) {
        var contour = IconContour(start: Self.point(points[0]))
        for xy in points.dropFirst() { contour.line(to: Self.point(xy)) }
        contours.append(contour.oriented(clockwise: true))
    }

}

extension IconDrawing {
    /// The drawing flipped left-to-right within the grid, with windings restored.
    package func mirrored() -> IconDrawing {
        var result = IconDrawing()
        result.contours = contours.map { $0.mapped { Point(x: Self.gridSize - $0.x, y: $0.y) }.reversed() }
        return result
    }
}
