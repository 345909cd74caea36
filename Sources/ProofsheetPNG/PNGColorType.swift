/// The colour type stored in IHDR: which channels each pixel has.
///
/// Standard: PNG §11.2.2, Table 11.1 (colour types and the bit depths each allows).
package enum PNGColorType: UInt8, Sendable {
    case greyscale = 0
    case truecolor = 2
    case indexed = 3
    case greyscaleAlpha = 4
    case truecolorAlpha = 6

    /// Samples per pixel as stored in the scanline.
    package var channels: Int {
        switch self {
        case .greyscale, .indexed: return 1
        case .greyscaleAlpha: return 2
        case .truecolor: return 3
        case .truecolorAlpha: return 4
        }
    }

    /// The bit depths Table 11.1 permits for this colour type.
    package var allowedBitDepths: [Int] {
        switch self {
        case .greyscale: return [1, 2, 4, 8, 16]
        case .indexed: return [1, 2, 4, 8]
        case .truecolor, .greyscaleAlpha, .truecolorAlpha: return [8, 16]
        }
    }
}
