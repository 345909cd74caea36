// libFuzzer entry point for the PNG reader: PNGDecoder on any bytes.
//
// Compiled by scripts/fuzz together with every source of ProofsheetKit into one module. Every input must
// end in an image or a typed PNGError; a crash, a sanitizer report, a hang or an allocation past the
// Pixmap limits is a bug. A decoded image is encoded again and must decode to the same pixels.

/// One decompressor for the whole run, as a check worker keeps one.
private let decompressor = ZlibDecompressor()!

/// One compressor for the built files.
private let compressor = ZlibCompressor(level: 1)!

/// Mutated files rarely get past the CRC and zlib checks, so each input is decoded three ways: as it is; with
/// every chunk's CRC recomputed (reaching the chunk and header logic); and as the parts of a file that is then
/// assembled (reaching filters, bit depths, palettes and Adam7 with valid zlib data).
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzPNG(_ data: UnsafePointer<UInt8>, _ size: Int) -> CInt {
    let bytes = Array(UnsafeBufferPointer(start: data, count: size))
    decode(bytes)
    decode(withFixedCRCs(bytes))
    if let built = assembled(bytes) { decode(built) }
    return 0
}

/// `bytes` with the CRC of every whole chunk after the signature set to the right value.
private func withFixedCRCs(_ bytes: [UInt8]) -> [UInt8] {
    var fixed = bytes
    var position = 8
    while position + 12 <= fixed.count {
        let length = Int(fixed[position]) << 24 | Int(fixed[position + 1]) << 16 | Int(fixed[position + 2]) << 8 | Int(fixed[position + 3])
        guard length <= fixed.count - position - 12 else { break }
        let type = PNGChunkType(code: UInt32(fixed[position + 4]) << 24 | UInt32(fixed[position + 5]) << 16
                                    | UInt32(fixed[position + 6]) << 8 | UInt32(fixed[position + 7]))
        let crc = fixed[(position + 8)..<(position + 8 + length)].withUnsafeBytes { CRC32.checksum(type: type, data: $0) }
        let at = position + 8 + length
        fixed[at] = UInt8(crc >> 24); fixed[at + 1] = UInt8(crc >> 16 & 255); fixed[at + 2] = UInt8(crc >> 8 & 255); fixed[at + 3] = UInt8(crc & 255)
        position = at + 4
    }
    return fixed
}

/// A file built from `bytes`: 13 bytes of IHDR data, a flags byte (1: PLTE, 2: tRNS), for PLTE a count byte and
/// 3 × (count + 1) bytes, for tRNS a length byte and that many bytes, then scanlines that are compressed into IDAT.
private func assembled(_ bytes: [UInt8]) -> [UInt8]? {
    guard bytes.count >= 14 else { return nil }
    var writer = PNGChunkWriter()
    writer.append(.header, Array(bytes[0..<13]))
    var position = 14
    func take(_ count: Int) -> [UInt8]? {
        guard count <= bytes.count - position else { return nil }
        defer { position += count }
        return Array(bytes[position..<(position + count)])
    }
    if bytes[13] & 1 != 0 {
        guard let count = take(1), let palette = take(3 * (Int(count[0]) + 1)) else { return nil }
        writer.append(.palette, palette)
    }
    if bytes[13] & 2 != 0 {
        guard let length = take(1), let alpha = take(Int(length[0])) else { return nil }
        writer.append(.transparency, alpha)
    }
    let scanlines = Array(bytes[position...])
    guard let compressed = scanlines.withUnsafeBytes({ compressor.compress($0) }) else { return nil }
    writer.append(.imageData, compressed)
    writer.append(.end, [])
    return writer.bytes
}

private func decode(_ bytes: [UInt8]) {
    let image: PNGImage
    do {
        image = try PNGDecoder.decode(bytes, source: "fuzz.png", using: decompressor)
    } catch is PNGError {
        return
    } catch {
        fatalError("PNGDecoder threw an untyped error: \(error)")
    }
    let pixmap = image.pixmap
    precondition(pixmap.bytes.count == pixmap.width * pixmap.height * 4, "pixel buffer of the wrong size")
    // Small images only, so the fuzzer stays fast: the encoder must write what the decoder read.
    if pixmap.width * pixmap.height <= 4096 {
        do {
            let encoded = try PNGEncoder(effort: .fast, includeAlpha: true).encode(pixmap, text: image.text)
            let again = try PNGDecoder.decode(encoded, source: "again.png", using: decompressor)
            precondition(again.pixmap == pixmap, "re-encoded pixels differ")
        } catch let error as PNGError {
            // Text chunks the decoder accepts but the encoder refuses (e.g. keyword rules) are allowed to fail here.
            guard case .badTextForEncoding = error.reason else { fatalError("re-encoding failed: \(error)") }
        } catch {
            fatalError("re-encoding threw an untyped error: \(error)")
        }
    }
}
