import XCTest
@testable import ProofsheetKit

/// A deterministic 1170x2532 (iPhone 13/14 at 3x) "UI screenshot" for codec benchmarks: flat backgrounds,
/// anti-aliased rounded cards with soft shadows, lines of glyph-like strokes, avatars, buttons and one photo.
enum SyntheticScreenshot {
    static func make(width: Int = 1170, height: Int = 2532) -> Pixmap? {
        var canvas = Canvas(width: width, height: height, background: (242, 242, 247))
        canvas.fillRoundedRect(x: 0, y: 0, w: Double(width), h: 141, r: 0, color: (255, 255, 255))
        canvas.text(x: 60, y: 50, chars: 5, size: 40, color: (0, 0, 0), seed: 1)
        canvas.text(x: Double(width) - 200, y: 50, chars: 4, size: 40, color: (0, 0, 0), seed: 2)
        canvas.text(x: 48, y: 190, chars: 9, size: 96, color: (0, 0, 0), seed: 3)
        var y = 340.0
        var seed: UInt32 = 10
        for card in 0..<6 {
            let h: Double = card == 2 ? 640 : 330
            canvas.shadow(x: 48, y: y, w: Double(width) - 96, h: h, r: 36)
            canvas.fillRoundedRect(x: 48, y: y, w: Double(width) - 96, h: h, r: 36, color: (255, 255, 255))
            if card == 2 {
                canvas.photo(x: 48, y: y, w: Double(width) - 96, h: 420)
                canvas.text(x: 96, y: y + 460, chars: 24, size: 48, color: (0, 0, 0), seed: seed)
                canvas.text(x: 96, y: y + 540, chars: 34, size: 40, color: (110, 110, 115), seed: seed + 1)
            } else {
                canvas.avatar(cx: 150, cy: y + 110, radius: 60, hue: card)
                canvas.text(x: 240, y: y + 60, chars: 16, size: 48, color: (0, 0, 0), seed: seed)
                canvas.text(x: 240, y: y + 130, chars: 28, size: 38, color: (110, 110, 115), seed: seed + 1)
                canvas.text(x: 96, y: y + 200, chars: 36, size: 38, color: (60, 60, 67), seed: seed + 2)
                canvas.fillRoundedRect(x: Double(width) - 380, y: y + 250, w: 280, h: 56, r: 28, color: (0, 122, 255))
                canvas.text(x: Double(width) - 330, y: y + 262, chars: 7, size: 34, color: (255, 255, 255), seed: seed + 3)
            }
            y += h + 40
            seed += 10
        }
        canvas.fillRoundedRect(x: 0, y: Double(height) - 250, w: Double(width), h: 250, r: 0, color: (249, 249, 249))
        for i in 0..<4 {
            let cx = Double(width) / 8 * Double(2 * i + 1)
            canvas.avatar(cx: cx, cy: Double(height) - 170, radius: 34, hue: i + 3)
            canvas.text(x: cx - 60, y: Double(height) - 115, chars: 5, size: 30, color: (140, 140, 145), seed: seed + UInt32(i))
        }
        return Pixmap(width: width, height: height, bytes: canvas.bytes)
    }

    struct Canvas {
        let width: Int
        let height: Int
        var bytes: [UInt8]

        init(width: Int, height: Int, background: (Int, Int, Int)) {
            self.width = width
            self.height = height
            bytes = [UInt8](repeating: 255, count: width * height * 4)
            for i in 0..<(width * height) {
                bytes[i * 4] = UInt8(background.0); bytes[i * 4 + 1] = UInt8(background.1); bytes[i * 4 + 2] = UInt8(background.2)
            }
        }

        /// lo..<hi clipped to 0..<limit, empty when nothing is left.
        static func span(_ lo: Int, _ hi: Int, _ limit: Int) -> Range<Int> {
            let a = max(0, lo), b = min(limit, hi)
            return a < b ? a..<b : 0..<0
        }

        mutating func blend(_ x: Int, _ y: Int, _ color: (Int, Int, Int), _ coverage: Double) {
            guard x >= 0, y >= 0, x < width, y < height, coverage > 0 else { return }
            let a = min(1, coverage)
            let i = (y * width + x) * 4
            for (c, v) in [color.0, color.1, color.2].enumerated() {
                bytes[i + c] = UInt8((Double(bytes[i + c]) * (1 - a) + Double(v) * a).rounded())
            }
        }

        /// Coverage of a rounded rectangle at a pixel centre, anti-aliased over one pixel.
        static func roundedCoverage(_ px: Double, _ py: Double, x: Double, y: Double, w: Double, h: Double, r: Double) -> Double {
            let qx = abs(px - (x + w / 2)) - (w / 2 - r)
            let qy = abs(py - (y + h / 2)) - (h / 2 - r)
            let outside = (max(qx, 0) * max(qx, 0) + max(qy, 0) * max(qy, 0)).squareRoot() + min(max(qx, qy), 0) - r
            return min(1, max(0, 0.5 - outside))
        }

        mutating func fillRoundedRect(x: Double, y: Double, w: Double, h: Double, r: Double, color: (Int, Int, Int)) {
            for py in Self.span(Int(y), Int(y + h) + 1, height) {
                for px in Self.span(Int(x), Int(x + w) + 1, width) {
                    blend(px, py, color, Self.roundedCoverage(Double(px) + 0.5, Double(py) + 0.5, x: x, y: y, w: w, h: h, r: r))
                }
            }
        }

