import XCTest
@testable import ProofsheetKit

/// The analytic shortcuts (`fill(_ rect:)`, `fill(roundedRect:)`) give exactly the bytes of the general path fill.
final class RasterFastPathTests: XCTestCase {
    private let paints: [Paint] = [
        Paint(Color(r: 200, g: 40, b: 10)),
        Paint(Color(r: 10, g: 120, b: 250, a: 140), opacity: 0.8),
        Paint(LinearGradient(start: Point(x: 0, y: 0), end: Point(x: 40, y: 30),
                             from: Color(r: 255, g: 0, b: 0), to: Color(r: 0, g: 0, b: 255, a: 90))),
    ]

    func testRectFastPathEqualsGeneralPathExactly() throws {
        let rects = [
            Rect(x: 3.3, y: 4.7, width: 20.25, height: 11.9),
            Rect(x: 5, y: 5, width: 10, height: 10),
            Rect(x: 7.2, y: 7.1, width: 0.4, height: 0.3),       // inside one pixel
            Rect(x: -10.5, y: 20.5, width: 100, height: 50),     // clipped by the pixmap
        ]
        for rect in rects {
            for (index, paint) in paints.enumerated() {
                var general = try XCTUnwrap(Pixmap(width: 40, height: 30, fill: Color(r: 240, g: 240, b: 230)))
                var fast = general
                general.fill(Path(rect: rect), with: paint)
                fast.fill(rect, with: paint)
                assertPixmapsEqual(general, fast, "rect \(rect) paint \(index)")
            }
        }
    }

    func testRoundedRectFastPathEqualsGeneralPathExactly() throws {
        let cases: [(rect: Rect, radii: CornerRadii)] = [
            (Rect(x: 2.4, y: 3.6, width: 33.3, height: 22.7), CornerRadii(6.5)),
            (Rect(x: 1, y: 1, width: 30, height: 12), CornerRadii(100)),       // clamped to a pill
            (Rect(x: 4.5, y: -3.25, width: 30, height: 40), CornerRadii(topLeft: 9, topRight: 0, bottomRight: 3.3,
                                                                       bottomLeft: 12)),
        ]
        let clip = Clip(rect: Rect(x: 5.5, y: 2, width: 26, height: 40))
        for c in cases {
            for clip in [nil, clip] {
                var general = try XCTUnwrap(Pixmap(width: 40, height: 30, fill: .white))
                var fast = general
                general.fill(Path(roundedRect: c.rect, radii: c.radii), with: paints[0], clip: clip)
                fast.fill(roundedRect: c.rect, radii: c.radii, with: paints[0], clip: clip)
                assertPixmapsEqual(general, fast, "rounded rect \(c.rect) clipped: \(clip != nil)")
            }
        }
    }
}
