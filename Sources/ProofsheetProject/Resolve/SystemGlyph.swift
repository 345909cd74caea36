import ProofsheetRaster

/// A shape the system bars draw that is not one of the spec's icons: Android's status icons and the Back button.
///
/// Each is drawn to fill the box it is given (points, y down) with the non-zero rule, except the battery,
/// whose outline and charge level need the even-odd rule (`fillRule`). Shapes follow AOSP SystemUI's glyphs in
/// outline, not in their vector data: a filled right triangle for the cell signal, a 90° fan for Wi-Fi, an
/// upright battery with its terminal on top, a triangle pointing back.
public enum SystemGlyph: String, CaseIterable, Sendable {
    case signal
    case wifi
    case battery
    case back

    /// The winding rule the path must be filled with.
    package var fillRule: FillRule { self == .battery ? .evenOdd : .nonZero }

    /// The glyph filling `box`; `mirrored` flips it horizontally inside the box (the signal's rising edge and
    /// Back's direction follow the layout direction, as SystemUI's auto-mirrored drawables do).
    package func path(in box: Rect, mirrored: Bool) -> Path {
        let w = box.width, h = box.height
        func p(_ x: Double, _ y: Double) -> Point {
            Point(x: box.minX + (mirrored ? w - x : x), y: box.minY + y)
        }
        var path = Path()
        switch self {
        case .signal:
            path.move(to: p(w, 0))
            path.line(to: p(w, h))
            path.line(to: p(0, h))
            path.close()
        case .wifi:
            // A quarter-circle fan standing on its point at the bottom centre.
            let center = p(w / 2, h * 0.92)
            let radius = min(w / 2 / (0.5).squareRoot() * 0.98, h * 0.92)
            path.move(to: center)
            path.addArc(center: center, radius: radius, startAngle: -0.75 * Double.pi, endAngle: -0.25 * Double.pi)
            path.close()
        case .battery:
            let cap = Rect(x: box.minX + w * 0.3, y: box.minY, width: w * 0.4, height: h * 0.1)
            let body = Rect(x: box.minX, y: box.minY + h * 0.1, width: w, height: h * 0.9)
            let stroke = max(1, w * 0.14)
            let inner = body.insetBy(dx: stroke, dy: stroke)
            path.append(Path(rect: cap))
            path.append(Path(roundedRect: body, radius: w * 0.18))
            path.append(Path(roundedRect: inner, radius: max(0, w * 0.18 - stroke)))
            // Charged to 80%: the level fills the inside from the bottom, a gap of `stroke` within the outline.
            let level = inner.insetBy(dx: stroke * 0.6, dy: stroke * 0.6)
            let height = level.height * 0.8
            path.append(Path(rect: Rect(x: level.minX, y: level.maxY - height, width: level.width, height: height)))
        case .back:
            path.move(to: p(w * 0.2, h * 0.5))
            path.line(to: p(w * 0.8, h * 0.14))
            path.line(to: p(w * 0.8, h * 0.86))
            path.close()
        }
        return path
    }
}
