#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import ProofsheetRaster
import ProofsheetProject
import ProofsheetSpec

/// Applies a `ColorVisionDeficiency` to colours and images in linear light with integer arithmetic only, so
/// a simulated image is byte-identical on every machine and thread count.
///
/// Per pixel: each 8-bit sRGB channel becomes a 16-bit linear value through a 256-entry table (IEC 61966-2-1
/// §5.2), the matrix is applied with coefficients in 2.14 fixed point (rounded to nearest, summed in a fixed
/// order, clamped to 0…65535), and the result is encoded back to sRGB through a 16 384-entry table indexed
/// by the top 14 bits. Alpha is kept.
public struct VisionSimulator: Sendable {
    public let deficiency: ColorVisionDeficiency
    /// The matrix in 2.14 fixed point, row-major.
    package let coefficients: [Int]

    public init(_ deficiency: ColorVisionDeficiency) {
        self.deficiency = deficiency
        coefficients = deficiency.matrix.flatMap { $0 }.map { Int(($0 * 16_384).rounded()) }
    }

    /// What a person with the deficiency sees of `color`.
    public func simulate(_ color: Color) -> Color {
        let (r, g, b) = mix(VisionTables.linear[Int(color.r)], VisionTables.linear[Int(color.g)], VisionTables.linear[Int(color.b)])
        return Color(r: r, g: g, b: b, a: color.a)
    }

    /// The image as seen with the deficiency (same size, alpha kept).
    public func simulate(_ pixmap: Pixmap) -> Pixmap {
        var bytes = pixmap.bytes
        let linear = VisionTables.linear
        bytes.withUnsafeMutableBufferPointer { pixels in
            var i = 0
            while i < pixels.count {
                let (r, g, b) = mix(linear[Int(pixels[i])], linear[Int(pixels[i + 1])], linear[Int(pixels[i + 2])])
                pixels[i] = r
                pixels[i + 1] = g
                pixels[i + 2] = b
                i += 4
            }
        }
        return Pixmap(width: pixmap.width, height: pixmap.height, bytes: bytes)!
    }

    @inline(__always)
    package func mix(_ r: Int, _ g: Int, _ b: Int) -> (UInt8, UInt8, UInt8) {
        let c = coefficients
        func channel(_ row: Int) -> UInt8 {
            let sum = c[row] * r + c[row + 1] * g + c[row + 2] * b
            let value = min(65_535, max(0, (sum + 8_192) >> 14))
            return VisionTables.encode[value >> 2]
        }
        return (channel(0), channel(3), channel(6))
    }
}

/// The conversion tables `VisionSimulator` uses, built once from the sRGB transfer function.
package enum VisionTables {
    /// 8-bit sRGB → linear light, 0…65535.
    package static let linear: [Int] = (0...255).map { Int((RelativeLuminance.linearised(UInt8($0)) * 65_535).rounded()) }

    /// Linear light in 14 bits (index 0…16383) → 8-bit sRGB, rounded to nearest.
    package static let encode: [UInt8] = (0..<16_384).map { index in
        let value = Double(index) / 16_383
        let encoded = RelativeLuminance.encoded(value)
        return UInt8((min(1, max(0, encoded)) * 255).rounded())
    }
}
