#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import ProofsheetRaster
import ProofsheetProject
import ProofsheetSpec

/// A colour in CIE 1976 L*a*b* (D65 white), from 8-bit sRGB through linear light and CIE XYZ
/// (IEC 61966-2-1 matrix; CIE 15:2004 §8.2.1 for L*a*b*). Used only to measure colour differences.
package struct CIELab: Hashable, Sendable {
    package var l: Double
    package var a: Double
    package var b: Double

    package init(l: Double, a: Double, b: Double) {
        self.l = l
        self.a = a
        self.b = b
    }

    package init(_ color: Color) {
        let linear = RelativeLuminance.linearChannel
        let r = linear[Int(color.r)], g = linear[Int(color.g)], bl = linear[Int(color.b)]
        let x = (0.4124564 * r + 0.3575761 * g + 0.1804375 * bl) / 0.95047
        let y = 0.2126729 * r + 0.7151522 * g + 0.0721750 * bl
        let z = (0.0193339 * r + 0.1191920 * g + 0.9503041 * bl) / 1.08883
        func f(_ t: Double) -> Double {
            let delta = 6.0 / 29
            return t > delta * delta * delta ? cbrt(t) : t / (3 * delta * delta) + 4.0 / 29
        }
        l = 116 * f(y) - 16
        a = 500 * (f(x) - f(y))
        b = 200 * (f(y) - f(z))
    }
}
