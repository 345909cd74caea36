/// The decoder's path for the images Proofsheet itself writes: 8-bit RGB (without a tRNS key) or RGBA, not
/// interlaced.
///
/// Each filtered row goes straight into its place in the pixmap and is reconstructed there against the pixmap
/// row above, so there is no second copy of the image. RGB is widened to four bytes per pixel on the way: every
/// filter predicts each channel from the same channel of neighbouring pixels (PNG §9.2), so reconstructing with
/// a 4-byte stride gives the same R, G, B bytes, and the fourth lane is then set to 255. None, Sub and Up widen,
/// reconstruct and set alpha in one pass of four pixels per step; Average and Paeth, whose every byte depends on
/// the one just reconstructed, widen first and reconstruct byte by byte.
extension PNGDecoder {
    /// Reconstructs the filtered rows at `filtered` (each led by its filter byte) into RGBA `out`.
    ///
    /// For RGB, `filtered` may be the tail of `out` itself: output row y then ends before filtered row y + 1
    /// begins, and inside row y each group of pixels is read before it is written and written no further than
    /// the group's own filtered bytes (the gap between the two only shrinks to zero at the image's very end).
    package static func unfilterTruecolor8(_ filtered: UnsafePointer<UInt8>, header: PNGHeader,
                                   into out: UnsafeMutablePointer<UInt8>, source: String) throws {
        let width = header.width, height = header.height
        let channels = header.colorType.channels
        let rowBytes = width * channels, pixelRowBytes = width * 4
        let zeros = UnsafeMutablePointer<UInt8>.allocate(capacity: pixelRowBytes)
        defer { zeros.deallocate() }
        zeros.initialize(repeating: 0, count: pixelRowBytes)
        for y in 0..<height {
            let line = filtered + y * (rowBytes + 1)
            guard let filter = PNGFilter(rawValue: line[0]) else {
                throw PNGError(source: source, reason: .badFilterType(value: Int(line[0]), row: y, pass: nil))
            }
            let row = out + y * pixelRowBytes
            let above = UnsafePointer(y == 0 ? zeros : row - pixelRowBytes)
            if channels == 4 {
                row.update(from: line + 1, count: pixelRowBytes)
                filter.reconstruct(row, above: above, count: pixelRowBytes, stride: 4)
                continue
            }
            switch filter {
            case .none, .up:
                widenRGB(line + 1, pixels: width, into: row, adding: filter == .up ? above : nil)
            case .sub:
                widenRGBSummingLeft(line + 1, pixels: width, into: row)
            case .average, .paeth:
                widenRGB(line + 1, pixels: width, into: row, adding: nil)
                filter.reconstruct(row, above: above, count: pixelRowBytes, stride: 4)
                setOpaque(row, pixels: width)
            }
        }
    }

    /// Alpha 255 in every pixel of a 16-byte group.
    private static let opaqueAlpha = unsafeBitCast(SIMD16<UInt8>(0, 0, 0, 255, 0, 0, 0, 255, 0, 0, 0, 255, 0, 0, 0, 255),
                                                   to: SIMD4<UInt32>.self)

    /// Four RGB pixels (12 bytes, nothing read beyond them) as four RGBA pixels with alpha 0.
    @inline(__always)
    private static func widenFour(_ rgb: UnsafeRawPointer) -> SIMD4<UInt32> {
        let low = UInt64(littleEndian: rgb.loadUnaligned(as: UInt64.self))                             // bytes 0...7
        let high = UInt64(UInt32(littleEndian: rgb.loadUnaligned(fromByteOffset: 8, as: UInt32.self)))  // 8...11
        let last = low >> 48 | high << 16                                                                 // 6...11
        let first = (low & 0xFF_FFFF) | (low << 8 & 0xFF_FFFF_0000_0000)
        let second = (last & 0xFF_FFFF) | (last << 8 & 0xFF_FFFF_0000_0000)
        return unsafeBitCast(SIMD2<UInt64>(first.littleEndian, second.littleEndian), to: SIMD4<UInt32>.self)
    }

    /// Byte-wise wrapping addition of two groups of four pixels.
    @inline(__always)
    private static func add(_ a: SIMD4<UInt32>, _ b: SIMD4<UInt32>) -> SIMD4<UInt32> {
        unsafeBitCast(unsafeBitCast(a, to: SIMD16<UInt8>.self) &+ unsafeBitCast(b, to: SIMD16<UInt8>.self),
                      to: SIMD4<UInt32>.self)
    }

    /// RGB to opaque RGBA (filter None), or with the RGBA row `above` added byte-wise (filter Up).
    private static func widenRGB(_ rgb: UnsafePointer<UInt8>, pixels: Int, into out: UnsafeMutablePointer<UInt8>,
                                 adding above: UnsafePointer<UInt8>?) {
        let source = UnsafeRawPointer(rgb), target = UnsafeMutableRawPointer(out)
        let alpha = opaqueAlpha
        for group in 0..<(pixels / 4) {
            var v = widenFour(source + group * 12)
            if let above { v = add(v, UnsafeRawPointer(above + group * 16).loadUnaligned(as: SIMD4<UInt32>.self)) }
            target.storeBytes(of: v | alpha, toByteOffset: group * 16, as: SIMD4<UInt32>.self)
        }
        for p in (pixels & ~3)..<pixels {
            for c in 0..<3 { out[p * 4 + c] = rgb[p * 3 + c] &+ (above?[p * 4 + c] ?? 0) }
            out[p * 4 + 3] = 255
        }
    }

    /// RGB filtered with Sub to opaque RGBA: each pixel is its filtered bytes plus the pixel on its left. Four
    /// pixels per step: two shifted adds sum the pixels inside the group, then the previous group's last
    /// reconstructed pixel is added to all four.
    private static func widenRGBSummingLeft(_ rgb: UnsafePointer<UInt8>, pixels: Int, into out: UnsafeMutablePointer<UInt8>) {
        let source = UnsafeRawPointer(rgb), target = UnsafeMutableRawPointer(out)
        let alpha = opaqueAlpha
        var carry = SIMD4<UInt32>(repeating: 0)
        for group in 0..<(pixels / 4) {
            var v = widenFour(source + group * 12)
            v = add(v, SIMD4(0, v[0], v[1], v[2]))
            v = add(v, SIMD4(0, 0, v[0], v[1]))
            v = add(v, carry) | alpha
            target.storeBytes(of: v, toByteOffset: group * 16, as: SIMD4<UInt32>.self)
            carry = SIMD4(repeating: v[3])
        }
        for p in (pixels & ~3)..<pixels {
            for c in 0..<3 { out[p * 4 + c] = rgb[p * 3 + c] &+ (p == 0 ? 0 : out[p * 4 - 4 + c]) }
            out[p * 4 + 3] = 255
        }
    }

    /// Sets the alpha byte of `pixels` RGBA pixels to 255, four pixels per step.
    private static func setOpaque(_ row: UnsafeMutablePointer<UInt8>, pixels: Int) {
        let raw = UnsafeMutableRawPointer(row)
        let alpha = opaqueAlpha
        for group in 0..<(pixels / 4) {
            let v = raw.loadUnaligned(fromByteOffset: group * 16, as: SIMD4<UInt32>.self)
            raw.storeBytes(of: v | alpha, toByteOffset: group * 16, as: SIMD4<UInt32>.self)
        }
        for p in (pixels & ~3)..<pixels { row[p * 4 + 3] = 255 }
    }
}
