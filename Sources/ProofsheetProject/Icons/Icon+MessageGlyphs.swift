import Foundation
import ProofsheetRaster

// Icons a mail or messaging app needs: menu, vertical dots, reply, reply all, attach, archive, sort, share,
// download, upload, refresh, flag, mail, phone, people and help. Same grid and line weight as the others.
extension Icon {
    package static func menuGlyph() -> IconDrawing {
        var d = IconDrawing()
        for y in [6.0, 12, 18] { d.line((4, y), (20, y)) }
        return d
    }

    package static func moreVerticalGlyph() -> IconDrawing {
        var d = IconDrawing()
        for y in [5.0, 12, 19] { d.fillCircle((12, y), radius: 1.75) }
        return d
    }

    /// An arrow head pointing to the start of the line, its shaft bending down towards the end.
    package static func replyGlyph() -> IconDrawing {
        var d = IconDrawing()
        d.polyline([(10, 5), (4, 11), (10, 17)])
        d.stroke(bentShaft(from: 5, to: 13, radius: 7))
        return d
    }

    /// Two arrow heads, the shaft from the inner one.
    package static func replyAllGlyph() -> IconDrawing {
        var d = IconDrawing()
        d.polyline([(7, 6), (2, 11), (7, 16)])
        d.polyline([(12.5, 6), (7.5, 11), (12.5, 16)])
        d.stroke(bentShaft(from: 8.5, to: 15, radius: 6))
        return d
    }

    /// A horizontal shaft at y = 11 from `start` to `end`, then a quarter turn of `radius` down to the right.
    private static func bentShaft(from start: Double, to end: Double, radius: Double) -> IconCenterline {
        var shaft = IconCenterline(start: Point(x: start, y: 11))
        shaft.line(to: Point(x: end, y: 11))
        shaft.arc(center: Point(x: end, y: 11 + radius), radius: radius, fromDegrees: -90, toDegrees: 0)
        return shaft
    }

    /// A paper clip: an outer loop open at the top right, an inner loop inside it.
    package static func attachGlyph() -> IconDrawing {
        var clip = IconCenterline(start: Point(x: 17, y: 8))
        clip.line(to: Point(x: 17, y: 15.5))
        clip.arc(center: Point(x: 12, y: 15.5), radius: 5, fromDegrees: 0, toDegrees: 180)
        clip.line(to: Point(x: 7, y: 7))
        clip.arc(center: Point(x: 10.75, y: 7), radius: 3.75, fromDegrees: 180, toDegrees: 360)
        clip.line(to: Point(x: 14.5, y: 15.5))
        clip.arc(center: Point(x: 12, y: 15.5), radius: 2.5, fromDegrees: 0, toDegrees: 180)
        clip.line(to: Point(x: 9.5, y: 8.5))
        var d = IconDrawing()
        d.stroke(clip)
        return d
    }

    /// A box with a lid and a handle slot.
    package static func archiveGlyph() -> IconDrawing {
        var d = IconDrawing()
        d.roundedRect(x: 3, y: 4, width: 18, height: 5, radius: 1.5)
        d.polyline([(5, 9), (5, 20.5), (19, 20.5), (19, 9)], radius: 1.5, cap: .butt)
        d.line((10, 13), (14, 13))
        return d
    }

    /// Three lines, shorter down the list, aligned to the start of the line.
    package static func sortGlyph() -> IconDrawing {
        var d = IconDrawing()
        d.line((4, 6), (20, 6))
        d.line((4, 12), (15, 12))
        d.line((4, 18), (10, 18))
        return d
    }

    /// An arrow leaving an open box upwards.
    package static func shareGlyph() -> IconDrawing {
        var d = IconDrawing()
        d.polyline([(8.5, 9), (5.5, 9), (5.5, 20.5), (18.5, 20.5), (18.5, 9), (15.5, 9)], radius: 2, cap: .round)
        d.line((12, 3.5), (12, 14.5))
        d.polyline([(8, 7), (12, 3), (16, 7)])
        return d
    }

