import XCTest
@testable import ProofsheetKit

/// Clips limit where fills land; nested clips multiply coverage.
final class RasterClipTests: XCTestCase {
    private let red = Paint(Color(r: 255, g: 0, b: 0))

    func testClipRestrictsDrawing() throws {
        let cases: [(name: String, clip: Clip, inside: (Int, Int), outside: (Int, Int))] = [
            ("rect", Clip(rect: Rect(x: 5, y: 5, width: 10, height: 10)), (10, 10), (4, 10)),
            ("rounded rect corner", Clip(roundedRect: Rect(x: 0, y: 0, width: 20, height: 20), radii: CornerRadii(8)),
             (10, 10), (0, 0)),
            ("mask", Clip(mask: try CoverageMask(filling: Path(ellipseIn: Rect(x: 2, y: 2, width: 16, height: 16)))),
             (10, 10), (2, 2)),
        ]
        for c in cases {
            var pixmap = try XCTUnwrap(Pixmap(width: 20, height: 20, fill: .white))
            pixmap.fill(Rect(x: 0, y: 0, width: 20, height: 20), with: red, clip: c.clip)
            XCTAssertEqual(pixmap[c.inside.0, c.inside.1], Color(r: 255, g: 0, b: 0), "\(c.name): inside drawn")
            XCTAssertEqual(pixmap[c.outside.0, c.outside.1], .white, "\(c.name): outside untouched")
        }
    }

    func testFractionalClipEdgeGivesPartialCoverage() throws {
        var pixmap = try XCTUnwrap(Pixmap(width: 4, height: 1))
        pixmap.fill(Path(rect: Rect(x: 0, y: 0, width: 4, height: 1)), with: red,
                    clip: Clip(rect: Rect(x: 0, y: 0, width: 2.5, height: 1)))
        XCTAssertEqual((0..<4).map { pixmap[$0, 0].a }, [255, 255, 128, 0])
    }

    func testNestedClipsMultiplyCoverage() throws {
        let half = try CoverageMask(bounds: PixelRect(x: 0, y: 0, width: 2, height: 1), bytes: [128, 255])
        let cases: [(name: String, clip: Clip, alphas: [UInt8])] = [
            ("mask alone", Clip(mask: half), [128, 255, 0]),
            ("mask twice", Clip(mask: half).intersected(with: Clip(mask: half)), [64, 255, 0]),
            ("mask and rect", Clip(mask: half).intersected(with: Clip(rect: Rect(x: 1, y: 0, width: 5, height: 1))),
             [0, 255, 0]),
            ("rects intersect exactly", Clip(rect: Rect(x: 0, y: 0, width: 2.5, height: 1))
                .intersected(with: Clip(rect: Rect(x: 0.5, y: 0, width: 5, height: 1))), [128, 255, 128]),
        ]
        for c in cases {
            var pixmap = try XCTUnwrap(Pixmap(width: 3, height: 1))
            pixmap.fill(Rect(x: 0, y: 0, width: 3, height: 1), with: red, clip: c.clip)
            XCTAssertEqual((0..<3).map { pixmap[$0, 0].a }, c.alphas, c.name)
        }
    }
}

/// The rounded-rect clip's shortcut gives the same coverage as the same outline as a path clip.
final class RasterRoundedClipTests: XCTestCase {
    func testRoundedRectClipEqualsPathClip() throws {
        let cases: [(rect: Rect, radii: CornerRadii)] = [
            (Rect(x: 3.7, y: 2.2, width: 30.1, height: 20.6), CornerRadii(7.3)),
            (Rect(x: -4, y: 5.5, width: 50, height: 9), CornerRadii(topLeft: 0, topRight: 20, bottomRight: 2, bottomLeft: 5)),
        ]
        for c in cases {
            var shortcut = try XCTUnwrap(Pixmap(width: 40, height: 30, fill: .white))
            var general = shortcut
            let paint = Paint(Color(r: 0, g: 100, b: 0))
            shortcut.fill(Rect(x: 0, y: 0, width: 40, height: 30), with: paint,
                          clip: Clip(roundedRect: c.rect, radii: c.radii))
            general.fill(Rect(x: 0, y: 0, width: 40, height: 30), with: paint,
                         clip: Clip(path: Path(roundedRect: c.rect, radii: c.radii)))
            assertPixmapsEqual(general, shortcut, "rounded clip \(c.rect)")
        }
    }
}