        mutating func shadow(x: Double, y: Double, w: Double, h: Double, r: Double) {
            for step in stride(from: 24.0, to: 0, by: -3) {
                fillRoundedRect(x: x - step / 2, y: y + 6 - step / 2, w: w + step, h: h + step, r: r + step / 2,
                                color: (0, 0, 0))
                // Each ring is very faint: undo most of it by blending back towards the background.
                for py in Self.span(Int(y - step), Int(y + h + step) + 8, height) {
                    for px in Self.span(Int(x - step), Int(x + w + step) + 1, width) {
                        blend(px, py, (242, 242, 247), 0.985)
                    }
                }
            }
        }

        mutating func avatar(cx: Double, cy: Double, radius: Double, hue: Int) {
            let base = [(255, 149, 0), (52, 199, 89), (88, 86, 214), (255, 45, 85), (90, 200, 250), (175, 82, 222), (255, 204, 0)][hue % 7]
            for py in Int(cy - radius - 1)...Int(cy + radius + 1) {
                for px in Int(cx - radius - 1)...Int(cx + radius + 1) {
                    let d = ((Double(px) + 0.5 - cx) * (Double(px) + 0.5 - cx) + (Double(py) + 0.5 - cy) * (Double(py) + 0.5 - cy)).squareRoot()
                    let t = (Double(py) - cy + radius) / (2 * radius)
                    let color = (Int(Double(base.0) * (1 - 0.3 * t)), Int(Double(base.1) * (1 - 0.3 * t)), Int(Double(base.2) * (1 - 0.3 * t)))
                    blend(px, py, color, min(1, max(0, radius + 0.5 - d)))
                }
            }
        }

        /// A smooth "photo": low-frequency colour waves plus fine deterministic grain.
        mutating func photo(x: Double, y: Double, w: Double, h: Double) {
            var state: UInt32 = 2024
            for py in Int(y)..<Int(y + h) {
                for px in Int(x)..<Int(x + w) {
                    state = state &* 1_664_525 &+ 1_013_904_223
                    let grain = Double(Int(state >> 28)) - 7.5
                    let u = (Double(px) - x) / w, v = (Double(py) - y) / h
                    let r = 120 + 80 * sin(u * 5 + v * 2) + grain
                    let g = 140 + 60 * sin(v * 6 - u) + grain
                    let b = 170 + 70 * cos(u * 3 + v * 4) + grain
                    let coverage = Self.roundedCoverage(Double(px) + 0.5, Double(py) + 0.5, x: x, y: y, w: w, h: h + 40, r: 36)
                    blend(px, py, (Int(max(0, min(255, r))), Int(max(0, min(255, g))), Int(max(0, min(255, b)))), coverage)
                }
            }
        }

        /// A line of glyph-like shapes: stems, bars and bowls with anti-aliased edges, words separated by spaces.
        mutating func text(x: Double, y: Double, chars: Int, size: Double, color: (Int, Int, Int), seed: UInt32) {
            var state = seed &* 2_654_435_761 &+ 1
            var pen = x
            let advance = size * 0.55, stroke = max(2, size * 0.09)
            for _ in 0..<chars {
                state = state &* 1_103_515_245 &+ 12345
                let shape = state >> 16
                if shape % 7 == 0 { pen += advance * 0.6; continue }
                let x0 = pen, x1 = pen + advance * 0.8, top = y + (shape & 8 != 0 ? 0 : size * 0.3), bottom = y + size * 0.95
                if shape & 1 != 0 { fillRoundedRect(x: x0, y: top, w: stroke, h: bottom - top, r: stroke / 2, color: color) }
                if shape & 2 != 0 { fillRoundedRect(x: x1 - stroke, y: y + size * 0.3, w: stroke, h: bottom - y - size * 0.3, r: stroke / 2, color: color) }
                if shape & 4 != 0 { fillRoundedRect(x: x0, y: y + size * 0.6, w: x1 - x0, h: stroke, r: stroke / 2, color: color) }
                if shape & 16 != 0 {
                    let cx = (x0 + x1) / 2, cy = y + size * 0.65, outer = (x1 - x0) / 2
                    for py in Int(cy - outer - 1)...Int(cy + outer + 1) {
                        for px in Int(cx - outer - 1)...Int(cx + outer + 1) {
                            let d = ((Double(px) + 0.5 - cx) * (Double(px) + 0.5 - cx) + (Double(py) + 0.5 - cy) * (Double(py) + 0.5 - cy)).squareRoot()
                            blend(px, py, color, min(1, max(0, outer + 0.5 - d)) - min(1, max(0, outer - stroke + 0.5 - d)))
                        }
                    }
                }
                pen += advance
            }
        }
    }
}

final class PNGSyntheticScreenshotTests: XCTestCase {
    func testScreenshotIsDeterministicAndOpaque() throws {
        let a = try XCTUnwrap(SyntheticScreenshot.make(width: 300, height: 400))
        XCTAssertEqual(a, SyntheticScreenshot.make(width: 300, height: 400))
        XCTAssertTrue(a.isOpaque)
    }
}
