#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import ProofsheetRaster

extension PNGEncoder {
    /// Where the banded preset cuts an image into bands of rows: at content, not at fixed heights, so a band
    /// survives a vertical shift of what it shows.
    ///
    /// A band that started at row `s` ends before row `y` when `y − s ≥ minRows`, the `gapRows` rows above `y` are
    /// identical and row `y` differs from them (a run of identical rows, such as the background between two
    /// elements, ends and content starts); it ends at `s + maxRows` at the latest, and at the image's last row.
    /// `minRows == maxRows` gives fixed bands. Rows are compared as RGBA bytes. The figures behind the standard
    /// rule are in docs/png.md ("Banded preset").
    public struct BandRule: Sendable, Equatable, CustomStringConvertible {
        /// The fewest rows a band has before it may end at content (the last band may have fewer).
        public let minRows: Int
        /// The most rows a band has.
        public let maxRows: Int
        /// The identical rows that must precede the row a band ends before (unless it ends at `maxRows`).
        public let gapRows: Int

        /// The goldens' rule.
        public static let standard = BandRule(minRows: 64, maxRows: 512, gapRows: 2)

        /// Each value is clamped to 1…65 535, `maxRows` to at least `minRows`.
        public init(minRows: Int, maxRows: Int, gapRows: Int = 2) {
            self.minRows = min(max(1, minRows), 65_535)
            self.maxRows = min(max(self.minRows, maxRows), 65_535)
            self.gapRows = min(max(1, gapRows), 65_535)
        }

        public var description: String { "bands of \(minRows)…\(maxRows) rows after \(gapRows) identical rows" }

        /// The bands of `pixmap`, top to bottom: consecutive row ranges covering every row.
        public func bands(of pixmap: Pixmap) -> [Range<Int>] {
            let width = pixmap.width, height = pixmap.height
            let rowBytes = width * 4
            // run[y]: how many identical rows end at row y (1 when row y differs from row y − 1).
            var run = [Int](repeating: 1, count: height)
            pixmap.bytes.withUnsafeBytes { bytes in
                guard let base = bytes.baseAddress else { return }
                for y in 1..<max(1, height) where memcmp(base + y * rowBytes, base + (y - 1) * rowBytes, rowBytes) == 0 {
                    run[y] = run[y - 1] + 1
                }
            }
            var bands: [Range<Int>] = []
            var start = 0
            for y in 1..<max(1, height) {
                let length = y - start
                let contentStarts = run[y] == 1 && run[y - 1] >= gapRows
                if length >= maxRows || (length >= minRows && contentStarts) {
                    bands.append(start..<y)
                    start = y
                }
            }
            bands.append(start..<height)
            return bands
        }
    }
}
