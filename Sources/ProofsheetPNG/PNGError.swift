import ProofsheetRaster

/// Why a PNG could not be decoded or encoded, together with the file (or other source) it came from.
///
/// `source` is whatever name the caller passed (a path, a golden's name, "<memory>"); offsets in `reason`
/// are byte offsets from the start of the file. Standard: PNG (W3C Recommendation / ISO/IEC 15948:2004).
package struct PNGError: Error, Equatable, CustomStringConvertible, Sendable {
    /// What went wrong, with the values that show it.
    package enum Reason: Equatable, Sendable {
        /// The first 8 bytes are not the PNG signature (§5.2).
        case notPNG
        /// The data ends at `offset` while `expected` was still to come.
        case truncated(offset: Int, expected: String)
        /// A chunk's stored CRC (Annex D) does not match the one computed over its type and data.
        case badCRC(chunk: String, offset: Int, stored: UInt32, computed: UInt32)
        /// A chunk type that is not four ASCII letters (§5.4), or a length above 2^31 - 1 (§5.3).
        case badChunk(offset: Int, detail: String)
        /// A critical chunk this decoder does not know (§5.4: decoders must reject these).
        case unknownCriticalChunk(String)
        /// An IHDR field with a value the standard does not allow (§11.2.2).
        case badHeader(field: String, value: Int)
        /// Width or height is zero.
        case zeroDimension(width: Int, height: Int)
        /// Width or height above `Pixmap.maxSide`, or more than `Pixmap.maxPixels` pixels.
        case dimensionsOverLimit(width: Int, height: Int)
        /// Chunks in an order §5.6 forbids (IHDR not first, PLTE after IDAT, IDAT split by other chunks, ...).
        case badChunkOrder(chunk: String, detail: String)
        /// An indexed-colour image without PLTE.
        case missingPalette
        /// A PLTE chunk with a bad length or in a colour type that forbids it (§11.2.3).
        case badPalette(detail: String)
        /// A tRNS chunk whose length does not fit the colour type or palette (§11.3.2.1).
        case badTransparency(detail: String)
        /// A pixel refers to a palette entry that does not exist.
        case paletteIndexOutOfRange(index: Int, paletteCount: Int)
        /// No IDAT chunk before IEND.
        case missingImageData
        /// The zlib stream (RFC 1950/1951) inside `chunk` is invalid.
        case corruptCompressedData(chunk: String)
        /// The image data inflates to a size other than the IHDR geometry requires; `actual` is nil when larger.
        case imageDataSizeMismatch(expected: Int, actual: Int?)
        /// IDAT holds too few bytes to inflate to the size IHDR requires (deflate expands at most 1032:1).
        case imageDataTooShort(compressedBytes: Int, expected: Int)
        /// A scanline starts with a filter type other than 0...4 (§9.2).
        case badFilterType(value: Int, row: Int, pass: Int?)
        /// A tEXt, zTXt or iTXt chunk that breaks §11.3.4 (no separator, bad keyword, bad UTF-8, ...).
        case badTextChunk(chunk: String, detail: String)
        /// The file could not be read (the text is the operating system's message).
        case unreadableFile(detail: String)
        /// Encoding without alpha was asked for, but this pixel is not opaque.
        case alphaWouldBeLost(x: Int, y: Int, alpha: UInt8)
        /// A text keyword or value the encoder cannot write (§11.3.4.2 keyword rules).
        case badTextForEncoding(keyword: String, detail: String)
        /// libdeflate could not allocate its state or produce output.
        case compressorFailure(detail: String)
    }

    /// The file name or path the caller gave when decoding or encoding.
    package let source: String
    package let reason: Reason

    package init(source: String, reason: Reason) {
        self.source = source
        self.reason = reason
    }

    package var description: String { "\(source): \(reason.message)" }
}

extension PNGError.Reason {
    /// One sentence saying what is wrong, without the source name.
    package var message: String {
        switch self {
        case .notPNG:
            return "not a PNG file (the first 8 bytes are not the PNG signature)"
        case let .truncated(offset, expected):
            return "file is truncated at byte \(offset): expected \(expected)"
        case let .badCRC(chunk, offset, stored, computed):
            return "chunk \(chunk) at byte \(offset) is corrupt: stored CRC \(hex(stored)), computed \(hex(computed))"
        case let .badChunk(offset, detail):
            return "bad chunk at byte \(offset): \(detail)"
        case let .unknownCriticalChunk(name):
            return "unknown critical chunk \(name) (a decoder must not guess its meaning)"
        case let .badHeader(field, value):
            return "bad IHDR: \(field) \(value) is not allowed"
        case let .zeroDimension(width, height):
            return "image size \(width)x\(height) has a zero side"
        case let .dimensionsOverLimit(width, height):
            return "image size \(width)x\(height) is over the limit (max side \(Pixmap.maxSide), max \(Pixmap.maxPixels) pixels)"
        case let .badChunkOrder(chunk, detail):
            return "chunk \(chunk) out of order: \(detail)"
        case .missingPalette:
            return "indexed-colour image has no PLTE chunk"
        case let .badPalette(detail):
            return "bad PLTE: \(detail)"
        case let .badTransparency(detail):
            return "bad tRNS: \(detail)"
        case let .paletteIndexOutOfRange(index, paletteCount):
            return "pixel uses palette index \(index) but PLTE has only \(paletteCount) entries"
        case .missingImageData:
            return "no IDAT chunk (the file has no image data)"
        case let .corruptCompressedData(chunk):
            return "compressed data in \(chunk) is corrupt (invalid zlib/deflate stream)"
        case let .imageDataSizeMismatch(expected, actual):
            if let actual {
                return "image data inflates to \(actual) bytes, but the header requires \(expected)"
            }
            return "image data inflates to more than the \(expected) bytes the header requires"
        case let .imageDataTooShort(compressedBytes, expected):
            return "IDAT holds \(compressedBytes) bytes, too few to inflate to the \(expected) bytes the header requires"
        case let .badFilterType(value, row, pass):
            let place = pass.map { "row \(row) of Adam7 pass \($0)" } ?? "row \(row)"
            return "\(place) has filter type \(value) (only 0...4 exist)"
        case let .badTextChunk(chunk, detail):
            return "bad \(chunk) chunk: \(detail)"
        case let .unreadableFile(detail):
            return "cannot read file: \(detail)"
        case let .alphaWouldBeLost(x, y, alpha):
            return "cannot encode without alpha: pixel (\(x), \(y)) has alpha \(alpha); flatten the image first"
        case let .badTextForEncoding(keyword, detail):
            return "cannot write text chunk \"\(keyword)\": \(detail)"
        case let .compressorFailure(detail):
            return "compressor failure: \(detail)"
        }
    }

    private func hex(_ value: UInt32) -> String {
        let digits = String(value, radix: 16, uppercase: true)
        return "0x" + String(repeating: "0", count: max(0, 8 - digits.count)) + digits
    }
}
