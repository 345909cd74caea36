import XCTest
@testable import ProofsheetKit

/// Shape builders, arcs, transforms and flattening (`Path+Shapes`, `Path+Flattening`, `AffineTransform2D`).
final class RasterPathTests: XCTestCase {
    /// The largest |distance from centre − radius| / radius over samples of every cubic in `path`.
    private func maxRadialError(_ path: Path, center: Point, radius: Double) -> Double {
        var worst = 0.0
        var last = Point.zero
        for element in path.elements {
            switch element {
            case let .move(p), let .line(p):
                last = p
            case let .cubic(c1, c2, p):
                for i in 0...200 {
                    let t = Double(i) / 200, u = 1 - t
                    let x = u * u * u * last.x + 3 * u * u * t * c1.x + 3 * u * t * t * c2.x + t * t * t * p.x
                    let y = u * u * u * last.y + 3 * u * u * t * c1.y + 3 * u * t * t * c2.y + t * t * t * p.y
                    let d = ((x - center.x) * (x - center.x) + (y - center.y) * (y - center.y)).squareRoot()
                    worst = max(worst, abs(d - radius) / radius)
                }
                last = p
            default:
                break
            }
        }
        return worst
    }

    func testArcsStayWithinTheDocumentedRadialError() {
        let cases: [(start: Double, end: Double, bound: Double)] = [
            (0, .pi / 2, 2.8e-4),
            (0, 2 * .pi, 2.8e-4),
            (1, -2, 2.8e-4),
            (0, .pi / 4, 2.8e-4 / 60),   // half the angle: error falls with the sixth power (1/64)
        ]
        for c in cases {
            var path = Path()
            path.addArc(center: Point(x: 50, y: 50), radius: 40, startAngle: c.start, endAngle: c.end)
            let error = maxRadialError(path, center: Point(x: 50, y: 50), radius: 40)
            XCTAssertLessThanOrEqual(error, c.bound, "arc \(c.start)→\(c.end)")
        }
        let ellipse = Path(ellipseIn: Rect(x: 10, y: 10, width: 80, height: 80))
        XCTAssertLessThanOrEqual(maxRadialError(ellipse, center: Point(x: 50, y: 50), radius: 40), 2.8e-4)
    }

    func testRoundedRectRadiiAreClampedToHalfTheShorterSide() {
        let rect = Rect(x: 0, y: 0, width: 40, height: 10)
        let cases: [(radii: CornerRadii, expected: CornerRadii)] = [
            (CornerRadii(3), CornerRadii(3)),
            (CornerRadii(100), CornerRadii(5)),
            (CornerRadii(topLeft: -2, topRight: 7, bottomRight: .nan, bottomLeft: 4),
             CornerRadii(topLeft: 0, topRight: 5, bottomRight: 0, bottomLeft: 4)),
        ]
        for c in cases {
            XCTAssertEqual(c.radii.clamped(toFit: rect), c.expected, "\(c.radii)")
            XCTAssertEqual(Path(roundedRect: rect, radii: c.radii), Path(roundedRect: rect, radii: c.expected))
        }
    }

    func testTransformsMapPoints() {
        let p = Point(x: 3, y: 4)
        let cases: [(name: String, transform: AffineTransform2D, expected: Point)] = [
            ("identity", .identity, Point(x: 3, y: 4)),
            ("scale", .scale(2), Point(x: 6, y: 8)),
            ("translate", .translation(x: 1, y: -1), Point(x: 4, y: 3)),
            ("mirror", .mirrorX(width: 24), Point(x: 21, y: 4)),
            ("scale then translate", AffineTransform2D.scale(x: 2, y: 3).concatenating(.translation(x: 10, y: 0)),
             Point(x: 16, y: 12)),
        ]
        for c in cases {
            XCTAssertEqual(c.transform.apply(to: p), c.expected, c.name)
        }
        var path = Path(rect: Rect(x: 0, y: 0, width: 2, height: 1))
        path = path.transformed(by: .mirrorX(width: 10))
        XCTAssertEqual(path.elements.first, .move(Point(x: 10, y: 0)))
    }

    func testFlatteningStaysWithinTolerance() {
        let circle = Path(ellipseIn: Rect(x: 0, y: 0, width: 200, height: 200))
        for tolerance in [1.0, 0.1, 1.0 / 64] {
            let polygon = circle.flattened(tolerance: tolerance)
            XCTAssertEqual(polygon.count, 1)
            let points = polygon[0]
            for (a, b) in zip(points, points.dropFirst() + [points[0]]) {
                let mid = Point(x: (a.x + b.x) / 2, y: (a.y + b.y) / 2)
                let sagitta = 100 - ((mid.x - 100) * (mid.x - 100) + (mid.y - 100) * (mid.y - 100)).squareRoot()
                XCTAssertLessThanOrEqual(sagitta, tolerance + 0.03, "tolerance \(tolerance)")
            }
        }
    }
}
