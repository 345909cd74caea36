// Status icons: a tick, and the warning/error/info marks drawn inside a triangle or a circle.
extension Icon {
    package static func checkGlyph() -> IconDrawing {
        var d = IconDrawing()
        d.polyline([(4.5, 12.5), (9.5, 17.5), (19.5, 6.5)])
        return d
    }

    package static func warningGlyph() -> IconDrawing {
        var d = IconDrawing()
        d.polygon([(12, 3.5), (21.5, 20), (2.5, 20)], radius: 1.5)
        d.line((12, 9.5), (12, 13.5))
        d.fillCircle((12, 16.75), radius: 1.25)
        return d
    }

    package static func errorGlyph() -> IconDrawing {
        var d = IconDrawing()
        d.circle((12, 12), radius: 9)
        d.line((9, 9), (15, 15))
        d.line((15, 9), (9, 15))
        return d
    }

    package static func infoGlyph() -> IconDrawing {
        var d = IconDrawing()
        d.circle((12, 12), radius: 9)
        d.line((12, 11), (12, 16.5))
        d.fillCircle((12, 7.75), radius: 1.25)
        return d
    }
}
