import ProofsheetRaster

/// Decodes any valid PNG into a straight-alpha RGBA8 `Pixmap` plus its text metadata.
///
/// Supports colour types 0, 2, 3, 4, 6 at every allowed bit depth, tRNS, Adam7 and all five filters.
/// Chunk CRCs, IHDR fields, chunk order and the inflated size are all checked; sizes are validated against
/// `Pixmap.maxSide` / `Pixmap.maxPixels` before anything is allocated. gAMA, cHRM, sRGB and iCCP are ignored.
/// Standard: PNG (W3C Recommendation 2003 / ISO/IEC 15948:2004), §5 to §13.
public enum PNGDecoder {
    /// The largest ratio of inflated to compressed size DEFLATE allows (258 bytes per 2-bit length/distance pair).
    package static let maxDeflateExpansion = 1032

    /// Decodes `bytes`; `source` names the file in errors.
    public static func decode(_ bytes: [UInt8], source: String) throws -> PNGImage {
        guard let decompressor = ZlibDecompressor() else {
            throw PNGError(source: source, reason: .compressorFailure(detail: "cannot allocate a libdeflate decompressor"))
        }
        return try decode(bytes, source: source, using: decompressor)
    }

    /// Decodes `bytes` with a caller-owned decompressor (one per worker avoids re-allocating it).
    public static func decode(_ bytes: [UInt8], source: String, using decompressor: ZlibDecompressor) throws -> PNGImage {
        func fail(_ reason: PNGError.Reason) -> PNGError { PNGError(source: source, reason: reason) }

        var reader = try PNGChunkReader(bytes: bytes, source: source)
        guard let first = try reader.next() else {
            throw fail(.truncated(offset: bytes.count, expected: "the IHDR chunk"))
        }
        guard first.type == .header else {
            throw fail(.badChunkOrder(chunk: first.type.description, detail: "IHDR must be the first chunk"))
        }
        let header = try PNGHeader(data: bytes[first.data], source: source)

        var palette: [UInt8]?
        var paletteCount = 0
        var key: (red: Int, green: Int, blue: Int)?
        var sawTransparency = false
        var imageData: [Range<Int>] = []
        var imageDataEnded = false
        var text: [PNGTextChunk] = []

        chunks: while true {
            guard let chunk = try reader.next() else {
                throw fail(.truncated(offset: bytes.count, expected: "more chunks up to IEND"))
            }
            let name = chunk.type.description
            let body = bytes[chunk.data]
            if !imageData.isEmpty && chunk.type != .imageData { imageDataEnded = true }
            switch chunk.type {
            case .header:
                throw fail(.badChunkOrder(chunk: name, detail: "a second IHDR"))
            case .palette:
                guard palette == nil else { throw fail(.badChunkOrder(chunk: name, detail: "a second PLTE")) }
                guard imageData.isEmpty else { throw fail(.badChunkOrder(chunk: name, detail: "PLTE after IDAT")) }
                guard !sawTransparency else { throw fail(.badChunkOrder(chunk: name, detail: "PLTE after tRNS")) }
                guard header.colorType != .greyscale && header.colorType != .greyscaleAlpha else {
                    throw fail(.badPalette(detail: "not allowed in colour type \(header.colorType.rawValue)"))
                }
                guard body.count % 3 == 0, (3...768).contains(body.count) else {
                    throw fail(.badPalette(detail: "length \(body.count) is not 3 x (1...256)"))
                }
                paletteCount = body.count / 3
                var table = [UInt8](repeating: 255, count: 256 * 4)
                for i in 0..<paletteCount {
                    let s = body.startIndex + i * 3
                    table[i * 4] = body[s]
                    table[i * 4 + 1] = body[s + 1]
                    table[i * 4 + 2] = body[s + 2]
                }
                palette = table
            case .transparency:
                guard !sawTransparency else { throw fail(.badChunkOrder(chunk: name, detail: "a second tRNS")) }
                guard imageData.isEmpty else { throw fail(.badChunkOrder(chunk: name, detail: "tRNS after IDAT")) }
                sawTransparency = true
                switch header.colorType {
                case .indexed:
                    guard var table = palette else {
                        throw fail(.badChunkOrder(chunk: name, detail: "tRNS before PLTE"))
                    }
                    guard body.count <= paletteCount else {
                        throw fail(.badTransparency(detail: "\(body.count) alpha values for \(paletteCount) palette entries"))
                    }
                    for (i, alpha) in body.enumerated() { table[i * 4 + 3] = alpha }
                    palette = table
                case .greyscale:
                    guard body.count == 2 else {
                        throw fail(.badTransparency(detail: "length \(body.count), greyscale needs 2"))
                    }
                    let s = body.startIndex
                    key = (Int(body[s]) << 8 | Int(body[s + 1]), -1, -1)
                case .truecolor:
                    guard body.count == 6 else {
                        throw fail(.badTransparency(detail: "length \(body.count), truecolour needs 6"))
                    }
                    let s = body.startIndex
                    key = (Int(body[s]) << 8 | Int(body[s + 1]), Int(body[s + 2]) << 8 | Int(body[s + 3]),
                           Int(body[s + 4]) << 8 | Int(body[s + 5]))
                case .greyscaleAlpha, .truecolorAlpha:
                    break  // §11.3.2.1 forbids it here; like libpng we ignore it, the alpha channel already says all.
                }
            case .imageData:
                guard !imageDataEnded else {
                    throw fail(.badChunkOrder(chunk: name, detail: "IDAT chunks must be consecutive"))
                }
                imageData.append(chunk.data)
            case .end:
                break chunks
            case .text, .compressedText, .internationalText:
                text.append(try PNGTextChunk(type: chunk.type, body: body, decompressor: decompressor, source: source))
            default:
                guard !chunk.type.isCritical else { throw fail(.unknownCriticalChunk(name)) }
            }
        }
        guard !imageData.isEmpty else { throw fail(.missingImageData) }
        if header.colorType == .indexed && palette == nil { throw fail(.missingPalette) }

        let converter = PNGScanlineConverter(colorType: header.colorType, bitDepth: header.bitDepth,
                                             palette: palette ?? [], paletteCount: paletteCount,
                                             key: key, source: source)
        let pixels = try decodePixels(bytes, imageData: imageData, header: header, converter: converter,
                                      decompressor: decompressor, source: source)
        guard let pixmap = Pixmap(width: header.width, height: header.height, bytes: pixels) else {
            throw fail(.dimensionsOverLimit(width: header.width, height: header.height))
        }
        return PNGImage(pixmap: pixmap, text: text)
    }

