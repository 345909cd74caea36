/// How the encoder picks a filter for each scanline before compression.
///
/// Standard: PNG §12.8 recommends, for truecolour images, trying all five filters per row and keeping the one
/// whose output has the minimum sum of absolute differences (bytes read as signed). On UI screenshots measured
/// in docs/png.md, Sub on every row compresses better than that heuristic, and choosing per band of rows by
/// trial compression does better still; `Effort` picks from these measurements.
package indirect enum PNGFilterStrategy: Equatable, Sendable {
    /// The same filter on every row.
    case fixed(PNGFilter)
    /// §12.8 heuristic over the given candidates, first listed wins ties.
    case minimumSumOfAbsoluteDifferences([PNGFilter])
    /// For each band of `rows` rows, every candidate is tried and the one whose band compresses smallest at
    /// libdeflate `level` is kept (first listed wins ties).
    case trialCompression(candidates: [PNGFilterStrategy], rows: Int, level: Int)
    /// For each band of `rows` rows, every candidate filters the band's first `sampleRows` rows, and the one whose
    /// sample compresses smallest at libdeflate `level` filters the whole band (first listed wins ties): the trial of
    /// `trialCompression` at a fraction of its cost (docs/png.md, "Fast goldens").
    case sampledTrial(candidates: [PNGFilter], rows: Int, sampleRows: Int, level: Int)

    /// Filters `height` rows of `rowBytes` bytes from `image` into `out`, each output row led by its filter byte.
    package func filter(_ image: UnsafePointer<UInt8>, rowBytes: Int, height: Int, stride: Int,
                into out: UnsafeMutablePointer<UInt8>) throws(TrialCompressorUnavailable) {
        let zeros = UnsafeMutablePointer<UInt8>.allocate(capacity: rowBytes)
        zeros.initialize(repeating: 0, count: rowBytes)
        defer { zeros.deallocate() }
        try filterRows(0..<height, of: image, rowBytes: rowBytes, stride: stride, zeros: zeros, into: out)
    }

    /// Filters `rows` of `image` (absolute row numbers) into `out`, which receives the first of them: the first row
    /// reads the raw row above it (zeros at the top), and trial bands start at `rows.lowerBound`.
    package func filter(_ image: UnsafePointer<UInt8>, rows: Range<Int>, rowBytes: Int, stride: Int,
                into out: UnsafeMutablePointer<UInt8>) throws(TrialCompressorUnavailable) {
        let zeros = UnsafeMutablePointer<UInt8>.allocate(capacity: rowBytes)
        zeros.initialize(repeating: 0, count: rowBytes)
        defer { zeros.deallocate() }
        try filterRows(rows, of: image, rowBytes: rowBytes, stride: stride, zeros: zeros, into: out)
    }

    /// Filters `rows` (absolute row numbers) into `out`, which points at the output of the first of them.
    private func filterRows(_ rows: Range<Int>, of image: UnsafePointer<UInt8>, rowBytes: Int, stride: Int,
                            zeros: UnsafePointer<UInt8>, into out: UnsafeMutablePointer<UInt8>) throws(TrialCompressorUnavailable) {
        switch self {
        case .fixed, .minimumSumOfAbsoluteDifferences:
            for y in rows {
                let row = image + y * rowBytes
                filterRow(row, above: y == 0 ? zeros : row - rowBytes, rowBytes: rowBytes, stride: stride,
                          into: out + (y - rows.lowerBound) * (rowBytes + 1))
            }
        case let .trialCompression(candidates, bandRows, level):
            // No other filters instead: the file would differ from a fresh encode's (and a banded golden's pieces are
            // copied into later ones).
            guard let compressor = ZlibCompressor(level: level), let first = candidates.first else { throw TrialCompressorUnavailable() }
            let scratch = UnsafeMutablePointer<UInt8>.allocate(capacity: max(1, bandRows) * (rowBytes + 1))
            defer { scratch.deallocate() }
            var start = rows.lowerBound
            while start < rows.upperBound {
                let band = start..<min(rows.upperBound, start + max(1, bandRows))
                let target = out + (start - rows.lowerBound) * (rowBytes + 1)
                let bandBytes = band.count * (rowBytes + 1)
                try first.filterRows(band, of: image, rowBytes: rowBytes, stride: stride, zeros: zeros, into: target)
                var bestSize = compressor.compressedSize(UnsafeRawBufferPointer(start: target, count: bandBytes))
                for candidate in candidates.dropFirst() {
                    try candidate.filterRows(band, of: image, rowBytes: rowBytes, stride: stride, zeros: zeros, into: scratch)
                    let size = compressor.compressedSize(UnsafeRawBufferPointer(start: scratch, count: bandBytes))
                    if size < bestSize {
                        bestSize = size
                        target.update(from: scratch, count: bandBytes)
                    }
                }
                start = band.upperBound
            }
        case let .sampledTrial(candidates, bandRows, sampleRows, level):
            guard let compressor = ZlibCompressor(level: level), let first = candidates.first else { throw TrialCompressorUnavailable() }
            let sampleCapacity = max(1, min(sampleRows, bandRows)) * (rowBytes + 1)
            let scratch = UnsafeMutablePointer<UInt8>.allocate(capacity: sampleCapacity)
            defer { scratch.deallocate() }
            var start = rows.lowerBound
            while start < rows.upperBound {
                let band = start..<min(rows.upperBound, start + max(1, bandRows))
                let sample = start..<min(band.upperBound, start + max(1, sampleRows))
                let sampleBytes = sample.count * (rowBytes + 1)
                var best = first
                var bestSize = Int.max
                for candidate in candidates {
                    PNGFilterStrategy.fixed(candidate).filterSpan(sample, of: image, rowBytes: rowBytes, stride: stride,
                                                                  zeros: zeros, into: scratch)
                    let size = compressor.compressedSize(UnsafeRawBufferPointer(start: scratch, count: sampleBytes))
                    if size < bestSize {
                        bestSize = size
                        best = candidate
                    }
                }
                PNGFilterStrategy.fixed(best).filterSpan(band, of: image, rowBytes: rowBytes, stride: stride, zeros: zeros,
                                                         into: out + (start - rows.lowerBound) * (rowBytes + 1))
                start = band.upperBound
            }
        }
    }

    /// Filters `rows` row by row into `out` (the first of them at `out`); for strategies that work row by row.
    private func filterSpan(_ rows: Range<Int>, of image: UnsafePointer<UInt8>, rowBytes: Int, stride: Int,
                            zeros: UnsafePointer<UInt8>, into out: UnsafeMutablePointer<UInt8>) {
        for y in rows {
            let row = image + y * rowBytes
            filterRow(row, above: y == 0 ? zeros : row - rowBytes, rowBytes: rowBytes, stride: stride,
                      into: out + (y - rows.lowerBound) * (rowBytes + 1))
        }
    }

    /// True when each row's filter depends only on that row and the one above (not on a band of rows), so
    /// rows can be filtered one at a time with `filterRow`.
    package var worksRowByRow: Bool {
        switch self {
        case .trialCompression, .sampledTrial: return false
        case .fixed, .minimumSumOfAbsoluteDifferences: return true
        }
    }

    /// The trial's libdeflate compressor could not be allocated (out of memory).
    package struct TrialCompressorUnavailable: Error {}

    /// Filters one row of raw bytes (`above` is the raw row above, or zeros) into `out`: the filter byte, then
    /// `rowBytes` filtered bytes. Only for strategies that work row by row.
    package func filterRow(_ row: UnsafePointer<UInt8>, above: UnsafePointer<UInt8>, rowBytes: Int, stride: Int,
                   into out: UnsafeMutablePointer<UInt8>) {
        switch self {
        case .fixed(let filter):
            out[0] = filter.rawValue
            filter.apply(row, above: above, into: out + 1, count: rowBytes, stride: stride)
        case .minimumSumOfAbsoluteDifferences(let candidates):
            var best = PNGFilter.none
            var bestCost = Int.max
            for candidate in candidates {
                candidate.apply(row, above: above, into: out + 1, count: rowBytes, stride: stride)
                let cost = PNGFilterStrategy.signedAbsoluteSum(out + 1, count: rowBytes, limit: bestCost)
                if cost < bestCost {
                    bestCost = cost
                    best = candidate
                }
            }
            out[0] = best.rawValue
            best.apply(row, above: above, into: out + 1, count: rowBytes, stride: stride)
        case .trialCompression, .sampledTrial:
            preconditionFailure("trial compression chooses per band; use filter(_:rowBytes:height:stride:into:)")
        }
    }

    /// Sum over bytes of |b| with b read as a signed byte; stops early once it reaches `limit`.
    package static func signedAbsoluteSum(_ bytes: UnsafePointer<UInt8>, count: Int, limit: Int) -> Int {
        var total = 0
        var start = 0
        while start < count {
            let end = min(count, start + 1024)
            var block: UInt32 = 0
            for i in start..<end {
                let b = bytes[i]
                block &+= UInt32(b < 128 ? b : 0 &- b)
            }
            total += Int(block)
            if total >= limit { return total }
            start = end
        }
        return total
    }
}
