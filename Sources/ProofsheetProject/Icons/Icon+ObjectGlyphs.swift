import Foundation
import ProofsheetRaster

// Icons of things: settings gear, person, home, calendar, wallet, QR code, lock, sun, moon, timer,
// weight, heart, bell, star, eye and speech bubble.
extension Icon {
    /// A gear of eight teeth around a hub ring.
    package static func settingsGlyph() -> IconDrawing {
        let teeth = 8, top = 9.0, root = 6.75, topHalfAngle = 9.0, rootHalfAngle = 15.0
        var points: [IconDrawing.XY] = []
        for tooth in 0..<teeth {
            let middle = Double(tooth) * 360 / Double(teeth) - 90
            for (radius, angle) in [(root, middle - rootHalfAngle), (top, middle - topHalfAngle),
                                    (top, middle + topHalfAngle), (root, middle + rootHalfAngle)] {
                let a = IconMath.radians(angle)
                points.append((12 + radius * cos(a), 12 + radius * sin(a)))
            }
        }
        var d = IconDrawing()
        d.polygon(points, radius: 0.75)
        d.circle((12, 12), radius: 3)
        return d
    }

    package static func personGlyph() -> IconDrawing {
        var d = IconDrawing()
        d.circle((12, 7.5), radius: 3.5)
        d.polygon([(5, 20.5), (5, 14.5), (19, 14.5), (19, 20.5)], radii: [1, 4.5, 4.5, 1])
        return d
    }

    /// A speech bubble with its tail at the lower left.
    package static func chatGlyph() -> IconDrawing {
        var d = IconDrawing()
        d.polygon([(3, 4), (21, 4), (21, 17), (11, 17), (7, 21), (7, 17), (3, 17)], radii: [3, 3, 3, 0, 0.5, 0, 3])
        return d
    }

    package static func homeGlyph() -> IconDrawing {
        var d = IconDrawing()
        d.polygon([(12, 3), (20, 10), (20, 20.5), (4, 20.5), (4, 10)], radii: [1, 0.5, 1.5, 1.5, 0.5])
        d.polyline([(9.5, 20.5), (9.5, 15), (14.5, 15), (14.5, 20.5)], radius: 1, cap: .butt)
        return d
    }

    package static func calendarGlyph() -> IconDrawing {
        var d = IconDrawing()
        d.roundedRect(x: 3.5, y: 5, width: 17, height: 15.5, radius: 2.5)
        d.line((3.5, 10), (20.5, 10), cap: .butt)
        d.line((8, 2.5), (8, 6.5))
        d.line((16, 2.5), (16, 6.5))
        d.fillRect(x: 7, y: 13, width: 3, height: 3, radius: 0.5)
        return d
    }

    package static func walletGlyph() -> IconDrawing {
        var d = IconDrawing()
        d.roundedRect(x: 3, y: 7, width: 18, height: 13.5, radius: 2.5)
        d.polyline([(21, 11), (15.5, 11), (15.5, 16.5), (21, 16.5)], radius: 1.5, cap: .butt)
        d.fillCircle((18.25, 13.75), radius: 1.1)
        d.polyline([(5.5, 7), (16, 3.5), (17.2, 7)], radius: 1, cap: .butt)
        return d
    }

    /// Three finder patterns and a few data modules; nested squares, so it fills with the even-odd rule.
    package static func qrGlyph() -> IconDrawing {
        var d = IconDrawing()
        for (x, y) in [(3.0, 3.0), (13, 3), (3, 13)] {
            d.fillRect(x: x, y: y, width: 8, height: 8, radius: 1)
            d.fillRect(x: x + 2, y: y + 2, width: 4, height: 4)
            d.fillRect(x: x + 3, y: y + 3, width: 2, height: 2)
        }
        for (x, y) in [(13.0, 13.0), (17, 13), (19, 13), (15, 15), (19, 17), (13, 19), (15, 19), (19, 19), (17, 17)] {
            d.fillRect(x: x, y: y, width: 2, height: 2)
        }
        return d
    }

