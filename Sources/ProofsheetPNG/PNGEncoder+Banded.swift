#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import ProofsheetRaster

extension PNGEncoder {
    /// What an encode reused from the file it replaces (the banded preset only).
    public struct BandReuse: Sendable, Equatable {
        /// Bands of the new image (0 for other presets).
        public let bands: Int
        /// Of them, bands whose compressed bytes were copied from the replaced file.
        public let reusedBands: Int
        /// What the replaced file offered.
        public let previous: Previous

        package init(bands: Int, reusedBands: Int, previous: Previous) {
            self.bands = bands
            self.reusedBands = reusedBands
            self.previous = previous
        }

        /// The replaced file's part in an encode.
        public enum Previous: Sendable, Equatable {
            /// No file was replaced (or the preset has no bands).
            case none
            /// The file's bands were looked up; `reusedBands` of them matched.
            case used
            /// The file offers no bands: unreadable, no PNG, no band index (a golden of another preset), an index of
            /// other settings, another width or colour type. Normal for a cell's first banded golden.
            case unusable(String)
            /// The file's band index disagrees with its data, or the bands taken from it did not decode to the new
            /// image: the image was encoded from scratch (the bytes are still exactly a fresh encode's).
            case inconsistent(String)
        }

        package static let notBanded = BandReuse(bands: 0, reusedBands: 0, previous: .none)
    }

    /// An encoded file and what it reused.
    public struct Encoding: Sendable {
        public let bytes: [UInt8]
        public let reuse: BandReuse

        package init(bytes: [UInt8], reuse: BandReuse) {
            self.bytes = bytes
            self.reuse = reuse
        }
    }

    /// The PNG file bytes of `pixmap`, copying unchanged bands from `previous` (the whole file being replaced, nil
    /// when there is none) with the banded preset; other presets ignore `previous`.
    ///
    /// The result is the same bytes as a fresh encode of `pixmap` and `text`, whatever `previous` holds: before
    /// returning, the file is decoded and its pixels compared with `pixmap`; when reused bands make them differ,
    /// the image is encoded again without them (`BandReuse.Previous.inconsistent`). `compressor` is used when it is
    /// at the preset's level, `decompressor` reads `previous` and the check. The bands to compress are spread
    /// over up to `jobs` threads (for an approval of fewer goldens than workers); the bytes do not depend on it.
    public func encode(_ pixmap: Pixmap, text: [PNGTextChunk] = [], source: String = "<memory>", replacing previous: [UInt8]?,
                       compressor: ZlibCompressor, decompressor: ZlibDecompressor, jobs: Int = 1) throws -> Encoding {
        guard case .banded(let rule, let compression) = effort else {
            return Encoding(bytes: try encode(pixmap, text: text, source: source, using: compressor), reuse: .notBanded)
        }
        let textChunks = try text.map { try $0.encoded(source: source, level: textLevel) }
        let channels = includeAlpha ? 4 : 3
        if !includeAlpha, let (x, y, alpha) = PNGEncoder.firstTranslucentPixel(pixmap) {
            throw PNGError(source: source, reason: .alphaWouldBeLost(x: x, y: y, alpha: alpha))
        }
        let stream = PNGBandedStream(rule: rule, compression: compression)
        let level = Int(stream.settings.level)
        guard let compressor = compressor.level == level ? compressor : ZlibCompressor(level: level) else {
            throw PNGError(source: source, reason: .compressorFailure(detail: "cannot allocate a libdeflate compressor"))
        }

        var state = BandReuse.Previous.none
        var reusable: PNGReusableBands?
        if let previous {
            do {
                reusable = try PNGReusableBands(previous: previous, width: pixmap.width, channels: channels,
                                                settings: stream.settings, decompressor: decompressor)
                state = .used
            } catch .unusable(let reason) {
                state = .unusable(reason)
            } catch .inconsistent(let reason) {
                state = .inconsistent(reason)
            }
        }
        var output = try stream.encode(pixmap, channels: channels, compressor: compressor, reusing: reusable, jobs: jobs,
                                       source: source)
        var bytes = file(pixmap, channels: channels, textChunks: textChunks, banded: output)
        if !PNGEncoder.decodes(bytes, to: pixmap, decompressor: decompressor) {
            guard output.reusedBands > 0 else {
                throw PNGError(source: source, reason: .compressorFailure(detail: "the banded image data does not decode to the image"))
            }
            state = .inconsistent("the reused bands do not decode to the image")
            output = try stream.encode(pixmap, channels: channels, compressor: compressor, reusing: nil, jobs: jobs, source: source)
            bytes = file(pixmap, channels: channels, textChunks: textChunks, banded: output)
            guard PNGEncoder.decodes(bytes, to: pixmap, decompressor: decompressor) else {
                throw PNGError(source: source, reason: .compressorFailure(detail: "the banded image data does not decode to the image"))
            }
        }
        return Encoding(bytes: bytes, reuse: BandReuse(bands: output.index.bands.count, reusedBands: output.reusedBands, previous: state))
    }

    /// IHDR, the text chunks, the band index, IDAT, IEND.
    private func file(_ pixmap: Pixmap, channels: Int, textChunks: [(type: PNGChunkType, body: [UInt8])],
                      banded: PNGBandedStream.Output) -> [UInt8] {
        var writer = PNGChunkWriter()
        writer.append(.header, PNGHeader(width: pixmap.width, height: pixmap.height,
                                         colorType: channels == 4 ? .truecolorAlpha : .truecolor).bytes)
        for chunk in textChunks { writer.append(chunk.type, chunk.body) }
        writer.append(.bandIndex, banded.index.bytes)
        writer.append(.imageData, banded.imageData)
        writer.append(.end, [])
        return writer.bytes
    }

    /// True when `bytes` decode to exactly `pixmap`'s pixels.
    static func decodes(_ bytes: [UInt8], to pixmap: Pixmap, decompressor: ZlibDecompressor) -> Bool {
        guard let decoded = try? PNGDecoder.decode(bytes, source: "<banded>", using: decompressor).pixmap,
              decoded.width == pixmap.width, decoded.height == pixmap.height else { return false }
        return decoded.bytes.withUnsafeBytes { a in
            pixmap.bytes.withUnsafeBytes { b in memcmp(a.baseAddress!, b.baseAddress!, a.count) == 0 }
        }
    }
}
