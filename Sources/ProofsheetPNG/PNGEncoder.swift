import ProofsheetRaster
import ProofsheetSupport

/// Encodes a `Pixmap` as an 8-bit RGBA (colour type 6) or RGB (colour type 2) PNG with text chunks.
///
/// Output is deterministic: the same pixmap, text and settings give the same bytes on any machine and thread.
/// Chunk order: IHDR, text chunks, one IDAT, IEND. Standard: PNG §11.2 (critical chunks), §12.8 (filter choice).
public struct PNGEncoder: Sendable {
    /// Speed versus size; the figures behind each preset are in docs/png.md.
    public enum Effort: Sendable, Equatable {
        /// For run artefacts: Sub on every row, libdeflate level 2.
        case fast
        /// For goldens: per band of 128 rows, the filter whose band compresses smallest (trial at libdeflate
        /// level 1), then libdeflate level 11 (1.2% larger than level 12 on the shipped goldens, in 58% of the
        /// time, so a whole matrix approves in well under a minute; see docs/performance.md).
        case small
        /// For goldens that are replaced by approvals: content-defined bands of rows (`BandRule`), each filtered as
        /// `.small` filters (trial per 128 rows from the band's first row, level 1) and compressed on its own at
        /// libdeflate level 11, joined into one zlib stream, with a band index chunk (`psBI`) before IDAT. Writing
        /// over a golden of the same preset copies the compressed bytes of bands that did not change
        /// (`encode(_:text:source:replacing:compressor:decompressor:)`); the bytes are always those of a fresh
        /// encode. The compression (level and filter trial) is `BandedCompression.smallest` unless given: goldens are
        /// written `.fast` and compacted `.smallest`. docs/png.md, "Banded preset" and "Fast goldens".
        case banded(BandRule, BandedCompression = .smallest)
        /// A candidate preset, for measuring (`proofsheet-bench --golden-presets`): the filter of each band of
        /// `trialRows` rows chosen by trial compression at level 1 (0: Sub on every row), then libdeflate `level`.
        case candidate(trialRows: Int, level: Int)

        /// The libdeflate level this preset compresses with.
        public var compressionLevel: Int {
            switch self {
            case .fast: return 2
            case .small: return 11
            case .banded(_, let compression): return compression.level
            case .candidate(_, let level): return level
            }
        }

        package var filterStrategy: PNGFilterStrategy {
            switch self {
            case .fast: return .fixed(.sub)
            case .small, .banded: return .trialCompression(candidates: PNGFilter.allCases.map { .fixed($0) }, rows: 128, level: 1)
            case .candidate(let rows, _):
                return rows == 0 ? .fixed(.sub) : .trialCompression(candidates: PNGFilter.allCases.map { .fixed($0) }, rows: rows, level: 1)
            }
        }
    }

    public var effort: Effort
    /// False writes RGB without an alpha channel (as app stores require); the pixmap must then be opaque.
    public var includeAlpha: Bool
    package var filterStrategyOverride: PNGFilterStrategy?
    /// The libdeflate level of compressed text chunks (the stamp's input record): `PNGTextChunk.goldenLevel` unless
    /// an artefact asks for `artefactLevel`.
    package var textLevel = PNGTextChunk.goldenLevel

    public init(effort: Effort = .fast, includeAlpha: Bool = true) {
        self.effort = effort
        self.includeAlpha = includeAlpha
    }

    /// A compressor at this preset's level, to reuse across many `encode(_:text:source:using:)` calls.
    public func makeCompressor() -> ZlibCompressor? {
        ZlibCompressor(level: effort.compressionLevel)
    }

    /// The PNG file bytes; `source` names the destination in errors.
    public func encode(_ pixmap: Pixmap, text: [PNGTextChunk] = [], source: String = "<memory>") throws -> [UInt8] {
        guard let compressor = makeCompressor() else {
            throw PNGError(source: source, reason: .compressorFailure(detail: "cannot allocate a libdeflate compressor"))
        }
        return try encode(pixmap, text: text, source: source, using: compressor)
    }

    /// The PNG file bytes, compressed with a caller-owned compressor (its level wins over the preset's, except for the
    /// banded preset, whose pieces are always compressed at its own level).
    public func encode(_ pixmap: Pixmap, text: [PNGTextChunk] = [], source: String = "<memory>",
                       using compressor: ZlibCompressor) throws -> [UInt8] {
        if case .banded = effort {
            guard let decompressor = ZlibDecompressor() else {
                throw PNGError(source: source, reason: .compressorFailure(detail: "cannot allocate a libdeflate decompressor"))
            }
            return try encode(pixmap, text: text, source: source, replacing: nil, compressor: compressor,
                              decompressor: decompressor).bytes
        }
        let textChunks = try text.map { try $0.encoded(source: source, level: textLevel) }
        let colorType: PNGColorType = includeAlpha ? .truecolorAlpha : .truecolor
        let scanlines: [UInt8]?
        do {
            scanlines = try filteredScanlines(pixmap, channels: colorType.channels)
        } catch {
            throw PNGError(source: source, reason: .compressorFailure(detail: "cannot allocate a libdeflate compressor for the filter trial"))
        }
        guard let filtered = scanlines else {
            let (x, y, alpha) = PNGEncoder.firstTranslucentPixel(pixmap) ?? (0, 0, 0)
            throw PNGError(source: source, reason: .alphaWouldBeLost(x: x, y: y, alpha: alpha))
        }
        guard let compressed = filtered.withUnsafeBytes({ compressor.compress($0) }) else {
            throw PNGError(source: source, reason: .compressorFailure(detail: "libdeflate_zlib_compress returned 0"))
        }

        var writer = PNGChunkWriter()
        writer.append(.header, PNGHeader(width: pixmap.width, height: pixmap.height, colorType: colorType).bytes)
        for chunk in textChunks { writer.append(chunk.type, chunk.body) }
        writer.append(.imageData, compressed)
        writer.append(.end, [])
        return writer.bytes
    }

