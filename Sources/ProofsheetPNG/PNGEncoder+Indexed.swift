#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import ProofsheetRaster
import ProofsheetSupport

extension PNGEncoder {
    /// The PNG file bytes of `pixmap` as an indexed-colour image, or nil when it has more than 256 distinct RGBA
    /// values (then encode it as truecolour).
    ///
    /// Colour type 3 (PNG §11.2.2) at the smallest bit depth the palette fits (1, 2, 4 or 8 bits for up to 2, 4,
    /// 16 or 256 colours), a PLTE of the colours in the order they first appear (row-major, so the bytes depend
    /// only on the pixels), a tRNS for the alphas up to the last entry that is not opaque (§11.3.2.1), filter None
    /// on every row (§12.8 recommends it for indexed images), compressed with `compressor`. A diff image (a faded
    /// grey copy with red and yellow markers, at most 29 colours) compresses in about a third of its RGB time; its
    /// marks alone (transparent, red, yellow) pack four pixels to a byte, in rows that mostly repeat the one above,
    /// which are copied rather than indexed again. Decodes to the same pixels. Chunk order: IHDR, PLTE, tRNS, text
    /// chunks, one IDAT, IEND.
    public static func encodeIndexed(_ pixmap: Pixmap, text: [PNGTextChunk] = [], source: String = "<memory>",
                                     using compressor: ZlibCompressor) throws -> [UInt8]? {
        let textChunks = try text.map { try $0.encoded(source: source) }
        let width = pixmap.width, height = pixmap.height
        guard let (colours, indices, repeats) = paletteIndices(of: pixmap) else { return nil }
        let depth = colours.count <= 2 ? 1 : colours.count <= 4 ? 2 : colours.count <= 16 ? 4 : 8
        let rows = packedScanlines(indices, width: width, height: height, depth: depth, repeats: repeats)
        guard let compressed = rows.withUnsafeBytes({ compressor.compress($0) }) else {
            throw PNGError(source: source, reason: .compressorFailure(detail: "libdeflate_zlib_compress returned 0"))
        }
        // Memory order R, G, B, A: the little-endian word's bytes from the lowest.
        let entries = colours.map { UInt32(littleEndian: $0) }
        let palette = entries.flatMap { [UInt8($0 & 0xFF), UInt8($0 >> 8 & 0xFF), UInt8($0 >> 16 & 0xFF)] }
        let alphas = entries.map { UInt8($0 >> 24) }
        let lastTranslucent = alphas.lastIndex { $0 != 255 }

        var writer = PNGChunkWriter()
        writer.append(.header, PNGHeader(width: width, height: height, colorType: .indexed, bitDepth: depth).bytes)
        writer.append(.palette, palette)
        if let lastTranslucent { writer.append(.transparency, Array(alphas[...lastTranslucent])) }
        for chunk in textChunks { writer.append(chunk.type, chunk.body) }
        writer.append(.imageData, compressed)
        writer.append(.end, [])
        return writer.bytes
    }

    /// The palette of `pixmap` (colours in the order they first appear, at most 256; nil past that), each pixel's
    /// index (one byte a pixel, row-major) and, per row, whether it repeats the row above (its indices copied).
    private static func paletteIndices(of pixmap: Pixmap) -> (colours: [UInt32], indices: [UInt8], repeats: [Bool])? {
        let width = pixmap.width, height = pixmap.height
        var colours: [UInt32] = []
        var repeats = [Bool](repeating: false, count: height)
        var overflow = false
        let indices = pixmap.bytes.withUnsafeBytes { rgba -> [UInt8] in
            PixelStorage.bytes(count: width * height) { out in
                guard let pixels = rgba.baseAddress, let target = out.baseAddress else { return }
                // Open addressing over 1024 slots (at most 256 used): colour → its palette index; `slotIndex` 0xFFFF is empty.
                var slotColour = [UInt32](repeating: 0, count: 1024)
                var slotIndex = [UInt16](repeating: 0xFFFF, count: 1024)
                // Screenshots are mostly flat runs: the previous pixel's index is reused while the colour repeats.
                var previous = ~pixels.loadUnaligned(as: UInt32.self)
                var index: UInt8 = 0
                for y in 0..<height {
                    let row = target + y * width
                    let from = y * width * 4
                    if y > 0, memcmp(pixels + from, pixels + from - width * 4, width * 4) == 0 {
                        repeats[y] = true
                        row.update(from: row - width, count: width)
                        continue
                    }
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
                        row[x] = index
                    }
                }
            }
        }
        return overflow ? nil : (colours, indices, repeats)
    }

    /// The scanlines of `indices` at `depth` bits a pixel (PNG §7.2: the leftmost pixel in the high bits, each row
    /// padded to whole bytes with zero bits), each after its filter byte None; a repeated row copies the one above.
    private static func packedScanlines(_ indices: [UInt8], width: Int, height: Int, depth: Int, repeats: [Bool]) -> [UInt8] {
        let rowBytes = (width * depth + 7) / 8
        let perByte = 8 / depth
        return indices.withUnsafeBufferPointer { source in
            PixelStorage.bytes(count: height * (rowBytes + 1)) { out in
                guard let target = out.baseAddress, let indices = source.baseAddress else { return }
                for y in 0..<height {
                    let line = target + y * (rowBytes + 1)
                    line[0] = PNGFilter.none.rawValue
                    if repeats[y] {
                        (line + 1).update(from: line + 1 - (rowBytes + 1), count: rowBytes)
                        continue
                    }
                    let row = indices + y * width
                    if depth == 8 {
                        (line + 1).update(from: row, count: width)
                        continue
                    }
                    for byte in 0..<rowBytes {
                        var packed: UInt8 = 0
                        for k in 0..<perByte {
                            let x = byte * perByte + k
                            let value = x < width ? row[x] : 0
                            packed |= value << UInt8(8 - depth * (k + 1))
                        }
                        line[1 + byte] = packed
                    }
                }
            }
        }
    }
}
