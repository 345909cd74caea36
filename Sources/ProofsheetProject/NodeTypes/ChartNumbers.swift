import ProofsheetSpec

/// How a chart writes its numbers (axis labels, a progress ring's percentage, the generated summary): in the digits
/// the cell's platform uses for the locale (`PlatformDigits`, docs/strings.md "Digits"), at most one decimal, with
/// the Arabic decimal separator U+066B when the digits are Arabic-Indic (CLDR `arab` symbols).
package struct ChartNumbers {
    package let digits: [Unicode.Scalar]?

    package init(platform: Platform, locale: LocaleID) throws {
        digits = try PlatformDigits(platform: platform).digits(for: locale)
    }

    /// `%`, or the Arabic percent sign U+066A with Arabic-Indic digits (CLDR `arab` symbols).
    package var percent: String { digits?.first == "\u{0660}" ? "\u{066A}" : "%" }

    /// `value` rounded to one decimal, `.0` dropped, in the locale's digits.
    package func format(_ value: Double) -> String {
        let tenths = Int((value * 10).rounded())
        var text = String(tenths / 10)
        if tenths % 10 != 0 { text += "." + String(abs(tenths % 10)) }
        guard let digits else { return text }
        var result = ""
        for scalar in text.unicodeScalars {
            if let digit = Int(String(scalar)) { result.unicodeScalars.append(digits[digit]) }
            else if scalar == "." { result += digits[0] == "\u{0660}" ? "\u{066B}" : "." }
            else { result.unicodeScalars.append(scalar) }
        }
        return result
    }

    /// The axis maximum for data whose largest value is `maximum`: the next of 1, 2, 4, 5, 10 × 10ⁿ at or above it,
    /// so the half-way grid line falls on a round number too; 1 for an empty or all-zero chart.
    package static func niceMaximum(_ maximum: Double) -> Double {
        guard maximum > 0 else { return 1 }
        var power = 1.0
        while power * 10 <= maximum { power *= 10 }
        while power > maximum { power /= 10 }
        for step in [1.0, 2, 4, 5, 10] where step * power >= maximum { return step * power }
        return 10 * power
    }
}
