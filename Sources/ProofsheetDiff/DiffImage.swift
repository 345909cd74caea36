import ProofsheetRaster

/// The pixels of a diff image, in the classic pixelmatch look or as its marks alone (`DiffImageStyle`).
///
/// The compared images' size (pixels, top-left origin), or for the marks alone the band of their rows that differ
/// (`DiffResult.diffImageTop`): changed pixels `changedColor` (red), pixels excused
/// as anti-aliasing `antiAliasedColor` (yellow). In the classic look every other pixel is the expected image's
/// brightness (YIQ Y) blended toward white with opacity `backgroundOpacity * alpha`, a faded grey copy that shows
/// where the change sits without competing with the markers; in the marks every other pixel is transparent.
package enum DiffImage {
    package static let changedColor = Color(r: 255, g: 0, b: 0)
    package static let antiAliasedColor = Color(r: 255, g: 255, b: 0)
    /// Opacity of the expected image in the faded background: 0.1, as in the classic output.
    package static let backgroundOpacity = 0.1

    /// The faded grey copy of `expected`, before any marker is painted.
    ///
    /// Integer arithmetic: Y = (19588 R + 38445 G + 7503 B) / 65536 (the YIQ Y weights in 16.16 fixed point, summing
    /// to 65536), grey = 255 - round((255 - Y) * alpha / 255 / 10).
    package static func fadedBackground(of expected: Pixmap) -> Pixmap {
        let count = expected.width * expected.height
        var bytes = [UInt8](repeating: 0, count: count * 4)
        bytes.withUnsafeMutableBytes { out in
            expected.bytes.withUnsafeBytes { src in
                let dst = out.baseAddress!, p = src.baseAddress!
                let whiteY = 255 * 65536
                let denominator = 10 * 255 * 65536
                // Screenshots are mostly flat runs: reuse the previous pixel's grey when the RGBA is the same.
                var previous = ~p.loadUnaligned(as: UInt32.self)
                var grey = UInt32(0)
                for i in 0..<count {
                    let k = i * 4
                    let pixel = p.loadUnaligned(fromByteOffset: k, as: UInt32.self)
                    if pixel != previous {
                        previous = pixel
                        let y = 19588 * Int(p.load(fromByteOffset: k, as: UInt8.self))
                            + 38445 * Int(p.load(fromByteOffset: k + 1, as: UInt8.self))
                            + 7503 * Int(p.load(fromByteOffset: k + 2, as: UInt8.self))
                        let fade = ((whiteY - y) * Int(p.load(fromByteOffset: k + 3, as: UInt8.self)) + denominator / 2)
                            / denominator
                        // Bytes grey, grey, grey, 255 in memory order.
                        grey = UInt32(littleEndian: UInt32(255 - fade) * 0x0001_0101 | 0xFF00_0000)
                    }
                    dst.storeBytes(of: grey, toByteOffset: k, as: UInt32.self)
                }
            }
        }
        // Same size as a valid pixmap, so this cannot fail.
        return Pixmap(width: expected.width, height: expected.height, bytes: bytes)!
    }

    /// A transparent image `width` × `height` pixels: the marks' background.
    package static func transparent(width: Int, height: Int) -> Pixmap {
        // Same size as a valid pixmap, so this cannot fail.
        Pixmap(width: width, height: height, bytes: [UInt8](repeating: 0, count: width * height * 4))!
    }

    /// The classic diff image from the marks of the same comparison (whose first row is row `top` of the compared
    /// images: `DiffResult.diffImageTop`): the faded copy of `expected` with every marked (opaque) pixel of `marks`
    /// over it. The same pixels as the classic scan paints.
    package static func classic(expected: Pixmap, marks: Pixmap, top: Int = 0) -> Pixmap {
        var image = fadedBackground(of: expected)
        guard marks.width == expected.width, top >= 0, top + marks.height <= expected.height else { return image }
        image.bytes.withUnsafeMutableBytes { out in
            marks.bytes.withUnsafeBytes { src in
                let dst = out.baseAddress! + top * expected.width * 4, p = src.baseAddress!
                for i in 0..<(marks.width * marks.height) {
                    let pixel = p.loadUnaligned(fromByteOffset: i * 4, as: UInt32.self)
                    if pixel != 0 { dst.storeBytes(of: pixel, toByteOffset: i * 4, as: UInt32.self) }
                }
            }
        }
        return image
    }

    /// Where a scan paints its marks: an RGBA8 buffer `width` pixels wide holding the compared images' rows from `top`
    /// on (0 for a whole image; the first differing row for the marks, which cover only the rows that differ).
    package struct Target {
        package let base: UnsafeMutableRawPointer
        package let top: Int
        package let width: Int

        package init(base: UnsafeMutableRawPointer, top: Int, width: Int) {
            self.base = base
            self.top = top
            self.width = width
        }

        /// Paints pixel (`x`, `y`) of the compared images, a row at or below `top` that the buffer holds.
        @inline(__always)
        package func paint(_ color: Color, x: Int, y: Int) {
            DiffImage.paint(color, pixel: (y - top) * width + x, into: base)
        }
    }

    /// Writes `color` (opaque) over pixel index `pixel` of an RGBA8 buffer.
    @inline(__always)
    package static func paint(_ color: Color, pixel: Int, into out: UnsafeMutableRawPointer) {
        let k = pixel * 4
        out.storeBytes(of: color.r, toByteOffset: k, as: UInt8.self)
        out.storeBytes(of: color.g, toByteOffset: k + 1, as: UInt8.self)
        out.storeBytes(of: color.b, toByteOffset: k + 2, as: UInt8.self)
        out.storeBytes(of: 255, toByteOffset: k + 3, as: UInt8.self)
    }
}
