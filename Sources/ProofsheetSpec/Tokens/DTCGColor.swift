import Foundation
import ProofsheetJSON
import ProofsheetRaster
import ProofsheetSupport

/// A DTCG colour value (Color Module 2025.10 §4) as the 8-bit sRGB colour Proofsheet paints with.
///
/// The value is the spec's object (`colorSpace`, `components`, optional `alpha` in [0, 1] and `hex`), or a
/// `#RRGGBB` / `#RRGGBBAA` string as earlier drafts and many exporters write it. `srgb`, `srgb-linear`, `hsl`
/// and `hwb` are converted by CSS Color 4's formulas (§10.2 sRGB transfer, §7.1 HSL, §8.1 HWB); a `none`
/// component counts as 0 (CSS Color 4 §4.4). Other colour spaces need their `hex` fallback (the spec's
/// "fallback value"), which is then used with `alpha`; without one they are an error. Channels are rounded to
/// the nearest of 0…255, halves away from zero.
package enum DTCGColor {
    package static let spaces = ["srgb", "srgb-linear", "hsl", "hwb", "lab", "lch", "oklab", "oklch", "display-p3", "a98-rgb",
                         "prophoto-rgb", "rec2020", "xyz-d65", "xyz-d50"]

    package static func color(_ reader: JSONValueReader, what: String) throws -> Color {
        if case .string(let text) = reader.value.kind {
            guard let color = Color(hex: text) else { throw reader.invalid("\(what): expected a colour object (colorSpace, components) or #RRGGBB / #RRGGBBAA, found '\(MessageText.escaped(text))'") }
            return color
        }
        let object = try reader.object()
        try object.rejectUnknownKeys(allowed: ["colorSpace", "components", "alpha", "hex"])
        let space = try object.requiredString("colorSpace", oneOf: spaces)
        let alphaValue = object.optionalValue("alpha")
        let alpha = try alphaValue.map { try unit($0, range: 0...1, what: "alpha") } ?? 1
        let list = try object.requiredArray("components")
        guard list.count == 3 else { throw try object.requiredValue("components").invalid("expected 3 components for \(space), found \(list.count)") }
        let rgb: [Double]
        switch space {
        case "srgb": rgb = try list.map { try unit($0, range: 0...1, what: "component") }
        case "srgb-linear": rgb = try list.map { RelativeLuminance.encoded(try unit($0, range: 0...1, what: "component")) }
        case "hsl":
            rgb = hsl(hue: try unit(list[0], range: 0...360, what: "hue"), saturation: try unit(list[1], range: 0...100, what: "saturation") / 100,
                      lightness: try unit(list[2], range: 0...100, what: "lightness") / 100)
        case "hwb":
            rgb = hwb(hue: try unit(list[0], range: 0...360, what: "hue"), whiteness: try unit(list[1], range: 0...100, what: "whiteness") / 100,
                      blackness: try unit(list[2], range: 0...100, what: "blackness") / 100)
        default:
            guard let hexValue = object.optionalValue("hex") else {
                throw try object.requiredValue("colorSpace").invalid("\(what): Proofsheet paints in sRGB and converts srgb, srgb-linear, hsl and hwb; give this \(space) colour its 'hex' fallback (#RRGGBB)")
            }
            guard let fallback = Color(hex: try hexValue.string()), fallback.isOpaque else { throw hexValue.expected("#RRGGBB") }
            return Color(r: fallback.r, g: fallback.g, b: fallback.b, a: byte(alpha))
        }
        return Color(r: byte(rgb[0]), g: byte(rgb[1]), b: byte(rgb[2]), a: byte(alpha))
    }

    /// A component in `range`; the keyword `none` counts as 0.
    package static func unit(_ reader: JSONValueReader, range: ClosedRange<Double>, what: String) throws -> Double {
        if case .string("none") = reader.value.kind { return 0 }
        let value = try reader.number()
        guard range.contains(value) else {
            throw reader.invalid("expected \(what) from \(JSONNumber(range.lowerBound).literal) to \(JSONNumber(range.upperBound).literal) or \"none\", found \(reader.value.briefDescription)")
        }
        return value
    }

    package static func byte(_ channel: Double) -> UInt8 { UInt8((min(max(channel, 0), 1) * 255).rounded()) }

    /// CSS Color 4 §7.1 `hslToRgb`; hue in degrees, saturation and lightness in [0, 1].
    package static func hsl(hue: Double, saturation: Double, lightness: Double) -> [Double] {
        let h = hue.truncatingRemainder(dividingBy: 360)
        let a = saturation * min(lightness, 1 - lightness)
        return [0.0, 8, 4].map { n in
            let k = (n + h / 30).truncatingRemainder(dividingBy: 12)
            return lightness - a * max(-1, min(k - 3, 9 - k, 1))
        }
    }

    /// CSS Color 4 §8.1 `hwbToRgb`; whiteness and blackness in [0, 1].
    package static func hwb(hue: Double, whiteness: Double, blackness: Double) -> [Double] {
        if whiteness + blackness >= 1 { return Array(repeating: whiteness / (whiteness + blackness), count: 3) }
        return hsl(hue: hue, saturation: 1, lightness: 0.5).map { $0 * (1 - whiteness - blackness) + whiteness }
    }
}
