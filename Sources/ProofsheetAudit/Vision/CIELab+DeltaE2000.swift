#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

extension CIELab {
    /// The CIEDE2000 colour difference ΔE00 between two colours (kL = kC = kH = 1), following G. Sharma,
    /// W. Wu, E. N. Dalal, "The CIEDE2000 Color-Difference Formula: Implementation Notes, Supplementary Test
    /// Data, and Mathematical Observations", Color Research & Application 30(1), 2005, equations (1)–(22).
    /// About 1 is a just-noticeable difference between large patches side by side.
    package func deltaE2000(to other: CIELab) -> Double {
        let degrees = 180 / Double.pi
        func pow7(_ x: Double) -> Double { let x2 = x * x; return x2 * x2 * x2 * x }
        let meanC = (hypot(a, b) + hypot(other.a, other.b)) / 2
        let g = 0.5 * (1 - (pow7(meanC) / (pow7(meanC) + pow7(25))).squareRoot())
        let a1 = (1 + g) * a, a2 = (1 + g) * other.a
        let c1 = hypot(a1, b), c2 = hypot(a2, other.b)
        func hue(_ x: Double, _ y: Double) -> Double {
            if x == 0 && y == 0 { return 0 }
            let h = atan2(y, x) * degrees
            return h < 0 ? h + 360 : h
        }
        let h1 = hue(a1, b), h2 = hue(a2, other.b)
        let deltaL = other.l - l
        let deltaC = c2 - c1
        var deltaH = 0.0
        if c1 * c2 != 0 {
            let d = h2 - h1
            deltaH = abs(d) <= 180 ? d : (d > 180 ? d - 360 : d + 360)
        }
        let deltaBigH = 2 * (c1 * c2).squareRoot() * sin(deltaH / 2 / degrees)
        let meanL = (l + other.l) / 2
        let meanCPrime = (c1 + c2) / 2
        var meanH = h1 + h2
        if c1 * c2 != 0 {
            if abs(h1 - h2) <= 180 { meanH = (h1 + h2) / 2 } else if h1 + h2 < 360 { meanH = (h1 + h2 + 360) / 2 } else { meanH = (h1 + h2 - 360) / 2 }
        }
        let t = 1 - 0.17 * cos((meanH - 30) / degrees) + 0.24 * cos(2 * meanH / degrees)
            + 0.32 * cos((3 * meanH + 6) / degrees) - 0.20 * cos((4 * meanH - 63) / degrees)
        let deltaTheta = 30 * exp(-((meanH - 275) / 25) * ((meanH - 275) / 25))
        let rC = 2 * (pow7(meanCPrime) / (pow7(meanCPrime) + pow7(25))).squareRoot()
        let lOffset = (meanL - 50) * (meanL - 50)
        let sL = 1 + 0.015 * lOffset / (20 + lOffset).squareRoot()
        let sC = 1 + 0.045 * meanCPrime
        let sH = 1 + 0.015 * meanCPrime * t
        let rT = -sin(2 * deltaTheta / degrees) * rC
        let l0 = deltaL / sL, c0 = deltaC / sC, h0 = deltaBigH / sH
        return (l0 * l0 + c0 * c0 + h0 * h0 + rT * c0 * h0).squareRoot()
    }
}
