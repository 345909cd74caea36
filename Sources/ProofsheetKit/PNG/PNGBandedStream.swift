/// The image data (IDAT) of the banded preset and its band index: each band of rows filtered and compressed on its
/// own into a DEFLATE piece, the pieces joined into one zlib stream.
///
/// The zlib stream (RFC 1950): header `78 DA`, the bands' pieces top to bottom (`DeflatePiece`), the final empty
/// block, then the Adler-32 of all filtered rows, joined from the bands' own (`Adler32.followed(by:)`). A band's
/// rows are filtered with the filter (0…4) whose 128-row trial band, counted from the band's first row, is smallest
/// at libdeflate level 1 (PNG §12.8 leaves the choice to the encoder); its first row's Up, Average and Paeth read
/// the real row above. So a band's piece depends only on the row above it (or none), its rows, the width, the
/// colour type and `settings`, and a band with the same of those in the golden being replaced has the very piece a
/// fresh encode would make: `PNGReusableBands` hands it back and it is copied, not compressed again.
struct PNGBandedStream {
    let settings: PNGBandIndex.Settings

    /// The goldens' settings for `rule`: libdeflate level 11, trial bands of 128 rows.
    init(rule: PNGEncoder.BandRule) {
        settings = PNGBandIndex.Settings(level: 11, trialRows: 128, rule: rule)
    }

    /// What `encode` made.
    struct Output {
        /// The IDAT chunk's data.
        let imageData: [UInt8]
        let index: PNGBandIndex
        /// Bands whose piece came from `reusable`.
        let reusedBands: Int
    }

    /// The image data of `pixmap` as RGB (`channels` 3; the pixmap must be opaque) or RGBA (4); bands found in
    /// `reusable` are copied from it. `compressor` must be at `settings.level`.
    func encode(_ pixmap: Pixmap, channels: Int, compressor: ZlibCompressor, reusing reusable: PNGReusableBands?,
                source: String) throws -> Output {
        let bands = settings.rule.bands(of: pixmap)
        let rowBytes = pixmap.width * channels
        var pieces = [ArraySlice<UInt8>](repeating: [], count: bands.count)
        var entries = [PNGBandIndex.Band?](repeating: nil, count: bands.count)
        var reused = 0
        if let reusable {
            for (i, band) in bands.enumerated() {
                guard let match = reusable.match(band, in: pixmap) else { continue }
                pieces[i] = match.piece
                entries[i] = PNGBandIndex.Band(rows: band.count, compressedBytes: match.piece.count, adler: match.adler)
                reused += 1
            }
        }
        let fresh = bands.indices.filter { entries[$0] == nil }
        if !fresh.isEmpty {
            let made = try compress(fresh.map { bands[$0] }, of: pixmap, channels: channels, compressor: compressor, source: source)
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
        return Output(imageData: data, index: PNGBandIndex(settings: settings, bands: entries.map { $0! }), reusedBands: reused)
    }

    /// Filters and compresses each of `bands` on its own: its piece and the Adler-32 of its filtered rows.
    private func compress(_ bands: [Range<Int>], of pixmap: Pixmap, channels: Int, compressor: ZlibCompressor,
                          source: String) throws -> [(bytes: [UInt8], adler: Adler32)] {
        let width = pixmap.width, rowBytes = width * channels
        let strategy = PNGFilterStrategy.trialCompression(candidates: PNGFilter.allCases.map { .fixed($0) },
                                                          rows: settings.trialRows, level: 1)
        let largest = bands.map(\.count).max() ?? 0
        var filtered = [UInt8](repeating: 0, count: largest * (rowBytes + 1))
        var rgb: [UInt8] = []
        if channels == 3 {
            // Packed once for every band: a band's first row reads the row above, which may belong to another band.
            rgb = PixelStorage.bytes(count: pixmap.height * rowBytes + 8) { out in
                guard let target = out.baseAddress else { return }
                pixmap.bytes.withUnsafeBufferPointer { rgba in
                    guard let source = rgba.baseAddress else { return }
                    for y in 0..<pixmap.height {
                        _ = PNGEncoder.packRGB(source + y * width * 4, pixels: width, into: target + y * rowBytes)
                    }
                }
            }
        }
        var results: [(bytes: [UInt8], adler: Adler32)] = []
        for band in bands {
            let count = band.count * (rowBytes + 1)
            filtered.withUnsafeMutableBufferPointer { out in
                guard let target = out.baseAddress else { return }
                let source = channels == 3 ? rgb : pixmap.bytes
                source.withUnsafeBufferPointer { image in
                    guard let base = image.baseAddress else { return }
                    strategy.filter(base, rows: band, rowBytes: rowBytes, stride: channels, into: target)
                }
            }
            let (stream, adler) = filtered.withUnsafeBytes { all in
                let slice = UnsafeRawBufferPointer(rebasing: all[0..<count])
                return (compressor.deflate(slice), Adler32(slice))
            }
            guard let stream else {
                throw PNGError(source: source, reason: .compressorFailure(detail: "libdeflate_deflate_compress returned 0"))
            }
            do {
                results.append((try DeflatePiece.joinable(stream), adler))
            } catch {
                throw PNGError(source: source, reason: .compressorFailure(detail: "libdeflate's stream cannot be walked: \(error)"))
            }
        }
        return results
    }
}