    /// Inflates the concatenated IDAT data, reverses the filters pass by pass and converts to RGBA; 8-bit RGB and
    /// RGBA without interlacing take the shorter path in `PNGDecoder+FastPath.swift`.
    private static func decodePixels(_ bytes: [UInt8], imageData: [Range<Int>], header: PNGHeader,
                                     converter: PNGScanlineConverter, decompressor: ZlibDecompressor,
                                     source: String) throws -> [UInt8] {
        let passes = header.isInterlaced ? Adam7.passes : [Adam7.progressive]
        // Sizes are bounded by Pixmap limits (<= 2^26 pixels x 8 bytes), so these sums cannot overflow.
        var expected = 0
        var widestRow = 0
        for pass in passes {
            let size = pass.size(width: header.width, height: header.height)
            guard size.width > 0 && size.height > 0 else { continue }
            let rowBytes = header.rowBytes(pixels: size.width)
            expected += size.height * (rowBytes + 1)
            widestRow = max(widestRow, rowBytes)
        }

        // Refuse before allocating when a tiny IDAT claims a huge image: one DEFLATE symbol pair of at least two
        // bits yields at most 258 bytes (RFC 1951 §3.2.5), so a stream cannot expand more than 1032:1.
        let compressedBytes = imageData.reduce(0) { $0 + $1.count }
        guard compressedBytes >= expected / PNGDecoder.maxDeflateExpansion else {
            throw PNGError(source: source, reason: .imageDataTooShort(compressedBytes: compressedBytes, expected: expected))
        }
        func inflate(into output: UnsafeMutableRawBufferPointer) throws {
            try inflateImageData(bytes, imageData: imageData, compressedBytes: compressedBytes, into: output,
                                 decompressor: decompressor, source: source)
        }
        if !header.isInterlaced && header.bitDepth == 8 {
            let pixelBytes = header.width * header.height * 4
            if header.colorType == .truecolor && converter.key == nil {
                // Inflated into the tail of the pixel buffer (3 bytes per pixel plus a filter byte per row never
                // exceed 4 per pixel) and widened in place; see `unfilterTruecolor8`.
                return try PixelStorage.bytes(count: pixelBytes) { pixels in
                    guard let out = pixels.baseAddress else { return }
                    let filtered = out + (pixelBytes - expected)
                    try inflate(into: UnsafeMutableRawBufferPointer(start: filtered, count: expected))
                    try unfilterTruecolor8(UnsafePointer(filtered), header: header, into: out, source: source)
                }
            }
            if header.colorType == .truecolorAlpha {
                let raw = try [UInt8](unsafeUninitializedCapacity: expected) { buffer, initialized in
                    try inflate(into: UnsafeMutableRawBufferPointer(buffer))
                    initialized = expected
                }
                return try PixelStorage.bytes(count: pixelBytes) { pixels in
                    guard let out = pixels.baseAddress else { return }
                    try raw.withUnsafeBufferPointer { filtered in
                        guard let base = filtered.baseAddress else { return }
                        try unfilterTruecolor8(base, header: header, into: out, source: source)
                    }
                }
            }
        }

        var raw = [UInt8](repeating: 0, count: expected)
        try raw.withUnsafeMutableBytes { try inflate(into: $0) }

        var pixels = [UInt8](repeating: 0, count: header.width * header.height * 4)
        let zeroRow = [UInt8](repeating: 0, count: widestRow)
        let stride = header.filterStride
        try raw.withUnsafeMutableBufferPointer { rawBuffer in
            try pixels.withUnsafeMutableBufferPointer { pixelBuffer in
                try zeroRow.withUnsafeBufferPointer { zeros in
                    guard let base = rawBuffer.baseAddress, let out = pixelBuffer.baseAddress,
                          let zero = zeros.baseAddress else { return }
                    var offset = 0
                    for (passIndex, pass) in passes.enumerated() {
                        let size = pass.size(width: header.width, height: header.height)
                        guard size.width > 0 && size.height > 0 else { continue }
                        let rowBytes = header.rowBytes(pixels: size.width)
                        var above = zero
                        for row in 0..<size.height {
                            let filterByte = base[offset]
                            guard let filter = PNGFilter(rawValue: filterByte) else {
                                throw PNGError(source: source, reason: .badFilterType(
                                    value: Int(filterByte), row: row, pass: header.isInterlaced ? passIndex + 1 : nil))
                            }
                            let line = base + offset + 1
                            filter.reconstruct(line, above: above, count: rowBytes, stride: stride)
                            let y = pass.y0 + row * pass.dy
                            try converter.convert(line, pixels: size.width, into: out + (y * header.width + pass.x0) * 4,
                                                  step: pass.dx * 4)
                            above = UnsafePointer(line)
                            offset += rowBytes + 1
                        }
                    }
                }
            }
        }
        return pixels
    }

