/// A four-letter PNG chunk type such as `IHDR`, stored as its big-endian 32-bit code.
///
/// Standard: PNG §5.4 (chunk naming): bit 5 of the first byte clear means the chunk is critical.
package struct PNGChunkType: Hashable, Sendable, CustomStringConvertible {
    package let code: UInt32

    package init(code: UInt32) {
        self.code = code
    }

    /// Builds a type from a four-character ASCII literal; only used for the constants below.
    private init(_ name: StaticString) {
        var code: UInt32 = 0
        name.withUTF8Buffer { bytes in
            for byte in bytes { code = code << 8 | UInt32(byte) }
        }
        self.code = code
    }

    package static let header = PNGChunkType("IHDR")
    package static let palette = PNGChunkType("PLTE")
    package static let imageData = PNGChunkType("IDAT")
    package static let end = PNGChunkType("IEND")
    package static let transparency = PNGChunkType("tRNS")
    package static let text = PNGChunkType("tEXt")
    package static let compressedText = PNGChunkType("zTXt")
    package static let internationalText = PNGChunkType("iTXt")
    /// The banded preset's band index (`PNGBandIndex`): ancillary, private, unsafe to copy.
    package static let bandIndex = PNGChunkType("psBI")

    /// The four bytes as they appear in the file.
    package var bytes: [UInt8] {
        [UInt8(truncatingIfNeeded: code >> 24), UInt8(truncatingIfNeeded: code >> 16),
         UInt8(truncatingIfNeeded: code >> 8), UInt8(truncatingIfNeeded: code)]
    }

    /// True when every byte is an ASCII letter, as §5.4 requires.
    package var isWellFormed: Bool {
        bytes.allSatisfy { (65...90).contains($0) || (97...122).contains($0) }
    }

    /// Critical chunks (uppercase first letter) must be understood; ancillary ones may be skipped.
    package var isCritical: Bool { code & 0x2000_0000 == 0 }

    /// The name for messages; bytes that are not printable ASCII are shown as `\xNN`.
    package var description: String {
        bytes.map { byte -> String in
            if (32...126).contains(byte) { return String(UnicodeScalar(byte)) }
            let digits = String(byte, radix: 16, uppercase: true)
            return "\\x" + (digits.count < 2 ? "0" : "") + digits
        }.joined()
    }
}
