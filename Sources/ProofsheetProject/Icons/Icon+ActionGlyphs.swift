import Foundation

// Navigation and action icons: chevrons, arrows, signs and tools.
extension Icon {
    package static func chevronGlyph(from start: IconDrawing.XY, tip: IconDrawing.XY, to end: IconDrawing.XY) -> IconDrawing {
        var d = IconDrawing()
        d.polyline([start, tip, end])
        return d
    }

    /// An arrow pointing left (towards the start of a left-to-right line).
    package static func backGlyph() -> IconDrawing {
        var d = IconDrawing()
        d.line((19.5, 12), (5.5, 12))
        d.polyline([(11, 5.5), (4.5, 12), (11, 18.5)])
        return d
    }

    package static func plusGlyph() -> IconDrawing {
        var d = IconDrawing()
        d.line((12, 4.5), (12, 19.5))
        d.line((4.5, 12), (19.5, 12))
        return d
    }

    package static func minusGlyph() -> IconDrawing {
        var d = IconDrawing()
        d.line((4.5, 12), (19.5, 12))
        return d
    }

    package static func closeGlyph() -> IconDrawing {
        var d = IconDrawing()
        d.line((6, 6), (18, 18))
        d.line((18, 6), (6, 18))
        return d
    }

    package static func moreGlyph() -> IconDrawing {
        var d = IconDrawing()
        for x in [5.0, 12, 19] { d.fillCircle((x, 12), radius: 1.75) }
        return d
    }

    package static func searchGlyph() -> IconDrawing {
        var d = IconDrawing()
        d.circle((10.5, 10.5), radius: 6.5)
        d.line((15.5, 15.5), (20.25, 20.25))
        return d
    }

    package static func filterGlyph() -> IconDrawing {
        var d = IconDrawing()
        d.polygon([(3.5, 4.5), (20.5, 4.5), (14, 12.5), (14, 18.5), (10, 20.5), (10, 12.5)], radii: [1, 1, 1, 0.5, 0.5, 1])
        return d
    }

    /// A pencil from the lower left (tip) to the upper right (end), 45° to the grid.
    package static func editGlyph() -> IconDrawing {
        let along = (x: 1 / 2.0.squareRoot(), y: -1 / 2.0.squareRoot())
        let across = (x: 1 / 2.0.squareRoot(), y: 1 / 2.0.squareRoot())
        let tip = (x: 4.0, y: 20.0), halfWidth = 2.75
        func at(_ distance: Double, _ offset: Double) -> IconDrawing.XY {
            (tip.x + along.x * distance + across.x * offset, tip.y + along.y * distance + across.y * offset)
        }
        var d = IconDrawing()
        d.polygon([tip, at(4.5, halfWidth), at(19.5, halfWidth), at(19.5, -halfWidth), at(4.5, -halfWidth)],
                  radii: [0.5, 0.5, 1, 1, 0.5])
        d.line(at(15.5, halfWidth), at(15.5, -halfWidth), cap: .butt)
        return d
    }

    package static func trashGlyph() -> IconDrawing {
        var d = IconDrawing()
        d.line((3.5, 6), (20.5, 6))
        d.polyline([(9, 6), (9, 3), (15, 3), (15, 6)], radius: 1, cap: .butt)
        d.polyline([(5.5, 6), (6.5, 20.5), (17.5, 20.5), (18.5, 6)], radius: 1.5, cap: .butt)
        d.line((10, 10), (10, 16.5))
        d.line((14, 10), (14, 16.5))
        return d
    }

    /// An arrow pointing up and to the end of the line.
    package static func sendGlyph() -> IconDrawing {
        var d = IconDrawing()
        d.line((5.5, 18.5), (17, 7))
        d.polyline([(9, 6), (18, 6), (18, 15)])
        return d
    }

    /// An arrow pointing down and to the start of the line.
    package static func receiveGlyph() -> IconDrawing {
        var d = IconDrawing()
        d.line((18.5, 5.5), (7, 17))
        d.polyline([(6, 9), (6, 18), (15, 18)])
        return d
    }

    package static func paperPlaneGlyph() -> IconDrawing {
        var d = IconDrawing()
        d.polygon([(3.5, 3.5), (21, 12), (3.5, 20.5), (6.5, 12)], radii: [1, 1, 1, 0.5])
        d.line((6.5, 12), (12.5, 12))
        return d
    }
}