    /// Inflates the concatenated IDAT chunks into `output`, which the stream must fill exactly.
    private static func inflateImageData(_ bytes: [UInt8], imageData: [Range<Int>], compressedBytes: Int,
                                         into output: UnsafeMutableRawBufferPointer, decompressor: ZlibDecompressor,
                                         source: String) throws {
        do {
            if imageData.count == 1, let only = imageData.first {
                try bytes.withUnsafeBytes { all in
                    try decompressor.decompress(UnsafeRawBufferPointer(rebasing: all[only]), exactlyInto: output)
                }
            } else {
                var joined: [UInt8] = []
                joined.reserveCapacity(compressedBytes)
                for range in imageData { joined += bytes[range] }
                try joined.withUnsafeBytes { input in
                    try decompressor.decompress(input, exactlyInto: output)
                }
            }
        } catch let error as ZlibError {
            switch error {
            case .corrupt:
                throw PNGError(source: source, reason: .corruptCompressedData(chunk: "IDAT"))
            case .tooShort(let actual):
                throw PNGError(source: source, reason: .imageDataSizeMismatch(expected: output.count, actual: actual))
            case .tooLong:
                throw PNGError(source: source, reason: .imageDataSizeMismatch(expected: output.count, actual: nil))
            }
        }
    }
}
