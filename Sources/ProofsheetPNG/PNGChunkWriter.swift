/// Builds a PNG file chunk by chunk: signature first, then length, type, data and CRC for each chunk.
///
/// Standard: PNG §5.2 (signature), §5.3 (chunk layout), Annex D (CRC over type and data).
package struct PNGChunkWriter {
    private(set) var bytes: [UInt8] = PNGChunkReader.signature

    /// Appends one chunk; `data` must be shorter than 2^31 bytes (Pixmap limits keep IDAT far below).
    package mutating func append(_ type: PNGChunkType, _ data: [UInt8]) {
        let length = UInt32(data.count)
        bytes.reserveCapacity(bytes.count + data.count + 12)
        appendUInt32(length)
        bytes += type.bytes
        bytes += data
        appendUInt32(data.withUnsafeBytes { CRC32.checksum(type: type, data: $0) })
    }

    private mutating func appendUInt32(_ value: UInt32) {
        bytes += [UInt8(value >> 24), UInt8(value >> 16 & 0xFF), UInt8(value >> 8 & 0xFF), UInt8(value & 0xFF)]
    }
}
