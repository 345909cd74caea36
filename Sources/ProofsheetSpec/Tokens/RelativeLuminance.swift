#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// WCAG 2.2 relative luminance, the one implementation every contrast measurement uses (audits, token pairs,
/// store captions): from 0 (black) to 1 (white).
///
/// WCAG 2.2, definition of "relative luminance": each 8-bit sRGB channel is linearised (IEC 61966-2-1 §5.2) and
/// the three are weighted 0.2126 R + 0.7152 G + 0.0722 B (ITU-R BT.709 primaries, D65 white). Channels are
/// linearised through a table of the 256 values, so a pixel loop costs three loads.
package enum RelativeLuminance {
    /// The relative luminance of an opaque sRGB colour given by its channels.
    @inline(__always)
    package static func of(r: UInt8, g: UInt8, b: UInt8) -> Double {
        0.2126 * linearChannel[Int(r)] + 0.7152 * linearChannel[Int(g)] + 0.0722 * linearChannel[Int(b)]
    }

    /// Linear-light values (0...1) of the 256 channel values.
    package static let linearChannel: [Double] = (0...255).map { linearised(UInt8($0)) }

    /// The linear-light value (0...1) of one 8-bit sRGB channel, IEC 61966-2-1 §5.2.
    ///
    /// The piecewise threshold is the sRGB standard's 0.04045. WCAG 2.2's text quotes 0.03928 (from an early
    /// sRGB draft); no 8-bit value lies between the two (10/255 ≈ 0.03922 and 11/255 ≈ 0.04314), so both
    /// thresholds pick the same branch for every one of the 256 inputs and the results are identical.
    package static func linearised(_ channel: UInt8) -> Double {
        let value = Double(channel) / 255
        if value <= 0.04045 { return value / 12.92 }
        return pow((value + 0.055) / 1.055, 2.4)
    }

    /// The inverse: the sRGB transfer function (IEC 61966-2-1, CSS Color 4 §10.2), linear light (0...1) to the
    /// encoded value (0...1). Token colours given in linear spaces and the colour-vision simulation use it.
    package static func encoded(_ linear: Double) -> Double {
        linear <= 0.0031308 ? 12.92 * linear : 1.055 * pow(linear, 1 / 2.4) - 0.055
    }
}
