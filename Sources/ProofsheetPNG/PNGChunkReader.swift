/// Walks the chunks of a PNG file one at a time, checking the signature, lengths and CRCs.
///
/// Every length is checked against the bytes that remain before it is used, so no read goes out of
/// bounds and no arithmetic overflows. Standard: PNG §5.2 (signature), §5.3 (layout), Annex D (CRC).
package struct PNGChunkReader {
    /// The eight bytes every PNG file starts with.
    package static let signature: [UInt8] = [137, 80, 78, 71, 13, 10, 26, 10]
    /// §5.3: a chunk length must not exceed 2^31 - 1.
    package static let maxChunkLength = Int(Int32.max)

    private let bytes: [UInt8]
    private let source: String
    private var position: Int

    /// Checks the signature; throws `.notPNG` (or `.truncated` for a file shorter than a valid prefix).
    package init(bytes: [UInt8], source: String) throws {
        self.bytes = bytes
        self.source = source
        let signature = PNGChunkReader.signature
        let prefix = min(bytes.count, signature.count)
        guard bytes[0..<prefix].elementsEqual(signature[0..<prefix]) else {
            throw PNGError(source: source, reason: .notPNG)
        }
        guard bytes.count >= signature.count else {
            throw PNGError(source: source, reason: bytes.isEmpty ? .notPNG
                : .truncated(offset: bytes.count, expected: "the 8-byte PNG signature"))
        }
        position = signature.count
    }

    /// The next chunk, or nil at the end of the data; never reads past the end.
    package mutating func next() throws -> PNGChunk? {
        let start = position
        guard start < bytes.count else { return nil }
        guard bytes.count - start >= 8 else {
            throw error(.truncated(offset: bytes.count, expected: "a chunk length and type"))
        }
        let length = Int(readUInt32(at: start))
        let type = PNGChunkType(code: readUInt32(at: start + 4))
        guard type.isWellFormed else {
            throw error(.badChunk(offset: start, detail: "chunk type \(type) is not four ASCII letters"))
        }
        guard length <= PNGChunkReader.maxChunkLength else {
            throw error(.badChunk(offset: start, detail: "chunk \(type) declares length \(length), above 2^31 - 1"))
        }
        let dataStart = start + 8
        // Subtractions only: `length` is at most 2^31 - 1, so nothing here can overflow.
        guard bytes.count - dataStart >= length, bytes.count - dataStart - length >= 4 else {
            throw error(.truncated(offset: bytes.count,
                                   expected: "\(length) data bytes and a CRC for chunk \(type) at byte \(start)"))
        }
        let dataEnd = dataStart + length
        let stored = readUInt32(at: dataEnd)
        let computed = bytes.withUnsafeBytes { raw in
            CRC32.checksum(type: type, data: UnsafeRawBufferPointer(rebasing: raw[dataStart..<dataEnd]))
        }
        guard stored == computed else {
            throw error(.badCRC(chunk: type.description, offset: start, stored: stored, computed: computed))
        }
        position = dataEnd + 4
        return PNGChunk(type: type, offset: start, data: dataStart..<dataEnd)
    }

    /// The offset just past the last chunk read (for truncation messages).
    package var offset: Int { position }

    private func readUInt32(at index: Int) -> UInt32 {
        UInt32(bytes[index]) << 24 | UInt32(bytes[index + 1]) << 16 | UInt32(bytes[index + 2]) << 8 | UInt32(bytes[index + 3])
    }

    private func error(_ reason: PNGError.Reason) -> PNGError {
        PNGError(source: source, reason: reason)
    }
}
