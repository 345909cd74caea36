import ProofsheetRaster
import ProofsheetSupport

/// The image data (IDAT) of the banded preset and its band index: each band of rows filtered and compressed on its
/// own into a DEFLATE piece, the pieces joined into one zlib stream.
///
/// The zlib stream (RFC 1950): header `78 DA`, the bands' pieces top to bottom (`DeflatePiece`), the final empty
/// block, then the Adler-32 of all filtered rows, joined from the bands' own (`Adler32.followed(by:)`). A band's
/// rows are filtered with the filter (0…4) whose trial band (or its first rows, `BandedCompression.trialSampleRows`),
/// counted from the band's first row, is smallest at libdeflate level 1 (PNG §12.8 leaves the choice to the encoder); its first row's Up, Average and Paeth read
/// the real row above. So a band's piece depends only on the row above it (or none), its rows, the width, the
/// colour type and `settings`, and a band with the same of those in the golden being replaced has the very piece a
/// fresh encode would make: `PNGReusableBands` hands it back and it is copied, not compressed again.
package struct PNGBandedStream {
    package let settings: PNGBandIndex.Settings
    /// The filter of every band this stream compresses, instead of the settings' trial: set for an artefact that
    /// copies a golden's pieces and compresses the rest as the artefact preset does (`PNGEncoder+GoldenBands`). Its
    /// pieces are then of mixed settings, so its index must not be written.
    private let freshFilter: PNGFilterStrategy?

    /// The settings for `rule` and `compression` (level and filter trial).
    package init(rule: PNGEncoder.BandRule, compression: PNGEncoder.BandedCompression = .smallest) {
        settings = PNGBandIndex.Settings(compression: compression, rule: rule)
        freshFilter = nil
    }

    /// Bands cut by `rule`, each band not reused compressed with `filter` on every row at libdeflate `level`; the
    /// output's index describes the bands but not how each was compressed, and is not for a file.
    package init(rule: PNGEncoder.BandRule, filter: PNGFilterStrategy, level: Int) {
        settings = PNGBandIndex.Settings(compression: PNGEncoder.BandedCompression(level: level, trialRows: 1, trialSampleRows: 1),
                                         rule: rule)
        freshFilter = filter
    }

    /// What `encode` made.
    package struct Output {
        /// The IDAT chunk's data.
        package let imageData: [UInt8]
        package let index: PNGBandIndex
        /// Bands whose piece came from `reusable`.
        package var reusedBands: Int { reused.count }
        /// Their indices in `index.bands`.
        package let reused: [Int]
    }

    /// The image data of `pixmap` as RGB (`channels` 3; the pixmap must be opaque) or RGBA (4); bands found in
    /// `reusable` are copied from it. `compressor` must be at `settings.level`; the others are compressed on up to
    /// `jobs` threads.
    package func encode(_ pixmap: Pixmap, channels: Int, compressor: ZlibCompressor, reusing reusable: PNGReusableBands?,
                jobs: Int = 1, source: String) throws -> Output {
        // Never nil when no reuse is required.
        try encode(pixmap, channels: channels, compressor: compressor, reusing: reusable, requiringReuse: false, jobs: jobs,
                   source: source)!
    }

    /// As `encode(_:channels:compressor:reusing:jobs:source:)`, but nil, before any band is compressed, when no band
    /// is found in `reusable`: a caller with a cheaper whole-image encode then uses it.
    package func encodeIfReusing(_ pixmap: Pixmap, channels: Int, compressor: ZlibCompressor, reusable: PNGReusableBands,
                                 source: String) throws -> Output? {
        try encode(pixmap, channels: channels, compressor: compressor, reusing: reusable, requiringReuse: true, jobs: 1,
                   source: source)
    }

    private func encode(_ pixmap: Pixmap, channels: Int, compressor: ZlibCompressor, reusing reusable: PNGReusableBands?,
                        requiringReuse: Bool, jobs: Int, source: String) throws -> Output? {
        let bands = settings.rule.bands(of: pixmap)
        let rowBytes = pixmap.width * channels
        var pieces = [ArraySlice<UInt8>](repeating: [], count: bands.count)
        var entries = [PNGBandIndex.Band?](repeating: nil, count: bands.count)
        var reused: [Int] = []
        if var reusable {
            for (i, band) in bands.enumerated() {
                guard let match = reusable.match(band, in: pixmap) else { continue }
                pieces[i] = match.piece
                entries[i] = PNGBandIndex.Band(rows: band.count, compressedBytes: match.piece.count, adler: match.adler)
                reused.append(i)
            }
        }
        if requiringReuse && reused.isEmpty { return nil }
        let fresh = bands.indices.filter { entries[$0] == nil }
        if !fresh.isEmpty {
            let made = try compress(fresh.map { bands[$0] }, of: pixmap, channels: channels, compressor: compressor,
                                    jobs: jobs, source: source)
            for (i, piece) in zip(fresh, made) {
                pieces[i] = piece.bytes[...]
                entries[i] = PNGBandIndex.Band(rows: bands[i].count, compressedBytes: piece.bytes.count, adler: piece.adler.value)
            }
        }

        var data: [UInt8] = [0x78, 0xDA]
        data.reserveCapacity(pieces.reduce(12) { $0 + $1.count })
        var adler = Adler32.empty
        for (band, (piece, entry)) in zip(bands, zip(pieces, entries)) {
            data += piece
            adler = adler.followed(by: Adler32(value: entry!.adler, length: band.count * (rowBytes + 1)))
        }
        data += DeflatePiece.finalBlock
        data += [UInt8(adler.value >> 24), UInt8(adler.value >> 16 & 0xFF), UInt8(adler.value >> 8 & 0xFF), UInt8(adler.value & 0xFF)]
        return Output(imageData: data, index: PNGBandIndex(settings: settings, bands: entries.map { $0! }), reused: reused)
    }

    /// Filters and compresses each of `bands` on its own: its piece and the Adler-32 of its filtered rows. With
    /// `jobs` above 1 the bands are spread over that many threads, each with its own compressor; the results come
    /// back in band order, so the bytes do not depend on `jobs`.
    private func compress(_ bands: [Range<Int>], of pixmap: Pixmap, channels: Int, compressor: ZlibCompressor,
                          jobs: Int, source: String) throws -> [(bytes: [UInt8], adler: Adler32)] {
        let width = pixmap.width, rowBytes = width * channels
        var rgb: [UInt8] = []
        if channels == 3 {
            // Packed once for every band, each band's rows and the row above it (a band's first row may read it, and
            // it may belong to another band); rows of no band compressed here are left as they are, never read.
            rgb = PixelStorage.bytes(count: pixmap.height * rowBytes + 8) { out in
                guard let target = out.baseAddress else { return }
                pixmap.bytes.withUnsafeBufferPointer { rgba in
                    guard let source = rgba.baseAddress else { return }
                    var packedUpTo = 0
                    for band in bands {
                        for y in max(packedUpTo, band.lowerBound - 1, 0)..<band.upperBound {
                            _ = PNGEncoder.packRGB(source + y * width * 4, pixels: width, into: target + y * rowBytes)
                        }
                        packedUpTo = max(packedUpTo, band.upperBound)
                    }
                }
            }
        }
        let results = try (channels == 3 ? rgb : pixmap.bytes).withUnsafeBufferPointer { image in
            guard let base = image.baseAddress else { return [Result<(bytes: [UInt8], adler: Adler32), PNGError>]() }
            let workers = min(max(1, jobs), bands.count)
            if workers == 1 {
                return bands.map { compress($0, of: base, rowBytes: rowBytes, stride: channels, compressor: compressor, source: source) }
            }
            return try WorkerPool.run(count: bands.count, jobs: workers, makeState: { () throws -> ZlibCompressor in
                guard let own = ZlibCompressor(level: compressor.level) else {
                    throw PNGError(source: source, reason: .compressorFailure(detail: "cannot allocate a libdeflate compressor"))
                }
                return own
            }) { own, i in
                compress(bands[i], of: base, rowBytes: rowBytes, stride: channels, compressor: own, source: source)
            }
        }
        return try results.map { try $0.get() }
    }

    /// One band's piece and the Adler-32 of its filtered rows; `image` holds every row, `rowBytes` each.
    private func compress(_ band: Range<Int>, of image: UnsafePointer<UInt8>, rowBytes: Int, stride: Int,
                          compressor: ZlibCompressor, source: String) -> Result<(bytes: [UInt8], adler: Adler32), PNGError> {
        let filters = PNGFilter.allCases.filter { settings.trialFilterMask & (1 << $0.rawValue) != 0 }
        let strategy = freshFilter ?? (settings.formatVersion < 2
            ? PNGFilterStrategy.trialCompression(candidates: PNGFilter.allCases.map { .fixed($0) }, rows: settings.trialRows, level: 1)
            : PNGFilterStrategy.sampledTrial(candidates: filters, rows: settings.trialRows,
                                             sampleRows: settings.trialSampleRows, level: 1))
        let count = band.count * (rowBytes + 1)
        let filtered: [UInt8]
        do {
            filtered = try [UInt8](unsafeUninitializedCapacity: count) { out, initialized in
                if let target = out.baseAddress { try strategy.filter(image, rows: band, rowBytes: rowBytes, stride: stride, into: target) }
                initialized = count
            }
        } catch {
            return .failure(PNGError(source: source, reason: .compressorFailure(detail: "cannot allocate a libdeflate compressor for the filter trial")))
        }
        let (stream, adler) = filtered.withUnsafeBytes { (compressor.deflate($0), Adler32($0)) }
        guard let stream else {
            return .failure(PNGError(source: source, reason: .compressorFailure(detail: "libdeflate_deflate_compress returned 0")))
        }
        do {
            return .success((try DeflatePiece.joinable(stream), adler))
        } catch {
            return .failure(PNGError(source: source, reason: .compressorFailure(detail: "libdeflate's stream cannot be walked: \(error)")))
        }
    }
}
