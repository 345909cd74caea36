import XCTest
@testable import ProofsheetKit

/// Source-over onto straight-alpha pixels, and the integer rounding it relies on.
final class RasterCompositingTests: XCTestCase {
    func testDiv255RoundsExactlyOverItsWholeDomain() {
        for x in 0...(255 * 255) {
            let exact = Int((Double(x) / 255).rounded())
            if RasterMath.div255(x) != exact {
                XCTFail("div255(\(x)) = \(RasterMath.div255(x)), expected \(exact)")
                return
            }
        }
    }

    /// Porter–Duff "over" for straight alpha, in real numbers, rounded to bytes.
    private func referenceOver(_ s: Color, _ d: Color) -> Color {
        let sa = Double(s.a) / 255, da = Double(d.a) / 255
        let oa = sa + da * (1 - sa)
        func channel(_ sc: UInt8, _ dc: UInt8) -> UInt8 {
            guard oa > 0 else { return 0 }
            let value = (Double(sc) * sa + Double(dc) * da * (1 - sa)) / oa
            return UInt8(value.rounded())
        }
        return Color(r: channel(s.r, d.r), g: channel(s.g, d.g), b: channel(s.b, d.b), a: UInt8((oa * 255).rounded()))
    }

    func testSourceOverMatchesTheStraightAlphaFormula() throws {
        let cases: [(source: Color, destination: Color)] = [
            (Color(r: 255, g: 0, b: 0, a: 128), Color(r: 0, g: 0, b: 255, a: 100)),
            (Color(r: 12, g: 200, b: 77, a: 1), Color(r: 250, g: 3, b: 90, a: 254)),
            (Color(r: 90, g: 90, b: 90, a: 200), Color(r: 10, g: 20, b: 30, a: 0)),
            (Color(r: 33, g: 66, b: 99, a: 77), Color(r: 200, g: 150, b: 100, a: 255)),
            (Color(r: 240, g: 10, b: 130, a: 255), Color(r: 1, g: 2, b: 3, a: 50)),
            (Color(r: 5, g: 250, b: 128, a: 9), Color(r: 128, g: 64, b: 32, a: 17)),
        ]
        for c in cases {
            var pixmap = try XCTUnwrap(Pixmap(width: 3, height: 3, fill: c.destination))
            pixmap.fill(Rect(x: 1, y: 1, width: 1, height: 1), with: Paint(c.source))
            XCTAssertEqual(pixmap[1, 1], referenceOver(c.source, c.destination), "\(c.source) over \(c.destination)")
            XCTAssertEqual(pixmap[0, 0], c.destination, "pixels outside the rect stay untouched")
        }
    }

    func testOpacityAndCoverageScaleSourceAlpha() throws {
        let cases: [(opacity: Double, rect: Rect, expectedAlpha: UInt8)] = [
            (1, Rect(x: 0, y: 0, width: 1, height: 1), 255),
            (0.5, Rect(x: 0, y: 0, width: 1, height: 1), 128),
            (1, Rect(x: 0, y: 0, width: 0.5, height: 1), 128),
            (0.5, Rect(x: 0, y: 0, width: 0.5, height: 1), 64),
            (0, Rect(x: 0, y: 0, width: 1, height: 1), 0),
        ]
        for c in cases {
            var pixmap = try XCTUnwrap(Pixmap(width: 1, height: 1))
            pixmap.fill(c.rect, with: Paint(Color(r: 10, g: 20, b: 30), opacity: c.opacity))
            XCTAssertEqual(pixmap[0, 0].a, c.expectedAlpha, "opacity \(c.opacity), \(c.rect)")
        }
    }

    func testHorizontalGradientIsMonotonicAlongX() throws {
        let cases: [(from: Color, to: Color)] = [
            (Color(r: 255, g: 0, b: 0), Color(r: 0, g: 0, b: 255)),
            (Color(r: 0, g: 30, b: 200), Color(r: 250, g: 240, b: 20)),
            (Color(r: 255, g: 255, b: 255, a: 30), Color(r: 0, g: 0, b: 0, a: 255)),
        ]
        for c in cases {
            var pixmap = try XCTUnwrap(Pixmap(width: 300, height: 4))
            let gradient = LinearGradient(start: Point(x: 10, y: 0), end: Point(x: 290, y: 0), from: c.from, to: c.to)
            pixmap.fill(Rect(x: 0, y: 0, width: 300, height: 4), with: Paint(gradient))
            for channel in 0..<4 {
                let values = (0..<300).map { Int(pixmap.bytes[($0 + 300) * 4 + channel]) }
                let rising = Int(c.to.channel(channel)) >= Int(c.from.channel(channel))
                for x in 1..<300 where rising ? values[x] < values[x - 1] : values[x] > values[x - 1] {
                    XCTFail("\(c.from)→\(c.to) channel \(channel) not monotonic at x=\(x): \(values[x - 1]), \(values[x])")
                    break
                }
                XCTAssertEqual(values[0], Int(c.from.channel(channel)), "padded start, channel \(channel)")
                XCTAssertEqual(values[299], Int(c.to.channel(channel)), "padded end, channel \(channel)")
            }
        }
    }

    func testGradientInterpolatesWithPremultipliedAlpha() throws {
        let gradient = LinearGradient(start: .zero, end: Point(x: 1, y: 0),
                                      from: Color(r: 255, g: 0, b: 0, a: 255), to: Color(r: 0, g: 0, b: 255, a: 0))
        // Halfway, all the colour comes from the opaque end: no purple, no grey.
        XCTAssertEqual(gradient.color(at: 0.5), Color(r: 255, g: 0, b: 0, a: 128))
        XCTAssertThrowsError(try LinearGradient(start: .zero, end: .zero, stops: [.init(offset: 0, color: .black)]))
    }
}

private extension Color {
    func channel(_ index: Int) -> UInt8 { [r, g, b, a][index] }
}