    package static func lockGlyph() -> IconDrawing {
        var shackle = IconCenterline(start: Point(x: 8, y: 10.5))
        shackle.arc(center: Point(x: 12, y: 7.5), radius: 4, fromDegrees: 180, toDegrees: 360)
        shackle.line(to: Point(x: 16, y: 10.5))
        var d = IconDrawing()
        d.roundedRect(x: 4.5, y: 10.5, width: 15, height: 10.5, radius: 2.5)
        d.stroke(shackle, cap: .butt)
        d.fillCircle((12, 15.75), radius: 1.5)
        return d
    }

    package static func sunGlyph() -> IconDrawing {
        var d = IconDrawing()
        d.circle((12, 12), radius: 4)
        for ray in 0..<8 {
            let a = IconMath.radians(Double(ray) * 45)
            d.line((12 + 7.5 * cos(a), 12 + 7.5 * sin(a)), (12 + 9.5 * cos(a), 12 + 9.5 * sin(a)))
        }
        return d
    }

    /// A crescent: the part of one disc outside a second, offset disc, outlined along both arcs.
    package static func moonGlyph() -> IconDrawing {
        let body = Point(x: 11.5, y: 12.5), bodyRadius = 8.5
        let bite = Point(x: 17.5, y: 6.5), biteRadius = 7.0
        let bodyCircle = IconCenterline.Segment.arc(center: body, radius: bodyRadius, start: 0, end: 1)
        let biteCircle = IconCenterline.Segment.arc(center: bite, radius: biteRadius, start: 0, end: 1)
        let horns = bodyCircle.intersections(with: biteCircle)
        let towardsBite = IconMath.angle(of: bite, around: body)
        // The body arc runs clockwise from one horn to the other the long way, away from the bite.
        var hornAngles = horns.map { IconMath.angle(of: $0, around: body) }
        if positiveAngle(towardsBite - hornAngles[0]) < positiveAngle(hornAngles[1] - hornAngles[0]) {
            hornAngles.reverse()
        }
        let start = hornAngles[0], end = start + positiveAngle(hornAngles[1] - start)
        let startHorn = IconMath.point(on: body, radius: bodyRadius, angle: start)
        let endHorn = IconMath.point(on: body, radius: bodyRadius, angle: end)
        // The bite arc returns counter-clockwise, along the side facing the body.
        let biteStart = IconMath.angle(of: endHorn, around: bite)
        let biteEnd = biteStart - positiveAngle(biteStart - IconMath.angle(of: startHorn, around: bite))
        var outline = IconCenterline(start: startHorn)
        outline.arc(center: body, radius: bodyRadius, fromDegrees: start * 180 / .pi, toDegrees: end * 180 / .pi)
        outline.arc(center: bite, radius: biteRadius, fromDegrees: biteStart * 180 / .pi, toDegrees: biteEnd * 180 / .pi)
        outline.close()
        var d = IconDrawing()
        d.stroke(outline)
        return d
    }

    private static func positiveAngle(_ angle: Double) -> Double {
        let wrapped = angle.truncatingRemainder(dividingBy: 2 * Double.pi)
        return wrapped < 0 ? wrapped + 2 * Double.pi : wrapped
    }

    /// A stopwatch: dial ring, crown on top, side button and one hand.
    package static func timerGlyph() -> IconDrawing {
        let center = (x: 12.0, y: 13.5), side = IconMath.radians(-45)
        var d = IconDrawing()
        d.circle(center, radius: 7.5)
        d.line((9.5, 2.5), (14.5, 2.5))
        d.line((12, 2.5), (12, 6), cap: .butt)
        d.line((center.x + 8.5 * cos(side), center.y + 8.5 * sin(side)),
               (center.x + 10 * cos(side), center.y + 10 * sin(side)))
        d.line(center, (12, 9))
        return d
    }

