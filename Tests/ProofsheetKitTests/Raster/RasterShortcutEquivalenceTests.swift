import XCTest
@testable import ProofsheetKit

/// Each drawing shortcut gives the bytes of the plain per-pixel path it replaces: SourceOver's skipped runs,
/// stored opaque runs and 16-bit-lane translucent runs; gradient runs; the border ring drawn around its hole;
/// and the background items the scene rasteriser skips.
final class RasterShortcutEquivalenceTests: XCTestCase {
    /// A deterministic byte sequence (linear congruential generator).
    struct Bytes {
        var state: UInt32
        mutating func next() -> UInt8 {
            state = state &* 1_103_515_245 &+ 12345
            return UInt8(truncatingIfNeeded: state >> 16)
        }
    }

    /// Coverage with runs of 0 and 255 of every length around the 4- and 8-byte steps, and partial values.
    static func coverage(count: Int, seed: UInt32) -> [UInt8] {
        var random = Bytes(state: seed)
        var out: [UInt8] = []
        while out.count < count {
            let run = Int(random.next() % 19) + 1
            switch random.next() % 3 {
            case 0: out += [UInt8](repeating: 0, count: run)
            case 1: out += [UInt8](repeating: 255, count: run)
            default: out += (0..<run).map { _ in random.next() }
            }
        }
        return Array(out.prefix(count))
    }

    /// Destination pixels: mostly opaque, some translucent or clear, so opaque-only shortcuts must step aside.
    static func destination(count: Int, seed: UInt32) -> [UInt8] {
        var random = Bytes(state: seed)
        return (0..<count).flatMap { _ -> [UInt8] in
            let alpha: UInt8 = random.next() % 5 == 0 ? random.next() : 255
            return [random.next(), random.next(), random.next(), alpha]
        }
    }

    func testBlendRowMatchesPerPixelSourceOver() throws {
        let gradient = try LinearGradient(start: Point(x: -3, y: 0), end: Point(x: 40, y: 9), stops: [
            .init(offset: 0, color: Color(r: 250, g: 10, b: 30, a: 255)),
            .init(offset: 1, color: Color(r: 5, g: 200, b: 90, a: 255)),
        ])
        let translucentGradient = try LinearGradient(start: Point(x: 0, y: 0), end: Point(x: 30, y: 0), stops: [
            .init(offset: 0, color: Color(r: 250, g: 10, b: 30, a: 120)),
            .init(offset: 1, color: Color(r: 5, g: 200, b: 90, a: 255)),
        ])
        let paints: [Paint] = [
            Paint(Color(r: 10, g: 20, b: 30, a: 255)), Paint(Color(r: 200, g: 100, b: 7, a: 128)),
            Paint(Color(r: 1, g: 255, b: 99, a: 1)), Paint(Color(r: 90, g: 80, b: 70, a: 254)),
            Paint(Color(r: 90, g: 80, b: 70, a: 255), opacity: 0.5), Paint(gradient), Paint(gradient, opacity: 0.7),
            Paint(translucentGradient),
        ]
        for (p, paint) in paints.enumerated() {
            for count in [1, 3, 4, 5, 8, 9, 15, 16, 17, 33, 64, 70] {
                let seed = UInt32(p * 100 + count)
                let coverage = Self.coverage(count: count, seed: seed)
                let blender = SourceOver(paint)
                // One row of x0 + count pixels; the blend starts at column x0.
                let x0 = 2
                var fast = [UInt8](repeating: 9, count: x0 * 4) + Self.destination(count: count, seed: seed &+ 7)
                var slow = fast
                fast.withUnsafeMutableBufferPointer { pixels in
                    blender.blendRow(pixels: pixels.baseAddress!, width: x0 + count, y: 0, x0: x0, count: count,
                                     coverage: coverage)
                }
                slow.withUnsafeMutableBufferPointer { pixels in
                    for i in 0..<count where coverage[i] != 0 {
                        let color: Color
                        switch blender.source {
                        case .solid(let c): color = c
                        case .gradient(let table): color = table.colors[GradientTable.index(table.t(x: x0 + i, y: 0))]
                        }
                        SourceOver.blend(pixels.baseAddress! + (x0 + i) * 4, r: Int(color.r), g: Int(color.g), b: Int(color.b),
                                         alpha: RasterMath.mul255(Int(color.a), Int(coverage[i])))
                    }
                }
                XCTAssertEqual(fast, slow, "paint \(p), \(count) pixels")
            }
        }
    }

