import Foundation
import ProofsheetRaster

// Icons of media and places: camera, image, microphone, clock, location pin, and the eye struck through.
extension Icon {
    package static func cameraGlyph() -> IconDrawing {
        var d = IconDrawing()
        d.roundedRect(x: 3, y: 7, width: 18, height: 13, radius: 2.5)
        d.polyline([(8, 7), (9.5, 4), (14.5, 4), (16, 7)], radius: 1, cap: .butt)
        d.circle((12, 13.5), radius: 3.5)
        return d
    }

    /// A picture frame with a sun and two hills.
    package static func imageGlyph() -> IconDrawing {
        var d = IconDrawing()
        d.roundedRect(x: 3, y: 4, width: 18, height: 16, radius: 2.5)
        d.fillCircle((8.5, 9), radius: 1.75)
        d.polyline([(4, 18), (9, 13), (13, 17), (15.5, 14.5), (20, 19)], radius: 0.75)
        return d
    }

    /// A capsule microphone on a stand.
    package static func micGlyph() -> IconDrawing {
        var d = IconDrawing()
        d.roundedRect(x: 9, y: 3, width: 6, height: 11, radius: 3)
        d.arc((12, 11), radius: 6.5, from: 0, to: 180)
        d.line((12, 17.5), (12, 21))
        d.line((8.5, 21), (15.5, 21))
        return d
    }

    /// A dial with hour and minute hands at ten past four.
    package static func clockGlyph() -> IconDrawing {
        var d = IconDrawing()
        d.circle((12, 12), radius: 9)
        d.polyline([(12, 6.5), (12, 12), (15.5, 14)], radius: 0.5)
        return d
    }

    /// A map pin: a circle drawn down to a point, a ring inside.
    package static func locationGlyph() -> IconDrawing {
        let center = Point(x: 12, y: 9.5), radius = 6.5
        let left = IconMath.point(on: center, radius: radius, angle: IconMath.radians(150))
        var pin = IconCenterline(start: Point(x: 12, y: 21))
        pin.line(to: left)
        pin.arc(center: center, radius: radius, fromDegrees: 150, toDegrees: 390)
        pin.close()
        var d = IconDrawing()
        d.stroke(pin)
        d.circle((center.x, center.y), radius: 2.25)
        return d
    }

    /// The eye with a stroke from the upper left to the lower right.
    package static func eyeOffGlyph() -> IconDrawing {
        var d = eyeGlyph()
        d.line((4, 4), (20, 20))
        return d
    }
}
