import ProofsheetRaster

/// The validated contents of an IHDR chunk: size in pixels, sample format and interlacing.
///
/// Guarantees: width and height pass `Pixmap.isValidSize`, the bit depth is allowed for the colour type,
/// compression and filter methods are 0. Standard: PNG §11.2.2.
package struct PNGHeader: Equatable, Sendable {
    package let width: Int
    package let height: Int
    package let bitDepth: Int
    package let colorType: PNGColorType
    /// True for Adam7 interlacing (interlace method 1, §8.2).
    package let isInterlaced: Bool

    /// Bits per pixel in a scanline (§7.2).
    package var bitsPerPixel: Int { bitDepth * colorType.channels }

    /// The filter unit: bytes per complete pixel, rounded up to 1 (§9.2, "bpp").
    package var filterStride: Int { max(1, bitsPerPixel / 8) }

    /// Bytes in one scanline of `pixels` pixels, without the filter-type byte.
    package func rowBytes(pixels: Int) -> Int { (pixels * bitsPerPixel + 7) / 8 }

    /// Parses and validates a 13-byte IHDR body; sizes are checked before anything is allocated.
    package init(data: ArraySlice<UInt8>, source: String) throws {
        func fail(_ reason: PNGError.Reason) -> PNGError { PNGError(source: source, reason: reason) }
        guard data.count == 13 else { throw fail(.badHeader(field: "chunk length", value: data.count)) }
        let b = Array(data)
        let width = Int(UInt32(b[0]) << 24 | UInt32(b[1]) << 16 | UInt32(b[2]) << 8 | UInt32(b[3]))
        let height = Int(UInt32(b[4]) << 24 | UInt32(b[5]) << 16 | UInt32(b[6]) << 8 | UInt32(b[7]))
        guard let colorType = PNGColorType(rawValue: b[9]) else {
            throw fail(.badHeader(field: "colour type", value: Int(b[9])))
        }
        let bitDepth = Int(b[8])
        guard colorType.allowedBitDepths.contains(bitDepth) else {
            throw fail(.badHeader(field: "bit depth for colour type \(colorType.rawValue)", value: bitDepth))
        }
        guard b[10] == 0 else { throw fail(.badHeader(field: "compression method", value: Int(b[10]))) }
        guard b[11] == 0 else { throw fail(.badHeader(field: "filter method", value: Int(b[11]))) }
        guard b[12] <= 1 else { throw fail(.badHeader(field: "interlace method", value: Int(b[12]))) }
        guard width > 0, height > 0 else { throw fail(.zeroDimension(width: width, height: height)) }
        // §11.2.2 caps each side at 2^31 - 1; our own limits are far lower and checked together.
        guard Pixmap.isValidSize(width: width, height: height) else {
            throw fail(.dimensionsOverLimit(width: width, height: height))
        }
        self.width = width
        self.height = height
        self.bitDepth = bitDepth
        self.colorType = colorType
        self.isInterlaced = b[12] == 1
    }

    /// A header for the encoder (8-bit unless given, non-interlaced).
    package init(width: Int, height: Int, colorType: PNGColorType, bitDepth: Int = 8) {
        self.width = width
        self.height = height
        self.bitDepth = bitDepth
        self.colorType = colorType
        self.isInterlaced = false
    }

    /// The 13 bytes of the IHDR body.
    package var bytes: [UInt8] {
        var out: [UInt8] = []
        out.reserveCapacity(13)
        for value in [UInt32(width), UInt32(height)] {
            out += [UInt8(value >> 24), UInt8(value >> 16 & 0xFF), UInt8(value >> 8 & 0xFF), UInt8(value & 0xFF)]
        }
        out += [UInt8(bitDepth), colorType.rawValue, 0, 0, isInterlaced ? 1 : 0]
        return out
    }
}