    func testRingDrawnAroundItsHoleMatchesTheWholeRing() throws {
        let rasterizer = SceneRasterizer(scale: 1, glyphs: GlyphCache())
        let cases: [(outer: Rect, width: Double, radius: Double, clip: Clip?)] = [
            (Rect(x: 3.3, y: 4.7, width: 50.2, height: 40.9), 1.5, 6, nil),
            (Rect(x: 0, y: 0, width: 64, height: 48), 2, 0, nil),
            (Rect(x: -10.5, y: 5.25, width: 90, height: 30), 3, 12, Clip(rect: Rect(x: 2.5, y: 0, width: 40.25, height: 60))),
            (Rect(x: 8, y: 8, width: 44, height: 36), 1, 10,
             Clip(roundedRect: Rect(x: 0, y: 10.5, width: 50, height: 30), radii: CornerRadii(9))),
        ]
        for (index, c) in cases.enumerated() {
            let inner = c.outer.insetBy(dx: c.width, dy: c.width)
            let innerRadius = max(0, c.radius - c.width)
            var ring = Path(roundedRect: c.outer, radii: CornerRadii(c.radius))
            ring.append(Path(roundedRect: inner, radii: CornerRadii(innerRadius)))
            let paint = Paint(Color(r: 30, g: 60, b: 90, a: 200))
            let hole = try XCTUnwrap(SceneRasterizer.pixelsInside(inner, cornerRadius: innerRadius), "case \(index)")
            var whole = try XCTUnwrap(Pixmap(width: 64, height: 56, fill: Color(r: 250, g: 240, b: 230, a: 255)))
            var banded = whole
            whole.fill(ring, with: paint, rule: .evenOdd, clip: c.clip)
            rasterizer.fillRing(ring, around: hole, with: paint, clip: c.clip, into: &banded)
            XCTAssertEqual(banded, whole, "case \(index)")
        }
    }

    func testSkippedBackgroundItemsLeaveTheSameCanvas() throws {
        let rasterizer = SceneRasterizer(scale: 2, glyphs: GlyphCache())
        let canvas = Color(r: 11, g: 13, b: 16, a: 255)
        let other = Color(r: 200, g: 30, b: 40, a: 255)
        func shape(_ rect: Rect, _ color: Color, radius: Double = 0, opacity: Double = 1, clips: [ClipShape] = []) -> DisplayItem {
            DisplayItem(content: .shape(rect: rect, radius: radius, fill: .solid(color)), opacity: opacity, clips: clips, node: nil)
        }
        let lists: [[DisplayItem]] = [
            // The screen's background under the status bar: same colour as the canvas, not covering it.
            [shape(Rect(x: 0, y: 4.5, width: 30, height: 20.25), canvas), shape(Rect(x: 3, y: 3, width: 9, height: 9), other)],
            // A covering opaque rectangle, then drawing on top; items under it are skipped.
            [shape(Rect(x: 2, y: 2, width: 5, height: 5), other), shape(Rect(x: -1, y: -1, width: 40, height: 40), other),
             shape(Rect(x: 1, y: 1, width: 6, height: 6), canvas, radius: 2, opacity: 0.5)],
            // Look-alikes that must be drawn: translucent, clipped, rounded, another colour.
            [shape(Rect(x: -1, y: -1, width: 40, height: 40), other, opacity: 0.5),
             shape(Rect(x: -1, y: -1, width: 40, height: 40), canvas, clips: [ClipShape(rect: Rect(x: 2, y: 2, width: 8, height: 8), radius: 3, node: nil)]),
             shape(Rect(x: 0, y: 0, width: 30, height: 30), canvas, radius: 4),
             shape(Rect(x: 0, y: 0, width: 30, height: 30), Color(r: 11, g: 13, b: 17, a: 255))],
        ]
        for (index, items) in lists.enumerated() {
            var list = DisplayList(background: canvas)
            list.items = items
            var expected = try XCTUnwrap(Pixmap(width: 50, height: 44, fill: canvas))
            for item in items { try rasterizer.draw(item, into: &expected) }
            XCTAssertEqual(try rasterizer.render(list, width: 50, height: 44), expected, "list \(index)")
        }
    }
}
