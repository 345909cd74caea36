#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

extension Color {
    /// The relative luminance of the colour's RGB channels, from 0 (black) to 1 (white), ignoring alpha.
    ///
    /// WCAG 2.2, definition of "relative luminance": each 8-bit sRGB channel is linearised and the three are
    /// weighted 0.2126 R + 0.7152 G + 0.0722 B (ITU-R BT.709 primaries, D65 white).
    /// A translucent colour must be composited first (`composited(over:)`); its luminance here is that of its RGB.
    public var relativeLuminance: Double {
        0.2126 * Color.linearised(r) + 0.7152 * Color.linearised(g) + 0.0722 * Color.linearised(b)
    }

    /// The linear-light value (0...1) of one 8-bit sRGB channel, IEC 61966-2-1 §5.2.
    ///
    /// The piecewise threshold is the sRGB standard's 0.04045. WCAG 2.2's text quotes 0.03928 (from an early
    /// sRGB draft); no 8-bit value lies between the two (10/255 ≈ 0.03922 and 11/255 ≈ 0.04314), so both
    /// thresholds pick the same branch for every one of the 256 inputs and the results are identical.
    static func linearised(_ channel: UInt8) -> Double {
        let value = Double(channel) / 255
        if value <= 0.04045 { return value / 12.92 }
        return pow((value + 0.055) / 1.055, 2.4)
    }
}
