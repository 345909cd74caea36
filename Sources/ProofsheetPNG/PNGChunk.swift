/// One chunk as found in a PNG file: its type and where its data lies in the file's bytes.
///
/// Offsets are byte offsets from the start of the file; `offset` points at the chunk's length field.
/// Standard: PNG §5.3 (chunk layout: length, type, data, CRC).
package struct PNGChunk: Sendable {
    package let type: PNGChunkType
    /// Where the chunk starts (its 4-byte length field).
    package let offset: Int
    /// The data bytes, excluding length, type and CRC.
    package let data: Range<Int>
}
