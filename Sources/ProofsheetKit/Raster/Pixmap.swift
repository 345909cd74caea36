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
        if color == .transparent {
            bytes = [UInt8](repeating: 0, count: count * 4)
        } else {
            bytes = [UInt8](unsafeUninitializedCapacity: count * 4) { buffer, initialized in
                for i in 0..<count {
                    buffer[i * 4] = color.r
                    buffer[i * 4 + 1] = color.g
                    buffer[i * 4 + 2] = color.b
                    buffer[i * 4 + 3] = color.a
                }
                initialized = count * 4
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
        var i = 3
        while i < bytes.count {
            if bytes[i] != 255 { return false }
            i += 4
        }
        return true
    }
}
