#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import ProofsheetRaster
import ProofsheetSupport

/// The bands of the golden being replaced, found again by content: the compressed pieces the banded preset may copy
/// instead of compressing a band again.
///
/// Reading the old golden is checked step by step, and each step that fails says why (`Refusal`): a file that is no
/// PNG, has no band index or one of other settings, or another width or colour type offers nothing (`unusable`); an
/// index that disagrees with the file (band rows not adding up to the height, piece lengths not adding up to the
/// IDAT, Adler-32s not joining to the stream's, a piece that is not whole blocks ending with the empty stored block
/// or inflates to another size than its rows) or image data that does not decode is `inconsistent`. The old image
/// is decoded and cut at the index's row counts. A new band matches the old band at its very rows when those rows and
/// the row above are equal, compared in full; else (a vertical shift) an old band of as many rows whose key (whether it
/// has a row above, and the XXH3-128 hash of that row and its rows) is the new band's, compared in full too. Keys are
/// made only for the bands such a look-up reaches (`match`). The encoder still decodes what it assembled before it is
/// written (`PNGEncoder`).
///
/// A second, cheaper reading (`init(golden:decoded:width:channels:)`, PNGReusableBands+Decoded.swift) serves a changed
/// cell's actual image, whose golden was just decoded: it checks only the index's structure and finds the bands in the
/// decoded pixels; each piece it hands out is inflated alone before it is copied (`PNGEncoder.piecesInflate`).
package struct PNGReusableBands {
    /// Why the old golden offers no bands.
    package enum Refusal: Error, Equatable {
        case unusable(String)
        case inconsistent(String)
    }

    struct Key: Hashable {
        let rows: Int
        let hasRowAbove: Bool
        let hash: ContentHash
    }

    struct Band {
        let rows: Range<Int>
        let piece: Range<Int>
        let adler: UInt32
    }

    /// What the file's band index and image data say, once their sums are checked (`layout(of:width:channels:settings:)`).
    struct Layout {
        let header: PNGHeader
        let index: PNGBandIndex
        let imageData: [UInt8]
        let bands: [Band]
    }

    let pixmap: Pixmap
    let imageData: [UInt8]
    let bands: [Band]
    /// The band that starts at each row, for the look-up in place.
    let bandStarting: [Int: Int]
    /// The bands of each row count, in order, for the look-up by content.
    let bandsOfRows: [Int: [Int]]
    /// Each band's key, made the first time a look-up by content needs it.
    private var keys: [Key?]
    /// The rule the old golden's bands were cut by.
    package let rule: PNGEncoder.BandRule

    /// Reads `previous` (a whole PNG file) as the golden an image of `width` pixels and `channels` (3: RGB, 4: RGBA)
    /// replaces, for an encoder with `settings`.
    package init(previous: [UInt8], width: Int, channels: Int, settings: PNGBandIndex.Settings,
         decompressor: ZlibDecompressor) throws(Refusal) {
        let layout = try PNGReusableBands.layout(of: previous, width: width, channels: channels, settings: settings)
        let header = layout.header, imageData = layout.imageData, bands = layout.bands
        let rowBytes = width * channels
        // Each piece must be one the encoder could have made: whole blocks, none final, ending with the empty stored
        // block, inflating to its band's filtered rows. (Lengths moved from one band to the next would otherwise cut
        // the same stream differently and give another index than a fresh encode's.)
        do {
            try imageData.withUnsafeBytes { all in
                for band in bands {
                    let inflated = try DeflateBlockWalker.walkPiece(UnsafeRawBufferPointer(rebasing: all[band.piece]))
                    guard inflated == band.rows.count * (rowBytes + 1) else { throw DeflateStreamError.notAPiece(bit: 0) }
                }
            }
        } catch {
            throw .inconsistent("a band's piece is not one the encoder makes: \(error)")
        }
        // Each band's own Adler-32 (copied into the new index with its piece) must be that of its filtered rows:
        // the joined check above holds for values that only add up.
        let filteredRowBytes = rowBytes + 1
        var filtered = [UInt8](repeating: 0, count: header.height * filteredRowBytes)
        do {
            try imageData.withUnsafeBytes { input in
                try filtered.withUnsafeMutableBytes { try decompressor.decompress(input, exactlyInto: $0) }
            }
        } catch {
            throw .inconsistent("image data does not decode to the image's size: \(error)")
        }
        let adlersMatch = filtered.withUnsafeBytes { all in
            bands.allSatisfy { band in
                let bytes = UnsafeRawBufferPointer(rebasing: all[(band.rows.lowerBound * filteredRowBytes)..<(band.rows.upperBound * filteredRowBytes)])
                return Adler32(bytes).value == band.adler
            }
        }
        guard adlersMatch else { throw .inconsistent("a band's Adler-32 in the index is not that of its rows") }
        // The pixels, reconstructed from the rows just inflated (not inflated a second time).
        let pixels: [UInt8]
        do {
            pixels = try PixelStorage.bytes(count: header.width * header.height * 4) { out in
                try filtered.withUnsafeBufferPointer { rows in
                    try PNGDecoder.unfilterTruecolor8(rows.baseAddress!, header: header, into: out.baseAddress!, source: "previous golden")
                }
            }
        } catch {
            throw .inconsistent("image data does not decode: \(error)")
        }
        guard let image = Pixmap(width: header.width, height: header.height, bytes: pixels) else {
            throw .inconsistent("image data does not decode to \(header.width)x\(header.height) pixels")
        }
        self.init(pixmap: image, imageData: imageData, bands: bands, rule: layout.index.settings.rule)
    }

    init(pixmap: Pixmap, imageData: [UInt8], bands: [Band], rule: PNGEncoder.BandRule) {
        self.pixmap = pixmap
        self.imageData = imageData
        self.bands = bands
        self.rule = rule
        bandStarting = Dictionary(bands.enumerated().map { ($0.element.rows.lowerBound, $0.offset) }, uniquingKeysWith: { first, _ in first })
        bandsOfRows = Dictionary(grouping: bands.indices, by: { bands[$0].rows.count })
        keys = Array(repeating: nil, count: bands.count)
    }

    /// Reads the chunks of `file` and checks that its band index describes its image data: a band index of a known
    /// format version (of `settings`, unless nil), an 8-bit, not interlaced image `width` pixels wide of `channels`,
    /// band rows adding up to the height and piece lengths to the IDAT between the zlib header and the final empty
    /// block, no piece longer than any compression of its rows, and the bands' Adler-32s joining to the stream's.
    static func layout(of file: [UInt8], width: Int, channels: Int, settings: PNGBandIndex.Settings?) throws(Refusal) -> Layout {
        var header: PNGHeader?
        var indexData: ArraySlice<UInt8>?
        var imageData: [UInt8] = []
        do {
            var reader = try PNGChunkReader(bytes: file, source: "previous golden")
            while let chunk = try reader.next() {
                switch chunk.type {
                case .header: header = try PNGHeader(data: file[chunk.data], source: "previous golden")
                case .bandIndex: indexData = file[chunk.data]
                case .imageData: imageData += file[chunk.data]
                default: break
                }
            }
        } catch {
            throw .unusable("not a readable PNG: \(error)")
        }
        guard let header else { throw .unusable("no IHDR") }
        guard let indexData else { throw .unusable("no band index") }
        // Another format version may lay its index out otherwise: not this encoder's, rather than damaged.
        guard let version = indexData.first,
              settings.map({ version == $0.formatVersion }) ?? (1...PNGBandIndex.Settings.currentFormatVersion).contains(version) else {
            throw .unusable("band index of another format version")
        }
        guard let index = PNGBandIndex(data: indexData) else { throw .inconsistent("malformed band index") }
        if let settings, index.settings != settings { throw .unusable("band index of other settings") }
        guard header.width == width, header.bitDepth == 8, !header.isInterlaced,
              header.colorType == (channels == 3 ? .truecolor : .truecolorAlpha) else {
            throw .unusable("another width or colour type")
        }

        let rowBytes = width * channels
        var bands: [Band] = []
        var row = 0, offset = 2
        var adler = Adler32.empty
        for entry in index.bands {
            guard entry.rows <= header.height - row, entry.compressedBytes <= imageData.count - offset else {
                throw .inconsistent("band index covers more rows or bytes than the image has")
            }
            // No compression of the band is longer (its joined piece adds at most the 5-byte empty stored block): a
            // longer piece would be copied into every later golden, and walking it could take minutes.
            guard entry.compressedBytes <= ZlibCompressor.deflateBound(entry.rows * (rowBytes + 1)) + 5 else {
                throw .inconsistent("a band's piece is longer than any compression of its rows")
            }
            bands.append(Band(rows: row..<(row + entry.rows), piece: offset..<(offset + entry.compressedBytes), adler: entry.adler))
            adler = adler.followed(by: Adler32(value: entry.adler, length: entry.rows * (rowBytes + 1)))
            row += entry.rows
            offset += entry.compressedBytes
        }
        let trailer = imageData.count >= 4 ? imageData.suffix(4).reduce(UInt32(0)) { $0 << 8 | UInt32($1) } : 0
        guard row == header.height, offset + DeflatePiece.finalBlock.count + 4 == imageData.count,
              imageData.prefix(2).elementsEqual([0x78, 0xDA]),
              imageData[offset..<(offset + 2)].elementsEqual(DeflatePiece.finalBlock), adler.value == trailer else {
            throw .inconsistent("band index does not describe the image data")
        }
        return Layout(header: header, index: index, imageData: imageData, bands: bands)
    }

    /// The piece and Adler-32 of the old band with the same rows and row above as `rows` of `image`, if any.
    ///
    /// First in place: the old band that has these very rows, compared in full (a band a change did not reach, with
    /// no hashing). Then by content (a band a vertical shift moved): the first old band of as many rows whose key (the
    /// hash of its row above and rows) is the new band's, compared in full. Identical bands offer the same piece.
    package mutating func match(_ rows: Range<Int>, in image: Pixmap) -> (piece: ArraySlice<UInt8>, adler: UInt32)? {
        if let i = bandStarting[rows.lowerBound], bands[i].rows == rows, equal(rows, in: image, to: rows) {
            return (imageData[bands[i].piece], bands[i].adler)
        }
        guard let candidates = bandsOfRows[rows.count] else { return nil }
        let key = PNGReusableBands.key(rows, in: image)
        for i in candidates {
            if keys[i] == nil { keys[i] = PNGReusableBands.key(bands[i].rows, in: pixmap) }
            guard keys[i] == key else { continue }
            return equal(rows, in: image, to: bands[i].rows) ? (imageData[bands[i].piece], bands[i].adler) : nil
        }
        return nil
    }

    /// Whether `rows` of `image` and the row above them equal the old image's `old` rows and the row above them.
    private func equal(_ rows: Range<Int>, in image: Pixmap, to old: Range<Int>) -> Bool {
        guard rows.count == old.count, (rows.lowerBound > 0) == (old.lowerBound > 0) else { return false }
        let rowBytes = image.width * 4
        let from = rows.lowerBound > 0 ? rows.lowerBound - 1 : 0, oldFrom = old.lowerBound > 0 ? old.lowerBound - 1 : 0
        let count = (rows.upperBound - from) * rowBytes
        return image.bytes.withUnsafeBytes { new in
            pixmap.bytes.withUnsafeBytes { previous in
                memcmp(new.baseAddress! + from * rowBytes, previous.baseAddress! + oldFrom * rowBytes, count) == 0
            }
        }
    }

    /// The key of `rows` of `image`: their count, whether a row is above them, and the hash of that row and them.
    static func key(_ rows: Range<Int>, in image: Pixmap) -> Key {
        let rowBytes = image.width * 4
        let from = rows.lowerBound > 0 ? rows.lowerBound - 1 : 0
        let hash = image.bytes.withUnsafeBytes { bytes in
            ContentHash(UnsafeRawBufferPointer(rebasing: bytes[(from * rowBytes)..<(rows.upperBound * rowBytes)]))
        }
        return Key(rows: rows.count, hasRowAbove: rows.lowerBound > 0, hash: hash)
    }
}
