import ProofsheetRaster

/// Lays out expected | diff | actual side by side in one image, for artefacts and failing reference-image tests.
///
/// Units are pixels, top-left origin. The three panels share one size: the larger width and the larger height of
/// the two images. Each image is copied byte-for-byte (straight alpha kept) to the top-left of its panel; panel area
/// an image does not cover is a grey checkerboard (`checkerSize` squares), so a size difference is visible at a
/// glance. Panels are separated by `gap` columns of neutral grey. Without a diff image (sizes differ, or none was
/// requested) the middle panel is all checkerboard.
public struct ComparisonStrip: Hashable, Sendable {
    /// Why a strip could not be built.
    public enum Failure: Error, Hashable, Sendable, CustomStringConvertible {
        /// The strip would exceed `Pixmap`'s size limits.
        case tooLarge(width: Int, height: Int)

        public var description: String {
            switch self {
            case .tooLarge(let width, let height):
                return "comparison strip of \(width)x\(height) pixels exceeds the pixmap limit "
                    + "(\(Pixmap.maxSide) per side, \(Pixmap.maxPixels) pixels); compare smaller images"
            }
        }
    }

    public static let gapColor = Color(r: 128, g: 128, b: 128)
    public static let checkerLight = Color(r: 224, g: 224, b: 224)
    public static let checkerDark = Color(r: 192, g: 192, b: 192)
    public static let checkerSize = 8

    /// Columns between panels, in pixels (negative acts as 0).
    public var gap: Int

    public init(gap: Int = 8) {
        self.gap = gap
    }

    /// The strip's size for two images: width `3 * max(widths) + 2 * gap`, height `max(heights)`.
    public func size(expected: Pixmap, actual: Pixmap) -> (width: Int, height: Int) {
        let panelWidth = max(expected.width, actual.width)
        return (3 * panelWidth + 2 * max(gap, 0), max(expected.height, actual.height))
    }

    /// Renders the strip; `diff` (normally `DiffResult.diffImage`) is ignored unless it has the expected image's size.
    public func render(expected: Pixmap, diff: Pixmap?, actual: Pixmap) throws -> Pixmap {
        let (width, height) = size(expected: expected, actual: actual)
        guard var strip = Pixmap(width: width, height: height, fill: ComparisonStrip.gapColor) else {
            throw Failure.tooLarge(width: width, height: height)
        }
        let panelWidth = max(expected.width, actual.width)
        let step = panelWidth + max(gap, 0)
        let middle = diff.flatMap { $0.width == expected.width && $0.height == expected.height ? $0 : nil }
        strip.bytes.withUnsafeMutableBytes { out in
            let dst = out.baseAddress!
            let panels: [Pixmap?] = [expected, middle, actual]
            for (index, panel) in panels.enumerated() {
                let left = index * step
                for y in 0..<height {
                    let rowStart = (y * width + left) * 4
                    var covered = 0
                    if let panel, y < panel.height {
                        covered = panel.width
                        panel.bytes.withUnsafeBytes { src in
                            (dst + rowStart).copyMemory(from: src.baseAddress! + y * panel.width * 4, byteCount: covered * 4)
                        }
                    }
                    for x in covered..<panelWidth {
                        let isLight = (x / ComparisonStrip.checkerSize + y / ComparisonStrip.checkerSize) % 2 == 0
                        let c = isLight ? ComparisonStrip.checkerLight : ComparisonStrip.checkerDark
                        let k = rowStart + x * 4
                        dst.storeBytes(of: c.r, toByteOffset: k, as: UInt8.self)
                        dst.storeBytes(of: c.g, toByteOffset: k + 1, as: UInt8.self)
                        dst.storeBytes(of: c.b, toByteOffset: k + 2, as: UInt8.self)
                        dst.storeBytes(of: 255, toByteOffset: k + 3, as: UInt8.self)
                    }
                }
            }
        }
        return strip
    }
}
