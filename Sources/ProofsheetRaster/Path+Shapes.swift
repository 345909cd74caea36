import Foundation

/// Closed shapes and arcs built from cubic Béziers, in the caller's unit (pixels when rasterised), y down.
///
/// Every closed shape is wound clockwise on screen (the direction of increasing angle with y down), starting at
/// its top edge. A ring filled with `.nonZero` therefore needs its inner contour drawn the other way (for example
/// with `addArc` from a larger to a smaller angle); `.evenOdd` makes the hole either way.
extension Path {
    /// `4/3 · tan(θ/4)` for θ = 90°: the control-arm length, as a fraction of the radius, of a cubic quarter circle.
    ///
    /// Goldapp, "Approximation of circular arcs by cubic polynomials" (CAGD 8, 1991): the curve meets the circle
    /// at both ends and the middle, and its radial error is at most 2.8e-4 × radius (0.028 %), outward.
    public static let quarterArcControl = 0.552_284_749_830_793_4

    /// The four sides of `rect`, clockwise from the top-left corner.
    public init(rect: Rect) {
        self.init()
        move(to: Point(x: rect.minX, y: rect.minY))
        line(to: Point(x: rect.maxX, y: rect.minY))
        line(to: Point(x: rect.maxX, y: rect.maxY))
        line(to: Point(x: rect.minX, y: rect.maxY))
        close()
    }

    /// A rectangle whose corners are quarter ellipses of `radius` (clamped to half the shorter side).
    public init(roundedRect rect: Rect, radius: Double) {
        self.init(roundedRect: rect, radii: CornerRadii(radius))
    }

    /// A rectangle with its own radius per corner, each clamped to half the shorter side.
    package init(roundedRect rect: Rect, radii: CornerRadii) {
        self.init()
        let r = radii.clamped(toFit: rect)
        let k = Path.quarterArcControl
        let (x0, y0, x1, y1) = (rect.minX, rect.minY, rect.maxX, rect.maxY)
        move(to: Point(x: x0 + r.topLeft, y: y0))
        line(to: Point(x: x1 - r.topRight, y: y0))
        if r.topRight > 0 {
            let o = r.topRight * (1 - k)
            cubic(to: Point(x: x1, y: y0 + r.topRight),
                  control1: Point(x: x1 - o, y: y0), control2: Point(x: x1, y: y0 + o))
        }
        line(to: Point(x: x1, y: y1 - r.bottomRight))
        if r.bottomRight > 0 {
            let o = r.bottomRight * (1 - k)
            cubic(to: Point(x: x1 - r.bottomRight, y: y1),
                  control1: Point(x: x1, y: y1 - o), control2: Point(x: x1 - o, y: y1))
        }
        line(to: Point(x: x0 + r.bottomLeft, y: y1))
        if r.bottomLeft > 0 {
            let o = r.bottomLeft * (1 - k)
            cubic(to: Point(x: x0, y: y1 - r.bottomLeft),
                  control1: Point(x: x0 + o, y: y1), control2: Point(x: x0, y: y1 - o))
        }
        line(to: Point(x: x0, y: y0 + r.topLeft))
        if r.topLeft > 0 {
            let o = r.topLeft * (1 - k)
            cubic(to: Point(x: x0 + r.topLeft, y: y0),
                  control1: Point(x: x0, y: y0 + o), control2: Point(x: x0 + o, y: y0))
        }
        close()
    }

    /// The ellipse inscribed in `rect`, as four cubic quarter arcs (radial error ≤ 2.8e-4 of each semi-axis).
    public init(ellipseIn rect: Rect) {
        self.init()
        let k = Path.quarterArcControl
        let rx = rect.width / 2, ry = rect.height / 2
        let (cx, cy) = (rect.midX, rect.midY)
        let (ox, oy) = (rx * k, ry * k)
        move(to: Point(x: cx, y: rect.minY))
        cubic(to: Point(x: rect.maxX, y: cy),
              control1: Point(x: cx + ox, y: rect.minY), control2: Point(x: rect.maxX, y: cy - oy))
        cubic(to: Point(x: cx, y: rect.maxY),
              control1: Point(x: rect.maxX, y: cy + oy), control2: Point(x: cx + ox, y: rect.maxY))
        cubic(to: Point(x: rect.minX, y: cy),
              control1: Point(x: cx - ox, y: rect.maxY), control2: Point(x: rect.minX, y: cy + oy))
        cubic(to: Point(x: cx, y: rect.minY),
              control1: Point(x: rect.minX, y: cy - oy), control2: Point(x: cx - ox, y: rect.minY))
        close()
    }

    /// Appends a circular arc as cubics of at most 90° each.
    ///
    /// Angles are in radians from the +x axis toward +y (clockwise on screen, since y points down); the arc sweeps
    /// from `startAngle` to `endAngle`, so a smaller end angle sweeps counter-clockwise. When the path is empty or
    /// its last contour is closed the arc starts a new contour; otherwise a line joins the current point to the
    /// arc's start. Each piece uses control arms of `4/3 · tan(θ/4) · radius` (Goldapp 1991): the radial error
    /// is at most 2.8e-4 × radius for a 90° piece and shrinks with the sixth power of the piece's angle.
    public mutating func addArc(center: Point, radius: Double, startAngle: Double, endAngle: Double) {
        let sweep = endAngle - startAngle
        guard sweep.isFinite, radius.isFinite, startAngle.isFinite else { return }
        func point(_ angle: Double) -> Point {
            Point(x: center.x + radius * cos(angle), y: center.y + radius * sin(angle))
        }
        let start = point(startAngle)
        if let last = elements.last, last != .close {
            line(to: start)
        } else {
            move(to: start)
        }
        let pieces = max(1, Int((abs(sweep) / (Double.pi / 2)).rounded(.up)))
        let step = sweep / Double(pieces)
        let arm = 4.0 / 3.0 * tan(step / 4) * radius
        var angle = startAngle
        for i in 1...pieces {
            let next = i == pieces ? endAngle : startAngle + step * Double(i)
            let p0 = point(angle), p3 = point(next)
            let c1 = Point(x: p0.x - arm * sin(angle), y: p0.y + arm * cos(angle))
            let c2 = Point(x: p3.x + arm * sin(next), y: p3.y - arm * cos(next))
            cubic(to: p3, control1: c1, control2: c2)
            angle = next
        }
    }

    /// The same outline with every point mapped through `transform`.
    ///
    /// Béziers stay Béziers under affine maps, so the result is exact, not re-flattened.
    package func transformed(by transform: AffineTransform2D) -> Path {
        var result = Path()
        for element in elements {
            switch element {
            case let .move(p): result.move(to: transform.apply(to: p))
            case let .line(p): result.line(to: transform.apply(to: p))
            case let .quad(control, to):
                result.quad(to: transform.apply(to: to), control: transform.apply(to: control))
            case let .cubic(c1, c2, to):
                result.cubic(to: transform.apply(to: to), control1: transform.apply(to: c1),
                             control2: transform.apply(to: c2))
            case .close: result.close()
            }
        }
        return result
    }
}