    /// Encodes and writes atomically to `path` (see `AtomicFile`); errors name `path`.
    public func write(_ pixmap: Pixmap, text: [PNGTextChunk] = [], toPath path: String) throws {
        try AtomicFile.write(try encode(pixmap, text: text, source: path), to: path)
    }

    /// Every row with its filter byte, ready for zlib: height x (1 + width x channels) bytes; nil when
    /// `channels` is 3 and some pixel is not opaque.
    ///
    /// RGBA rows are filtered straight from the pixmap. RGB rows are packed on the fly into two small row
    /// buffers (this row and the raw row above), unless the strategy compares whole bands of rows.
    private func filteredScanlines(_ pixmap: Pixmap, channels: Int) throws -> [UInt8]? {
        let width = pixmap.width, height = pixmap.height
        let rowBytes = width * channels
        let strategy = filterStrategyOverride ?? effort.filterStrategy
        var isOpaque = true
        let filtered = try PixelStorage.bytes(count: height * (rowBytes + 1)) { out in
            guard let target = out.baseAddress else { return }
            try pixmap.bytes.withUnsafeBufferPointer { rgba in
                guard let source = rgba.baseAddress else { return }
                if channels == 4 {
                    try strategy.filter(source, rowBytes: rowBytes, height: height, stride: 4, into: target)
                } else if strategy.worksRowByRow {
                    // Each buffer has spare bytes for packRGB's wide stores; the second starts as the zero row.
                    let buffers = UnsafeMutablePointer<UInt8>.allocate(capacity: 2 * (rowBytes + 8))
                    defer { buffers.deallocate() }
                    var current = buffers, above = buffers + rowBytes + 8
                    above.initialize(repeating: 0, count: rowBytes)
                    for y in 0..<height {
                        isOpaque = PNGEncoder.packRGB(source + y * width * 4, pixels: width, into: current) && isOpaque
                        strategy.filterRow(current, above: above, rowBytes: rowBytes, stride: 3,
                                           into: target + y * (rowBytes + 1))
                        swap(&current, &above)
                    }
                } else {
                    let rgb = UnsafeMutablePointer<UInt8>.allocate(capacity: height * rowBytes + 8)
                    defer { rgb.deallocate() }
                    for y in 0..<height {
                        isOpaque = PNGEncoder.packRGB(source + y * width * 4, pixels: width, into: rgb + y * rowBytes)
                            && isOpaque
                    }
                    try strategy.filter(rgb, rowBytes: rowBytes, height: height, stride: 3, into: target)
                }
            }
        }
        return isOpaque ? filtered : nil
    }

    /// Copies the R, G, B bytes of `pixels` RGBA pixels to `out` (3 bytes each); true when every alpha is 255.
    ///
    /// Two pixels per step as one 64-bit load and store; each store writes 2 bytes past the pixels it packs,
    /// which the next step (or, after the last, the caller's spare bytes) absorbs.
    package static func packRGB(_ rgba: UnsafePointer<UInt8>, pixels: Int, into out: UnsafeMutablePointer<UInt8>) -> Bool {
        var source = UnsafeRawPointer(rgba), target = UnsafeMutableRawPointer(out)
        let alphaMask: UInt64 = 0xFF00_0000_FF00_0000
        var alphas = alphaMask
        for _ in 0..<(pixels / 2) {
            let two = UInt64(littleEndian: source.loadUnaligned(as: UInt64.self))
            alphas &= two
            let packed = (two & 0xFF_FFFF) | (two >> 8 & 0xFFFF_FF00_0000)
            target.storeBytes(of: packed.littleEndian, as: UInt64.self)
            source += 8
            target += 6
        }
        let p = pixels & ~1
        var opaque = alphas == alphaMask
        if p < pixels {
            out[p * 3] = rgba[p * 4]
            out[p * 3 + 1] = rgba[p * 4 + 1]
            out[p * 3 + 2] = rgba[p * 4 + 2]
            opaque = opaque && rgba[p * 4 + 3] == 255
        }
        return opaque
    }

    /// The first pixel (row-major) whose alpha is not 255, or nil for an opaque pixmap.
    package static func firstTranslucentPixel(_ pixmap: Pixmap) -> (Int, Int, UInt8)? {
        pixmap.bytes.withUnsafeBufferPointer { bytes in
            guard let index = Pixmap.firstTranslucentPixelIndex(bytes) else { return nil }
            return (index % pixmap.width, index / pixmap.width, bytes[index * 4 + 3])
        }
    }
}
