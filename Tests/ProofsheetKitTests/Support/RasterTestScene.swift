@testable import ProofsheetKit

/// A phone-sized test scene (1170 × 2532 px): 2 gradients, 60 rounded cards (some translucent, some clipped),
/// 20 small circles. Used by the determinism check and the speed measurement.
enum RasterTestScene {
    static let width = 1170
    static let height = 2532

    /// `roundedRectsAsPaths` draws the cards through the general path rasteriser instead of the shortcut.
    static func render(roundedRectsAsPaths: Bool = false) -> Pixmap {
        var pixmap = Pixmap(width: width, height: height, fill: Color(r: 242, g: 242, b: 247))!
        let header = LinearGradient(start: Point(x: 0, y: 0), end: Point(x: 0, y: 320),
                                    from: Color(r: 40, g: 90, b: 220), to: Color(r: 120, g: 60, b: 200))
        pixmap.fill(Rect(x: 0, y: 0, width: Double(width), height: 320), with: Paint(header))

        let list = Clip(roundedRect: Rect(x: 24, y: 340, width: 1122, height: 2000), radii: CornerRadii(40))
        for i in 0..<60 {
            let column = i % 2, row = i / 2
            let rect = Rect(x: 36.5 + Double(column) * 552, y: 352.25 + Double(row) * 64.5, width: 540.3, height: 58.6)
            let alpha: UInt8 = i % 3 == 0 ? 200 : 255
            let color = Color(r: UInt8(255 - i * 3), g: UInt8(200 + i % 50), b: UInt8(100 + i * 2), a: alpha)
            let radii = i % 5 == 0 ? CornerRadii(topLeft: 24, topRight: 8, bottomRight: 24, bottomLeft: 8)
                                   : CornerRadii(18)
            let clip = i % 4 == 1 ? list : nil
            if roundedRectsAsPaths {
                pixmap.fill(Path(roundedRect: rect, radii: radii), with: Paint(color), clip: clip)
            } else {
                pixmap.fill(roundedRect: rect, radii: radii, with: Paint(color), clip: clip)
            }
        }
        for i in 0..<20 {
            let r = 12 + Double(i % 4) * 4
            let centre = Point(x: 80.3 + Double(i % 10) * 110, y: 2390.6 + Double(i / 10) * 70)
            let circle = Path(ellipseIn: Rect(x: centre.x - r, y: centre.y - r, width: 2 * r, height: 2 * r))
            pixmap.fill(circle, with: Paint(Color(r: UInt8(i * 12), g: 120, b: 200), opacity: i % 2 == 0 ? 1 : 0.6))
        }
        let button = LinearGradient(start: Point(x: 60, y: 0), end: Point(x: 1110, y: 0),
                                    from: Color(r: 255, g: 120, b: 40), to: Color(r: 240, g: 40, b: 120, a: 220))
        pixmap.fill(roundedRect: Rect(x: 60, y: 2300.5, width: 1050, height: 60), radii: CornerRadii(30),
                    with: Paint(button))
        return pixmap
    }

    /// FNV-1a, 64-bit, of the bytes, as 16 hex digits.
    static func hash(_ pixmap: Pixmap) -> String {
        var h: UInt64 = 0xcbf2_9ce4_8422_2325
        for b in pixmap.bytes {
            h ^= UInt64(b)
            h = h &* 0x0000_0100_0000_01b3
        }
        let hex = String(h, radix: 16)
        return String(repeating: "0", count: 16 - hex.count) + hex
    }
}
