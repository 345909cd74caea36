extension PNGDecoder {
    /// The text chunks (tEXt, zTXt, iTXt) that come before the image data, without inflating any pixels: what an
    /// incremental check reads of a golden (Proofsheet writes its stamp between IHDR and IDAT, PNG §5.6).
    /// Chunk lengths and CRCs are checked as in `decode`; text after IDAT is not read.
    public static func readLeadingText(_ bytes: [UInt8], source: String, using decompressor: ZlibDecompressor) throws -> [PNGTextChunk] {
        var reader = try PNGChunkReader(bytes: bytes, source: source)
        var text: [PNGTextChunk] = []
        while let chunk = try reader.next() {
            switch chunk.type {
            case .imageData, .end:
                return text
            case .text, .compressedText, .internationalText:
                text.append(try PNGTextChunk(type: chunk.type, body: bytes[chunk.data], decompressor: decompressor, source: source))
            default:
                continue
            }
        }
        throw PNGError(source: source, reason: .truncated(offset: bytes.count, expected: "an IDAT chunk"))
    }
}
