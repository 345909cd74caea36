import CDeflate

/// The CRC-32 that PNG stores after each chunk (ISO 3309 / ITU-T V.42 polynomial), computed by libdeflate.
///
/// Standard: PNG §5.5 and Annex D; the CRC covers the chunk type and data, not the length.
package enum CRC32 {
    /// The CRC of `type` followed by `data`.
    package static func checksum(type: PNGChunkType, data: UnsafeRawBufferPointer) -> UInt32 {
        let typeBytes = type.bytes
        var crc = typeBytes.withUnsafeBytes { libdeflate_crc32(0, $0.baseAddress, $0.count) }
        if data.count > 0 {
            crc = libdeflate_crc32(crc, data.baseAddress, data.count)
        }
        return crc
    }
}
