import XCTest
@testable import ProofsheetKit

/// The coverage rasteriser: area accuracy, fill rules and symmetry (`CoverageMask(filling:)`).
final class RasterCoverageTests: XCTestCase {
    func testCircleCoverageIsWithinHalfPercentOfPiRSquared() throws {
        let cases: [(radius: Double, centre: Point)] = [
            (5, Point(x: 8, y: 8)), (5, Point(x: 8.3, y: 7.71)),
            (20, Point(x: 25, y: 25)), (20, Point(x: 25.5, y: 24.25)),
            (100, Point(x: 110, y: 110)), (100, Point(x: 110.37, y: 109.9)),
        ]
        for c in cases {
            let r = c.radius
            let path = Path(ellipseIn: Rect(x: c.centre.x - r, y: c.centre.y - r, width: 2 * r, height: 2 * r))
            let mask = try CoverageMask(filling: path)
            let expected = Double.pi * r * r
            let error = abs(mask.area - expected) / expected
            XCTAssertLessThan(error, 0.005, "r=\(r) at \(c.centre): area \(mask.area), pi r^2 \(expected)")
        }
    }

    func testAxisAlignedRectCoverageIsExactArea() throws {
        let cases: [(rect: Rect, expected: [[UInt8]])] = [
            // 0.5 px overlap on each side of a 1-px-wide column; 255 · 0.5 = 127.5 rounds to 128.
            (Rect(x: 0.5, y: 0, width: 1, height: 1), [[128, 128]]),
            (Rect(x: 0, y: 0, width: 2, height: 1), [[255, 255]]),
            (Rect(x: 0.25, y: 0.5, width: 1.5, height: 0.5), [[96, 96]]),
        ]
        for c in cases {
            let mask = try CoverageMask(filling: Path(rect: c.rect))
            let rows = (0..<mask.bounds.height).map { y in
                (0..<mask.bounds.width).map { x in mask[mask.bounds.x + x, mask.bounds.y + y] }
            }
            XCTAssertEqual(rows, c.expected, "\(c.rect)")
        }
    }

    /// A ring of two concentric circles, inner one either wound the same way or reversed.
    private func ring(innerReversed: Bool) -> Path {
        var path = Path()
        let centre = Point(x: 30, y: 30)
        path.addArc(center: centre, radius: 25, startAngle: 0, endAngle: 2 * .pi)
        path.close()
        if innerReversed {
            path.addArc(center: centre, radius: 12, startAngle: 2 * .pi, endAngle: 0)
        } else {
            path.addArc(center: centre, radius: 12, startAngle: 0, endAngle: 2 * .pi)
        }
        path.close()
        return path
    }

    func testFillRulesDecideWhetherARingHasAHole() throws {
        let cases: [(rule: FillRule, innerReversed: Bool, centreCoverage: UInt8)] = [
            (.evenOdd, false, 0),
            (.evenOdd, true, 0),
            (.nonZero, true, 0),
            (.nonZero, false, 255),
        ]
        for c in cases {
            let mask = try CoverageMask(filling: ring(innerReversed: c.innerReversed), rule: c.rule)
            XCTAssertEqual(mask[30, 30], c.centreCoverage, "\(c.rule), inner reversed: \(c.innerReversed)")
            XCTAssertEqual(mask[30, 10], 255, "ring body, \(c.rule)")
            XCTAssertEqual(mask[2, 2], 0, "outside corner, \(c.rule)")
        }
    }

    func testRoundedRectIsExactlySymmetricUnderHorizontalMirroring() throws {
        let width = 64
        let cases: [(inset: Double, radii: CornerRadii)] = [
            (3.3, CornerRadii(9.7)),
            (5.125, CornerRadii(20)),
            (0.7, CornerRadii(topLeft: 12.3, topRight: 12.3, bottomRight: 4.1, bottomLeft: 4.1)),
        ]
        for c in cases {
            let rect = Rect(x: c.inset, y: 2.6, width: Double(width) - 2 * c.inset, height: 40.2)
            var pixmap = try XCTUnwrap(Pixmap(width: width, height: 46, fill: .white))
            pixmap.fill(Path(roundedRect: rect, radii: c.radii), with: Paint(Color(r: 20, g: 90, b: 200)))
            assertPixmapsEqual(mirroredHorizontally(pixmap), pixmap, "rounded rect \(c)")
        }
    }

    func testMirrorTransformOfAnAsymmetricShapeMatchesTheMirroredPixels() throws {
        var arrow = Path()
        arrow.move(to: Point(x: 4.2, y: 10))
        arrow.line(to: Point(x: 20.6, y: 2.3))
        arrow.quad(to: Point(x: 20.6, y: 17.7), control: Point(x: 13.1, y: 10))
        arrow.close()
        let width = 24
        var original = try XCTUnwrap(Pixmap(width: width, height: 20, fill: .white))
        original.fill(arrow, with: Paint(.black))
        var mirrored = try XCTUnwrap(Pixmap(width: width, height: 20, fill: .white))
        mirrored.fill(arrow.transformed(by: .mirrorX(width: Double(width))), with: Paint(.black))
        assertPixmapsEqual(mirroredHorizontally(original), mirrored, "mirrored arrow")
    }
}
