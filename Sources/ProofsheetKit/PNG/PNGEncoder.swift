/// Encodes a `Pixmap` as an 8-bit RGBA (colour type 6) or RGB (colour type 2) PNG with text chunks.
///
/// Output is deterministic: the same pixmap, text and settings give the same bytes on any machine and thread.
/// Chunk order: IHDR, text chunks, one IDAT, IEND. Standard: PNG §11.2 (critical chunks), §12.8 (filter choice).
public struct PNGEncoder: Sendable {
    /// Speed versus size; the figures behind each preset are in docs/png.md.
    public enum Effort: Sendable {
        /// For run artefacts: Sub on every row, libdeflate level 2.
        case fast
        /// For goldens: per band of 128 rows, the filter whose band compresses smallest (trial at libdeflate
        /// level 1), then libdeflate level 11 (1.2% larger than level 12 on the shipped goldens, in 58% of the
        /// time, so a whole matrix approves in well under a minute; see docs/performance.md).
        case small

        /// The libdeflate level this preset compresses with.
        public var compressionLevel: Int {
            switch self {
            case .fast: return 2
            case .small: return 11
            }
        }

        var filterStrategy: PNGFilterStrategy {
            switch self {
            case .fast: return .fixed(.sub)
            case .small: return .trialCompression(candidates: PNGFilter.allCases.map { .fixed($0) }, rows: 128, level: 1)
            }
        }
    }

    public var effort: Effort
    /// False writes RGB without an alpha channel (as app stores require); the pixmap must then be opaque.
    public var includeAlpha: Bool
    var filterStrategyOverride: PNGFilterStrategy?

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

    /// The PNG file bytes, compressed with a caller-owned compressor (its level wins over the preset's).
    public func encode(_ pixmap: Pixmap, text: [PNGTextChunk] = [], source: String = "<memory>",
                       using compressor: ZlibCompressor) throws -> [UInt8] {
        let textChunks = try text.map { try $0.encoded(source: source) }
        let colorType: PNGColorType = includeAlpha ? .truecolorAlpha : .truecolor
        if !includeAlpha, let (x, y, alpha) = PNGEncoder.firstTranslucentPixel(pixmap) {
            throw PNGError(source: source, reason: .alphaWouldBeLost(x: x, y: y, alpha: alpha))
        }
        let filtered = filteredScanlines(pixmap, channels: colorType.channels)
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

    /// Every row with its filter byte, ready for zlib: height x (1 + width x channels) bytes.
    private func filteredScanlines(_ pixmap: Pixmap, channels: Int) -> [UInt8] {
        let width = pixmap.width, height = pixmap.height
        let rowBytes = width * channels
        let strategy = filterStrategyOverride ?? effort.filterStrategy
        return [UInt8](unsafeUninitializedCapacity: height * (rowBytes + 1)) { out, initialized in
            guard let target = out.baseAddress else { return }
            pixmap.bytes.withUnsafeBufferPointer { rgba in
                guard let source = rgba.baseAddress else { return }
                if channels == 4 {
                    strategy.filter(source, rowBytes: rowBytes, height: height, stride: 4, into: target)
                } else {
                    let rgb = UnsafeMutablePointer<UInt8>.allocate(capacity: width * height * 3)
                    defer { rgb.deallocate() }
                    for i in 0..<(width * height) {
                        rgb[i * 3] = source[i * 4]
                        rgb[i * 3 + 1] = source[i * 4 + 1]
                        rgb[i * 3 + 2] = source[i * 4 + 2]
                    }
                    strategy.filter(rgb, rowBytes: rowBytes, height: height, stride: 3, into: target)
                }
            }
            initialized = height * (rowBytes + 1)
        }
    }

    /// The first pixel (row-major) whose alpha is not 255, or nil for an opaque pixmap.
    private static func firstTranslucentPixel(_ pixmap: Pixmap) -> (Int, Int, UInt8)? {
        var i = 3
        while i < pixmap.bytes.count {
            let alpha = pixmap.bytes[i]
            if alpha != 255 {
                let pixel = i / 4
                return (pixel % pixmap.width, pixel / pixmap.width, alpha)
            }
            i += 4
        }
        return nil
    }
}
