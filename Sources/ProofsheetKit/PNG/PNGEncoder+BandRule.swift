#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

extension PNGEncoder {
    /// Where the banded preset cuts an image into bands of rows: at content, not at fixed heights, so a band
    /// survives a vertical shift of what it shows.
    ///
    /// A band that started at row `s` ends before row `y` when `y − s ≥ minRows`, rows `y − 2` and `y − 1` are
    /// identical and row `y` differs from row `y − 1` (a run of identical rows, such as the background between two
    /// elements, ends and content starts); it ends at `s + maxRows` at the latest, and at the image's last row.
    /// `minRows == maxRows` gives fixed bands. Rows are compared as RGBA bytes. The figures behind the standard
    /// rule are in docs/png.md ("Banded preset").
    public struct BandRule: Sendable, Equatable {
        /// The fewest rows a band has before it may end at content (the last band may have fewer).
        public let minRows: Int
        /// The most rows a band has.
        public let maxRows: Int

        /// The goldens' rule.
        public static let standard = BandRule(minRows: 64, maxRows: 512)

        /// `minRows` is at least 1 and `maxRows` at least `minRows` and at most 65 535.
        public init(minRows: Int, maxRows: Int) {
            self.minRows = min(max(1, minRows), 65_535)
            self.maxRows = min(max(self.minRows, maxRows), 65_535)
        }

        /// The bands of `pixmap`, top to bottom: consecutive row ranges covering every row.
        func bands(of pixmap: Pixmap) -> [Range<Int>] {
            let width = pixmap.width, height = pixmap.height
            let rowBytes = width * 4
            // repeats[y]: row y equals row y − 1.
            var repeats = [Bool](repeating: false, count: height)
            pixmap.bytes.withUnsafeBytes { bytes in
                guard let base = bytes.baseAddress else { return }
                for y in 1..<max(1, height) {
                    repeats[y] = memcmp(base + y * rowBytes, base + (y - 1) * rowBytes, rowBytes) == 0
                }
            }
            var bands: [Range<Int>] = []
            var start = 0
            for y in 1..<max(1, height) {
                let length = y - start
                let contentStarts = y >= 2 && repeats[y - 1] && !repeats[y]
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
