import Foundation
import ProofsheetKit

/// The rounded-rectangle shortcut (`Pixmap.fill(roundedRect:radii:with:)`, which rasterises only the corner boxes)
/// against the general path rasteriser on the same shapes (`Pixmap.fill(Path(roundedRect:radii:))`, which gives the
/// same bytes): 240 cards of a phone screen at 3× (1170 × 2532 px), uniform and mixed radii, opaque and translucent;
/// min and median of 15 runs. `proofsheet-bench --raster-shapes` (replaces the test target's printing-only
/// RasterBenchmarkTests).
enum RasterShapesBench {
    static let width = 1170, height = 2532

    static func run() throws {
        guard let blank = Pixmap(width: width, height: height, fill: Color(r: 242, g: 242, b: 247)) else {
            throw BenchError.unexpected("no \(width)×\(height) pixmap")
        }
        var shortcut = Samples(), general = Samples()
        var bytes: (shortcut: [UInt8], general: [UInt8]) = ([], [])
        for _ in 0..<15 {
            // Each pixmap is copied from `blank` before its clock starts (the first write would copy it).
            var a = blank, b = blank
            a.bytes[0] = blank.bytes[0]
            b.bytes[0] = blank.bytes[0]
            shortcut.add(milliseconds { draw(into: &a, asPaths: false) }.1)
            general.add(milliseconds { draw(into: &b, asPaths: true) }.1)
            bytes = (a.bytes, b.bytes)
        }
        guard bytes.shortcut == bytes.general else { throw BenchError.unexpected("the shortcut and the path rasteriser drew different bytes") }
        print("240 rounded cards at 3× (\(width)×\(height) px), 15 runs:")
        print(String(format: "  rounded-rect shortcut: min %.2f ms, median %.2f ms", shortcut.percentile(0), shortcut.median))
        print(String(format: "  general path rasteriser: min %.2f ms, median %.2f ms (same bytes)", general.percentile(0), general.median))
    }

    /// Four columns of 60 cards; every seventh has mixed corner radii, every third is translucent.
    static func draw(into pixmap: inout Pixmap, asPaths: Bool) {
        for index in 0..<240 {
            let column = index % 4, row = index / 4
            let rect = Rect(x: 18.5 + Double(column) * 286, y: 12.25 + Double(row) * 41.9, width: 270.4, height: 36.6)
            let radii = index % 7 == 0 ? CornerRadii(topLeft: 18, topRight: 4, bottomRight: 18, bottomLeft: 4) : CornerRadii(12)
            let paint = Paint(Color(r: UInt8(40 + index % 200), g: UInt8(90 + index % 120), b: 200, a: index % 3 == 0 ? 190 : 255))
            if asPaths {
                pixmap.fill(Path(roundedRect: rect, radii: radii), with: paint)
            } else {
                pixmap.fill(roundedRect: rect, radii: radii, with: paint)
            }
        }
    }
}
