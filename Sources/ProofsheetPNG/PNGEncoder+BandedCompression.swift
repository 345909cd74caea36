extension PNGEncoder {
    /// How the banded preset filters and compresses each band: the libdeflate level, and the rows its filter trial
    /// covers. Recorded in the band index (`PNGBandIndex.Settings`), so bands are reused only between goldens of the
    /// same compression.
    ///
    /// The filter of each `trialRows`-row trial band (counted from the band's first row) is the one (0…4, PNG §12.8
    /// leaves the choice to the encoder) whose first `trialSampleRows` rows compress smallest at libdeflate level 1;
    /// the band is then compressed at `level`. The figures behind both settings are in docs/png.md ("Fast goldens").
    public struct BandedCompression: Sendable, Equatable, CustomStringConvertible {
        /// libdeflate level of each band's piece (1…12).
        public let level: Int
        /// Rows per filter trial band.
        public let trialRows: Int
        /// Rows of each trial band compressed per candidate filter (at most `trialRows`).
        public let trialSampleRows: Int
        /// False leaves Paeth out of the trial: on RGB rows it costs several times the other four filters to compute
        /// (most of a sampled trial's time, measured with `perf`), and it rarely wins on flat UI screenshots.
        public let trialsPaeth: Bool

        /// Each value is clamped: the level to 1…12, the rows to 1…65 535, the sample to at most `trialRows`.
        public init(level: Int, trialRows: Int, trialSampleRows: Int, trialsPaeth: Bool = true) {
            self.level = min(max(1, level), 12)
            self.trialRows = min(max(1, trialRows), 65_535)
            self.trialSampleRows = min(max(1, trialSampleRows), self.trialRows)
            self.trialsPaeth = trialsPaeth
        }

        /// The smallest goldens (the preset of every golden written before 2026-12-05, and `golden compact`'s):
        /// a whole trial per 128 rows, level 11.
        public static let smallest = BandedCompression(level: 11, trialRows: 128, trialSampleRows: 128)

        /// New goldens (record and approve): the filter (None, Sub, Up or Average) chosen from the first 32 rows of
        /// each 128-row trial band, level 6. About libpng level 6's encode time at about 1.1 × `smallest`'s size
        /// (docs/performance.md, "Issue #43").
        public static let fast = BandedCompression(level: 6, trialRows: 128, trialSampleRows: 32, trialsPaeth: false)

        /// True when each trial compresses its whole band with all five filters (the band index's first format).
        package var trialsWholeBands: Bool { trialSampleRows == trialRows && trialsPaeth }

        /// The filters the trial compares, in order (the first wins ties).
        package var trialFilters: [PNGFilter] { trialsPaeth ? PNGFilter.allCases : PNGFilter.allCases.filter { $0 != .paeth } }

        public var description: String {
            trialsWholeBands ? "level \(level), trial per \(trialRows) rows"
                : "level \(level), trial of \(trialSampleRows) rows per \(trialRows)\(trialsPaeth ? "" : " without Paeth")"
        }
    }
}
