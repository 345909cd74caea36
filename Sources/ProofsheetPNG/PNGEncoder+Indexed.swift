import ProofsheetRaster
import ProofsheetSupport

extension PNGEncoder {
    /// The PNG file bytes of `pixmap` as an indexed-colour image, or nil when it has more than 256 distinct RGBA
    /// values (then encode it as truecolour).
    ///
    /// Colour type 3 at bit depth 8 (PNG §11.2.2), a PLTE of the colours in the order they first appear (row-major,
    /// so the bytes depend only on the pixels), a tRNS for the alphas up to the last entry that is not opaque
    /// (§11.3.2.1), filter None on every row (§12.8 recommends it for indexed images), compressed with
    /// `compressor`. One byte per pixel instead of three or four: a diff image (a faded grey copy with red and
    /// yellow markers, at most 29 colours) compresses in about a third of its RGB time. Decodes to the same
    /// pixels. Chunk order: IHDR, PLTE, tRNS, text chunks, one IDAT, IEND.
    public static func encodeIndexed(_ pixmap: Pixmap, text: [PNGTextChunk] = [], source: String = "<memory>",
                                     using compressor: ZlibCompressor) throws -> [UInt8]? {
        let textChunks = try text.map { try $0.encoded(source: source) }
        let width = pixmap.width, height = pixmap.height
        var colours: [UInt32] = []
        let rows = pixmap.bytes.withUnsafeBytes { rgba -> [UInt8]? in
            guard let pixels = rgba.baseAddress else { return nil }
            // Open addressing over 1024 slots (at most 256 used): colour → its palette index; `slotIndex` 0xFFFF is empty.
            var slotColour = [UInt32](repeating: 0, count: 1024)
            var slotIndex = [UInt16](repeating: 0xFFFF, count: 1024)
            var overflow = false
            let scanlines = PixelStorage.bytes(count: height * (width + 1)) { out in
                guard let target = out.baseAddress else { return }
                // Screenshots are mostly flat runs: the previous pixel's index is reused while the colour repeats.
                var previous = ~pixels.loadUnaligned(as: UInt32.self)
                var index: UInt8 = 0
                for y in 0..<height {
                    let row = target + y * (width + 1)
                    row[0] = PNGFilter.none.rawValue
                    let from = y * width * 4
                    for x in 0..<width {
                        let colour = pixels.loadUnaligned(fromByteOffset: from + x * 4, as: UInt32.self)
                        if colour != previous {
                            previous = colour
                            var slot = Int((colour &* 0x9E37_79B1) >> 22)
                            while slotIndex[slot] != 0xFFFF && slotColour[slot] != colour { slot = (slot + 1) & 1023 }
                            if slotIndex[slot] == 0xFFFF {
                                guard colours.count < 256 else { overflow = true; return }
                                slotColour[slot] = colour
                                slotIndex[slot] = UInt16(colours.count)
                                colours.append(colour)
                            }
                            index = UInt8(slotIndex[slot])
                        }
                        row[1 + x] = index
                    }
                }
            }
            return overflow ? nil : scanlines
        }
        guard let rows else { return nil }
        guard let compressed = rows.withUnsafeBytes({ compressor.compress($0) }) else {
            throw PNGError(source: source, reason: .compressorFailure(detail: "libdeflate_zlib_compress returned 0"))
        }
        // Memory order R, G, B, A: the little-endian word's bytes from the lowest.
        let entries = colours.map { UInt32(littleEndian: $0) }
        let palette = entries.flatMap { [UInt8($0 & 0xFF), UInt8($0 >> 8 & 0xFF), UInt8($0 >> 16 & 0xFF)] }
        let alphas = entries.map { UInt8($0 >> 24) }
        let lastTranslucent = alphas.lastIndex { $0 != 255 }

        var writer = PNGChunkWriter()
        writer.append(.header, PNGHeader(width: width, height: height, colorType: .indexed).bytes)
        writer.append(.palette, palette)
        if let lastTranslucent { writer.append(.transparency, Array(alphas[...lastTranslucent])) }
        for chunk in textChunks { writer.append(chunk.type, chunk.body) }
        writer.append(.imageData, compressed)
        writer.append(.end, [])
        return writer.bytes
    }
}
