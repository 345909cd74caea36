/// Reading and writing the bodies of tEXt, zTXt and iTXt chunks (PNG §11.3.4.3 to §11.3.4.5).
extension PNGTextChunk {
    /// Decompressed text larger than this is rejected, so a tiny zTXt cannot expand into gigabytes.
    package static let maxDecompressedTextBytes = 16 * 1024 * 1024

    /// Parses one text chunk body; `type` is tEXt, zTXt or iTXt.
    package init(type: PNGChunkType, body: ArraySlice<UInt8>, decompressor: ZlibDecompressor, source: String) throws {
        let name = type.description
        func fail(_ detail: String) -> PNGError {
            PNGError(source: source, reason: .badTextChunk(chunk: name, detail: detail))
        }
        guard let keywordEnd = body.firstIndex(of: 0) else { throw fail("no NUL after the keyword") }
        let keywordBytes = body[body.startIndex..<keywordEnd]
        guard (1...79).contains(keywordBytes.count) else {
            throw fail("keyword length \(keywordBytes.count) is outside 1...79")
        }
        let keyword = PNGTextChunk.latin1(keywordBytes)
        var rest = body[(keywordEnd + 1)...]

        func inflate(_ compressed: ArraySlice<UInt8>) throws -> [UInt8] {
            do {
                return try compressed.withUnsafeBytes { raw in
                    try decompressor.decompress(raw, limit: PNGTextChunk.maxDecompressedTextBytes)
                }
            } catch ZlibError.tooLong {
                throw fail("compressed text inflates past \(PNGTextChunk.maxDecompressedTextBytes) bytes")
            } catch {
                throw PNGError(source: source, reason: .corruptCompressedData(chunk: name))
            }
        }

        switch type {
        case .text:
            self.init(keyword: keyword, text: PNGTextChunk.latin1(rest))
        case .compressedText:
            guard let method = rest.first else { throw fail("missing compression method") }
            guard method == 0 else { throw fail("compression method \(method) is not 0 (zlib)") }
            rest = rest.dropFirst()
            self.init(keyword: keyword, text: PNGTextChunk.latin1(try inflate(rest)[...]))
        default:
            guard rest.count >= 2 else { throw fail("missing compression flag and method") }
            let flag = rest[rest.startIndex]
            let method = rest[rest.startIndex + 1]
            guard flag <= 1 else { throw fail("compression flag \(flag) is not 0 or 1") }
            guard flag == 0 || method == 0 else { throw fail("compression method \(method) is not 0 (zlib)") }
            rest = rest.dropFirst(2)
            guard let languageEnd = rest.firstIndex(of: 0) else { throw fail("no NUL after the language tag") }
            let language = PNGTextChunk.latin1(rest[rest.startIndex..<languageEnd])
            rest = rest[(languageEnd + 1)...]
            guard let translatedEnd = rest.firstIndex(of: 0) else { throw fail("no NUL after the translated keyword") }
            guard let translated = String(validating: rest[rest.startIndex..<translatedEnd], as: UTF8.self) else {
                throw fail("translated keyword is not valid UTF-8")
            }
            rest = rest[(translatedEnd + 1)...]
            let textBytes = flag == 1 ? try inflate(rest)[...] : rest
            guard let text = String(validating: textBytes, as: UTF8.self) else { throw fail("text is not valid UTF-8") }
            self.init(keyword: keyword, text: text, languageTag: language, translatedKeyword: translated)
        }
    }

    /// The libdeflate level of compressed text in goldens: the smallest (12), as every earlier build wrote it, so a
    /// golden re-recorded with the same pixels and stamp keeps its bytes.
    package static let goldenLevel = 12
    /// The level of compressed text in run artefacts (a changed cell's actual image): 6, twenty times faster than
    /// 12 on a stamp's 8 KB input record (0.04 against 0.83 ms) for 3 % more bytes (1 813 against 1 761; issue #43).
    /// Approving such an image re-encodes its stamp at `goldenLevel`.
    package static let artefactLevel = 6

    /// The chunk type and body the encoder writes for this entry, compressed text at libdeflate `level`; throws when
    /// the keyword breaks §11.3.4.2.
    package func encoded(source: String, level: Int = PNGTextChunk.goldenLevel) throws -> (type: PNGChunkType, body: [UInt8]) {
        func fail(_ detail: String) -> PNGError {
            PNGError(source: source, reason: .badTextForEncoding(keyword: keyword, detail: detail))
        }
        guard let keywordBytes = PNGTextChunk.latin1Bytes(keyword) else { throw fail("keyword is not Latin-1") }
        guard (1...79).contains(keywordBytes.count) else { throw fail("keyword must be 1...79 characters") }
        guard keywordBytes.allSatisfy({ (32...126).contains($0) || $0 >= 161 }) else {
            throw fail("keyword has a control or non-printing character")
        }
        guard keywordBytes.first != 32, keywordBytes.last != 32,
              !zip(keywordBytes, keywordBytes.dropFirst()).contains(where: { $0 == 32 && $1 == 32 }) else {
            throw fail("keyword has leading, trailing or consecutive spaces")
        }
        guard !text.unicodeScalars.contains("\0"), !translatedKeyword.unicodeScalars.contains("\0") else {
            throw fail("text contains a NUL character")
        }
        guard languageTag.unicodeScalars.allSatisfy({ $0.isASCII && ($0 == "-" || $0.properties.isAlphabetic
                                                                      || ("0"..."9").contains($0)) }) else {
            throw fail("language tag \"\(languageTag)\" is not an RFC 3066 tag")
        }
        if !compressed, languageTag.isEmpty, translatedKeyword.isEmpty, let textBytes = PNGTextChunk.latin1Bytes(text) {
            return (.text, keywordBytes + [0] + textBytes)
        }
        var textBytes = Array(text.utf8)
        if compressed {
            guard let compressor = ZlibCompressor(level: level),
                  let deflated = textBytes.withUnsafeBytes({ compressor.compress($0) }) else { throw fail("could not compress the text") }
            textBytes = deflated
        }
        let body = keywordBytes + [0, compressed ? 1 : 0, 0] + Array(languageTag.utf8) + [0] + Array(translatedKeyword.utf8) + [0]
            + textBytes
        return (.internationalText, body)
    }

    /// ISO 8859-1 bytes to a string: each byte is the Unicode scalar of the same value.
    package static func latin1<C: Collection>(_ bytes: C) -> String where C.Element == UInt8 {
        var scalars = String.UnicodeScalarView()
        for byte in bytes { scalars.append(Unicode.Scalar(byte)) }
        return String(scalars)
    }

    /// The ISO 8859-1 bytes of `string`, or nil when a scalar is above U+00FF.
    package static func latin1Bytes(_ string: String) -> [UInt8]? {
        var bytes: [UInt8] = []
        for scalar in string.unicodeScalars {
            guard scalar.value <= 0xFF else { return nil }
            bytes.append(UInt8(scalar.value))
        }
        return bytes
    }
}
