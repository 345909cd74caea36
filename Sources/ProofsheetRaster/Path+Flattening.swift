/// Turning curves into polylines for the rasteriser, in the path's own unit (pixels when rasterising).
extension Path {
    /// The default flattening tolerance: 1/64 pixel. At this tolerance the inscribed polygon of a circle loses
    /// under 0.2 % of its area even at radius 5 px, well inside the rasteriser's 0.5 % budget.
    public static let defaultFlatteningTolerance = 1.0 / 64.0

    /// The deepest a single curve is halved (2^16 segments): a guard against huge or non-finite control points.
    package static let maxSubdivisionDepth = 16

    /// The contours as polylines whose distance from the true curves is at most `tolerance`.
    ///
    /// Each returned contour is implicitly closed (the filler joins its last point to its first). Curves are split
    /// in half (de Casteljau) until the flatness bound n(n−1)/8 · max‖Δ²P‖ is within tolerance, the bound of
    /// Wang (1984) for the distance between a degree-n Bézier and its chord; the result depends only on the
    /// input numbers, so it is the same on every machine.
    public func flattened(tolerance: Double = Path.defaultFlatteningTolerance) -> [[Point]] {
        let tolerance = tolerance > 0 ? tolerance : Path.defaultFlatteningTolerance
        var contours: [[Point]] = []
        var current: [Point] = []
        var start = Point.zero
        var last = Point.zero

        func finish() {
            if current.count >= 2 { contours.append(current) }
            current = []
        }
        func begin(at point: Point) {
            finish()
            current = [point]
            start = point
            last = point
        }
        func ensureStarted() {
            if current.isEmpty { current = [last]; start = last }
        }

        for element in elements {
            switch element {
            case let .move(p):
                begin(at: p)
            case let .line(p):
                ensureStarted()
                current.append(p)
                last = p
            case let .quad(c, p):
                ensureStarted()
                Path.flattenQuad(last, c, p, tolerance: tolerance, depth: 0, into: &current)
                last = p
            case let .cubic(c1, c2, p):
                ensureStarted()
                Path.flattenCubic(last, c1, c2, p, tolerance: tolerance, depth: 0, into: &current)
                last = p
            case .close:
                finish()
                last = start
            }
        }
        finish()
        return contours
    }

    private static func flattenQuad(_ p0: Point, _ p1: Point, _ p2: Point, tolerance: Double, depth: Int,
                                    into out: inout [Point]) {
        let ddx = p0.x - 2 * p1.x + p2.x, ddy = p0.y - 2 * p1.y + p2.y
        let bound = 0.25 * (ddx * ddx + ddy * ddy).squareRoot()
        if !(bound > tolerance) || depth >= maxSubdivisionDepth {
            out.append(p2)
            return
        }
        let a = mid(p0, p1), b = mid(p1, p2), m = mid(a, b)
        flattenQuad(p0, a, m, tolerance: tolerance, depth: depth + 1, into: &out)
        flattenQuad(m, b, p2, tolerance: tolerance, depth: depth + 1, into: &out)
    }

    private static func flattenCubic(_ p0: Point, _ p1: Point, _ p2: Point, _ p3: Point, tolerance: Double,
                                     depth: Int, into out: inout [Point]) {
        let ax = p0.x - 2 * p1.x + p2.x, ay = p0.y - 2 * p1.y + p2.y
        let bx = p1.x - 2 * p2.x + p3.x, by = p1.y - 2 * p2.y + p3.y
        let bound = 0.75 * max(ax * ax + ay * ay, bx * bx + by * by).squareRoot()
        if !(bound > tolerance) || depth >= maxSubdivisionDepth {
            out.append(p3)
            return
        }
        let q0 = mid(p0, p1), q1 = mid(p1, p2), q2 = mid(p2, p3)
        let r0 = mid(q0, q1), r1 = mid(q1, q2)
        let m = mid(r0, r1)
        flattenCubic(p0, q0, r0, m, tolerance: tolerance, depth: depth + 1, into: &out)
        flattenCubic(m, r1, q2, p3, tolerance: tolerance, depth: depth + 1, into: &out)
    }

    @inline(__always)
    private static func mid(_ a: Point, _ b: Point) -> Point {
        Point(x: (a.x + b.x) * 0.5, y: (a.y + b.y) * 0.5)
    }
}