    /// A dumbbell: a bar between two pairs of plates.
    package static func weightGlyph() -> IconDrawing {
        var d = IconDrawing()
        d.line((8, 12), (16, 12), cap: .butt)
        d.fillRect(x: 6, y: 6, width: 3, height: 12, radius: 1)
        d.fillRect(x: 15, y: 6, width: 3, height: 12, radius: 1)
        d.fillRect(x: 2.5, y: 8.5, width: 2.5, height: 7, radius: 1)
        d.fillRect(x: 19, y: 8.5, width: 2.5, height: 7, radius: 1)
        return d
    }

    /// Two lobes (circles) joined by their tangents to a point at the bottom.
    package static func heartGlyph() -> IconDrawing {
        let left = Point(x: 8, y: 9.5), right = Point(x: 16, y: 9.5), radius = 4.5
        let bottom = Point(x: 12, y: 20)
        let cleft = Point(x: 12, y: 9.5 - (radius * radius - 16).squareRoot())
        func tangentAngle(_ center: Point, outward: Double) -> Double {
            let toBottom = IconMath.angle(of: bottom, around: center)
            return toBottom + outward * acos(radius / IconMath.distance(center, bottom))
        }
        let rightTangent = tangentAngle(right, outward: -1), leftTangent = tangentAngle(left, outward: 1)
        let cleftOnRight = IconMath.angle(of: cleft, around: right), cleftOnLeft = IconMath.angle(of: cleft, around: left)
        var outline = IconCenterline(start: cleft)
        outline.arc(center: right, radius: radius, fromDegrees: degrees(cleftOnRight),
                    toDegrees: degrees(cleftOnRight + positiveAngle(rightTangent - cleftOnRight)))
        outline.line(to: bottom)
        outline.arc(center: left, radius: radius, fromDegrees: degrees(leftTangent),
                    toDegrees: degrees(leftTangent + positiveAngle(cleftOnLeft - leftTangent)))
        outline.close()
        var d = IconDrawing()
        d.stroke(outline)
        return d
    }

    private static func degrees(_ radians: Double) -> Double { radians * 180 / .pi }

    package static func bellGlyph() -> IconDrawing {
        var body = IconCenterline(start: Point(x: 4, y: 17.5))
        body.line(to: Point(x: 6, y: 15))
        body.arc(center: Point(x: 12, y: 10.5), radius: 6, fromDegrees: 180, toDegrees: 360)
        body.line(to: Point(x: 18, y: 15))
        body.line(to: Point(x: 20, y: 17.5))
        body.close()
        var d = IconDrawing()
        d.stroke(body)
        d.line((12, 2.5), (12, 3.5))
        d.arc((12, 17.5), radius: 2.5, from: 0, to: 180, cap: .butt)
        return d
    }

    package static func starGlyph() -> IconDrawing {
        let center = (x: 12.0, y: 12.75), outer = 10.0, inner = 4.6
        var points: [IconDrawing.XY] = []
        var radii: [Double] = []
        for corner in 0..<10 {
            let a = IconMath.radians(Double(corner) * 36 - 90)
            let r = corner.isMultiple(of: 2) ? outer : inner
            points.append((center.x + r * cos(a), center.y + r * sin(a)))
            radii.append(corner.isMultiple(of: 2) ? 0.5 : 0)
        }
        var d = IconDrawing()
        d.polygon(points, radii: radii)
        return d
    }

    /// An almond of two equal arcs with a ring for the iris.
    package static func eyeGlyph() -> IconDrawing {
        let halfWidth = 9.5, halfHeight = 7.0
        let radius = (halfWidth * halfWidth + halfHeight * halfHeight) / (2 * halfHeight)
        let spread = degrees(asin(halfWidth / radius))
        var outline = IconCenterline(start: Point(x: 12 - halfWidth, y: 12))
        outline.arc(center: Point(x: 12, y: 5 + radius), radius: radius, fromDegrees: -90 - spread, toDegrees: -90 + spread)
        outline.arc(center: Point(x: 12, y: 19 - radius), radius: radius, fromDegrees: 90 - spread, toDegrees: 90 + spread)
        outline.close()
        var d = IconDrawing()
        d.stroke(outline)
        d.circle((12, 12), radius: 3)
        return d
    }
}
