/// An RGBA8 image with straight (non-premultiplied) alpha, row-major, top-left origin, in pixels.
///
/// Guarantees: width and height are at least 1 and `width * height` is at most `Pixmap.maxPixels`,
/// so every index `y * width + x` inside the bounds is valid and no allocation is absurd.
public struct Pixmap: Equatable, Sendable {
    /// The largest canvas Proofsheet will allocate: 64 megapixels (256 MiB of RGBA).
    public static let maxPixels = 64 * 1024 * 1024
    /// The largest side, in pixels.
    public static let maxSide = 32_768

    public let width: Int
    public let height: Int
    /// `width * height * 4` bytes: R, G, B, A for each pixel, rows top to bottom.
    public var bytes: [UInt8]

    /// A pixmap filled with `color`; nil for a zero, negative or over-limit size.
    public init?(width: Int, height: Int, fill color: Color = .transparent) {
        guard Pixmap.isValidSize(width: width, height: height) else { return nil }
        self.width = width
        self.height = height
        let count = width * height
        bytes = PixelStorage.bytes(count: count * 4) { buffer in
            guard let base = buffer.baseAddress else { return }
            if color == .transparent {
                base.initialize(repeating: 0, count: count * 4)
                return
            }
            // The first row by doubling copies of one pixel, then every other row copied from it (in cache).
            base[0] = color.r; base[1] = color.g; base[2] = color.b; base[3] = color.a
            let rowBytes = width * 4
            var filled = 4
            while filled < rowBytes {
                let chunk = min(filled, rowBytes - filled)
                (base + filled).update(from: base, count: chunk)
                filled += chunk
            }
            for y in 1..<height {
                (base + y * rowBytes).update(from: base, count: rowBytes)
            }
        }
    }

    /// Wraps existing RGBA bytes; nil when the size is invalid or `bytes.count != width * height * 4`.
    public init?(width: Int, height: Int, bytes: [UInt8]) {
        guard Pixmap.isValidSize(width: width, height: height), bytes.count == width * height * 4 else { return nil }
        self.width = width
        self.height = height
        self.bytes = bytes
    }

    public static func isValidSize(width: Int, height: Int) -> Bool {
        width >= 1 && height >= 1 && width <= maxSide && height <= maxSide && width * height <= maxPixels
    }

    public subscript(x: Int, y: Int) -> Color {
        get {
            let i = (y * width + x) * 4
            return Color(r: bytes[i], g: bytes[i + 1], b: bytes[i + 2], a: bytes[i + 3])
        }
        set {
            let i = (y * width + x) * 4
            bytes[i] = newValue.r
            bytes[i + 1] = newValue.g
            bytes[i + 2] = newValue.b
            bytes[i + 3] = newValue.a
        }
    }

    /// True when every pixel is fully opaque (such an image can be written as RGB without alpha).
    public var isOpaque: Bool {
        bytes.withUnsafeBufferPointer { Pixmap.firstTranslucentPixelIndex($0) == nil }
    }

    /// The index of the first pixel of RGBA `bytes` whose alpha is not 255; four pixels per step.
    package static func firstTranslucentPixelIndex(_ bytes: UnsafeBufferPointer<UInt8>) -> Int? {
        guard let base = bytes.baseAddress else { return nil }
        let raw = UnsafeRawPointer(base)
        let pixels = bytes.count / 4
        let alphaMask: UInt64 = 0xFF00_0000_FF00_0000
        var p = 0
        for quad in 0..<(pixels / 4) {
            let a = UInt64(littleEndian: raw.loadUnaligned(fromByteOffset: quad &* 16, as: UInt64.self))
            let b = UInt64(littleEndian: raw.loadUnaligned(fromByteOffset: quad &* 16 &+ 8, as: UInt64.self))
            if a & b & alphaMask != alphaMask { break }
            p = quad &* 4 &+ 4
        }
        while p < pixels {
            if base[p * 4 + 3] != 255 { return p }
            p += 1
        }
        return nil
    }
}