    package static func downloadGlyph() -> IconDrawing {
        var d = IconDrawing()
        d.line((12, 3.5), (12, 15))
        d.polyline([(7, 10.5), (12, 15.5), (17, 10.5)])
        d.polyline([(4, 16), (4, 20.5), (20, 20.5), (20, 16)], radius: 1.5)
        return d
    }

    package static func uploadGlyph() -> IconDrawing {
        var d = IconDrawing()
        d.line((12, 4), (12, 15.5))
        d.polyline([(7, 8.5), (12, 3.5), (17, 8.5)])
        d.polyline([(4, 16), (4, 20.5), (20, 20.5), (20, 16)], radius: 1.5)
        return d
    }

    /// A circle of arrow, open at the upper right, the head at its end turning clockwise: the head's tip lies
    /// beyond the end of the arc along its tangent, its barbs behind it on either side.
    package static func refreshGlyph() -> IconDrawing {
        let center = Point(x: 12, y: 12.5), radius = 7.0, start = -30.0, end = 270.0
        var d = IconDrawing()
        d.arc((center.x, center.y), radius: radius, from: start, to: end)
        let a = IconMath.radians(end)
        let endPoint = Point(x: center.x + radius * cos(a), y: center.y + radius * sin(a))
        let along = (x: -sin(a), y: cos(a))                 // clockwise tangent (y down)
        let outward = (x: cos(a), y: sin(a))
        let tip = (x: endPoint.x + 1.5 * along.x, y: endPoint.y + 1.5 * along.y)
        let back = (x: endPoint.x - 1.5 * along.x, y: endPoint.y - 1.5 * along.y)
        d.polyline([(back.x + 3 * outward.x, back.y + 3 * outward.y), tip, (back.x - 3 * outward.x, back.y - 3 * outward.y)])
        return d
    }

    /// A flag on a pole, its free edge notched.
    package static func flagGlyph() -> IconDrawing {
        var d = IconDrawing()
        d.line((5, 21), (5, 4))
        d.polygon([(5, 4), (19, 4), (15.5, 9), (19, 14), (5, 14)], radii: [0, 1, 0.5, 1, 0])
        return d
    }

    /// An envelope with its flap.
    package static func mailGlyph() -> IconDrawing {
        var d = IconDrawing()
        d.roundedRect(x: 3, y: 5, width: 18, height: 14, radius: 2.5)
        d.polyline([(4, 7), (12, 13), (20, 7)], radius: 1)
        return d
    }

    /// A handset: earpiece at the upper left, mouthpiece at the lower right, the grip curving between them.
    package static func phoneGlyph() -> IconDrawing {
        var d = IconDrawing()
        d.polygon([(4, 4), (8.5, 3.5), (10.5, 8.5), (8, 10.5), (13.5, 16), (15.5, 13.5), (20.5, 15.5), (20, 20), (16, 20.5), (3.5, 8)],
                  radii: [1.5, 1, 1, 1.5, 1.5, 1, 1, 1.5, 5, 5])
        return d
    }

    /// Two people: one in front, a second behind to the right.
    package static func peopleGlyph() -> IconDrawing {
        var d = IconDrawing()
        d.circle((9, 8), radius: 3.25)
        d.polygon([(2.5, 20.5), (2.5, 15.5), (15.5, 15.5), (15.5, 20.5)], radii: [1, 4, 4, 1])
        d.arc((16, 8), radius: 3.25, from: -100, to: 110)
        d.polyline([(17.5, 14.5), (19, 14.5), (21.5, 17), (21.5, 20.5)], radius: 2)
        return d
    }

    /// A question mark in a circle.
    package static func helpGlyph() -> IconDrawing {
        var mark = IconCenterline(start: Point(x: 9.25, y: 9.5))
        mark.arc(center: Point(x: 12, y: 9.5), radius: 2.75, fromDegrees: 180, toDegrees: 405)
        mark.line(to: Point(x: 12, y: 13.25))
        var d = IconDrawing()
        d.circle((12, 12), radius: 9)
        d.stroke(mark)
        d.fillCircle((12, 16.75), radius: 1.25)
        return d
    }
}
